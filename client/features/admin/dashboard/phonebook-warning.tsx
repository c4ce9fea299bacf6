import { useQuery } from "@tanstack/react-query";
import { ChevronDown, TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { adminKeys, type UnconfirmedResponse } from "../api";
import { Ltr } from "../shared/ltr";

/** Warns while the phone book holds example or unconfirmed numbers (nothing when it holds none). */
export function PhonebookWarning() {
  const { t } = useTranslation();
  const listId = useId();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const query = useQuery<UnconfirmedResponse>({ queryKey: adminKeys.unconfirmed, refetchOnMount: "always" });
  const entries = query.data?.entries ?? [];
  if (entries.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-amber-400 border-s-4 border-s-warning bg-amber-50 p-4 text-foreground"
    >
      <div className="flex items-start gap-3">
        <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <h2 id={titleId} className="leading-tight font-semibold">
            {t("admin.phonebook.title")}
          </h2>
          <p className="text-sm">{t("admin.phonebook.text", { total: entries.length })}</p>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown className={open ? "rotate-180" : undefined} aria-hidden />
            {open ? t("admin.phonebook.hide") : t("admin.phonebook.show")}
          </Button>
          <ul
            id={listId}
            hidden={!open}
            className="divide-y divide-amber-200 rounded-md border border-amber-200 bg-card"
          >
            {entries.map((entry) => (
              <li
                key={`${entry.kind}-${entry.id}`}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2"
              >
                <Badge variant="outline">{t(`admin.phonebook.kinds.${entry.kind}`)}</Badge>
                <span className="min-w-0 flex-1 font-medium">{entry.name}</span>
                {entry.number ? (
                  <Ltr className="font-mono text-sm">{entry.number}</Ltr>
                ) : (
                  <span className="text-sm text-muted-foreground">{t("admin.phonebook.noNumber")}</span>
                )}
                {entry.isExample && <Badge variant="secondary">{t("admin.phonebook.example")}</Badge>}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
