import { useTranslation } from "react-i18next";
import { RESPONDER_ROLES, type ResponderRole } from "../../../../common/roles";
import { cn } from "../../../lib/utils";
import { DevicePicker } from "./device-picker";
import type { TargetMode } from "./form-state";

const MODES: readonly TargetMode[] = ["all", "devices", "roles"];
const choiceClass =
  "flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-2 hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring";
const boxClass = "size-5 shrink-0 accent-primary";

/** Who receives the broadcast: every active device, chosen devices, or roles. */
export function TargetField({
  mode,
  devices,
  roles,
  error,
  onMode,
  onDevices,
  onRoles,
}: {
  mode: TargetMode;
  devices: readonly string[];
  roles: readonly ResponderRole[];
  error: string | undefined;
  onMode: (mode: TargetMode) => void;
  onDevices: (devices: readonly string[]) => void;
  onRoles: (roles: readonly ResponderRole[]) => void;
}) {
  const { t } = useTranslation();
  const toggleRole = (role: ResponderRole, on: boolean) =>
    onRoles(on ? [...roles, role] : roles.filter((r) => r !== role));
  return (
    <fieldset
      id="broadcast-target"
      className="flex flex-col gap-1"
      aria-describedby={error ? "broadcast-target-error" : undefined}
    >
      <legend className="mb-1 text-sm font-medium">{t("broadcast.form.target")}</legend>
      {MODES.map((m) => (
        <label key={m} className={choiceClass}>
          <input
            type="radio"
            name="broadcast-target"
            className={boxClass}
            checked={mode === m}
            onChange={() => onMode(m)}
          />
          {t(`broadcast.form.targets.${m}`)}
        </label>
      ))}
      {mode === "devices" && <DevicePicker selected={devices} onChange={onDevices} />}
      {mode === "roles" && (
        <div
          role="group"
          aria-label={t("broadcast.form.rolesLabel")}
          className="grid grid-cols-1 gap-x-2 rounded-md border p-2 sm:grid-cols-2"
        >
          {RESPONDER_ROLES.map((role) => (
            <label key={role} className={choiceClass}>
              <input
                type="checkbox"
                className={boxClass}
                checked={roles.includes(role)}
                onChange={(e) => toggleRole(role, e.target.checked)}
              />
              {t(`admin.roles.${role}`)}
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="broadcast-target-error" className={cn("text-sm font-medium text-destructive")}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
