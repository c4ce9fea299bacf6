/** Spec §3: a diagnostic check's state. */
export type CheckStatus = "pending" | "checking" | "passed" | "failed" | "warning";
export type Overall = "good" | "warning" | "critical";

export const RECOMMENDED_ACTIONS_MAX = 5;
const WARNING_STEPS = 2;

/** Spec §4: critical if any check failed, warning if any warned, good when all passed. */
export function overallHealth(statuses: readonly CheckStatus[]): Overall {
  if (statuses.includes("failed")) return "critical";
  if (statuses.includes("warning")) return "warning";
  return "good";
}

/**
 * Spec §9: a failed check contributes all its troubleshooting steps, a warning only its first
 * two; the list stops at five, failures first, without repeats.
 */
export function recommendedActions<T>(checks: readonly { status: CheckStatus; steps: readonly T[] }[]): T[] {
  const failed = checks.filter((c) => c.status === "failed").flatMap((c) => c.steps);
  const warned = checks.filter((c) => c.status === "warning").flatMap((c) => c.steps.slice(0, WARNING_STEPS));
  return [...new Set([...failed, ...warned])].slice(0, RECOMMENDED_ACTIONS_MAX);
}

/** Spec §9: each step waits a random 1 to 3 s, so the person sees the check happen. */
export const stepDelayMs = (random: number = Math.random()) => 1_000 + Math.floor(random * 2_000);
