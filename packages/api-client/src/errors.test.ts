import { describe, expect, it } from "vitest";
import {
  apiErrorCode,
  apiErrorMessage,
  FETCH_ERROR_TEXT,
  isApiError,
  TIMEOUT_ERROR_TEXT,
  toApiError,
  TransportError,
} from "./errors.ts";

describe("apiErrorMessage follows the error display rule", () => {
  it("shows an error's own message first", () => {
    expect(apiErrorMessage(new Error("Cart not found"))).toBe("Cart not found");
  });

  it("joins validation issue messages with '. '", () => {
    const error = {
      status: 400,
      data: {
        error: {
          issues: [
            { message: "First name is required", path: ["firstName"] },
            { message: "Invalid phone number", path: ["phoneNumber"] },
          ],
        },
      },
    };
    expect(apiErrorMessage(error)).toBe("First name is required. Invalid phone number");
  });

  it("shows data.error when it is a string", () => {
    expect(apiErrorMessage({ status: 403, data: { error: "You cannot see this document", code: "FORBIDDEN" } })).toBe(
      "You cannot see this document",
    );
  });

  it("shows other data as text", () => {
    expect(
      apiErrorMessage({ status: "PARSING_ERROR", originalStatus: 502, data: "Bad Gateway", error: "SyntaxError" }),
    ).toBe("Bad Gateway");
    expect(apiErrorMessage({ status: 418, data: { teapot: true } })).toBe('{"teapot":true}');
  });

  it("falls back to the unknown-error text", () => {
    expect(apiErrorMessage({ status: 500, data: null })).toBe(
      "An unknown error occurred. Please try refreshing the page.",
    );
    expect(apiErrorMessage(undefined)).toBe("An unknown error occurred. Please try refreshing the page.");
  });

  it("shows transport failures in words", () => {
    expect(apiErrorMessage({ status: "FETCH_ERROR", error: FETCH_ERROR_TEXT })).toBe(FETCH_ERROR_TEXT);
    expect(apiErrorMessage(new TransportError({ status: "TIMEOUT_ERROR", error: TIMEOUT_ERROR_TEXT }))).toBe(
      TIMEOUT_ERROR_TEXT,
    );
  });
});

describe("toApiError", () => {
  it("keeps ApiErrors and unwraps TransportErrors", () => {
    const error = { status: 404, data: { error: "User not found", code: "USER_NOT_FOUND" } };
    expect(toApiError(error)).toBe(error);
    expect(toApiError(new TransportError({ status: "FETCH_ERROR", error: FETCH_ERROR_TEXT }))).toEqual({
      status: "FETCH_ERROR",
      error: FETCH_ERROR_TEXT,
    });
  });

  it("classifies thrown values", () => {
    expect(toApiError(new TypeError("Failed to fetch"))).toEqual({ status: "FETCH_ERROR", error: FETCH_ERROR_TEXT });
    expect(toApiError(new DOMException("late", "TimeoutError"))).toEqual({
      status: "TIMEOUT_ERROR",
      error: TIMEOUT_ERROR_TEXT,
    });
    expect(toApiError(new Response(null, { status: 503 }))).toEqual({ status: 503, data: null });
  });

  it("recognises ApiError shapes and reads error codes", () => {
    expect(isApiError({ status: 400, data: {} })).toBe(true);
    expect(isApiError({ status: "PARSING_ERROR", originalStatus: 200, data: "x", error: "SyntaxError" })).toBe(true);
    expect(isApiError({ status: "NOPE" })).toBe(false);
    expect(apiErrorCode({ status: 404, data: { error: "User not found", code: "USER_NOT_FOUND" } })).toBe(
      "USER_NOT_FOUND",
    );
    expect(apiErrorCode({ status: "FETCH_ERROR", error: FETCH_ERROR_TEXT })).toBeUndefined();
  });
});
