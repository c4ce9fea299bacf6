import { useCallback, useEffect, useRef, useState } from "react";
import { CHECK_IDS, runCheck, type CheckContext, type CheckId } from "./diagnostic-checks";
import { stepDelayMs, type CheckStatus } from "./diagnostics";

const idle = () => Object.fromEntries(CHECK_IDS.map((id) => [id, "pending"])) as Record<CheckId, CheckStatus>;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the five checks one after another, each shown as checking for 1 to 3 s (spec §9). */
export function useDiagnostics(context: CheckContext) {
  const [results, setResults] = useState(idle);
  const [running, setRunning] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const run = useCallback(async () => {
    setRunning(true);
    setResults(idle());
    for (const id of CHECK_IDS) {
      if (!alive.current) return;
      setResults((r) => ({ ...r, [id]: "checking" }));
      await wait(stepDelayMs());
      const outcome = await runCheck(id, context);
      if (!alive.current) return;
      setResults((r) => ({ ...r, [id]: outcome }));
    }
    setRunning(false);
  }, [context]);

  const done = CHECK_IDS.filter((id) => results[id] !== "pending" && results[id] !== "checking").length;
  return { results, running, done, total: CHECK_IDS.length, run };
}
