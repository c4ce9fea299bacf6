/** The keys whose value is empty once trimmed (the spec's "all fields required"), in field order. */
export function blankFields<K extends string>(values: Record<K, string>, keys: readonly K[]): K[] {
  return keys.filter((key) => values[key].trim() === "");
}

/** ARIA wiring for a form control with an optional hint and error (ids derived from `id`). */
export function fieldAria(id: string, options: { hint?: boolean; error?: string | undefined }) {
  const describedBy = [options.hint ? `${id}-hint` : null, options.error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return {
    id,
    "aria-invalid": options.error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** The look of a control whose value was refused (Input has no error style of its own). */
export const INVALID_CLASS = "aria-invalid:border-destructive aria-invalid:border-2";
