import { useTranslation } from "react-i18next";
import { Ltr } from "../shared/ltr";
import { DeviceActions } from "./device-actions";
import { DeviceName } from "./device-name";
import type { DeviceGroup } from "./group-devices";
import { LastSeen } from "./last-seen";
import { StatusBadge } from "./status-badge";

/** Phones: one card per extension, its devices stacked, every column as a labelled line. */
export function DeviceCards({ groups, now }: { groups: DeviceGroup[]; now: Date }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      {groups.map((group) => (
        <section
          key={group.extension}
          aria-label={t("admin.devices.groupLabel", {
            extension: group.extension,
            name: group.responderName,
          })}
          className="overflow-hidden rounded-lg border bg-card shadow-sm"
        >
          <header className="flex items-baseline gap-2 border-b bg-muted/60 px-4 py-2">
            <span className="text-xs text-muted-foreground">{t("admin.devices.columns.extension")}</span>
            <Ltr className="font-mono font-semibold">{group.extension}</Ltr>
            <span className="min-w-0 flex-1 truncate font-medium">{group.responderName}</span>
          </header>
          <ul className="divide-y">
            {group.devices.map((device) => (
              <li key={device.id} data-device-id={device.id} className="flex flex-col gap-3 p-4">
                <div className="flex items-start justify-between gap-3">
                  <DeviceName device={device} />
                  <StatusBadge status={device.status} />
                </div>
                <dl className="grid grid-cols-2 gap-3 text-sm">
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{t("admin.devices.columns.department")}</dt>
                    <dd className="break-words">{device.department || "—"}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-xs text-muted-foreground">{t("admin.devices.columns.lastSeen")}</dt>
                    <dd>
                      <LastSeen device={device} now={now} />
                    </dd>
                  </div>
                </dl>
                <DeviceActions device={device} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
