import { describe, expect, it } from "vitest";
import {
  defaultExpiryInput,
  endOfLocalDay,
  expiryProblem,
  startOfLocalDay,
  toDateInputValue,
} from "./expiry";

describe("expiry dates", () => {
  it("formats a local day for a date input", () => {
    expect(toDateInputValue(new Date(2026, 0, 5, 23, 30))).toBe("2026-01-05");
    expect(toDateInputValue(new Date(2026, 11, 31, 0, 0))).toBe("2026-12-31");
  });

  it("defaults to the day seven days ahead, across a month end", () => {
    expect(defaultExpiryInput(new Date(2026, 0, 28, 10, 0), 7)).toBe("2026-02-04");
    expect(defaultExpiryInput(new Date(2026, 11, 30, 23, 59), 7)).toBe("2027-01-06");
  });

  it("sends the end of the chosen day in local time", () => {
    const end = endOfLocalDay("2026-02-04");
    expect(end).toEqual(new Date(2026, 1, 4, 23, 59, 59, 999));
    // As sent: an ISO instant the server's schema accepts.
    expect(end?.toISOString()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it("starts a day at local midnight", () => {
    expect(startOfLocalDay("2026-02-04")).toEqual(new Date(2026, 1, 4, 0, 0, 0, 0));
  });

  it("rejects what is not a real day", () => {
    for (const bad of ["", "2026-02-30", "2026-13-01", "04/02/2026", "2026-2-4"]) {
      expect(endOfLocalDay(bad), bad).toBeNull();
      expect(startOfLocalDay(bad), bad).toBeNull();
    }
  });

  it("accepts today and later, refuses earlier days", () => {
    const now = new Date(2026, 5, 15, 18, 0);
    expect(expiryProblem("2026-06-15", now)).toBeNull();
    expect(expiryProblem("2026-06-22", now)).toBeNull();
    expect(expiryProblem("2026-06-14", now)).toBe("past");
    expect(expiryProblem(" ", now)).toBe("required");
    expect(expiryProblem("2026-06-31", now)).toBe("invalid");
  });
});
