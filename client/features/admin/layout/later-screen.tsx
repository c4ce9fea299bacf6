import { Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Card, CardContent } from "../../../components/ui/card";
import { ScreenFrame } from "./screen-frame";

/** A screen of the spec that is not built yet: its title, Back and Exit, and a line saying so. */
export function LaterScreen({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame title={title}>
      <Card>
        <CardContent className="flex items-center gap-3 pt-4">
          <Clock className="size-5 shrink-0 text-muted-foreground" aria-hidden />
          <p>{t("admin.common.laterRelease")}</p>
        </CardContent>
      </Card>
    </ScreenFrame>
  );
}
