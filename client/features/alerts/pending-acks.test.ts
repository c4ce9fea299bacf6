import { describe, expect, it } from "vitest";
import { addPendingAck, loadPendingAcks, PENDING_ACKS_STORAGE_KEY, removePendingAck } from "./pending-acks";

const storage = () => {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
};

describe("pending acknowledgements", () => {
  it("keeps each broadcast once and forgets it when sent", () => {
    const s = storage();
    addPendingAck(s, { kind: "emergency", id: 4 });
    addPendingAck(s, { kind: "emergency", id: 4 });
    addPendingAck(s, { kind: "dispatch", id: 7 });
    expect(loadPendingAcks(s)).toEqual([
      { kind: "emergency", id: 4 },
      { kind: "dispatch", id: 7 },
    ]);
    removePendingAck(s, 4);
    expect(loadPendingAcks(s)).toEqual([{ kind: "dispatch", id: 7 }]);
  });
  it("ignores anything else found in storage", () => {
    const s = storage();
    s.setItem(
      PENDING_ACKS_STORAGE_KEY,
      '[{"kind":"x","id":1},{"kind":"emergency","id":"2"},5,{"kind":"dispatch","id":3}]',
    );
    expect(loadPendingAcks(s)).toEqual([{ kind: "dispatch", id: 3 }]);
    s.setItem(PENDING_ACKS_STORAGE_KEY, "not json");
    expect(loadPendingAcks(s)).toEqual([]);
  });
});
