// How a new broadcast makes itself felt and heard: vibration and, for an emergency, beeps made by
// Web Audio (no file to download). Every piece is feature-detected and never throws: an alert
// that cannot buzz or beep must still show.
import type { Priority } from "../../../common/constants";

/** Spec §9 asks for a vibrate pattern; an emergency is longer and harder to miss. */
export function vibrationPattern(priority: Priority): number[] {
  return priority === "emergency" ? [600, 200, 600, 200, 600, 200, 600] : [300, 150, 300];
}

let audio: AudioContext | undefined;

function audioContext(): AudioContext | undefined {
  try {
    audio ??= typeof AudioContext === "undefined" ? undefined : new AudioContext();
    return audio;
  } catch {
    return undefined;
  }
}

/**
 * Browsers keep audio silent until the person has touched the page: make and resume the audio
 * context on the first touch or key, so a later emergency can beep. Returns the cleanup.
 */
export function primeAlertSound(): () => void {
  const unlock = () => {
    void audioContext()
      ?.resume()
      .catch(() => undefined);
    window.removeEventListener("pointerdown", unlock);
    window.removeEventListener("keydown", unlock);
  };
  window.addEventListener("pointerdown", unlock);
  window.addEventListener("keydown", unlock);
  return unlock;
}

const BEEPS = 3;
const BEEP_S = 0.25;
const GAP_S = 0.15;

function beep(): void {
  const ctx = audioContext();
  if (!ctx) return;
  void ctx.resume().catch(() => undefined);
  const start = ctx.currentTime + 0.02;
  for (let i = 0; i < BEEPS; i++) {
    const at = start + i * (BEEP_S + GAP_S);
    const tone = ctx.createOscillator();
    const gain = ctx.createGain();
    tone.type = "square";
    tone.frequency.setValueAtTime(i % 2 === 0 ? 960 : 760, at);
    // Short ramps in and out: an abrupt square wave clicks.
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + BEEP_S);
    tone.connect(gain).connect(ctx.destination);
    tone.start(at);
    tone.stop(at + BEEP_S + 0.02);
  }
}

/** Vibrates (where the device can) and, for an emergency, beeps. */
export function signalAlert(priority: Priority): void {
  try {
    if (typeof navigator.vibrate === "function") navigator.vibrate(vibrationPattern(priority));
  } catch {
    // Some browsers refuse vibration without a recent touch; the toast and banner still show.
  }
  try {
    if (priority === "emergency") beep();
  } catch {
    // No audio output or a refused context: stay silent rather than break the alert.
  }
}
