import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { DEVICE_NICKNAME_MAX, ENROLLMENT_CODE_MAX, ENROLLMENT_CODE_MIN } from "../../../common/constants";
import { normalizeCode } from "../../../common/enrollment-rules";
import { PageHeader } from "../../components/page-header";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { errorMessage } from "../../lib/api";
import { getDeviceId } from "../../lib/device-id";
import { useEnroll } from "./use-enroll";

export function EnrollPage() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [fingerprint] = useState(getDeviceId);
  const [code, setCode] = useState("");
  const [nickname, setNickname] = useState("");
  const enroll = useEnroll(fingerprint);
  const normalized = normalizeCode(code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!normalized) {
      toast({
        title: t("enroll.codeRequired"),
        description: t("enroll.codeRequiredText"),
        variant: "destructive",
      });
      return;
    }
    if (normalized.length < ENROLLMENT_CODE_MIN) return;
    enroll.mutate(
      { code: normalized, deviceNickname: nickname.trim() },
      {
        onSuccess: ({ device }) => {
          toast({
            title: t("enroll.success"),
            description: t("enroll.welcome", { name: device.responderName }),
          });
          navigate("/");
        },
        onError: (error) => {
          toast({
            title: t("enroll.failed"),
            description: errorMessage(error, t("enroll.failedText")),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <main className="mx-auto flex w-full max-w-md flex-col gap-4 p-4">
      <PageHeader />
      <Card>
        <CardHeader>
          <div className="flex items-center gap-2">
            <KeyRound className="size-6 text-primary" aria-hidden />
            <h1 className="text-xl leading-tight font-semibold">{t("enroll.title")}</h1>
          </div>
          <CardDescription>{t("enroll.intro")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
            <div className="flex flex-col gap-2">
              <Label htmlFor="enroll-code">{t("enroll.code")}</Label>
              <Input
                id="enroll-code"
                value={code}
                onChange={(e) => setCode(e.target.value.toUpperCase())}
                // The button is disabled under 8 characters, so Enter does not submit: say why.
                onKeyDown={(e) => {
                  if (e.key === "Enter" && normalized.length < ENROLLMENT_CODE_MIN) submit(e);
                }}
                maxLength={ENROLLMENT_CODE_MAX}
                autoComplete="one-time-code"
                autoCapitalize="characters"
                spellCheck={false}
                dir="ltr"
                className="font-mono text-lg tracking-widest uppercase"
                placeholder="ABCD2345EF"
              />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="enroll-nickname">{t("enroll.nickname")}</Label>
              <Input
                id="enroll-nickname"
                value={nickname}
                onChange={(e) => setNickname(e.target.value)}
                maxLength={DEVICE_NICKNAME_MAX}
                placeholder={t("enroll.nicknamePlaceholder")}
              />
            </div>
            <Button type="submit" disabled={normalized.length < ENROLLMENT_CODE_MIN || enroll.isPending}>
              {enroll.isPending ? t("enroll.enrolling") : t("enroll.submit")}
            </Button>
            <p className="text-sm text-muted-foreground">{t("enroll.help")}</p>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
