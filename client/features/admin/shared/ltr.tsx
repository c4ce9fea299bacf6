import type { ComponentProps } from "react";
import { cn } from "../../../lib/utils";

/** Numbers, codes and addresses read left to right even inside Hebrew text (dir isolates them). */
export function Ltr({ className, ...props }: ComponentProps<"span">) {
  return <span dir="ltr" className={cn("inline-block", className)} {...props} />;
}

/**
 * Wraps text put into a sentence (a name, a code) in Unicode isolates, so a Latin name inside a
 * Hebrew sentence does not drag the punctuation after it to the wrong end ("?" or ".").
 */
export const isolate = (text: string) => `\u2068${text}\u2069`;
