import type { Hospital } from "../../../common/phonebook";

/** The hospital's name in the reader's language first, the other as a second line. */
export const hospitalNames = (h: Pick<Hospital, "nameEn" | "nameHe">, language: string | undefined) =>
  language === "he" ? { primary: h.nameHe, secondary: h.nameEn } : { primary: h.nameEn, secondary: h.nameHe };
