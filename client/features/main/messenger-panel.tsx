import { MessageSquare } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** The messenger tab's place until the messenger issue fills it. */
export function MessengerPanel({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <Card data-testid="messenger-panel">
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <MessageSquare className="size-5 text-primary" aria-hidden />
            {t("mainScreen.messengerTitle")}
          </CardTitle>
          <CardDescription>{t("mainScreen.messengerSoon")}</CardDescription>
        </CardHeader>
      </Card>
      {children}
    </div>
  );
}
