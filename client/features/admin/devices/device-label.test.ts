import { describe, expect, it } from "vitest";
import { deviceLabel, fingerprintSuffix } from "./device-label";

const phone = {
  deviceNickname: null,
  deviceType: "phone" as const,
  modelName: null,
  imei: null,
  fingerprint: "HTZabc123def456",
};

describe("deviceLabel", () => {
  it("uses the nickname when there is one", () => {
    expect(deviceLabel({ ...phone, deviceNickname: "Night phone" })).toEqual({
      name: "Night phone",
      detail: "ID 23DEF456",
    });
  });

  it("falls back to the last 8 characters of the fingerprint, upper-case", () => {
    expect(fingerprintSuffix("HTZabc123def456")).toBe("23DEF456");
    expect(deviceLabel(phone)).toEqual({ name: "23DEF456", detail: "ID 23DEF456" });
  });

  it("names a radio by its model and tells it apart by IMEI", () => {
    const radio = {
      ...phone,
      deviceType: "radio" as const,
      modelName: "Motorola APX",
      imei: "490154203237518",
      fingerprint: "RADIO490154203237518",
    };
    expect(deviceLabel(radio)).toEqual({ name: "Motorola APX", detail: "IMEI 490154203237518" });
    expect(deviceLabel({ ...radio, deviceNickname: "Car 5" }).name).toBe("Car 5");
  });
});
