import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Hospital } from "../../../common/phonebook";
import { CONTACT_TYPES } from "../../../common/phonebook-constants";
import { ContactTypeBadge } from "./contact-type-badge";
import { hospitalNames } from "./hospital-name";

/** The hospitals, each with its count of numbers and of emergency numbers, and its type badges. */
export function HospitalList({
  hospitals,
  onOpen,
}: {
  hospitals: readonly Hospital[];
  onOpen: (id: number) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="flex flex-col gap-2" data-testid="hospital-list">
      {hospitals.map((h) => {
        const names = hospitalNames(h, i18n.resolvedLanguage);
        const emergency = h.contacts.filter((c) => c.type === "emergency").length;
        const types = CONTACT_TYPES.filter((type) => h.contacts.some((c) => c.type === type));
        return (
          <li key={h.id}>
            <button
              type="button"
              onClick={() => onOpen(h.id)}
              className="flex min-h-11 w-full items-center gap-3 rounded-lg border bg-card p-3 text-start shadow-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="font-semibold">{names.primary}</span>
                <span className="text-sm text-muted-foreground">{names.secondary}</span>
                <span className="text-sm">
                  {t("phonebook.counts", { numbers: h.contacts.length, emergency })}
                </span>
                <span className="flex flex-wrap gap-1">
                  {types.map((type) => (
                    <ContactTypeBadge key={type} type={type} />
                  ))}
                </span>
              </span>
              <ChevronRight className="size-5 shrink-0 text-muted-foreground rtl:rotate-180" aria-hidden />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
