/** Responder roles (spec §6). */
export const RESPONDER_ROLES = ["admin", "doctor", "paramedic", "emt", "dispatcher", "mhp"] as const;
export type ResponderRole = (typeof RESPONDER_ROLES)[number];

/** Staff roles: who may sign in to the command console. */
export const STAFF_ROLES = ["admin", "dispatcher"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
