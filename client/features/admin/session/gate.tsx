import { ArrowLeft, LockKeyhole } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { LanguageSelector } from "../../../components/language-selector";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Field } from "../shared/field";
import { PasswordInput } from "./password-input";
import { useLogin } from "./use-session";

/** The staff sign-in: username (prefilled "admin"), password with show/hide, Login on Enter, Back. */
export function Gate() {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const [username, setUsername] = useState("admin");
  const [password, setPassword] = useState("");
  const passwordRef = useRef<HTMLInputElement>(null);
  const login = useLogin();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      passwordRef.current?.focus();
      return;
    }
    login.mutate(
      { username: username.trim(), password },
      {
        onError: () => {
          setPassword("");
          passwordRef.current?.focus();
        },
      },
    );
  };

  return (
    <main className="mx-auto flex w-full max-w-sm flex-col gap-4 p-4">
      <div className="flex justify-end">
        <LanguageSelector />
      </div>
      <Card>
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <LockKeyhole className="size-6" aria-hidden />
          </span>
          <h1 className="text-xl leading-tight font-semibold">{t("admin.title")}</h1>
          <CardDescription>{t("admin.gate.restricted")}</CardDescription>
        </CardHeader>
        <CardContent>
          <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
            <Field id="admin-username" label={t("admin.gate.username")}>
              <Input
                id="admin-username"
                name="username"
                autoComplete="username"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                required
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </Field>
            <Field id="admin-password" label={t("admin.gate.password")}>
              <PasswordInput
                id="admin-password"
                name="password"
                ref={passwordRef}
                autoComplete="current-password"
                autoFocus
                required
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </Field>
            <Button type="submit" disabled={login.isPending} className="w-full">
              {login.isPending ? t("admin.gate.signingIn") : t("admin.gate.login")}
            </Button>
            <Button variant="outline" className="w-full" onClick={() => navigate("/")}>
              <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
              {t("admin.common.back")}
            </Button>
          </form>
        </CardContent>
      </Card>
    </main>
  );
}
