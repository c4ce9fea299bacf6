import { RECOVERY_GUIDE_AFTER_MS } from "../../../common/constants";

/** Spec §3: the connection status the main screen shows. */
export type ConnectionStatus = "connected" | "connecting" | "reconnecting" | "disconnected";
/** Why a device cannot connect at all (spec §4): no phone-system config, or not registered. */
export type ConnectionProblem = "notConfigured" | "notRegistered";
export type ConnectionState = { status: ConnectionStatus; problem: ConnectionProblem | null };

/**
 * Spec §4, until the realtime channel and the soft-phone report the real state: a registered
 * device (active, with a responder id) that has a phone-system config shows connecting, then
 * connected once the 2 s simulation is over.
 */
export function simulatedConnection(input: {
  registered: boolean;
  hasPhoneConfig: boolean;
  simulationDone: boolean;
}): ConnectionState {
  if (!input.registered) return { status: "disconnected", problem: "notRegistered" };
  if (!input.hasPhoneConfig) return { status: "disconnected", problem: "notConfigured" };
  return { status: input.simulationDone ? "connected" : "connecting", problem: null };
}

/** Spec §4: the banner hides when connected or dismissed. */
export const isBannerVisible = (status: ConnectionStatus, dismissed: boolean) =>
  status !== "connected" && !dismissed;

/** Spec §4: a dismissal lasts until the status changes to disconnected or reconnecting. */
export function keepsDismissal(
  previous: ConnectionStatus,
  next: ConnectionStatus,
  dismissed: boolean,
): boolean {
  if (previous !== next && (next === "disconnected" || next === "reconnecting")) return false;
  return dismissed;
}

export type BannerText = "disconnected" | "reconnecting" | "connecting" | "unknown";

/** Which of the spec's banner texts (§8) a status shows. */
export function bannerText(status: ConnectionStatus): BannerText {
  switch (status) {
    case "disconnected":
      return "disconnected";
    case "reconnecting":
      return "reconnecting";
    case "connecting":
      return "connecting";
    case "connected":
      return "unknown";
  }
}

/** Milliseconds until the recovery guide is due (spec §9: after 30 s disconnected); null when never. */
export function recoveryGuideDelay(disconnectedSince: number | null, now: number): number | null {
  if (disconnectedSince === null) return null;
  return Math.max(0, disconnectedSince + RECOVERY_GUIDE_AFTER_MS - now);
}
