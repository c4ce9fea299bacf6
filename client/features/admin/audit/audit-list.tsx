import { useTranslation } from "react-i18next";
import { Badge } from "../../../components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import type { AuditEntry } from "../api";
import { formatDateTime } from "../shared/format";
import { Ltr } from "../shared/ltr";
import { useWideLayout } from "../shared/use-media-query";
import { actionLabel, actorText, targetText } from "./audit-labels";

const COLUMNS = ["time", "actor", "action", "target", "result", "ip"] as const;

function Result({ result }: { result: AuditEntry["result"] }) {
  const { t } = useTranslation();
  const tone =
    result === "success"
      ? "border-green-300 bg-green-100 text-green-900"
      : "border-red-300 bg-red-100 text-red-900";
  return <Badge className={tone}>{t(`admin.audit.result.${result}`)}</Badge>;
}

/** The entries: table on wide screens, one card per entry on phones. */
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "en";
  const wide = useWideLayout();
  const time = (entry: AuditEntry) => (
    <time dateTime={entry.at} className="whitespace-nowrap">
      {formatDateTime(entry.at, locale)}
    </time>
  );
  const target = (entry: AuditEntry) => {
    const text = targetText(t, entry);
    return text ? <span title={entry.targetId ?? undefined}>{text}</span> : <span aria-hidden>—</span>;
  };
  const ip = (entry: AuditEntry) => (entry.ip ? <Ltr className="font-mono text-xs">{entry.ip}</Ltr> : "—");

  if (wide) {
    return (
      <Table>
        <TableHeader>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableHead key={column} scope="col">
                {t(`admin.audit.columns.${column}`)}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell>{time(entry)}</TableCell>
              <TableCell className="break-words">{actorText(t, entry)}</TableCell>
              <TableCell>{actionLabel(t, entry.action)}</TableCell>
              <TableCell>{target(entry)}</TableCell>
              <TableCell>
                <Result result={entry.result} />
              </TableCell>
              <TableCell>{ip(entry)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  return (
    <ul className="divide-y">
      {entries.map((entry) => (
        <li key={entry.id} className="flex flex-col gap-1 p-4 text-sm">
          <div className="flex items-start justify-between gap-3">
            <span className="font-semibold">{actionLabel(t, entry.action)}</span>
            <Result result={entry.result} />
          </div>
          <span className="break-words">{actorText(t, entry)}</span>
          {entry.targetType && <span className="text-muted-foreground">{target(entry)}</span>}
          <div className="flex flex-wrap justify-between gap-x-4 text-muted-foreground">
            {time(entry)}
            {ip(entry)}
          </div>
        </li>
      ))}
    </ul>
  );
}
