import { useTranslation } from "react-i18next";
import { LanguageSelector } from "../../components/language-selector";
import { Card, CardDescription, CardHeader } from "../../components/ui/card";

/** Placeholder until the real screen lands. */
export function EnrollPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-4">
      <header className="flex items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <img src="/favicon.svg" alt="" className="size-7 shrink-0" />
          <span className="text-base leading-tight font-semibold">{t("app.title")}</span>
        </div>
        <LanguageSelector />
      </header>
      <Card>
        <CardHeader>
          <h1 className="text-xl leading-tight font-semibold">{t("enroll.title")}</h1>
          <CardDescription>{t("app.comingSoon")}</CardDescription>
        </CardHeader>
      </Card>
    </main>
  );
}
