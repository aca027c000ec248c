import { describe, expect, it } from "vitest";
import { normalizePhoneNumber, validatePhoneNumber } from "./phone.ts";

describe("validatePhoneNumber", () => {
  it("requires a value only when asked to", () => {
    expect(validatePhoneNumber("", { required: true })).toBe("Phone number is required");
    expect(validatePhoneNumber("   ", { required: true })).toBe("Phone number is required");
    expect(validatePhoneNumber("", { required: false })).toBeNull();
  });

  it("accepts US numbers written the usual ways (default country US)", () => {
    for (const value of ["(213) 373-4253", "213-373-4253", "2133734253", "+1 213 373 4253", "1 213 373 4253"]) {
      expect(validatePhoneNumber(value, { required: true })).toBeNull();
    }
  });

  it("accepts international numbers", () => {
    expect(validatePhoneNumber("+44 20 7946 0958", { required: true })).toBeNull();
    expect(validatePhoneNumber("+86 138 0013 8000", { required: false })).toBeNull();
  });

  it("rejects text, short numbers and numbers outside any numbering plan", () => {
    for (const value of ["abc", "123", "555-555-5555", "+1 213 373 42539", "call 213 373 4253"]) {
      expect(validatePhoneNumber(value, { required: false })).toBe("Invalid phone number");
    }
  });

  it("rejects a number with an extension, which E.164 cannot store", () => {
    expect(validatePhoneNumber("213 373 4253 ext. 12", { required: true })).toBe("Invalid phone number");
  });
});

describe("normalizePhoneNumber", () => {
  it("gives the E.164 form", () => {
    expect(normalizePhoneNumber(" (213) 373-4253 ")).toBe("+12133734253");
    expect(normalizePhoneNumber("+44 20 7946 0958")).toBe("+442079460958");
  });
  it("gives null for empty or invalid values", () => {
    expect(normalizePhoneNumber("")).toBeNull();
    expect(normalizePhoneNumber("555-555-5555")).toBeNull();
  });
});
