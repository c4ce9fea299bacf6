import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AUDIT_ACTIONS, type AuditAction } from "../../../../common/auth";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { NativeSelect } from "../../../components/ui/native-select";
import { Field } from "../shared/field";
import { NO_FILTERS, type AuditFilters as Filters } from "./audit-query";

/** Actor, action and a date range; applied with Search (or Enter), cleared with Clear. */
export function AuditFilters({ onApply }: { onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    onApply(NO_FILTERS);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
      aria-label={t("admin.audit.filters")}
    >
      <Field id="audit-actor" label={t("admin.audit.actor")}>
        <Input
          id="audit-actor"
          type="search"
          autoComplete="off"
          placeholder={t("admin.audit.actorPlaceholder")}
          value={draft.actor}
          onChange={(e) => setDraft((d) => ({ ...d, actor: e.target.value }))}
        />
      </Field>
      <Field id="audit-action" label={t("admin.audit.action")}>
        <NativeSelect
          id="audit-action"
          value={draft.action}
          onChange={(e) => setDraft((d) => ({ ...d, action: e.target.value as AuditAction | "" }))}
        >
          <option value="">{t("admin.audit.allActions")}</option>
          {AUDIT_ACTIONS.map((action) => (
            <option key={action} value={action}>
              {t(`admin.audit.actions.${action}`)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Field id="audit-from" label={t("admin.audit.from")}>
        <Input
          id="audit-from"
          type="date"
          max={draft.to || undefined}
          value={draft.from}
          onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
        />
      </Field>
      <Field id="audit-to" label={t("admin.audit.to")}>
        <Input
          id="audit-to"
          type="date"
          min={draft.from || undefined}
          value={draft.to}
          onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
        />
      </Field>
      <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
        <Button type="submit" className="flex-1 sm:flex-none">
          {t("admin.audit.apply")}
        </Button>
        <Button variant="outline" onClick={clear} className="flex-1 sm:flex-none">
          {t("admin.audit.clear")}
        </Button>
      </div>
    </form>
  );
}
