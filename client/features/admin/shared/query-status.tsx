import { LoaderCircle, RefreshCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";

/** What a list shows while it loads or when it could not load (with the reason and a retry). */
export function QueryStatus({
  isPending,
  error,
  failedTitle,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  failedTitle: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (isPending) {
    return (
      <p role="status" className="flex items-center gap-2 p-4 text-muted-foreground">
        <LoaderCircle className="size-5 animate-spin" aria-hidden />
        {t("admin.common.loading")}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-destructive">{failedTitle}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(error)}</p>
      </div>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden />
        {t("admin.common.retry")}
      </Button>
    </div>
  );
}
