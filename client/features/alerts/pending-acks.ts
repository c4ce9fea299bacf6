// Acknowledgements that could not reach the server (no connection), kept so they are sent by
// themselves when the link to central command returns, even after a reload.
import type { FeedKind } from "./api";

export const PENDING_ACKS_STORAGE_KEY = "pendingAcknowledgements";
export type PendingAck = { kind: FeedKind; id: number };

type Store = Pick<Storage, "getItem" | "setItem">;

export function loadPendingAcks(storage: Store): PendingAck[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(PENDING_ACKS_STORAGE_KEY) ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (p): p is PendingAck =>
        typeof p === "object" &&
        p !== null &&
        Number.isInteger((p as PendingAck).id) &&
        ((p as PendingAck).kind === "emergency" || (p as PendingAck).kind === "dispatch"),
    );
  } catch {
    return [];
  }
}

function save(storage: Store, acks: PendingAck[]): PendingAck[] {
  try {
    storage.setItem(PENDING_ACKS_STORAGE_KEY, JSON.stringify(acks));
  } catch {
    // Blocked storage: the retry still happens while this page is open.
  }
  return acks;
}

export const addPendingAck = (storage: Store, ack: PendingAck) =>
  save(storage, [...loadPendingAcks(storage).filter((p) => p.id !== ack.id), ack]);

export const removePendingAck = (storage: Store, id: number) =>
  save(
    storage,
    loadPendingAcks(storage).filter((p) => p.id !== id),
  );
