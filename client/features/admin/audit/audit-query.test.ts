import { describe, expect, it } from "vitest";
import { auditSearch, NO_FILTERS } from "./audit-query";

describe("auditSearch", () => {
  it("is empty without filters", () => {
    expect(auditSearch(NO_FILTERS)).toBe("");
    expect(auditSearch({ ...NO_FILTERS, actor: "   " })).toBe("");
  });

  it("sends the actor trimmed and the action as chosen", () => {
    const params = new URLSearchParams(
      auditSearch({ ...NO_FILTERS, actor: " admin ", action: "auth.login" }),
    );
    expect(params.get("actor")).toBe("admin");
    expect(params.get("action")).toBe("auth.login");
    expect(params.has("from")).toBe(false);
  });

  it("covers whole local days from the start of `from` to the end of `to`", () => {
    const params = new URLSearchParams(auditSearch({ ...NO_FILTERS, from: "2026-03-01", to: "2026-03-02" }));
    expect(params.get("from")).toBe(new Date(2026, 2, 1, 0, 0, 0, 0).toISOString());
    expect(params.get("to")).toBe(new Date(2026, 2, 2, 23, 59, 59, 999).toISOString());
  });

  it("leaves out a day that is not a date", () => {
    expect(auditSearch({ ...NO_FILTERS, from: "soon" })).toBe("");
  });
});
