import { useTranslation } from "react-i18next";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "../../../components/ui/table";
import { cn } from "../../../lib/utils";
import { Ltr } from "../shared/ltr";
import { DeviceActions } from "./device-actions";
import { DeviceName } from "./device-name";
import type { DeviceGroup } from "./group-devices";
import { LastSeen } from "./last-seen";
import { StatusBadge } from "./status-badge";

const COLUMNS = [
  "extension",
  "unitName",
  "deviceName",
  "department",
  "status",
  "lastSeen",
  "actions",
] as const;

/** Wide screens: one table, each extension's first row carrying the extension and unit name. */
export function DeviceTable({ groups, now }: { groups: DeviceGroup[]; now: Date }) {
  const { t } = useTranslation();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column} scope="col">
              {t(`admin.devices.columns.${column}`)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {groups.map((group) =>
          group.devices.map((device, index) => (
            <TableRow
              key={device.id}
              data-device-id={device.id}
              className={cn(index === 0 && "border-t-2 border-t-border")}
            >
              {index === 0 && (
                <>
                  <TableCell rowSpan={group.devices.length} className="align-top font-mono font-semibold">
                    <Ltr>{group.extension}</Ltr>
                  </TableCell>
                  <TableCell rowSpan={group.devices.length} className="align-top font-medium">
                    {group.responderName}
                  </TableCell>
                </>
              )}
              <TableCell>
                <DeviceName device={device} />
              </TableCell>
              <TableCell>{device.department || <span className="text-muted-foreground">—</span>}</TableCell>
              <TableCell>
                <StatusBadge status={device.status} />
              </TableCell>
              <TableCell>
                <LastSeen device={device} now={now} />
              </TableCell>
              <TableCell>
                <DeviceActions device={device} />
              </TableCell>
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
