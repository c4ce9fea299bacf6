import { describe, expect, it } from "vitest";
import {
  bannerText,
  isBannerVisible,
  keepsDismissal,
  recoveryGuideDelay,
  simulatedConnection,
} from "./connection-rules";
import { overallHealth, recommendedActions, stepDelayMs } from "./diagnostics";

describe("simulated connection (spec §4)", () => {
  it("connects a registered, configured device after the simulation", () => {
    const ready = { registered: true, hasPhoneConfig: true };
    expect(simulatedConnection({ ...ready, simulationDone: false })).toEqual({
      status: "connecting",
      problem: null,
    });
    expect(simulatedConnection({ ...ready, simulationDone: true })).toEqual({
      status: "connected",
      problem: null,
    });
  });

  it("says why it cannot connect", () => {
    expect(simulatedConnection({ registered: true, hasPhoneConfig: false, simulationDone: true })).toEqual({
      status: "disconnected",
      problem: "notConfigured",
    });
    expect(simulatedConnection({ registered: false, hasPhoneConfig: true, simulationDone: true })).toEqual({
      status: "disconnected",
      problem: "notRegistered",
    });
  });
});

describe("connection banner (spec §4, §8)", () => {
  it("hides when connected or dismissed", () => {
    expect(isBannerVisible("connected", false)).toBe(false);
    expect(isBannerVisible("disconnected", true)).toBe(false);
    expect(isBannerVisible("disconnected", false)).toBe(true);
    expect(isBannerVisible("connecting", false)).toBe(true);
  });

  it("forgets a dismissal when the status becomes disconnected or reconnecting", () => {
    expect(keepsDismissal("connected", "disconnected", true)).toBe(false);
    expect(keepsDismissal("disconnected", "reconnecting", true)).toBe(false);
    expect(keepsDismissal("reconnecting", "connecting", true)).toBe(true);
    expect(keepsDismissal("connecting", "connected", true)).toBe(true);
    expect(keepsDismissal("disconnected", "disconnected", true)).toBe(true);
  });

  it("picks the spec's text for each status", () => {
    expect(bannerText("disconnected")).toBe("disconnected");
    expect(bannerText("reconnecting")).toBe("reconnecting");
    expect(bannerText("connecting")).toBe("connecting");
    expect(bannerText("connected")).toBe("unknown");
  });
});

describe("recovery guide timing (spec §9)", () => {
  it("is due 30 s after the device went disconnected, and never while it is not", () => {
    expect(recoveryGuideDelay(null, 5_000)).toBeNull();
    expect(recoveryGuideDelay(1_000, 1_000)).toBe(30_000);
    expect(recoveryGuideDelay(1_000, 21_000)).toBe(10_000);
    expect(recoveryGuideDelay(1_000, 90_000)).toBe(0);
  });
});

describe("diagnostics (spec §4, §9)", () => {
  it("rates the whole run by its worst check", () => {
    expect(overallHealth(["passed", "passed"])).toBe("good");
    expect(overallHealth(["passed", "warning"])).toBe("warning");
    expect(overallHealth(["warning", "failed", "passed"])).toBe("critical");
  });

  it("recommends every step of a failure, two of a warning, at most five in all", () => {
    const actions = recommendedActions([
      { status: "warning", steps: ["w1", "w2", "w3"] },
      { status: "passed", steps: ["p1"] },
      { status: "failed", steps: ["f1", "f2"] },
      { status: "failed", steps: ["f2", "f3", "f4"] },
    ]);
    expect(actions).toEqual(["f1", "f2", "f3", "f4", "w1"]);
    expect(recommendedActions([{ status: "warning", steps: ["a", "b", "c"] }])).toEqual(["a", "b"]);
  });

  it("waits 1 to 3 s per step", () => {
    expect(stepDelayMs(0)).toBe(1_000);
    expect(stepDelayMs(0.9999)).toBeLessThan(3_000);
  });
});
