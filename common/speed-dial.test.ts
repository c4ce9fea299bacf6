import { describe, expect, it } from "vitest";
import { FALLBACK_SPEED_DIALS, speedDialFor, telHref, withFallbackSpeedDials } from "./speed-dial";

describe("speed-dial fallback (spec §8)", () => {
  it("adds built-in dispatch, paramedic and management dials when the config has none", () => {
    const dials = withFallbackSpeedDials([]);
    expect(dials.map((d) => [d.role, d.phoneNumber, d.isFallback])).toEqual([
      ["dispatch", FALLBACK_SPEED_DIALS.dispatch.phoneNumber, true],
      ["paramedic", FALLBACK_SPEED_DIALS.paramedic.phoneNumber, true],
      ["management", FALLBACK_SPEED_DIALS.management.phoneNumber, true],
    ]);
    expect(withFallbackSpeedDials(undefined)).toHaveLength(3);
  });

  it("keeps configured dials first and in order, and falls back only for the missing roles", () => {
    const configured = [
      { role: "police", phoneNumber: "100", name: "Police" },
      { role: "dispatch", phoneNumber: "02-555-0001", name: "Dispatch Center" },
    ];
    const dials = withFallbackSpeedDials(configured);
    expect(dials.map((d) => d.role)).toEqual(["police", "dispatch", "paramedic", "management"]);
    expect(speedDialFor(configured, "dispatch")).toMatchObject({
      phoneNumber: "02-555-0001",
      isFallback: false,
    });
    expect(speedDialFor(configured, "paramedic")).toMatchObject({ isFallback: true });
  });

  it("treats a configured dial with a blank number as missing", () => {
    const dispatch = speedDialFor([{ role: "dispatch", phoneNumber: "  ", name: "Broken" }], "dispatch");
    expect(dispatch).toMatchObject({
      phoneNumber: FALLBACK_SPEED_DIALS.dispatch.phoneNumber,
      isFallback: true,
    });
  });

  it("makes tel: links without separators", () => {
    expect(telHref("02-555 0001")).toBe("tel:025550001");
    expect(telHref("+972 2-555-0001")).toBe("tel:+97225550001");
  });
});
