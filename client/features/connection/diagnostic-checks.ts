import type { CheckStatus } from "./diagnostics";

export const CHECK_IDS = ["network", "server", "device", "phone", "audio"] as const;
export type CheckId = (typeof CHECK_IDS)[number];
const steps = <const K extends CheckId, const S extends readonly string[]>(id: K, keys: S) =>
  keys.map((k) => `recoveryGuide.checks.${id}.steps.${k}`) as {
    [I in keyof S]: `recoveryGuide.checks.${K}.steps.${S[I]}`;
  };

/** The troubleshooting steps of each check, in order, as translation keys. */
export const CHECK_STEPS = {
  network: steps("network", ["a", "b", "c"]),
  server: steps("server", ["a", "b", "c"]),
  device: steps("device", ["a", "b"]),
  phone: steps("phone", ["a", "b", "c"]),
  audio: steps("audio", ["a", "b", "c"]),
};
export type StepKey = (typeof CHECK_STEPS)[CheckId][number];

export type CheckContext = { registered: boolean; hasPhoneConfig: boolean };
type Outcome = Exclude<CheckStatus, "pending" | "checking">;

// Spec §9: a probe gives up after 3 s.
const PROBE_TIMEOUT_MS = 3_000;

async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch("/api/system/config", {
      cache: "no-store",
      credentials: "include",
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return res.ok;
  } catch {
    return false;
  }
}

async function microphone(): Promise<Outcome> {
  if (typeof RTCPeerConnection === "undefined" || !navigator.mediaDevices) return "warning";
  try {
    const permission = await navigator.permissions.query({ name: "microphone" });
    return permission.state === "denied" ? "failed" : "passed";
  } catch {
    // Browsers that cannot tell (Firefox, older Safari) ask when the first call starts.
    return "passed";
  }
}

/** Runs one check (spec §4: five checks in sequence, each passed, failed or warning). */
export async function runCheck(id: CheckId, context: CheckContext): Promise<Outcome> {
  switch (id) {
    case "network":
      return navigator.onLine ? "passed" : "failed";
    case "server":
      return (await serverAnswers()) ? "passed" : "failed";
    case "device":
      return context.registered ? "passed" : "failed";
    case "phone":
      return context.hasPhoneConfig ? "passed" : "warning";
    case "audio":
      return microphone();
  }
}
