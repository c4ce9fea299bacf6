import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isValidImei } from "../../../../common/enrollment";
import type { ResponderRole } from "../../../../common/roles";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Field } from "../shared/field";
import { blankFields, fieldAria, INVALID_CLASS } from "../shared/form";
import { RoleSelect } from "../shared/role-select";
import { useRegisterRadio } from "./use-enrollment";

const FIELDS = ["imei", "serialNumber", "modelName", "responderName", "responderIdNumber", "role"] as const;
type Key = (typeof FIELDS)[number];
type Values = Record<Key, string>;

const EMPTY: Values = {
  imei: "",
  serialNumber: "",
  modelName: "",
  responderName: "",
  responderIdNumber: "",
  role: "",
};

// Server limits (common/enrollment.ts radioRegisterRequestSchema).
const MAX: Record<Exclude<Key, "role">, number> = {
  imei: 15,
  serialNumber: 64,
  modelName: 64,
  responderName: 80,
  responderIdNumber: 20,
};

/** Register radio: the six fields of the spec, all required; the radio then waits for approval. */
export function RadioForm({ labelledBy }: { labelledBy: string }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const register = useRegisterRadio();

  const set = (key: Key) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Key, string>> = {};
    for (const key of blankFields(values, FIELDS)) found[key] = t("admin.common.required");
    if (!found.imei && !isValidImei(values.imei.trim())) found.imei = t("admin.radio.imeiInvalid");
    setErrors(found);
    const firstInvalid = FIELDS.find((key) => found[key]);
    if (firstInvalid) {
      document.getElementById(`radio-${firstInvalid}`)?.focus();
      return;
    }
    register.mutate(
      {
        imei: values.imei.trim(),
        serialNumber: values.serialNumber.trim(),
        modelName: values.modelName.trim(),
        responderName: values.responderName.trim(),
        responderIdNumber: values.responderIdNumber.trim(),
        role: values.role as ResponderRole,
      },
      { onSuccess: () => setValues(EMPTY) },
    );
  };

  const text = (key: Exclude<Key, "role">, extra: { hint?: string; numeric?: boolean } = {}) => (
    <Field id={`radio-${key}`} label={t(`admin.radio.fields.${key}`)} hint={extra.hint} error={errors[key]}>
      <Input
        {...fieldAria(`radio-${key}`, { hint: Boolean(extra.hint), error: errors[key] })}
        className={INVALID_CLASS}
        inputMode={extra.numeric ? "numeric" : undefined}
        autoComplete="off"
        maxLength={MAX[key]}
        value={values[key]}
        onChange={set(key)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} aria-labelledby={labelledBy} className="flex flex-col gap-4" noValidate>
      {text("imei", { hint: t("admin.radio.imeiHint"), numeric: true })}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("serialNumber")}
        {text("modelName")}
      </div>
      {text("responderName")}
      <div className="grid gap-4 sm:grid-cols-2">
        {text("responderIdNumber", { numeric: true })}
        <Field id="radio-role" label={t("admin.radio.fields.role")} error={errors.role}>
          <RoleSelect
            {...fieldAria("radio-role", { error: errors.role })}
            value={values.role}
            onChange={set("role")}
          />
        </Field>
      </div>
      <Button type="submit" disabled={register.isPending} className="self-stretch sm:self-start">
        {register.isPending ? t("admin.radio.registering") : t("admin.radio.register")}
      </Button>
    </form>
  );
}
