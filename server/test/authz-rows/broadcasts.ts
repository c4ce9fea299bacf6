import { createBroadcast } from "../../modules/broadcasts/service";
import { everyone, ownDeviceOnly, staffOnly, type Ctx, type Row } from "./types";

const expiresAt = () => new Date(Date.now() + 30 * 60_000).toISOString();

/** A fresh broadcast to the target device, for rows that act on one. */
async function broadcastTo(ctx: Ctx): Promise<number> {
  const { broadcast } = await createBroadcast(
    ctx.app,
    {
      dispatcherName: "Authz",
      dispatcherExtension: "100",
      message: "authorization row",
      priority: "high",
      expiresAt: expiresAt(),
      targetDevices: [ctx.targetDeviceId],
      targetRoles: [],
      isVoiceBroadcast: false,
      forceSpeakerphone: false,
    },
    {},
  );
  return broadcast.id;
}

const subscription = {
  endpoint: "https://push.example.org/send/abc123",
  keys: {
    p256dh: "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM",
    auth: "tBHItJI5svbpez7KI4CCXg",
  },
};

/** Realtime and broadcasts. */
export const broadcastRows: Row[] = [
  {
    name: "send broadcast",
    method: "POST",
    url: () => "/api/broadcasts",
    body: (ctx) => ({
      dispatcherName: "Dispatch",
      dispatcherExtension: "100",
      message: "row",
      expiresAt: expiresAt(),
      targetDevices: [ctx.targetDeviceId],
    }),
    expect: staffOnly(200),
  },
  {
    name: "end broadcast",
    method: "DELETE",
    url: async (ctx) => `/api/broadcasts/${await broadcastTo(ctx)}`,
    expect: staffOnly(200),
  },
  { name: "active broadcasts", method: "GET", url: () => "/api/broadcasts/active", expect: staffOnly(200) },
  { name: "recent broadcasts", method: "GET", url: () => "/api/broadcasts/recent", expect: staffOnly(200) },
  { name: "broadcast targets", method: "GET", url: () => "/api/broadcasts/targets", expect: staffOnly(200) },
  {
    name: "one broadcast",
    method: "GET",
    url: async (ctx) => `/api/broadcasts/${await broadcastTo(ctx)}`,
    expect: staffOnly(200),
  },
  {
    name: "acknowledge broadcast",
    method: "POST",
    url: async (ctx) => `/api/broadcasts/${await broadcastTo(ctx)}/acknowledge`,
    body: (ctx) => ({ deviceFingerprint: ctx.targetFingerprint }),
    expect: ownDeviceOnly(200),
  },
  {
    name: "acknowledge emergency broadcast",
    method: "POST",
    url: async (ctx) => `/api/emergency-broadcasts/${await broadcastTo(ctx)}/acknowledge`,
    body: (ctx) => ({ deviceFingerprint: ctx.targetFingerprint }),
    expect: ownDeviceOnly(200),
  },
  {
    name: "emergency feed",
    method: "GET",
    url: (ctx) => `/api/emergency-broadcasts?fingerprint=${ctx.targetFingerprint}`,
    expect: ownDeviceOnly(200),
  },
  {
    name: "device feed",
    method: "GET",
    url: (ctx) => `/api/devices/${ctx.targetFingerprint}/broadcasts`,
    expect: ownDeviceOnly(200),
  },
  { name: "push public key", method: "GET", url: () => "/api/push/public-key", expect: everyone(200) },
  {
    name: "save push subscription",
    method: "POST",
    url: (ctx) => `/api/devices/${ctx.targetFingerprint}/push-subscription`,
    body: () => subscription,
    expect: ownDeviceOnly(200),
  },
  {
    name: "delete push subscription",
    method: "DELETE",
    url: (ctx) => `/api/devices/${ctx.targetFingerprint}/push-subscription`,
    body: () => ({ endpoint: subscription.endpoint }),
    expect: ownDeviceOnly(200),
  },
];
