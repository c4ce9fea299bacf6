import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";

/** Shown while a lazily loaded screen arrives. */
export function RouteLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-2 p-8 text-muted-foreground">
      <LoaderCircle className="size-5 animate-spin" aria-hidden />
      <span>{t("app.loading")}</span>
    </div>
  );
}
