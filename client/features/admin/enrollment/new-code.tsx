import { Copy } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { EnrollmentCode } from "../../../../common/enrollment";
import { Button } from "../../../components/ui/button";
import { formatDateTime } from "../shared/format";
import { isolate, Ltr } from "../shared/ltr";
import { useCopyCode } from "./use-copy-code";

/** The code just created, large enough to read out over the radio, with Copy. */
export function NewCode({ code }: { code: EnrollmentCode }) {
  const { t, i18n } = useTranslation();
  const copy = useCopyCode();
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border-2 border-green-600 bg-green-50 p-4">
      <p className="text-sm font-medium text-green-900">
        {t("admin.enrollment.newCode", {
          name: isolate(code.responderName),
          extension: code.responderIdNumber,
        })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Ltr
          className="font-mono text-3xl font-bold tracking-[0.2em] select-all"
          data-testid="new-enrollment-code"
        >
          {code.code}
        </Ltr>
        <Button variant="outline" onClick={() => void copy(code.code)}>
          <Copy aria-hidden />
          {t("admin.enrollment.copy")}
        </Button>
      </div>
      <p className="text-sm text-green-900">
        {t("admin.enrollment.validUntil", {
          date: formatDateTime(code.expiresAt, i18n.resolvedLanguage ?? "en"),
        })}
      </p>
    </div>
  );
}
