import type { StaffRole } from "../../../common/roles";

/** What each staff role may do (spec §6): dispatchers author broadcasts; admins do everything. */
const rules = {
  manageDevices: ["admin"],
  manageCodes: ["admin"],
  registerRadio: ["admin"],
  readAudit: ["admin"],
  managePhonebook: ["admin"],
  authorBroadcast: ["admin", "dispatcher"],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof rules;

export function can(staff: { role: StaffRole }, permission: Permission): boolean {
  return (rules[permission] as readonly StaffRole[]).includes(staff.role);
}
