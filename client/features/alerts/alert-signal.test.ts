import { describe, expect, it } from "vitest";
import { PRIORITIES } from "../../../common/constants";
import { signalAlert, vibrationPattern } from "./alert-signal";

describe("alert signal", () => {
  it("gives an emergency a longer vibration than any other priority", () => {
    const total = (p: (typeof PRIORITIES)[number]) => vibrationPattern(p).reduce((a, b) => a + b, 0);
    for (const p of PRIORITIES.filter((p) => p !== "emergency"))
      expect(total("emergency")).toBeGreaterThan(total(p));
  });

  it("never throws where there is no vibration or audio (here: Node)", () => {
    for (const p of PRIORITIES) expect(() => signalAlert(p)).not.toThrow();
  });
});
