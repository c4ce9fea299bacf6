import { useTranslation } from "react-i18next";
import type { StaffUser } from "../../../../common/auth";
import { useScreenEntry } from "../layout/use-screen-entry";
import { DeviceCounts } from "./device-counts";
import { PhonebookWarning } from "./phonebook-warning";
import { Tiles } from "./tiles";

/** The console's home: device counts and phone-book warning (admins), then the screens. */
export function Dashboard({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const isAdmin = user.role === "admin";
  const heading = useScreenEntry<HTMLHeadingElement>();
  return (
    <>
      <h1 ref={heading} tabIndex={-1} className="text-2xl leading-tight font-semibold outline-none">
        {t("admin.dashboard.title")}
      </h1>
      {isAdmin && <DeviceCounts />}
      {isAdmin && <PhonebookWarning />}
      <Tiles role={user.role} />
    </>
  );
}
