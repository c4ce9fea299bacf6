import { Copy, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { CodeState, EnrollmentCode } from "../../../../common/enrollment";
import { Button } from "../../../components/ui/button";
import { ConfirmDialog } from "../shared/confirm-dialog";
import { isolate } from "../shared/ltr";
import { useCopyCode } from "./use-copy-code";
import { useDeleteCode } from "./use-enrollment";

/** Copy (while the code can still be used) and Delete after a confirmation. */
export function CodeActions({ code, state }: { code: EnrollmentCode; state: CodeState }) {
  const { t } = useTranslation();
  const copy = useCopyCode();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteCode(() => setConfirming(false));
  return (
    <div className="flex flex-wrap gap-2">
      {state === "active" && (
        <Button size="sm" variant="outline" onClick={() => void copy(code.code)}>
          <Copy aria-hidden />
          {t("admin.enrollment.copy")}
        </Button>
      )}
      <Button
        size="sm"
        variant="outline"
        className="border-destructive/50 text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setConfirming(true)}
      >
        <Trash2 aria-hidden />
        {t("admin.enrollment.delete")}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("admin.enrollment.deleteTitle", { code: isolate(code.code) })}
        description={t("admin.enrollment.deleteText", { name: isolate(code.responderName) })}
        confirmLabel={t("admin.enrollment.deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() => remove.mutate(code.id)}
      />
    </div>
  );
}
