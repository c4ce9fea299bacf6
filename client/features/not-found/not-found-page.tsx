import { House } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LanguageSelector } from "../../components/language-selector";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";

/** Spec §2: any unknown route. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-4">
      <header className="flex items-center justify-end">
        <LanguageSelector />
      </header>
      <Card>
        <CardHeader>
          <h1 className="text-2xl leading-tight font-bold">{t("notFound.title")}</h1>
          <CardDescription>{t("notFound.description")}</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href="/">
              <House aria-hidden />
              {t("notFound.home")}
            </Link>
          </Button>
        </CardContent>
      </Card>
    </main>
  );
}
