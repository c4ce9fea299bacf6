import { Phone } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { telHref } from "../../../common/speed-dial";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { toast } from "../../components/ui/use-toast";

/**
 * The phone client's place. The soft-phone (a later issue) draws its widget here; until then a
 * number typed here is handed to the phone's own dialer.
 */
export function DialCard() {
  const { t } = useTranslation();
  const [number, setNumber] = useState("");
  const call = (e: FormEvent) => {
    e.preventDefault();
    if (!number.trim()) {
      toast({
        title: t("phoneTab.noNumber"),
        description: t("phoneTab.noNumberText"),
        variant: "destructive",
      });
      return;
    }
    window.location.href = telHref(number);
  };
  return (
    <Card data-testid="phone-client">
      <CardHeader>
        <CardTitle className="text-lg">{t("phoneTab.clientTitle")}</CardTitle>
        <CardDescription>{t("phoneTab.clientPending")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="flex gap-2" onSubmit={call} noValidate>
          <Input
            type="tel"
            inputMode="tel"
            autoComplete="off"
            dir="ltr"
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            aria-label={t("phoneTab.numberLabel")}
            placeholder={t("phoneTab.numberLabel")}
            className="text-start"
          />
          <Button type="submit">
            <Phone aria-hidden />
            {t("phoneTab.call")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
