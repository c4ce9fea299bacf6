import type { AuditAction } from "../../../../common/auth";
import { endOfLocalDay, startOfLocalDay } from "../enrollment/expiry";

export type AuditFilters = {
  actor: string;
  /** "" for every action. */
  action: AuditAction | "";
  /** Date inputs ("YYYY-MM-DD", local days), "" for no bound. */
  from: string;
  to: string;
};

export const NO_FILTERS: AuditFilters = { actor: "", action: "", from: "", to: "" };

/**
 * The query string of GET /api/admin/audit for the filters: empty ones left out, `from` at the
 * start and `to` at the end of their local days.
 */
export function auditSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  const actor = filters.actor.trim();
  if (actor) params.set("actor", actor);
  if (filters.action) params.set("action", filters.action);
  const from = startOfLocalDay(filters.from);
  if (from) params.set("from", from.toISOString());
  const to = endOfLocalDay(filters.to);
  if (to) params.set("to", to.toISOString());
  return params.toString();
}
