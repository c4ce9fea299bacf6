import { describe, expect, it } from "vitest";
import type { AdminDevice } from "../../../../common/devices";
import { filterDevices, groupByExtension } from "./group-devices";

let serial = 0;
function makeDevice(overrides: Partial<AdminDevice> = {}): AdminDevice {
  serial += 1;
  return {
    id: `00000000-0000-4000-8000-${String(serial).padStart(12, "0")}`,
    fingerprint: `HTZTEST${String(serial).padStart(8, "0")}`,
    deviceNickname: null,
    department: null,
    deviceType: "phone",
    status: "active",
    responderName: "Unit",
    responderIdNumber: "100",
    role: "emt",
    imei: null,
    serialNumber: null,
    modelName: null,
    lastSeen: null,
    createdAt: `2026-01-01T00:00:${String(serial % 60).padStart(2, "0")}.000Z`,
    ...overrides,
  };
}

describe("groupByExtension", () => {
  it("puts every device of an extension in one group, groups in numeric extension order", () => {
    const devices = [
      makeDevice({ responderIdNumber: "100", responderName: "Cohen" }),
      makeDevice({ responderIdNumber: "20", responderName: "Levi" }),
      makeDevice({ responderIdNumber: "007", responderName: "Mizrahi" }),
      makeDevice({ responderIdNumber: "100", responderName: "Cohen" }),
    ];
    const groups = groupByExtension(devices);
    expect(groups.map((g) => [g.extension, g.responderName, g.devices.length])).toEqual([
      ["007", "Mizrahi", 1],
      ["20", "Levi", 1],
      ["100", "Cohen", 2],
    ]);
  });

  it("lists pending devices first within a group, then the newest", () => {
    const older = makeDevice({ createdAt: "2026-01-01T00:00:00.000Z" });
    const newer = makeDevice({ createdAt: "2026-02-01T00:00:00.000Z" });
    const pending = makeDevice({ status: "pending", createdAt: "2025-01-01T00:00:00.000Z" });
    const [group] = groupByExtension([older, newer, pending]);
    expect(group?.devices.map((d) => d.id)).toEqual([pending.id, newer.id, older.id]);
  });

  it("keeps 007 and 7 apart", () => {
    const groups = groupByExtension([
      makeDevice({ responderIdNumber: "7" }),
      makeDevice({ responderIdNumber: "007" }),
    ]);
    expect(groups).toHaveLength(2);
  });

  it("gives nothing for no devices", () => {
    expect(groupByExtension([])).toEqual([]);
  });
});

describe("filterDevices", () => {
  const devices = [
    makeDevice({ responderIdNumber: "101", responderName: "Sarah Cohen", department: "North" }),
    makeDevice({ responderIdNumber: "102", deviceNickname: "Night phone", status: "pending" }),
    makeDevice({ responderIdNumber: "103", deviceType: "radio", imei: "490154203237518" }),
  ];

  it("matches extension, names, department and IMEI, ignoring case and spaces around", () => {
    expect(filterDevices(devices, "101", false)).toHaveLength(1);
    expect(filterDevices(devices, " sarah ", false)).toHaveLength(1);
    expect(filterDevices(devices, "NIGHT", false)).toHaveLength(1);
    expect(filterDevices(devices, "north", false)).toHaveLength(1);
    expect(filterDevices(devices, "4901542", false)).toHaveLength(1);
    expect(filterDevices(devices, "", false)).toHaveLength(3);
    expect(filterDevices(devices, "nobody", false)).toHaveLength(0);
  });

  it("keeps only pending devices when asked", () => {
    expect(filterDevices(devices, "", true).map((d) => d.responderIdNumber)).toEqual(["102"]);
    expect(filterDevices(devices, "101", true)).toEqual([]);
  });
});
