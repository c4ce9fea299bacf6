import type { TFunction } from "i18next";
import { AUDIT_ACTIONS, type AuditAction } from "../../../../common/auth";
import type { AuditEntry } from "../api";

const isAuditAction = (action: string): action is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(action);

/** The translated name of an action; one the client does not know yet shows as stored. */
export function actionLabel(t: TFunction, action: string): string {
  return isAuditAction(action) ? t(`admin.audit.actions.${action}`) : action;
}

/** Who did it: the recorded label, else the kind of actor; a refused sign-in names the username tried. */
export function actorText(t: TFunction, entry: AuditEntry): string {
  const base = entry.actorLabel ?? t(`admin.audit.actorTypes.${entry.actorType}`);
  const tried = entry.detail.username;
  return !entry.actorLabel && typeof tried === "string" ? `${base} (${tried})` : base;
}

const TARGETS = [
  "device",
  "enrollment_code",
  "broadcast",
  "hospital",
  "hospital_contact",
  "speed_dial",
] as const;
const isKnownTarget = (type: string): type is (typeof TARGETS)[number] =>
  (TARGETS as readonly string[]).includes(type);

// Device ids are UUIDs: the first block tells them apart on screen; the full id is in the title.
const SHORT_ID = 8;

/** What it was done to, e.g. "Device 3f2a9c1e", or null when nothing was targeted. */
export function targetText(t: TFunction, entry: AuditEntry): string | null {
  if (!entry.targetType) return null;
  const type = isKnownTarget(entry.targetType)
    ? t(`admin.audit.targets.${entry.targetType}`)
    : entry.targetType;
  return entry.targetId ? `${type} ${entry.targetId.slice(0, SHORT_ID)}` : type;
}
