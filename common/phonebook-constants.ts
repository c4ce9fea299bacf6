// Phone-book constants without zod, so the client can import them without building the schemas.

/** A hospital number's type (spec §3), in the order the screens list them. */
export const CONTACT_TYPES = ["emergency", "specialized", "general"] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** Spec §6 lists the phone book's roles; dispatch, paramedic and management are the speed-dial roles. */
export const SPEED_DIAL_ROLES = [
  "dispatch",
  "paramedic",
  "management",
  "emergency",
  "hospital",
  "police",
  "fire",
  "admin",
] as const;
export type SpeedDialRole = (typeof SPEED_DIAL_ROLES)[number];
