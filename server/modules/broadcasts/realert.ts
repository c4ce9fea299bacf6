import type { FastifyInstance } from "fastify";
import { withEvents } from "../../realtime/outbox";
import { pushToDevices } from "../push/service";
import { claimRealerts, getBroadcastRow, presentEmergency, repairReceipts } from "./service";

/** One pass: every unacknowledged live broadcast whose last alert is older than `everyMs` alerts again. */
export async function realertOnce(app: FastifyInstance, everyMs: number): Promise<number> {
  await repairReceipts(app.db);
  const due = await claimRealerts(app.db, everyMs);
  const byBroadcast = new Map<number, string[]>();
  for (const r of due)
    byBroadcast.set(r.broadcastId, [...(byBroadcast.get(r.broadcastId) ?? []), r.deviceId]);
  for (const [broadcastId, deviceIds] of byBroadcast) {
    const row = await getBroadcastRow(app.db, broadcastId);
    await withEvents(app.db, app.realtime.bus, async (_tx, emit) => {
      await emit({
        type: "broadcast.realert",
        audience: "devices",
        deviceIds,
        payload: { emergency: presentEmergency(row, null) },
      });
    });
    await pushToDevices(
      app,
      deviceIds,
      {
        kind: "broadcast",
        id: row.id,
        title: `${row.dispatcherName} (${row.dispatcherExtension})`,
        body: row.message.slice(0, 120),
        priority: row.priority,
      },
      { topic: `broadcast-${row.id}`, ttlSeconds: 120 },
    );
  }
  return due.length;
}
