import { useTranslation } from "react-i18next";
import {
  lastSeenColour,
  relativeTime,
  type AdminDevice,
  type LastSeenColour,
} from "../../../../common/devices";
import { cn } from "../../../lib/utils";
import { formatDateTime } from "../shared/format";
import { relativeTimeText } from "./last-seen-text";

const DOTS: Record<LastSeenColour, string> = {
  grey: "bg-slate-400",
  red: "bg-red-600",
  orange: "bg-orange-500",
  yellow: "bg-yellow-400 ring-1 ring-yellow-600",
  green: "bg-green-600",
};

/** A dot in the spec's last-seen colour and the time in words; the exact time on hover. */
export function LastSeen({ device, now }: { device: Pick<AdminDevice, "lastSeen" | "status">; now: Date }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.resolvedLanguage ?? "en";
  const colour = lastSeenColour(device.lastSeen, device.status, now);
  const text = relativeTimeText(
    relativeTime(device.lastSeen, now),
    {
      never: t("admin.devices.lastSeen.never"),
      justNow: t("admin.devices.lastSeen.justNow"),
      minutes: (count) => t("admin.devices.lastSeen.minutes", { minutes: count }),
      hours: (count) => t("admin.devices.lastSeen.hours", { hours: count }),
    },
    locale,
  );
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <span className={cn("size-2.5 shrink-0 rounded-full", DOTS[colour])} aria-hidden />
      {device.lastSeen ? (
        <time dateTime={device.lastSeen} title={formatDateTime(device.lastSeen, locale)}>
          {text}
        </time>
      ) : (
        <span className="text-muted-foreground">{text}</span>
      )}
    </span>
  );
}
