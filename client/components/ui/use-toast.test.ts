import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../../common/constants";
import { currentToasts, dismissToast, toast } from "./use-toast";

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  dismissToast();
  vi.runAllTimers();
  vi.useRealTimers();
});

describe("toast store", () => {
  it("keeps one toast at a time, the newest", () => {
    toast({ title: "first" });
    toast({ title: "second" });
    expect(TOAST_LIMIT).toBe(1);
    expect(currentToasts().map((t) => t.title)).toEqual(["second"]);
  });

  it("closes on dismiss and removes after the spec's delay", () => {
    const { id, dismiss } = toast({ title: "hello" });
    dismiss();
    expect(currentToasts()).toEqual([expect.objectContaining({ id, open: false })]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS);
    expect(currentToasts()).toEqual([]);
  });

  it("updates a toast in place", () => {
    const handle = toast({ title: "Saving" });
    handle.update({ title: "Saved", variant: "default" });
    expect(currentToasts()[0]).toMatchObject({ id: handle.id, title: "Saved", open: true });
  });
});
