import type { StaffRole } from "../../../common/roles";

/** The console's screens; the dashboard is the absence of one (`/admin`). */
export const SCREENS = ["devices", "broadcast", "mdm", "enrollment", "tcx", "users", "audit"] as const;
export type Screen = (typeof SCREENS)[number];

/** The spec's six dashboard tiles, in its order; the audit log has its own entry. */
export const TILES = [
  "devices",
  "broadcast",
  "mdm",
  "enrollment",
  "tcx",
  "users",
] as const satisfies readonly Screen[];

/** Screens not built yet: they open a frame that says so. */
export const LATER_SCREENS: ReadonlySet<Screen> = new Set<Screen>(["mdm", "tcx", "users"]);

// Mirrors the server's policy (server/modules/auth/policy.ts): dispatchers author broadcasts only.
const ACCESS: Record<Screen, readonly StaffRole[]> = {
  devices: ["admin"],
  broadcast: ["admin", "dispatcher"],
  mdm: ["admin"],
  enrollment: ["admin"],
  tcx: ["admin"],
  users: ["admin"],
  audit: ["admin"],
};

/** Whether a staff role may open a screen (the server enforces the same rule). */
export function canOpen(role: StaffRole, screen: Screen): boolean {
  return ACCESS[screen].includes(role);
}

/** The screen named in `?screen=`, or null for the dashboard (unknown names included). */
export function parseScreen(value: string | null): Screen | null {
  return SCREENS.find((screen) => screen === value) ?? null;
}

/** The URL of a screen inside /admin; null gives the dashboard. */
export function screenHref(screen: Screen | null): string {
  return screen ? `/admin?screen=${screen}` : "/admin";
}
