import { describe, expect, it } from "vitest";
import { CURRENCIES, CURRENCY_SYMBOLS, SECTION_STATUSES } from "./enums.ts";

describe("enumerations", () => {
  it("gives every currency a symbol", () => {
    for (const currency of CURRENCIES) expect(CURRENCY_SYMBOLS[currency]).toBeTruthy();
  });
  it("lists section statuses in the spec's order", () => {
    expect(SECTION_STATUSES).toEqual(["NOT_STARTED", "IN_PROGRESS", "COMPLETED", "NOT_APPLICABLE"]);
  });
});
