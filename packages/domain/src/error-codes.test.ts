import { describe, expect, it } from "vitest";
import { DomainError, ERROR_CODES, isDomainError, isErrorCode } from "./error-codes.ts";

describe("ERROR_CODES", () => {
  it("lists each code once, in upper snake case", () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
    for (const code of ERROR_CODES) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  it("holds the codes the answer-write rules raise", () => {
    for (const code of [
      "VALIDATION_FAILED",
      "QUESTION_NOT_FOUND",
      "QUESTION_NOT_AVAILABLE",
      "OPTION_NOT_AVAILABLE",
      "OPTION_RESTRICTED",
      "SECTION_LOCKED",
      "ANSWER_EXISTS",
      "ANSWER_NOT_FOUND",
    ]) {
      expect(isErrorCode(code)).toBe(true);
    }
  });
});

describe("isErrorCode", () => {
  it("accepts only the published codes, exactly as spelled", () => {
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("not_found")).toBe(false);
    expect(isErrorCode("TEAPOT")).toBe(false);
    expect(isErrorCode("")).toBe(false);
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(null)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
  });
});

describe("DomainError", () => {
  it("is an Error carrying a code, the message a person reads and no issues by default", () => {
    const error = new DomainError("SECTION_LOCKED", "This section is locked.");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("DomainError");
    expect(error.code).toBe("SECTION_LOCKED");
    expect(error.message).toBe("This section is locked.");
    expect(error.issues).toEqual([]);
    expect(error.cause).toBeUndefined();
    expect("cause" in error).toBe(false);
  });

  it("keeps the issues and the cause it is given", () => {
    const cause = new Error("unique violation");
    const error = new DomainError("EMAIL_IN_USE", "This e-mail is in use", {
      cause,
      issues: [{ message: "Taken", path: ["email"] }],
    });
    expect(error.cause).toBe(cause);
    expect(error.issues).toEqual([{ message: "Taken", path: ["email"] }]);
  });

  it("builds a VALIDATION_FAILED error from issues, their messages joined with '. '", () => {
    const error = DomainError.invalid([
      { message: "First name is required", path: ["firstName"] },
      { message: "Too long", path: ["items", 2, "name"] },
    ]);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe("First name is required. Too long");
    expect(error.issues).toHaveLength(2);
    expect(DomainError.invalid([]).message).toBe("");
  });

  it("builds a one-field error from a field name or a path", () => {
    const byName = DomainError.invalidField("stateId", "Choose one of the available states.");
    expect(byName).toMatchObject({ code: "VALIDATION_FAILED", message: "Choose one of the available states." });
    expect(byName.issues).toEqual([{ message: "Choose one of the available states.", path: ["stateId"] }]);
    expect(DomainError.invalidField(["answers", 0, "valueTyped"], "Bad").issues).toEqual([
      { message: "Bad", path: ["answers", 0, "valueTyped"] },
    ]);
  });
});

describe("isDomainError", () => {
  it("recognises a DomainError, also one from another copy of the package", () => {
    expect(isDomainError(new DomainError("NOT_FOUND", "Gone"))).toBe(true);
    const copy = Object.assign(new Error("Gone"), { name: "DomainError", code: "NOT_FOUND" });
    expect(isDomainError(copy)).toBe(true);
  });

  it("refuses other errors and look-alikes that are not errors", () => {
    expect(isDomainError(new Error("boom"))).toBe(false);
    expect(isDomainError(new TypeError("boom"))).toBe(false);
    expect(isDomainError(Object.assign(new Error("no code"), { name: "DomainError" }))).toBe(false);
    expect(isDomainError({ name: "DomainError", code: "NOT_FOUND", message: "plain object" })).toBe(false);
    expect(isDomainError(null)).toBe(false);
    expect(isDomainError("DomainError")).toBe(false);
  });
});
