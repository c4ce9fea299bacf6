import type { SpeedDial } from "./devices";

/** The roles the main screen always offers a speed dial for (spec §8). */
export const ESSENTIAL_SPEED_DIAL_ROLES = ["dispatch", "paramedic", "management"] as const;
export type EssentialSpeedDialRole = (typeof ESSENTIAL_SPEED_DIAL_ROLES)[number];

// Spec §8: a missing dispatch, paramedic or management dial falls back to a built-in number.
// 101 is Israel's national emergency medical line: the one number certain to reach a dispatcher
// from any phone. The service's own numbers come from the speed dials command configures.
export const FALLBACK_SPEED_DIALS: Record<EssentialSpeedDialRole, { name: string; phoneNumber: string }> = {
  dispatch: { name: "Emergency Dispatch", phoneNumber: "101" },
  paramedic: { name: "Paramedic Supervisor", phoneNumber: "101" },
  management: { name: "Management", phoneNumber: "101" },
};

export type ResolvedSpeedDial = SpeedDial & { isFallback: boolean };

/**
 * The device's speed dials, plus a built-in one for each essential role the config lacks.
 * A configured dial with an empty number does not count. Configured dials keep their order.
 */
export function withFallbackSpeedDials(dials: readonly SpeedDial[] | undefined): ResolvedSpeedDial[] {
  const usable = (dials ?? []).filter((d) => d.phoneNumber.trim() !== "");
  const resolved: ResolvedSpeedDial[] = usable.map((d) => ({ ...d, isFallback: false }));
  for (const role of ESSENTIAL_SPEED_DIAL_ROLES) {
    if (!usable.some((d) => d.role === role)) {
      resolved.push({
        role,
        ...FALLBACK_SPEED_DIALS[role],
        isEmergency: role !== "management",
        isFallback: true,
      });
    }
  }
  return resolved;
}

/** The speed dial for a role (configured first, else the built-in fallback). */
export function speedDialFor(
  dials: readonly SpeedDial[] | undefined,
  role: EssentialSpeedDialRole,
): ResolvedSpeedDial {
  const found = withFallbackSpeedDials(dials).find((d) => d.role === role);
  // withFallbackSpeedDials always includes every essential role.
  return found ?? { role, ...FALLBACK_SPEED_DIALS[role], isFallback: true };
}

/** A tel: link for a number as people write it (spaces and dashes dropped). */
export const telHref = (number: string) => `tel:${number.replace(/[^0-9+*#]/g, "")}`;
