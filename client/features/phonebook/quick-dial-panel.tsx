import { Siren } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Hospital } from "../../../common/phonebook";
import { CallLink } from "../../components/call-link";
import { hospitalNames } from "./hospital-name";

const QUICK_DIALS = 4;

/** Spec §2: four emergency buttons: each of the first hospitals' first emergency number. */
export function QuickDialPanel({ hospitals }: { hospitals: readonly Hospital[] }) {
  const { t, i18n } = useTranslation();
  const dials = hospitals
    .map((h) => ({ hospital: h, contact: h.contacts.find((c) => c.type === "emergency") }))
    .filter((d) => d.contact !== undefined)
    .slice(0, QUICK_DIALS);
  if (dials.length === 0) return null;
  return (
    <section aria-labelledby="quick-dial-title" className="flex flex-col gap-2">
      <h2 id="quick-dial-title" className="flex items-center gap-2 font-semibold">
        <Siren className="size-5 text-primary" aria-hidden />
        {t("phonebook.quickDial")}
      </h2>
      <div className="grid grid-cols-2 gap-2" data-testid="quick-dial">
        {dials.map(({ hospital, contact }) => {
          const name = hospitalNames(hospital, i18n.resolvedLanguage).primary;
          return (
            <CallLink
              key={hospital.id}
              number={contact!.number}
              label={t("phonebook.callNamed", { name: `${name}, ${contact!.name}`, number: contact!.number })}
              variant="destructive"
              className="h-auto min-h-14 flex-col gap-0.5 px-2 py-2 text-sm leading-tight whitespace-normal"
            >
              <span className="line-clamp-2 text-center">{name}</span>
              <span className="text-xs font-normal opacity-90">{contact!.name}</span>
            </CallLink>
          );
        })}
      </div>
    </section>
  );
}
