import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

/** Key/value switches such as the tab toggles of the system config. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

// Phone-book rows carry `isExample` (seeded sample data) and `confirmedAt`: a wrong number in an
// emergency phone book is dangerous, so the admin must see which entries nobody has checked.
export const hospitals = pgTable("hospitals", {
  id: serial("id").primaryKey(),
  nameEn: text("name_en").notNull(),
  nameHe: text("name_he").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  isExample: boolean("is_example").notNull().default(false),
  confirmedAt: ts("confirmed_at"),
  createdAt: createdAt(),
});

export const hospitalContacts = pgTable(
  "hospital_contacts",
  {
    id: serial("id").primaryKey(),
    hospitalId: integer("hospital_id")
      .notNull()
      .references(() => hospitals.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    number: text("number").notNull(),
    type: text("type", { enum: ["emergency", "specialized", "general"] }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    isExample: boolean("is_example").notNull().default(false),
    confirmedAt: ts("confirmed_at"),
    createdAt: createdAt(),
  },
  (t) => [index("hospital_contacts_hospital_idx").on(t.hospitalId)],
);

export const speedDials = pgTable("speed_dials", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  role: text("role").notNull(),
  isEmergency: boolean("is_emergency").notNull().default(false),
  priority: integer("priority").notNull().default(1),
  isExample: boolean("is_example").notNull().default(false),
  confirmedAt: ts("confirmed_at"),
  createdAt: createdAt(),
});

export const responders = pgTable("responders", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  idNumber: text("id_number").notNull().unique(),
  role: text("role").notNull(),
  department: text("department"),
  shiftName: text("shift_name"),
  createdAt: createdAt(),
});

export const staff = pgTable("staff", {
  id: uuid("id").primaryKey().defaultRandom(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "dispatcher"] }).notNull(),
  responderId: integer("responder_id").references(() => responders.id, { onDelete: "set null" }),
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  passwordChangedAt: ts("password_changed_at").notNull().defaultNow(),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    // SHA-256 of the cookie's token: a stolen database row cannot be replayed as a cookie.
    tokenHash: text("token_hash").primaryKey(),
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_staff_idx").on(t.staffId)],
);

// Failed sign-ins per (username, IP): an attacker elsewhere cannot lock the real admin out.
export const loginThrottle = pgTable("login_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  lockedUntil: ts("locked_until"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const devices = pgTable(
  "devices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fingerprint: text("fingerprint").notNull().unique(),
    responderId: integer("responder_id")
      .notNull()
      .references(() => responders.id),
    nickname: text("nickname"),
    department: text("department"),
    type: text("type", { enum: ["phone", "radio"] })
      .notNull()
      .default("phone"),
    status: text("status", { enum: ["pending", "active", "rejected", "locked", "removed"] })
      .notNull()
      .default("pending"),
    // SHA-256 of a 256-bit random secret: high-entropy, so a fast hash is enough.
    secretHash: text("secret_hash").unique(),
    imei: text("imei").unique(),
    serialNumber: text("serial_number"),
    modelName: text("model_name"),
    lastSeenAt: ts("last_seen_at"),
    decidedAt: ts("decided_at"),
    decidedBy: uuid("decided_by").references(() => staff.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("devices_responder_idx").on(t.responderId), index("devices_status_idx").on(t.status)],
);

export const enrollmentCodes = pgTable("enrollment_codes", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  responderName: text("responder_name").notNull(),
  responderIdNumber: text("responder_id_number").notNull(),
  role: text("role").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  usedByDeviceId: uuid("used_by_device_id").references(() => devices.id, { onDelete: "set null" }),
  createdBy: uuid("created_by").references(() => staff.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: ts("at").notNull().defaultNow(),
    actorType: text("actor_type", { enum: ["staff", "device", "anonymous", "system"] }).notNull(),
    actorId: text("actor_id"),
    actorLabel: text("actor_label"),
    action: text("action").notNull(),
    targetType: text("target_type"),
    targetId: text("target_id"),
    result: text("result", { enum: ["success", "failure"] }).notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: jsonb("detail")
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_action_idx").on(t.action)],
);

/**
 * The realtime outbox: every event that matters, with one global sequence number. A client that
 * reconnects with ?since=<id> gets the events after it addressed to it (everyone, staff, every
 * device, or listed devices). Written in the same transaction as the change it announces; pruned after the retention.
 */
export const events = pgTable(
  "events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: ts("at").notNull().defaultNow(),
    type: text("type").notNull(),
    audience: text("audience", { enum: ["all", "staff", "devices", "allDevices"] }).notNull(),
    deviceIds: text("device_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    payload: jsonb("payload").notNull(),
  },
  (t) => [index("events_at_idx").on(t.at)],
);

/** Dispatch and emergency broadcasts in one table (spec §3). */
export const broadcasts = pgTable(
  "broadcasts",
  {
    id: serial("id").primaryKey(),
    dispatcherName: text("dispatcher_name").notNull(),
    dispatcherExtension: text("dispatcher_extension").notNull(),
    message: text("message").notNull(),
    priority: text("priority", { enum: ["emergency", "high", "medium", "low"] }).notNull(),
    isVoiceBroadcast: boolean("is_voice_broadcast").notNull().default(false),
    audio: text("audio"),
    forceSpeakerphone: boolean("force_speakerphone").notNull().default(false),
    broadcastAt: ts("broadcast_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    endedAt: ts("ended_at"),
    authorStaffId: uuid("author_staff_id").references(() => staff.id, { onDelete: "set null" }),
    authorDeviceId: uuid("author_device_id").references(() => devices.id, { onDelete: "set null" }),
    targetAll: boolean("target_all").notNull().default(true),
    targetDeviceIds: text("target_device_ids")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    targetRoles: text("target_roles")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set once every target's receipt is written (they follow the broadcast's own commit). */
    receiptsWritten: boolean("receipts_written").notNull().default(false),
  },
  (t) => [index("broadcasts_active_idx").on(t.isActive, t.expiresAt)],
);

/** Per broadcast and device: when it reached the device and when the responder acknowledged it. */
export const broadcastReceipts = pgTable(
  "broadcast_receipts",
  {
    broadcastId: integer("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    deviceId: uuid("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    deliveredAt: ts("delivered_at"),
    acknowledgedAt: ts("acknowledged_at"),
    lastAlertedAt: ts("last_alerted_at").notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.broadcastId, t.deviceId] }),
    index("broadcast_receipts_device_idx").on(t.deviceId),
  ],
);

export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    deviceId: uuid("device_id")
      .notNull()
      .references(() => devices.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull().unique(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("push_subscriptions_device_idx").on(t.deviceId)],
);

/** A device's own 3CX settings (the footer's modal); the password is encrypted and never read back. */
export const deviceSipOverrides = pgTable("device_sip_overrides", {
  deviceId: uuid("device_id")
    .primaryKey()
    .references(() => devices.id, { onDelete: "cascade" }),
  server: text("server"),
  extension: text("extension"),
  passwordEncrypted: text("password_encrypted"),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});
