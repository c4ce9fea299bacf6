import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { LANGUAGE_CHANGED_EVENT, LANGUAGE_STORAGE_KEY, type Language } from "../../common/constants";
import en from "../locales/en.json";
import he from "../locales/he.json";
import { detectLanguage, directionOf, isLanguage } from "./language";

export const resources = { en: { translation: en }, he: { translation: he } } as const;

function readStoredLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, policies); fall back to the browser language.
    return null;
  }
}

function applyToDocument(language: Language): void {
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  document.title = i18n.t("app.title");
}

/** The current language of the app. */
export function currentLanguage(): Language {
  return isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
}

/**
 * Switches the language: stores it, sets <html lang dir>, and tells the rest of the page through
 * the spec's `languageChanged` window event.
 */
export async function setLanguage(language: Language): Promise<void> {
  await i18n.changeLanguage(language);
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Not stored: the choice lasts for this page only.
  }
  applyToDocument(language);
  window.dispatchEvent(new CustomEvent<Language>(LANGUAGE_CHANGED_EVENT, { detail: language }));
}

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(readStoredLanguage(), navigator.language),
  fallbackLng: "en",
  supportedLngs: ["en", "he"],
  interpolation: { escapeValue: false }, // React escapes already
  // Resources are bundled: initialise now so the first render has its strings and <html dir>.
  initAsync: false,
});
applyToDocument(currentLanguage());

// Another tab changed the language: follow it.
window.addEventListener("storage", (event) => {
  if (
    event.key === LANGUAGE_STORAGE_KEY &&
    isLanguage(event.newValue) &&
    event.newValue !== currentLanguage()
  ) {
    void setLanguage(event.newValue);
  }
});

export default i18n;
