import { Search } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { errorMessage } from "../../lib/api";
import { HospitalDetail } from "./hospital-detail";
import { HospitalList } from "./hospital-list";
import { QuickDialPanel } from "./quick-dial-panel";
import { searchHospitals } from "./search";
import { usePhonebook } from "./use-phonebook";

/** The phone book tab: search, emergency quick dial, hospitals, and one hospital's numbers. */
export function PhonebookPanel() {
  const { t } = useTranslation();
  const phonebook = usePhonebook();
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<number | null>(null);

  if (phonebook.isPending) {
    return (
      <p role="status" className="text-center text-muted-foreground">
        {t("phonebook.loading")}
      </p>
    );
  }
  if (phonebook.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-2">
        <p className="font-semibold">{t("phonebook.loadFailed")}</p>
        <p className="text-sm text-muted-foreground">{errorMessage(phonebook.error)}</p>
        <Button variant="outline" onClick={() => void phonebook.refetch()}>
          {t("phonebook.retry")}
        </Button>
      </div>
    );
  }

  const hospitals = phonebook.data.hospitals;
  const open = hospitals.find((h) => h.id === openId);
  if (open) return <HospitalDetail hospital={open} onBack={() => setOpenId(null)} />;

  const found = searchHospitals(hospitals, query);
  return (
    <div className="flex flex-col gap-4">
      <h2 className="sr-only">{t("phonebook.title")}</h2>
      <div className="relative">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground"
          aria-hidden
        />
        <Input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label={t("phonebook.searchLabel")}
          placeholder={t("phonebook.searchPlaceholder")}
          className="ps-10"
        />
      </div>
      <QuickDialPanel hospitals={hospitals} />
      <section aria-labelledby="hospitals-title" className="flex flex-col gap-2">
        <h2 id="hospitals-title" className="font-semibold">
          {t("phonebook.hospitals")}
        </h2>
        {hospitals.length === 0 ? (
          <p className="text-muted-foreground">{t("phonebook.empty")}</p>
        ) : found.length === 0 ? (
          <p role="status" className="text-muted-foreground">
            {t("phonebook.noResults")}
          </p>
        ) : (
          <HospitalList hospitals={found} onOpen={setOpenId} />
        )}
      </section>
    </div>
  );
}
