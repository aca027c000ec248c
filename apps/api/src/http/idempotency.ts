import { createHash } from "node:crypto";
import type { RecordedWriteRequest } from "@prenup/db";
import { DomainError } from "@prenup/domain";
import type { FastifyRequest } from "fastify";
import { stringify } from "safe-stable-stringify";

/**
 * The request an `Idempotency-Key` stands for: the route (method and route pattern, such as
 * `PATCH /users/:id`), the subject (the canonical JSON of the validated path parameters and query:
 * the user, the document, the entry, the question) and the SHA-256 (hex) of the canonical JSON of
 * the validated body. Canonical JSON sorts object keys (`safe-stable-stringify`), so a body whose
 * keys come in another order is the same request.
 */
export type WriteRequest = { route: string; subject: string; requestHash: string };

/** A write's key with the request it came with. */
export type WriteKey = WriteRequest & { key: string };

/** The request a key row recorded (`writeKeyStore` of @prenup/db); all null on a row written before requests were recorded. */
export type RecordedRequest = RecordedWriteRequest;

const canonicalJson = (value: unknown): string => stringify(value ?? null);

/** The SHA-256 (hex) of the canonical JSON of `body`. */
export function requestHashOf(body: unknown): string {
  return createHash("sha256").update(canonicalJson(body)).digest("hex");
}

/**
 * The key of a write and the request it came with, from a request whose headers passed
 * `idempotencyHeadersSchema`; null when it came without a key.
 */
export function writeKeyOf(request: FastifyRequest): WriteKey | null {
  const key = (request.headers as { "idempotency-key"?: string | undefined })["idempotency-key"];
  if (!key) return null;
  return {
    key,
    route: `${request.method} ${request.routeOptions.url ?? request.url}`,
    subject: canonicalJson({ params: request.params ?? {}, query: request.query ?? {} }),
    requestHash: requestHashOf(request.body),
  };
}

export const IDEMPOTENCY_MESSAGES = {
  reused: (difference: string) =>
    `This Idempotency-Key was already used with a different request (${difference}). A key can only be sent again with ` +
    "the very request it was first used with: send this change with a new key.",
} as const;

/**
 * What a used key's recorded request says of this one: nothing when it is the same request (its
 * first outcome answers it), else 422 IDEMPOTENCY_KEY_REUSED naming what differs. A row written
 * before requests were recorded answers any repeat.
 */
export function requireSameRequest(recorded: RecordedRequest, request: WriteRequest): void {
  if (recorded.route === null || recorded.subject === null || recorded.requestHash === null) return;
  const difference =
    recorded.route !== request.route
      ? `it was first sent to ${recorded.route}`
      : recorded.subject !== request.subject
        ? "it was first sent for another record"
        : recorded.requestHash !== request.requestHash
          ? "it was first sent with another body"
          : null;
  if (difference) throw new DomainError("IDEMPOTENCY_KEY_REUSED", IDEMPOTENCY_MESSAGES.reused(difference));
}
