// The broadcast form's values and rules (spec §5), kept apart from the drawing so they are tested.
import { expiryFromMinutes, type CreateBroadcast } from "../../../../common/broadcasts";
import {
  BROADCAST_EXPIRY_DEFAULT_MINUTES,
  BROADCAST_EXPIRY_MAX_MINUTES,
  BROADCAST_EXPIRY_MIN_MINUTES,
  type Priority,
} from "../../../../common/constants";
import type { ResponderRole } from "../../../../common/roles";
import type { BroadcastTarget } from "./api";

export type TargetMode = "all" | "devices" | "roles";

export type BroadcastFormValues = {
  dispatcherName: string;
  dispatcherExtension: string;
  message: string;
  priority: Priority;
  expiryMinutes: string;
  target: TargetMode;
  devices: readonly string[];
  roles: readonly ResponderRole[];
};

export const REQUIRED_FIELDS = ["dispatcherName", "dispatcherExtension", "message"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export type FormProblems = {
  /** Blank required fields, in form order: the spec's 'Missing Information' toast. */
  missing: RequiredField[];
  expiry: "range" | null;
  target: "noDevices" | "noRoles" | null;
};

/** A fresh form: priority high and 30 minutes (spec §5); the sender as last used on this desk. */
export function emptyForm(
  sender: { name: string; extension: string } = { name: "", extension: "" },
): BroadcastFormValues {
  return {
    dispatcherName: sender.name,
    dispatcherExtension: sender.extension,
    message: "",
    priority: "high",
    expiryMinutes: String(BROADCAST_EXPIRY_DEFAULT_MINUTES),
    target: "all",
    devices: [],
    roles: [],
  };
}

/** Whole minutes between 1 and 1440, or null. */
export function parseExpiryMinutes(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const minutes = Number(text);
  return minutes >= BROADCAST_EXPIRY_MIN_MINUTES && minutes <= BROADCAST_EXPIRY_MAX_MINUTES ? minutes : null;
}

export function checkForm(values: BroadcastFormValues): FormProblems {
  return {
    missing: REQUIRED_FIELDS.filter((key) => values[key].trim() === ""),
    expiry: parseExpiryMinutes(values.expiryMinutes) === null ? "range" : null,
    target:
      values.target === "devices" && values.devices.length === 0
        ? "noDevices"
        : values.target === "roles" && values.roles.length === 0
          ? "noRoles"
          : null,
  };
}

export const hasProblems = (p: FormProblems) =>
  p.missing.length > 0 || p.expiry !== null || p.target !== null;

/** The POST body; `now` on the server's clock, so a desk with a wrong clock still gets the expiry right. */
export function toRequest(values: BroadcastFormValues, now: Date): CreateBroadcast {
  return {
    dispatcherName: values.dispatcherName.trim(),
    dispatcherExtension: values.dispatcherExtension.trim(),
    message: values.message.trim(),
    priority: values.priority,
    expiresAt: expiryFromMinutes(
      parseExpiryMinutes(values.expiryMinutes) ?? BROADCAST_EXPIRY_DEFAULT_MINUTES,
      now,
    ),
    targetDevices: values.target === "devices" ? [...values.devices] : [],
    targetRoles: values.target === "roles" ? [...values.roles] : [],
  };
}

/** Devices whose name, extension, nickname or role (as `roleLabel` shows it) contain every word of the search. */
export function filterTargets(
  devices: readonly BroadcastTarget[],
  search: string,
  roleLabel: (role: string) => string = (role) => role,
): BroadcastTarget[] {
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...devices];
  return devices.filter((d) => {
    const text = [d.responderName, d.responderIdNumber, d.deviceNickname ?? "", roleLabel(d.role)]
      .join(" ")
      .toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}

const SENDER_STORAGE_KEY = "broadcastSender";

/** The dispatcher name and extension last used on this desk (saves typing under pressure). */
export function loadSender(storage: Pick<Storage, "getItem">): { name: string; extension: string } {
  try {
    const parsed = JSON.parse(storage.getItem(SENDER_STORAGE_KEY) ?? "{}") as {
      name?: unknown;
      extension?: unknown;
    };
    return {
      name: typeof parsed.name === "string" ? parsed.name : "",
      extension: typeof parsed.extension === "string" ? parsed.extension : "",
    };
  } catch {
    return { name: "", extension: "" };
  }
}

export function saveSender(
  storage: Pick<Storage, "setItem">,
  sender: { name: string; extension: string },
): void {
  try {
    storage.setItem(SENDER_STORAGE_KEY, JSON.stringify(sender));
  } catch {
    // Not remembered: the next broadcast asks again.
  }
}
