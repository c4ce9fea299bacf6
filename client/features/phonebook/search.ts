import type { Hospital } from "../../../common/phonebook";

// Hebrew points (niqqud) and cantillation marks: U+0591–U+05C7, less the letter-like maqaf,
// paseq and sof pasuq punctuation, which become spaces below.
const MARKS = /[\u0591-\u05BD\u05BF\u05C1\u05C2\u05C4\u05C5\u05C7]/g;
const FINAL_LETTERS: Record<string, string> = { ך: "כ", ם: "מ", ן: "נ", ף: "פ", ץ: "צ" };
// Geresh, gershayim and quotes are dropped (צה"ל = צהל); dashes and maqaf separate words.
const DROPPED = /["'\u05F3\u05F4\u2018\u2019\u201C\u201D]/g;
const SEPARATORS = /[\u05BE\u05C0\u05C3\-–—_/.,()]+/g;

/**
 * A form of text for matching: case-folded, without niqqud, with final letters as their regular
 * forms and punctuation as spaces. "שַׁעֲרֵי צֶדֶק", "שערי צדק" and "שערי צדקּ" all match.
 */
export function normalizeForSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(MARKS, "")
    .replace(/[ךםןףץ]/g, (ch) => FINAL_LETTERS[ch] ?? ch)
    .replace(DROPPED, "")
    .replace(SEPARATORS, " ")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** The searchable text of a hospital: its names, and each number's name and description. */
const haystack = (h: Hospital) =>
  normalizeForSearch([h.nameEn, h.nameHe, ...h.contacts.flatMap((c) => [c.name, c.description])].join(" | "));

/** Spec §2: hospitals whose English or Hebrew name, or any contact's name or description, match. */
export function searchHospitals(hospitals: readonly Hospital[], query: string): Hospital[] {
  const words = normalizeForSearch(query).split(" ").filter(Boolean);
  if (words.length === 0) return [...hospitals];
  return hospitals.filter((h) => {
    const text = haystack(h);
    return words.every((word) => text.includes(word));
  });
}
