import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ENROLLMENT_CODE_DEFAULT_DAYS } from "../../../../common/constants";
import type { EnrollmentCode } from "../../../../common/enrollment";
import type { ResponderRole } from "../../../../common/roles";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Field } from "../shared/field";
import { blankFields, fieldAria, INVALID_CLASS } from "../shared/form";
import { RoleSelect } from "../shared/role-select";
import { defaultExpiryInput, endOfLocalDay, expiryProblem, toDateInputValue } from "./expiry";
import { useCreateCode } from "./use-enrollment";

type Values = { responderName: string; responderIdNumber: string; role: string; expiry: string };
const FIELDS = ["responderName", "responderIdNumber", "role", "expiry"] as const;
type Errors = Partial<Record<keyof Values, string>>;
const IDS: Record<keyof Values, string> = {
  responderName: "code-responder-name",
  responderIdNumber: "code-extension",
  role: "code-role",
  expiry: "code-expiry",
};

const emptyValues = (): Values => ({
  responderName: "",
  responderIdNumber: "",
  role: "",
  expiry: defaultExpiryInput(new Date(), ENROLLMENT_CODE_DEFAULT_DAYS),
});

/** Create app code: responder, extension, role and expiry day, all required (spec §5). */
export function CreateCodeForm({
  labelledBy,
  onCreated,
}: {
  /** The id of the heading that names the form (a named form is a landmark). */
  labelledBy: string;
  onCreated: (code: EnrollmentCode) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(emptyValues);
  const [errors, setErrors] = useState<Errors>({});
  const create = useCreateCode();

  const set = (key: keyof Values) => (event: { target: { value: string } }) => {
    setValues((v) => ({ ...v, [key]: event.target.value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const validate = (): Errors => {
    const found: Errors = {};
    for (const key of blankFields(values, FIELDS)) found[key] = t("admin.common.required");
    const problem = expiryProblem(values.expiry, new Date());
    if (problem && problem !== "required") found.expiry = t(`admin.enrollment.expiry.${problem}`);
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    const end = endOfLocalDay(values.expiry);
    const firstInvalid = FIELDS.find((key) => found[key]);
    if (firstInvalid || !end) {
      if (firstInvalid) document.getElementById(IDS[firstInvalid])?.focus();
      return;
    }
    create.mutate(
      {
        responderName: values.responderName.trim(),
        responderIdNumber: values.responderIdNumber.trim(),
        role: values.role as ResponderRole,
        expiresAt: end.toISOString(),
      },
      {
        onSuccess: (code) => {
          setValues(emptyValues());
          onCreated(code);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-labelledby={labelledBy} className="flex flex-col gap-4" noValidate>
      <Field id={IDS.responderName} label={t("admin.enrollment.responderName")} error={errors.responderName}>
        <Input
          {...fieldAria(IDS.responderName, { error: errors.responderName })}
          className={INVALID_CLASS}
          autoComplete="off"
          maxLength={80}
          value={values.responderName}
          onChange={set("responderName")}
        />
      </Field>
      <Field
        id={IDS.responderIdNumber}
        label={t("admin.enrollment.extension")}
        hint={t("admin.enrollment.extensionHint")}
        error={errors.responderIdNumber}
      >
        <Input
          {...fieldAria(IDS.responderIdNumber, { hint: true, error: errors.responderIdNumber })}
          className={INVALID_CLASS}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={values.responderIdNumber}
          onChange={set("responderIdNumber")}
        />
      </Field>
      <Field id={IDS.role} label={t("admin.enrollment.role")} error={errors.role}>
        <RoleSelect
          {...fieldAria(IDS.role, { error: errors.role })}
          value={values.role}
          onChange={set("role")}
        />
      </Field>
      <Field
        id={IDS.expiry}
        label={t("admin.enrollment.expiry.label")}
        hint={t("admin.enrollment.expiry.hint")}
        error={errors.expiry}
      >
        <Input
          {...fieldAria(IDS.expiry, { hint: true, error: errors.expiry })}
          className={INVALID_CLASS}
          type="date"
          min={toDateInputValue(new Date())}
          value={values.expiry}
          onChange={set("expiry")}
        />
      </Field>
      <Button type="submit" disabled={create.isPending} className="self-stretch sm:self-start">
        {create.isPending ? t("admin.enrollment.creating") : t("admin.enrollment.create")}
      </Button>
    </form>
  );
}
