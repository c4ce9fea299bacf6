import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button";
import { screenHref } from "../navigation";
import { useScreenEntry } from "./use-screen-entry";

/** A sub-screen: Back (to the dashboard), its title, optional actions, then its content. */
export function ScreenFrame({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [, navigate] = useLocation();
  const heading = useScreenEntry<HTMLHeadingElement>();
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" onClick={() => navigate(screenHref(null))}>
          <ArrowLeft className="rtl:-scale-x-100" aria-hidden />
          {t("admin.common.back")}
        </Button>
        <h1
          ref={heading}
          tabIndex={-1}
          className="min-w-0 flex-1 text-2xl leading-tight font-semibold outline-none"
        >
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}
