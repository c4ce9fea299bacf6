import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { QueryStatus } from "../shared/query-status";
import { roleLabel } from "../shared/role-label";
import { filterTargets } from "./form-state";
import { useBroadcastTargets } from "./use-broadcasts";

/** A searchable checkbox list of the active devices. */
export function DevicePicker({
  selected,
  onChange,
}: {
  selected: readonly string[];
  onChange: (devices: readonly string[]) => void;
}) {
  const { t } = useTranslation();
  const targets = useBroadcastTargets(true);
  const [search, setSearch] = useState("");
  const shown = filterTargets(targets.data?.devices ?? [], search, (role) => roleLabel(t, role));
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((d) => d !== id));

  return (
    <div className="flex flex-col gap-2 rounded-md border p-2">
      <Input
        type="search"
        aria-label={t("broadcast.form.searchDevices")}
        placeholder={t("broadcast.form.searchPlaceholder")}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <QueryStatus
        isPending={targets.isPending}
        error={targets.error}
        failedTitle={t("broadcast.form.targetsFailed")}
        onRetry={() => void targets.refetch()}
      />
      {targets.data &&
        (shown.length === 0 ? (
          <p className="p-2 text-sm text-muted-foreground">
            {targets.data.devices.length === 0
              ? t("broadcast.form.noActiveDevices")
              : t("broadcast.form.noMatch")}
          </p>
        ) : (
          <ul className="max-h-72 overflow-y-auto" aria-label={t("broadcast.form.devicesLabel")}>
            {shown.map((d) => (
              <li key={d.id}>
                <label
                  data-target-id={d.id}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 py-1 hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
                >
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-primary"
                    checked={selected.includes(d.id)}
                    onChange={(e) => toggle(d.id, e.target.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium">
                      {d.responderName} · <bdi>{d.responderIdNumber}</bdi>
                    </span>
                    <span className="block truncate text-sm text-muted-foreground">
                      {[d.deviceNickname, roleLabel(t, d.role)].filter(Boolean).join(" · ")}
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        ))}
      <div className="flex items-center gap-2">
        <p className="flex-1 text-sm text-muted-foreground" aria-live="polite">
          {t("broadcast.form.selected", { n: selected.length })}
        </p>
        {selected.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onChange([])}>
            {t("broadcast.form.clearSelection")}
          </Button>
        )}
      </div>
    </div>
  );
}
