import type { TFunction } from "i18next";
import { RESPONDER_ROLES, type ResponderRole } from "../../../../common/roles";

const isResponderRole = (role: string): role is ResponderRole =>
  (RESPONDER_ROLES as readonly string[]).includes(role);

/** The translated name of a responder role; an unknown role shows as stored. */
export function roleLabel(t: TFunction, role: string): string {
  return isResponderRole(role) ? t(`admin.roles.${role}`) : role;
}
