import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useSearchParams } from "wouter";
import type { StaffUser } from "../../../common/auth";
import { AuditScreen } from "./audit/audit-screen";
import { BroadcastScreen } from "./broadcasts/broadcast-screen";
import { useStaffRealtime } from "./broadcasts/use-staff-realtime";
import { Dashboard } from "./dashboard/dashboard";
import { DevicesScreen } from "./devices/devices-screen";
import { EnrollmentScreen } from "./enrollment/enrollment-screen";
import { AdminShell } from "./layout/admin-shell";
import { LaterScreen } from "./layout/later-screen";
import { canOpen, parseScreen, screenHref, type Screen } from "./navigation";

function ScreenBody({ screen, user }: { screen: Screen | null; user: StaffUser }) {
  const { t } = useTranslation();
  if (!screen) return <Dashboard user={user} />;
  switch (screen) {
    case "devices":
      return <DevicesScreen />;
    case "enrollment":
      return <EnrollmentScreen />;
    case "audit":
      return <AuditScreen />;
    case "broadcast":
      return <BroadcastScreen />;
    case "mdm":
    case "tcx":
    case "users":
      return <LaterScreen title={t(`admin.screens.${screen}.title`)} />;
  }
}

/** The signed-in console: `/admin` is the dashboard, `/admin?screen=…` a screen the role may open. */
export function AdminConsole({ user }: { user: StaffUser }) {
  const [params] = useSearchParams();
  const [, navigate] = useLocation();
  const requested = parseScreen(params.get("screen"));
  const allowed = requested && canOpen(user.role, requested) ? requested : null;
  // Live broadcast receipts while the console is open and signed in.
  useStaffRealtime();

  // A screen the role may not open (or an unknown name) falls back to the dashboard.
  useEffect(() => {
    if (params.has("screen") && !allowed) navigate(screenHref(null), { replace: true });
  }, [params, allowed, navigate]);

  return (
    <AdminShell user={user}>
      <ScreenBody key={allowed ?? "dashboard"} screen={allowed} user={user} />
    </AdminShell>
  );
}
