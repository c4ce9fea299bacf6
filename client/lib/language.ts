import { LANGUAGES, type Language } from "../../common/constants";

/** True for the languages the app has ("en", "he"). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Spec §1: the stored choice, else Hebrew when the browser language starts with "he", else English. */
export function detectLanguage(
  stored: string | null | undefined,
  browserLanguage: string | undefined,
): Language {
  if (isLanguage(stored)) return stored;
  return browserLanguage?.toLowerCase().startsWith("he") ? "he" : "en";
}

/** Text direction of a language. */
export function directionOf(language: Language): "rtl" | "ltr" {
  return language === "he" ? "rtl" : "ltr";
}
