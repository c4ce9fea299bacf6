import { RefreshCw } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { ScreenFrame } from "../layout/screen-frame";
import { QueryStatus } from "../shared/query-status";
import { AuditFilters } from "./audit-filters";
import { AuditList } from "./audit-list";
import { auditSearch, NO_FILTERS } from "./audit-query";
import { useAudit } from "./use-audit";

/** Audit log (admins only): who did what, when and from where, newest first. */
export function AuditScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState(() => auditSearch(NO_FILTERS));
  const query = useAudit(search);
  const entries = query.data?.entries ?? [];
  const apply = (next: string) => {
    // Search again with the same filters: look again for new entries.
    if (next === search) void query.refetch();
    else setSearch(next);
  };
  return (
    <ScreenFrame
      title={t("admin.screens.audit.title")}
      actions={
        <Button
          variant="outline"
          size="icon"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-label={t("admin.common.refresh")}
          title={t("admin.common.refresh")}
        >
          <RefreshCw className={query.isFetching ? "animate-spin" : undefined} aria-hidden />
        </Button>
      }
    >
      <Card>
        <CardContent className="pt-4">
          <AuditFilters onApply={(filters) => apply(auditSearch(filters))} />
        </CardContent>
      </Card>
      <Card className="overflow-hidden">
        <QueryStatus
          isPending={query.isPending}
          error={query.error}
          failedTitle={t("admin.audit.loadFailed")}
          onRetry={() => void query.refetch()}
        />
        {query.data && entries.length === 0 && (
          <p className="p-6 text-center text-muted-foreground">{t("admin.audit.empty")}</p>
        )}
        {entries.length > 0 && (
          <>
            <p className="px-4 pt-3 text-sm text-muted-foreground">
              {t("admin.audit.showing", { total: entries.length })}
            </p>
            <AuditList entries={entries} />
          </>
        )}
      </Card>
    </ScreenFrame>
  );
}
