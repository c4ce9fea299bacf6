import { describe, expect, it } from "vitest";
import type { Hospital } from "../../../common/phonebook";
import { normalizeForSearch, searchHospitals } from "./search";

const contact = (
  name: string,
  description: string,
  type: "emergency" | "specialized" | "general" = "emergency",
) => ({
  id: 0,
  hospitalId: 0,
  name,
  description,
  number: "02-555-0101",
  type,
  sortOrder: 0,
  isExample: true,
  confirmed: false,
});
const hospital = (
  id: number,
  nameEn: string,
  nameHe: string,
  contacts: ReturnType<typeof contact>[],
): Hospital => ({
  id,
  nameEn,
  nameHe,
  sortOrder: id,
  isExample: true,
  confirmed: false,
  contacts,
});

const book = [
  hospital(1, "Shaare Zedek Medical Center", "המרכז הרפואי שערי צדק", [
    contact("Emergency Room", "חדר מיון"),
  ]),
  hospital(2, "Hadassah Ein Kerem", "הדסה עין כרם", [contact("Pediatric Emergency", "מיון ילדים")]),
  hospital(3, "Herzog Medical Center", "המרכז הרפואי הרצוג", [
    contact("Psychiatric Emergency", "מיון פסיכיאטרי", "specialized"),
  ]),
];
const names = (query: string) => searchHospitals(book, query).map((h) => h.id);

describe("Hebrew search normalisation", () => {
  it("drops niqqud and cantillation", () => {
    expect(normalizeForSearch("שַׁעֲרֵי צֶדֶק")).toBe("שערי צדק");
    expect(normalizeForSearch("הֲדַסָּה")).toBe("הדסה");
    expect(normalizeForSearch("בְּרֵאשִׁ֖ית")).toBe("בראשית");
  });

  it("treats final letters as their regular forms", () => {
    expect(normalizeForSearch("ךםןףץ")).toBe("כמנפצ");
    expect(normalizeForSearch("עין כרם")).toBe(normalizeForSearch("עינ כרמ"));
  });

  it("drops geresh and quotes, turns maqaf and dashes into spaces, folds case", () => {
    expect(normalizeForSearch('צה"ל')).toBe("צהל");
    expect(normalizeForSearch("צה״ל")).toBe("צהל");
    expect(normalizeForSearch("בית־חולה")).toBe("בית חולה");
    expect(normalizeForSearch("  Ein-KEREM ")).toBe("ein kerem");
  });

  it("decomposes presentation forms (a shin with its dot in one character)", () => {
    expect(normalizeForSearch("\uFB2Aערי")).toBe("שערי");
  });
});

describe("phone book search (spec §2)", () => {
  it("matches English and Hebrew hospital names", () => {
    expect(names("hadassah")).toEqual([2]);
    expect(names("shaare zedek")).toEqual([1]);
    expect(names("הדסה")).toEqual([2]);
    expect(names("המרכז הרפואי")).toEqual([1, 3]);
  });

  it("matches whatever final-letter forms or niqqud the user types", () => {
    expect(names("עינ")).toEqual([2]);
    expect(names("כרמ")).toEqual([2]);
    expect(names("שַׁעֲרֵי")).toEqual([1]);
    expect(names("צדק")).toEqual([1]);
  });

  it("matches a contact's name or description", () => {
    expect(names("pediatric")).toEqual([2]);
    expect(names("מיון")).toEqual([1, 2, 3]);
    expect(names("פסיכיאטרי")).toEqual([3]);
  });

  it("needs every word, and shows everything for an empty query", () => {
    expect(names("emergency hadassah")).toEqual([2]);
    expect(names("emergency nowhere")).toEqual([]);
    expect(names("   ")).toEqual([1, 2, 3]);
  });
});
