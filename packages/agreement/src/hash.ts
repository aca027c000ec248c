import { createHash } from "node:crypto";

/**
 * JSON with object keys sorted at every level, so equal values always serialise — and hash — the
 * same, whatever order their keys were written in (PostgreSQL's jsonb, for one, reorders them).
 * `undefined` members are left out, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null";
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value))
    return `[${value.map((item) => (item === undefined ? "null" : canonicalJson(item))).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
}

/** The SHA-256 of a text or bytes, in lower-case hex. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash("sha256").update(data).digest("hex");
}

/** The SHA-256 of a value's canonical JSON. */
export function hashValue(value: unknown): string {
  return sha256Hex(canonicalJson(value));
}
