import { Languages } from "lucide-react";
import { useTranslation } from "react-i18next";
import { LANGUAGES, type Language } from "../../common/constants";
import { setLanguage } from "../lib/i18n";
import { isLanguage } from "../lib/language";
import { cn } from "../lib/utils";

/**
 * Two buttons, each language named in itself, so a reader of either can find theirs.
 * Fits a header: 44 px high, no fixed width.
 */
export function LanguageSelector({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const active: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : "en";
  const choose = (language: Language) => {
    if (language !== active) void setLanguage(language);
  };
  return (
    <div
      role="group"
      aria-label={t("language.label")}
      className={cn("inline-flex items-center overflow-hidden rounded-md border bg-card", className)}
    >
      {/* The icon gives way on narrow phones so the header title keeps its room. */}
      <Languages className="mx-2 hidden size-4 text-muted-foreground min-[420px]:block" aria-hidden />
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === active}
          onClick={() => choose(language)}
          className={cn(
            "min-h-11 min-w-11 px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring",
            language === active ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-accent",
          )}
        >
          {t(`language.${language}`)}
        </button>
      ))}
    </div>
  );
}
