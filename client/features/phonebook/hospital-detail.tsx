import { ArrowLeft, TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Hospital, HospitalContact } from "../../../common/phonebook";
import { CallLink } from "../../components/call-link";
import { Button } from "../../components/ui/button";
import { ContactTypeBadge } from "./contact-type-badge";
import { hospitalNames } from "./hospital-name";

function ContactRow({ contact }: { contact: HospitalContact }) {
  const { t } = useTranslation();
  return (
    <li className="flex items-center gap-3 rounded-lg border bg-card p-3 shadow-sm">
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{contact.name}</span>
          <ContactTypeBadge type={contact.type} />
        </span>
        {contact.description && (
          <span className="text-sm text-muted-foreground" dir="auto">
            {contact.description}
          </span>
        )}
        <span className="font-mono text-sm" dir="ltr">
          {contact.number}
        </span>
        {!contact.confirmed && (
          <span className="flex items-center gap-1 text-xs text-warning">
            <TriangleAlert className="size-3.5" aria-hidden />
            {t("phonebook.unconfirmed")}
          </span>
        )}
      </div>
      <CallLink
        number={contact.number}
        label={t("phonebook.callNamed", { name: contact.name, number: contact.number })}
        variant={contact.type === "emergency" ? "destructive" : "default"}
      >
        {t("phonebook.call")}
      </CallLink>
    </li>
  );
}

/** Spec §2: one hospital: its emergency numbers, its additional numbers, each with Call, and Back. */
export function HospitalDetail({ hospital, onBack }: { hospital: Hospital; onBack: () => void }) {
  const { t, i18n } = useTranslation();
  const names = hospitalNames(hospital, i18n.resolvedLanguage);
  const emergency = hospital.contacts.filter((c) => c.type === "emergency");
  const additional = hospital.contacts.filter((c) => c.type !== "emergency");
  const sections = [
    ["emergencyNumbers", emergency],
    ["additionalNumbers", additional],
  ] as const;
  return (
    <div className="flex flex-col gap-4" data-testid="hospital-detail">
      <Button variant="outline" className="self-start" onClick={onBack}>
        <ArrowLeft className="rtl:rotate-180" aria-hidden />
        {t("phonebook.back")}
      </Button>
      <div>
        <h2 className="text-xl font-semibold">{names.primary}</h2>
        <p className="text-sm text-muted-foreground">{names.secondary}</p>
      </div>
      {sections.map(
        ([key, contacts]) =>
          contacts.length > 0 && (
            <section key={key} aria-labelledby={`section-${key}`} className="flex flex-col gap-2">
              <h3 id={`section-${key}`} className="font-semibold">
                {t(`phonebook.${key}`)}
              </h3>
              <ul className="flex flex-col gap-2">
                {contacts.map((c) => (
                  <ContactRow key={c.id} contact={c} />
                ))}
              </ul>
            </section>
          ),
      )}
    </div>
  );
}
