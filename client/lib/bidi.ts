// A phone number inside a sentence keeps its own left-to-right order in Hebrew text: without the
// isolate, "02-555-0101" can show as "0101-555-02" in a right-to-left line.
const LRI = "\u2066";
const PDI = "\u2069";

/** Wraps left-to-right text (numbers, host names) for interpolation into a translated sentence. */
export const isolateLtr = (text: string) => `${LRI}${text}${PDI}`;
