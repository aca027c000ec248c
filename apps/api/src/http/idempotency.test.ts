import { isDomainError } from "@prenup/domain";
import { describe, expect, it } from "vitest";
import { requestHashOf, requireSameRequest, type WriteRequest } from "./idempotency.ts";

describe("requestHashOf", () => {
  it("is the SHA-256 of the canonical JSON: key order does not count, values do", () => {
    expect(requestHashOf({ a: 1, b: { c: [1, 2], d: null } })).toBe(requestHashOf({ b: { d: null, c: [1, 2] }, a: 1 }));
    expect(requestHashOf({ a: 1 })).not.toBe(requestHashOf({ a: 2 }));
    expect(requestHashOf({ c: [1, 2] })).not.toBe(requestHashOf({ c: [2, 1] }));
    expect(requestHashOf(undefined)).toBe(requestHashOf(null));
    expect(requestHashOf({})).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe("requireSameRequest", () => {
  const request: WriteRequest = {
    route: "POST /users/:id/answers",
    subject: '{"params":{"id":"u"},"query":{"questionId":"q"}}',
    requestHash: requestHashOf({ valueTyped: "Lisbon" }),
  };

  const refusal = (recorded: Parameters<typeof requireSameRequest>[0]) => {
    try {
      requireSameRequest(recorded, request);
      return null;
    } catch (error) {
      if (!isDomainError(error)) throw error;
      return { code: error.code, message: error.message };
    }
  };

  it("lets the same request through", () => {
    expect(refusal({ ...request })).toBeNull();
  });

  it("refuses another route, subject or body with IDEMPOTENCY_KEY_REUSED, naming what differs", () => {
    expect(refusal({ ...request, route: "PATCH /users/:id/answers" })).toEqual({
      code: "IDEMPOTENCY_KEY_REUSED",
      message: expect.stringContaining("(it was first sent to PATCH /users/:id/answers)"),
    });
    expect(refusal({ ...request, subject: '{"params":{"id":"u"},"query":{"questionId":"other"}}' })?.message).toContain(
      "another record",
    );
    expect(refusal({ ...request, requestHash: requestHashOf({ valueTyped: "Porto" }) })?.message).toContain(
      "another body",
    );
  });

  it("lets any request through a key recorded without its request (written before requests were recorded)", () => {
    expect(refusal({ route: null, subject: null, requestHash: null })).toBeNull();
  });
});
