import { lazy, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import type { DeviceConfigResponse } from "../../../common/devices";
import { speedDialFor } from "../../../common/speed-dial";
import { useDirection } from "../../lib/use-direction";
import { ConnectionBanner } from "../connection/connection-banner";
import { useRecoveryGuide } from "../connection/use-connection-alerts";
import { useConnectionStatus } from "../connection/use-connection-status";
import { panelId, TabBar, tabId } from "../tabs/tab-bar";
import { enabledTabs, resolveTab, stepTab, tabForPath, type TabId } from "../tabs/tab-order";
import { useNotifications } from "../tabs/use-notifications";
import { useSystemConfig } from "../tabs/use-system-config";
import { useTabSwipe } from "../tabs/use-tab-swipe";
import { MainFooter } from "./main-footer";
import { MainHeader } from "./main-header";
import { TabPanel } from "./tab-panels";

// The guide (with its diagnostics) opens after 30 s disconnected or on Help: it loads then, not first.
const RecoveryGuide = lazy(() =>
  import("../connection/recovery-guide").then((m) => ({ default: m.RecoveryGuide })),
);

/** The approved responder's main screen (spec §2): header, connection banner, tabs, footer. */
export function ResponderScreen({
  config,
  fingerprint,
  refetchConfig,
  alerts,
  messengerTools,
}: {
  config: DeviceConfigResponse;
  fingerprint: string;
  refetchConfig: () => void;
  /** Emergency alert banners (client/features/alerts/, the realtime issue), shown above the tabs. */
  alerts?: ReactNode;
  /** What the messenger tab shows until the messenger issue fills it (the dispatch feed). */
  messengerTools?: ReactNode;
}) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const dir = useDirection();
  const system = useSystemConfig();
  const counts = useNotifications(fingerprint);
  const connection = useConnectionStatus(config, refetchConfig);
  const guide = useRecoveryGuide(connection.status);
  const tabs = enabledTabs(system.data);
  const [wanted, setWanted] = useState<TabId>(() => tabForPath(location));
  const active = resolveTab(tabs, wanted);
  const swipe = useTabSwipe(dir, (step) => {
    if (active) setWanted(stepTab(tabs, active, step));
  });
  const open = (tab: TabId) => (tabs.includes(tab) ? () => setWanted(tab) : null);
  const extension = config.device.responderIdNumber ?? "";
  const server = config.config?.tcxConfig?.server ?? null;

  let body;
  if (system.isPending) {
    body = (
      // flex-1 like the tabs' area, so the footer does not jump when the tabs arrive.
      <p role="status" className="flex-1 p-6 text-center text-muted-foreground">
        {t("app.loading")}
      </p>
    );
  } else if (!active) {
    body = <p className="flex-1 p-6 text-center text-muted-foreground">{t("mainScreen.noTabs")}</p>;
  } else {
    body = (
      <>
        <TabBar tabs={tabs} active={active} counts={counts.data} onSelect={setWanted} />
        <main className="flex-1 p-4" {...swipe}>
          {system.isError && (
            <p className="mb-3 text-sm text-muted-foreground">{t("mainScreen.systemConfigFailed")}</p>
          )}
          <div
            role="tabpanel"
            id={panelId(active)}
            aria-labelledby={tabId(active)}
            data-testid="tab-panel"
            data-tab={active}
          >
            <TabPanel
              tab={active}
              config={config}
              connection={connection}
              open={open}
              messengerTools={messengerTools}
            />
          </div>
        </main>
      </>
    );
  }

  return (
    <div
      data-testid="responder-home"
      className="mx-auto flex min-h-dvh w-full max-w-md flex-col bg-background"
    >
      <MainHeader config={config} fingerprint={fingerprint} connection={connection} />
      <ConnectionBanner
        status={connection.status}
        onRetry={connection.retry}
        onHelp={() => guide.setOpen(true)}
      />
      {/* EMERGENCY ALERTS SLOT: <EmergencyAlerts /> (client/features/alerts/) goes here, above the tabs. */}
      {alerts}
      {body}
      <MainFooter
        officeNumber={speedDialFor(config.speedDials, "management").phoneNumber}
        extension={extension}
        isStaff={config.device.isStaff ?? false}
        fingerprint={fingerprint}
      />
      {guide.open && (
        <Suspense fallback={null}>
          <RecoveryGuide
            open={guide.open}
            onOpenChange={guide.setOpen}
            state={connection}
            onRetry={connection.retry}
            info={{ deviceId: fingerprint, extension: extension || null, server }}
          />
        </Suspense>
      )}
    </div>
  );
}
