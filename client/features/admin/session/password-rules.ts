export type NewPasswordProblem = "tooShort" | "sameAsCurrent" | "mismatch";

/** What is wrong with a new password before it is sent (the server checks the same), or null. */
export function newPasswordProblem(
  current: string,
  next: string,
  confirm: string,
  min: number,
): NewPasswordProblem | null {
  if (next.length < min) return "tooShort";
  if (next === current) return "sameAsCurrent";
  if (confirm !== next) return "mismatch";
  return null;
}
