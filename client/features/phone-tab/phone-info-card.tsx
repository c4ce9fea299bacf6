import { Info } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardHeader, CardTitle } from "../../components/ui/card";

/** What the phone is set up with: extension, 3CX server, status. The soft-phone adds its own lines. */
export function PhoneInfoCard({
  extension,
  server,
  status,
}: {
  extension: string | undefined;
  server: string | null;
  status: ReactNode;
}) {
  const { t } = useTranslation();
  const rows = [
    [t("phoneTab.infoExtension"), <bdi key="e">{extension ?? "—"}</bdi>],
    [t("phoneTab.infoServer"), server ? <bdi key="s">{server}</bdi> : t("connection.problem.notConfigured")],
    [t("phoneTab.infoStatus"), status],
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Info className="size-5 text-primary" aria-hidden />
          {t("phoneTab.infoTitle")}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 break-all">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
