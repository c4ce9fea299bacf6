import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { EnrollmentCode } from "../../../../common/enrollment";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { ScreenFrame } from "../layout/screen-frame";
import { CodeList } from "./code-list";
import { CreateCodeForm } from "./create-code-form";
import { NewCode } from "./new-code";
import { RadioForm } from "./radio-form";

/** Enrollment: create an app code, register a radio, and the list of codes. */
export function EnrollmentScreen() {
  const { t } = useTranslation();
  const [created, setCreated] = useState<EnrollmentCode | null>(null);
  return (
    <ScreenFrame title={t("admin.screens.enrollment.title")}>
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle id="create-code-title">{t("admin.enrollment.createTitle")}</CardTitle>
            <CardDescription>{t("admin.enrollment.createIntro")}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {created && <NewCode code={created} />}
            <CreateCodeForm labelledBy="create-code-title" onCreated={setCreated} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle id="radio-title">{t("admin.radio.title")}</CardTitle>
            <CardDescription>{t("admin.radio.intro")}</CardDescription>
          </CardHeader>
          <CardContent>
            <RadioForm labelledBy="radio-title" />
          </CardContent>
        </Card>
      </div>
      <Card className="overflow-hidden" role="region" aria-labelledby="code-list-title">
        <CardHeader>
          <CardTitle id="code-list-title">{t("admin.enrollment.listTitle")}</CardTitle>
          <CardDescription>{t("admin.enrollment.listIntro")}</CardDescription>
        </CardHeader>
        <CodeList />
      </Card>
    </ScreenFrame>
  );
}
