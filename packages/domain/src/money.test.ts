import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { DomainError } from "./error-codes.ts";
import {
  addCents,
  AMOUNTS_OUT_OF_RANGE_MESSAGE,
  exactCents,
  fromCents,
  parseMoneyInput,
  toCents,
  truncateText,
  validateCurrencyInput,
} from "./money.ts";

describe("validateCurrencyInput", () => {
  const required = { required: true };
  it("requires a value only when asked to", () => {
    expect(validateCurrencyInput("", required)).toBe("Currency value is required");
    expect(validateCurrencyInput("   ", required)).toBe("Currency value is required");
    expect(validateCurrencyInput("", { required: false })).toBeNull();
  });
  it("accepts amounts as people type them", () => {
    for (const value of ["$1,234.50", "1234", "0.5", ".5", "5.", "-12.00", "$ 1 000", "0"])
      expect(validateCurrencyInput(value, required)).toBeNull();
  });
  it("gives each message verbatim", () => {
    expect(validateCurrencyInput("12a", required)).toBe("Invalid currency value");
    expect(validateCurrencyInput("--5", required)).toBe("Currency cannot have multiple negative signs (-)");
    expect(validateCurrencyInput("1.2.3", required)).toBe("Currency can only have one decimal point");
    expect(validateCurrencyInput("5-", required)).toBe("Please enter a valid currency amount");
    expect(validateCurrencyInput("-", required)).toBe("Please enter a valid currency amount");
    expect(validateCurrencyInput(".", required)).toBe("Please enter a valid currency amount");
    expect(validateCurrencyInput("1.234", required)).toBe("Currency can only have up to 2 decimal places");
  });
  it("allows two decimals and rejects three", () => {
    expect(validateCurrencyInput("10.25", required)).toBeNull();
    expect(validateCurrencyInput("10.255", required)).toBe("Currency can only have up to 2 decimal places");
  });
  it("checks in the spec's order, first failure wins", () => {
    expect(validateCurrencyInput("--1.2.3x", required)).toBe("Invalid currency value");
    expect(validateCurrencyInput("--1.2.3", required)).toBe("Currency cannot have multiple negative signs (-)");
    expect(validateCurrencyInput("1-.2.3", required)).toBe("Currency can only have one decimal point");
    expect(validateCurrencyInput("1-.234", required)).toBe("Please enter a valid currency amount");
  });
});

describe("parseMoneyInput", () => {
  it("reads dollars as typed", () => {
    expect(parseMoneyInput("$1,234.50")).toBe(1234.5);
    expect(parseMoneyInput("007")).toBe(7);
    expect(parseMoneyInput("-0050.25")).toBe(-50.25);
    expect(parseMoneyInput("0.75")).toBe(0.75);
    expect(parseMoneyInput("USD 12")).toBe(12);
  });
  it("gives undefined for empty or unparsable values", () => {
    for (const value of ["", "$", "-", ".", "1-2", "1.2.3", "abc", "9".repeat(400)])
      expect(parseMoneyInput(value)).toBeUndefined();
  });
});

describe("toCents", () => {
  it("rounds the written decimal, not its binary approximation", () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234.5)).toBe(123450);
    expect(toCents(-1.005)).toBe(-101);
    expect(toCents(-0.001)).toBe(0);
    expect(toCents(1e-7)).toBe(0);
    expect(toCents(1e21)).toBe(1e23);
  });
  it("refuses what is not an amount", () => {
    expect(() => toCents(Number.NaN)).toThrow(RangeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
  it("inverts fromCents (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (cents) => {
        expect(toCents(fromCents(cents))).toBe(cents);
      }),
    );
  });
});

describe("truncateText", () => {
  it("keeps 200 characters and adds an ellipsis by default", () => {
    const long = "a".repeat(250);
    expect(truncateText(long)).toBe(`${"a".repeat(200)}…`);
    expect(truncateText("a".repeat(200))).toBe("a".repeat(200));
  });
  it("returns the full text when asked or when short", () => {
    expect(truncateText("a".repeat(250), { full: true })).toBe("a".repeat(250));
    expect(truncateText("short", { max: 10 })).toBe("short");
  });
  it("never cuts an emoji in half and drops trailing spaces", () => {
    expect(truncateText("🎉🎉🎉", { max: 2 })).toBe("🎉🎉…");
    expect(truncateText("word and more", { max: 5 })).toBe("word…");
    expect(truncateText("abc", { max: -1 })).toBe("…");
    expect(truncateText("a".repeat(250), { max: Number.NaN })).toBe(`${"a".repeat(200)}…`);
  });
});

describe("exactCents and addCents", () => {
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (error) {
      return error;
    }
    throw new Error("expected a refusal");
  };

  it("answers whole cents a number carries exactly", () => {
    expect(exactCents(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(exactCents(-Number.MAX_SAFE_INTEGER)).toBe(-Number.MAX_SAFE_INTEGER);
    expect(addCents(Number.MAX_SAFE_INTEGER - 1, 1)).toBe(Number.MAX_SAFE_INTEGER);
    expect(addCents(5, -7)).toBe(-2);
  });

  it("refuses anything else with AMOUNTS_OUT_OF_RANGE and the message given, never a rounded sum", () => {
    const error = refusal(() => addCents(Number.MAX_SAFE_INTEGER, 1));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: "AMOUNTS_OUT_OF_RANGE", message: AMOUNTS_OUT_OF_RANGE_MESSAGE });
    expect(refusal(() => addCents(-Number.MAX_SAFE_INTEGER, -1))).toMatchObject({ code: "AMOUNTS_OUT_OF_RANGE" });
    expect(refusal(() => exactCents(2 ** 53, "Too much"))).toMatchObject({
      code: "AMOUNTS_OUT_OF_RANGE",
      message: "Too much",
    });
    for (const bad of [Number.POSITIVE_INFINITY, Number.NaN, 1.5])
      expect(refusal(() => exactCents(bad))).toMatchObject({ code: "AMOUNTS_OUT_OF_RANGE" });
  });
});
