// Minimal HTTP helpers for the provider's own pages (the OIDC endpoints are oidc-provider's).
import type { IncomingMessage, ServerResponse } from "node:http";

const MAX_BODY_BYTES = 16 * 1024;

export class BodyTooLargeError extends Error {}

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLargeError("body too large");
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Form fields of an application/x-www-form-urlencoded body, as strings. */
export async function readForm(req: IncomingMessage): Promise<Record<string, string>> {
  const params = new URLSearchParams(await readBody(req));
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] ??= value;
  return out;
}

export interface SecurityHeadersOptions {
  /** Origins a form submission may end up on after redirects (the apps' callback origins). */
  formActionOrigins: string[];
}

/** Headers every HTML page gets (ours and oidc-provider's): CSP, no framing, no referrer. */
export function securityHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return {
    "content-security-policy": [
      "default-src 'none'",
      "style-src 'self'",
      "script-src 'self'",
      // data: for the pages' empty icon (the browser then asks for no favicon).
      "img-src 'self' data:",
      `form-action 'self' ${options.formActionOrigins.join(" ")}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join("; "),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
  };
}

export function pageHeaders(options: SecurityHeadersOptions): Record<string, string> {
  return { "content-type": "text/html; charset=utf-8", "cache-control": "no-store", ...securityHeaders(options) };
}

export function sendHtml(res: ServerResponse, status: number, body: string, headers: Record<string, string>): void {
  res.writeHead(status, headers);
  res.end(body);
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
  });
  res.end(JSON.stringify(body));
}

export function redirect(res: ServerResponse, location: string): void {
  res.writeHead(303, { location, "cache-control": "no-store" });
  res.end();
}
