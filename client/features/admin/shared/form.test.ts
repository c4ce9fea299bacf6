import { describe, expect, it } from "vitest";
import { blankFields, fieldAria } from "./form";

describe("blankFields", () => {
  it("lists empty and whitespace-only fields in the given order", () => {
    const values = { name: "  ", extension: "100", role: "" };
    expect(blankFields(values, ["name", "extension", "role"])).toEqual(["name", "role"]);
    expect(blankFields(values, ["role", "name"])).toEqual(["role", "name"]);
  });

  it("is empty when every field has text", () => {
    expect(blankFields({ a: "x", b: " y " }, ["a", "b"])).toEqual([]);
  });
});

describe("fieldAria", () => {
  it("ties the hint and the error to the control", () => {
    expect(fieldAria("imei", { hint: true, error: "Required" })).toEqual({
      id: "imei",
      "aria-invalid": true,
      "aria-describedby": "imei-hint imei-error",
    });
  });

  it("leaves the attributes out when there is nothing to describe", () => {
    expect(fieldAria("name", {})).toEqual({
      id: "name",
      "aria-invalid": undefined,
      "aria-describedby": undefined,
    });
  });
});
