import { useTranslation } from "react-i18next";
import { POLL_ENROLLMENT_CODES_MS } from "../../../../common/constants";
import { codeState, type EnrollmentCode } from "../../../../common/enrollment";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { formatDateTime } from "../shared/format";
import { Ltr } from "../shared/ltr";
import { QueryStatus } from "../shared/query-status";
import { roleLabel } from "../shared/role-label";
import { useWideLayout } from "../shared/use-media-query";
import { useNow } from "../shared/use-now";
import { CodeActions } from "./code-actions";
import { CodeStateBadge } from "./code-state-badge";
import { useEnrollmentCodes } from "./use-enrollment";

const COLUMNS = ["code", "responder", "role", "expires", "state", "actions"] as const;

function CodeText({ code }: { code: EnrollmentCode }) {
  return <Ltr className="font-mono text-base font-semibold tracking-wider select-all">{code.code}</Ltr>;
}

function Responder({ code }: { code: EnrollmentCode }) {
  return (
    <span className="flex flex-col">
      <span className="font-medium">{code.responderName}</span>
      <Ltr className="font-mono text-xs text-muted-foreground">{code.responderIdNumber}</Ltr>
    </span>
  );
}

/** The code list, refreshed every 5 s: table on wide screens, cards on phones. */
export function CodeList() {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "en";
  const query = useEnrollmentCodes();
  const wide = useWideLayout();
  const now = useNow(POLL_ENROLLMENT_CODES_MS);
  const codes = query.data?.codes ?? [];

  const rows = codes.map((code) => ({ code, state: codeState(code, now) }));
  return (
    <>
      <QueryStatus
        isPending={query.isPending}
        error={query.error}
        failedTitle={t("admin.enrollment.loadFailed")}
        onRetry={() => void query.refetch()}
      />
      {query.data && codes.length === 0 && (
        <p className="p-4 text-center text-muted-foreground">{t("admin.enrollment.empty")}</p>
      )}
      {codes.length > 0 && wide && (
        <Table>
          <TableHeader>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableHead key={column} scope="col">
                  {t(`admin.enrollment.columns.${column}`)}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map(({ code, state }) => (
              <TableRow key={code.id} data-code={code.code}>
                <TableCell>
                  <CodeText code={code} />
                </TableCell>
                <TableCell>
                  <Responder code={code} />
                </TableCell>
                <TableCell>{roleLabel(t, code.role)}</TableCell>
                <TableCell className="whitespace-nowrap">{formatDateTime(code.expiresAt, locale)}</TableCell>
                <TableCell>
                  <CodeStateBadge state={state} />
                </TableCell>
                <TableCell>
                  <CodeActions code={code} state={state} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {codes.length > 0 && !wide && (
        <ul className="divide-y">
          {rows.map(({ code, state }) => (
            <li key={code.id} data-code={code.code} className="flex flex-col gap-3 p-4">
              <div className="flex items-start justify-between gap-3">
                <CodeText code={code} />
                <CodeStateBadge state={state} />
              </div>
              <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1 text-sm">
                <Responder code={code} />
                <span className="text-muted-foreground">{roleLabel(t, code.role)}</span>
              </div>
              <p className="text-sm text-muted-foreground">
                {t("admin.enrollment.expiresOn", { date: formatDateTime(code.expiresAt, locale) })}
              </p>
              <CodeActions code={code} state={state} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
