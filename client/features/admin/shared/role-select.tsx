import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { RESPONDER_ROLES } from "../../../../common/roles";
import { NativeSelect } from "../../../components/ui/native-select";

/** A select of the responder roles (spec §6) with translated labels; empty until one is chosen. */
export function RoleSelect(props: Omit<ComponentProps<"select">, "children">) {
  const { t } = useTranslation();
  return (
    <NativeSelect {...props}>
      <option value="" disabled>
        {t("admin.roles.choose")}
      </option>
      {RESPONDER_ROLES.map((role) => (
        <option key={role} value={role}>
          {t(`admin.roles.${role}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
