import type { ReactNode } from "react";
import type { StaffUser } from "../../../../common/auth";
import { AdminHeader } from "./admin-header";

/** The console's frame: header across the top, the screen below in a centred column. */
export function AdminShell({ user, children }: { user: StaffUser; children: ReactNode }) {
  return (
    <div className="flex min-h-full flex-col" data-testid="admin-console">
      <AdminHeader user={user} />
      <main className="mx-auto flex w-full max-w-6xl flex-col gap-4 p-4">{children}</main>
    </div>
  );
}
