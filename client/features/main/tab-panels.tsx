import type { ReactNode } from "react";
import type { DeviceConfigResponse } from "../../../common/devices";
import { speedDialFor, withFallbackSpeedDials } from "../../../common/speed-dial";
import { ConnectionIndicator } from "../connection/connection-indicator";
import type { ConnectionState } from "../connection/connection-rules";
import { PhoneInfoCard } from "../phone-tab/phone-info-card";
import { PhonePanel } from "../phone-tab/phone-panel";
import { PhonebookPanel } from "../phonebook/phonebook-panel";
import { PttPanel } from "../ptt-tab/ptt-panel";
import type { TabId } from "../tabs/tab-order";
import { MessengerPanel } from "./messenger-panel";

/** The active tab's content; `open` moves to another tab when it is enabled (null hides the button). */
export function TabPanel({
  tab,
  config,
  connection,
  open,
  messengerTools,
}: {
  tab: TabId;
  config: DeviceConfigResponse;
  connection: ConnectionState;
  open: (tab: TabId) => (() => void) | null;
  messengerTools?: ReactNode;
}) {
  switch (tab) {
    case "messenger":
      return <MessengerPanel>{messengerTools}</MessengerPanel>;
    case "phone":
      return (
        <PhonePanel
          dials={withFallbackSpeedDials(config.speedDials)}
          onOpenPtt={open("ptt")}
          onOpenMessenger={open("messenger")}
          info={
            <PhoneInfoCard
              extension={config.device.responderIdNumber}
              server={config.config?.tcxConfig?.server ?? null}
              status={<ConnectionIndicator state={connection} />}
            />
          }
        />
      );
    case "phonebook":
      return <PhonebookPanel />;
    case "ptt":
      return (
        <PttPanel
          sideButton={config.config?.sideButtonPTTEnabled ?? false}
          dispatch={speedDialFor(config.speedDials, "dispatch")}
          onOpenPhone={open("phone")}
          onOpenMessenger={open("messenger")}
        />
      );
  }
}
