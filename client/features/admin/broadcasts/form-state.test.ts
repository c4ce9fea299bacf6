import { describe, expect, it } from "vitest";
import {
  checkForm,
  emptyForm,
  filterTargets,
  hasProblems,
  loadSender,
  parseExpiryMinutes,
  saveSender,
  toRequest,
} from "./form-state";

const filled = () => ({
  ...emptyForm({ name: "Rivka", extension: "101" }),
  message: " Mass casualty at the station ",
});

describe("broadcast form", () => {
  it("starts with priority high, 30 minutes and every device (spec §5)", () => {
    const form = emptyForm();
    expect([form.priority, form.expiryMinutes, form.target]).toEqual(["high", "30", "all"]);
  });

  it("names the blank required fields for the 'Missing Information' toast", () => {
    const problems = checkForm({ ...emptyForm(), message: "  " });
    expect(problems.missing).toEqual(["dispatcherName", "dispatcherExtension", "message"]);
    expect(hasProblems(problems)).toBe(true);
    expect(hasProblems(checkForm(filled()))).toBe(false);
  });

  it.each([
    ["1", 1],
    ["1440", 1440],
    [" 30 ", 30],
    ["0", null],
    ["1441", null],
    ["2.5", null],
    ["", null],
    ["-5", null],
  ])("reads expiry minutes %j as %j", (text, minutes) => {
    expect(parseExpiryMinutes(text)).toBe(minutes);
  });

  it("asks for a device or a role when that target is chosen without one", () => {
    expect(checkForm({ ...filled(), target: "devices" }).target).toBe("noDevices");
    expect(checkForm({ ...filled(), target: "roles" }).target).toBe("noRoles");
    expect(checkForm({ ...filled(), target: "roles", roles: ["emt"] }).target).toBeNull();
  });

  it("builds the request: trimmed text, expiry from the given clock, only the chosen target", () => {
    const now = new Date("2026-01-31T12:00:00.000Z");
    const body = toRequest(
      { ...filled(), expiryMinutes: "45", target: "devices", devices: ["d1"], roles: ["emt"] },
      now,
    );
    expect(body).toEqual({
      dispatcherName: "Rivka",
      dispatcherExtension: "101",
      message: "Mass casualty at the station",
      priority: "high",
      expiresAt: "2026-01-31T12:45:00.000Z",
      targetDevices: ["d1"],
      targetRoles: [],
    });
    expect(toRequest(filled(), now).targetDevices).toEqual([]);
  });

  it("finds devices by every word of the search, including the translated role", () => {
    const devices = [
      {
        id: "a",
        responderName: "Dana Cohen",
        responderIdNumber: "101",
        role: "paramedic",
        deviceNickname: "Pixel",
      },
      { id: "b", responderName: "Avi Levi", responderIdNumber: "202", role: "emt", deviceNickname: null },
    ];
    expect(filterTargets(devices, "").map((d) => d.id)).toEqual(["a", "b"]);
    expect(filterTargets(devices, "dana 101").map((d) => d.id)).toEqual(["a"]);
    expect(filterTargets(devices, "pixel").map((d) => d.id)).toEqual(["a"]);
    expect(filterTargets(devices, "חובש", (r) => (r === "emt" ? "חובש" : r)).map((d) => d.id)).toEqual(["b"]);
  });

  it("remembers the sender, and survives a broken stored value", () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    expect(loadSender(storage)).toEqual({ name: "", extension: "" });
    saveSender(storage, { name: "Rivka", extension: "101" });
    expect(loadSender(storage)).toEqual({ name: "Rivka", extension: "101" });
    data.set("broadcastSender", "{oops");
    expect(loadSender(storage)).toEqual({ name: "", extension: "" });
  });
});
