import { useTranslation } from "react-i18next";
import { toast } from "../../../components/ui/use-toast";
import { isolate } from "../shared/ltr";
import { copyText } from "./copy-text";

/** Copies a code and says so ('Copied'), or says how to copy it by hand. */
export function useCopyCode() {
  const { t } = useTranslation();
  return async (code: string) => {
    if (await copyText(code)) {
      toast({
        title: t("admin.enrollment.copied"),
        description: t("admin.enrollment.copiedText", { code: isolate(code) }),
      });
    } else {
      toast({
        variant: "destructive",
        title: t("admin.enrollment.copyFailed"),
        description: t("admin.enrollment.copyFailedText"),
      });
    }
  };
}
