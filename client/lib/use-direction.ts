import { useTranslation } from "react-i18next";
import { directionOf, isLanguage } from "./language";

/** The text direction of the current language ("rtl" for Hebrew). */
export function useDirection(): "ltr" | "rtl" {
  const { i18n } = useTranslation();
  return isLanguage(i18n.resolvedLanguage) ? directionOf(i18n.resolvedLanguage) : "ltr";
}
