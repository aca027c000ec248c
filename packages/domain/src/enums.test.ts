import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_SYMBOLS, INCOME_TYPE_LABELS, SECTION_STATUSES } from "./enums.ts";

describe("enumerations", () => {
  it("gives every currency a symbol", () => {
    for (const currency of CURRENCIES) expect(CURRENCY_SYMBOLS[currency]).toBeTruthy();
  });
  it("lists section statuses in the spec's order", () => {
    expect(SECTION_STATUSES).toEqual(["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "NOT_APPLICABLE"]);
  });
});

describe("income type labels", () => {
  it("spell out what each income is, without the form's abbreviations", () => {
    expect(INCOME_TYPE_LABELS.SS_DISABILITY).toBe("Social Security disability");
    expect(INCOME_TYPE_LABELS.PA_CHILD_SUPPORT).toBe("Child support received");
    for (const label of Object.values(INCOME_TYPE_LABELS)) expect(label).not.toMatch(/^(SS|PA) /);
  });
});
