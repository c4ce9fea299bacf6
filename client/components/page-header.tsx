import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { LanguageSelector } from "./language-selector";

/** The app's top bar on the responder's screens: logo, title, extra items, language. */
export function PageHeader({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <header className="flex items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
        <span className="text-base leading-tight font-semibold">{t("app.title")}</span>
      </div>
      <div className="flex items-center gap-2">
        {children}
        <LanguageSelector />
      </div>
    </header>
  );
}
