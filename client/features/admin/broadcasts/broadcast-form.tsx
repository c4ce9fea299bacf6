import { LoaderCircle, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  BROADCAST_EXPIRY_MAX_MINUTES,
  BROADCAST_EXPIRY_MIN_MINUTES,
  BROADCAST_MESSAGE_MAX,
  PRIORITIES,
  type Priority,
} from "../../../../common/constants";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { toast } from "../../../components/ui/use-toast";
import { realtime } from "../../../lib/realtime";
import { cn } from "../../../lib/utils";
import { Field } from "../shared/field";
import { fieldAria, INVALID_CLASS } from "../shared/form";
import {
  checkForm,
  emptyForm,
  hasProblems,
  loadSender,
  saveSender,
  toRequest,
  type BroadcastFormValues,
  type FormProblems,
} from "./form-state";
import { TargetField } from "./target-field";
import { useSendBroadcast } from "./use-broadcasts";

const IDS = {
  dispatcherName: "broadcast-sender",
  dispatcherExtension: "broadcast-extension",
  message: "broadcast-message",
  priority: "broadcast-priority",
  expiryMinutes: "broadcast-expiry",
} as const;
const NO_PROBLEMS: FormProblems = { missing: [], expiry: null, target: null };

// Storage can be blocked (policies, private mode): the sender is then not remembered.
function storage(): Pick<Storage, "getItem" | "setItem"> {
  try {
    return window.localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined };
  }
}

/** The broadcast form (spec §5): sender, message (max 500), priority, expiry, and who receives it. */
export function BroadcastForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<BroadcastFormValues>(() => emptyForm(loadSender(storage())));
  const [problems, setProblems] = useState<FormProblems>(NO_PROBLEMS);
  const send = useSendBroadcast();

  const update = (patch: Partial<BroadcastFormValues>) => {
    setValues((v) => ({ ...v, ...patch }));
    setProblems((p) => ({
      missing: p.missing.filter((key) => !(key in patch)),
      expiry: "expiryMinutes" in patch ? null : p.expiry,
      target: "target" in patch || "devices" in patch || "roles" in patch ? null : p.target,
    }));
  };
  const text = (key: "dispatcherName" | "dispatcherExtension" | "message" | "expiryMinutes") =>
    ({
      value: values[key],
      onChange: (e: { target: { value: string } }) => update({ [key]: e.target.value }),
    }) as const;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkForm(values);
    setProblems(found);
    if (hasProblems(found)) {
      if (found.missing.length > 0) {
        toast({
          variant: "destructive",
          title: t("broadcast.form.missing"),
          description: t("broadcast.form.missingText"),
        });
      }
      const first = found.missing[0] ?? (found.expiry ? "expiryMinutes" : null);
      if (first) document.getElementById(IDS[first])?.focus();
      else document.querySelector<HTMLInputElement>("#broadcast-target input")?.focus();
      return;
    }
    const sender = { name: values.dispatcherName.trim(), extension: values.dispatcherExtension.trim() };
    send.mutate(toRequest(values, new Date(Date.now() + realtime.serverOffsetMs)), {
      onSuccess: () => {
        saveSender(storage(), sender);
        setValues(emptyForm(sender));
      },
    });
  };

  const err = (missing: boolean) => (missing ? t("admin.common.required") : undefined);
  const nameError = err(problems.missing.includes("dispatcherName"));
  const extensionError = err(problems.missing.includes("dispatcherExtension"));
  const messageError = err(problems.missing.includes("message"));
  const expiryError = problems.expiry ? t("broadcast.form.expiryRange") : undefined;

  return (
    <form onSubmit={submit} aria-labelledby={labelledBy} className="flex flex-col gap-4" noValidate>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={IDS.dispatcherName} label={t("broadcast.form.sender")} error={nameError}>
          <Input
            {...fieldAria(IDS.dispatcherName, { error: nameError })}
            className={INVALID_CLASS}
            autoComplete="name"
            maxLength={80}
            {...text("dispatcherName")}
          />
        </Field>
        <Field id={IDS.dispatcherExtension} label={t("broadcast.form.extension")} error={extensionError}>
          <Input
            {...fieldAria(IDS.dispatcherExtension, { error: extensionError })}
            className={INVALID_CLASS}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            {...text("dispatcherExtension")}
          />
        </Field>
      </div>
      <Field
        id={IDS.message}
        label={t("broadcast.form.message")}
        hint={t("broadcast.form.counter", { length: values.message.length, max: BROADCAST_MESSAGE_MAX })}
        error={messageError}
      >
        <textarea
          {...fieldAria(IDS.message, { hint: true, error: messageError })}
          className={cn(
            "min-h-28 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-start placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
            INVALID_CLASS,
          )}
          rows={4}
          maxLength={BROADCAST_MESSAGE_MAX}
          {...text("message")}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id={IDS.priority} label={t("broadcast.form.priority")}>
          <NativeSelect
            id={IDS.priority}
            value={values.priority}
            onChange={(e) => update({ priority: e.target.value as Priority })}
          >
            {PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {t(`broadcast.priority.${p}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field
          id={IDS.expiryMinutes}
          label={t("broadcast.form.expiry")}
          hint={t("broadcast.form.expiryHint", {
            min: BROADCAST_EXPIRY_MIN_MINUTES,
            max: BROADCAST_EXPIRY_MAX_MINUTES,
          })}
          error={expiryError}
        >
          <Input
            {...fieldAria(IDS.expiryMinutes, { hint: true, error: expiryError })}
            className={INVALID_CLASS}
            type="number"
            inputMode="numeric"
            min={BROADCAST_EXPIRY_MIN_MINUTES}
            max={BROADCAST_EXPIRY_MAX_MINUTES}
            step={1}
            {...text("expiryMinutes")}
          />
        </Field>
      </div>
      <TargetField
        mode={values.target}
        devices={values.devices}
        roles={values.roles}
        error={problems.target ? t(`broadcast.form.${problems.target}`) : undefined}
        onMode={(target) => update({ target })}
        onDevices={(devices) => update({ devices })}
        onRoles={(roles) => update({ roles })}
      />
      <Button type="submit" size="lg" disabled={send.isPending} className="self-stretch sm:self-start">
        {send.isPending ? (
          <LoaderCircle className="animate-spin" aria-hidden />
        ) : (
          <Send className="rtl:-scale-x-100" aria-hidden />
        )}
        {send.isPending ? t("broadcast.form.sending") : t("broadcast.form.send")}
      </Button>
    </form>
  );
}
