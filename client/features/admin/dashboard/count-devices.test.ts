import { describe, expect, it } from "vitest";
import { countDevices } from "./count-devices";

describe("countDevices", () => {
  it("counts every listed device, the active ones and the pending ones", () => {
    const statuses = ["active", "pending", "active", "rejected", "locked", "pending", "active"] as const;
    expect(countDevices(statuses.map((status) => ({ status })))).toEqual({ total: 7, active: 3, pending: 2 });
  });

  it("is all zeros with no devices", () => {
    expect(countDevices([])).toEqual({ total: 0, active: 0, pending: 0 });
  });
});
