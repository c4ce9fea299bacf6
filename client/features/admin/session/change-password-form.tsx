import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { PASSWORD_MIN } from "../../../../common/auth";
import { Button } from "../../../components/ui/button";
import { Field } from "../shared/field";
import { fieldAria, INVALID_CLASS } from "../shared/form";
import { PasswordInput } from "./password-input";
import { newPasswordProblem } from "./password-rules";
import { useChangePassword } from "./use-session";

/** Current, new and confirmed password; used after a one-time password and from the header. */
export function ChangePasswordForm({
  oneTime = false,
  onDone,
  onCancel,
}: {
  /** The current password is the one-time password the admin was given. */
  oneTime?: boolean;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [confirm, setConfirm] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const change = useChangePassword(onDone);

  const problem = newPasswordProblem(current, next, confirm, PASSWORD_MIN);
  const currentError = submitted && !current ? t("admin.common.required") : undefined;
  const nextError =
    submitted && (problem === "tooShort" || problem === "sameAsCurrent")
      ? t(`admin.password.${problem}`, { min: PASSWORD_MIN })
      : undefined;
  const confirmError = submitted && problem === "mismatch" ? t("admin.password.mismatch") : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!current || problem) return;
    change.mutate({ currentPassword: current, newPassword: next });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field
        id="password-current"
        label={oneTime ? t("admin.password.currentOneTime") : t("admin.password.current")}
        error={currentError}
      >
        <PasswordInput
          {...fieldAria("password-current", { error: currentError })}
          className={INVALID_CLASS}
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
      </Field>
      <Field
        id="password-new"
        label={t("admin.password.new")}
        hint={t("admin.password.hint", { min: PASSWORD_MIN })}
        error={nextError}
      >
        <PasswordInput
          {...fieldAria("password-new", { hint: true, error: nextError })}
          className={INVALID_CLASS}
          autoComplete="new-password"
          minLength={PASSWORD_MIN}
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
      </Field>
      <Field id="password-confirm" label={t("admin.password.confirm")} error={confirmError}>
        <PasswordInput
          {...fieldAria("password-confirm", { error: confirmError })}
          className={INVALID_CLASS}
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
        />
      </Field>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="outline" onClick={onCancel}>
            {t("admin.common.cancel")}
          </Button>
        )}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t("admin.common.saving") : t("admin.password.save")}
        </Button>
      </div>
    </form>
  );
}
