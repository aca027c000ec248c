import { vi } from "vitest";
import type { CreateApiClientOptions } from "../src/client.ts";

export type FakeReply = { status: number; body?: unknown; raw?: string; headers?: Record<string, string> };

/**
 * A fetch for openapi-fetch that answers from a list of handlers keyed by "METHOD /path" and
 * records every request with the Authorization header it carried.
 */
export function createFakeFetch(handler: (request: Request, call: number) => FakeReply | Promise<FakeReply>) {
  const requests: { method: string; path: string; authorization: string | null; body: string }[] = [];
  const fetch = vi.fn(async (request: Request) => {
    const body = request.body ? await request.clone().text() : "";
    requests.push({
      method: request.method,
      path: new URL(request.url).pathname,
      authorization: request.headers.get("Authorization"),
      body,
    });
    const reply = await handler(request, requests.length);
    const text = reply.raw ?? (reply.body === undefined ? "" : JSON.stringify(reply.body));
    return new Response(reply.status === 204 ? null : text, {
      status: reply.status,
      headers:
        reply.raw === undefined ? { "Content-Type": "application/json", ...reply.headers } : { ...reply.headers },
    });
  });
  return { fetch, requests };
}

/** A session whose token changes each time it is renewed: token-1, then token-2, ... */
export function createFakeSession(options: { renewSucceeds?: boolean; signedIn?: boolean } = {}) {
  let version = 1;
  const signedIn = options.signedIn ?? true;
  const auth = {
    getAccessToken: vi.fn(async () => (signedIn ? `token-${version}` : null)),
    renew: vi.fn(async () => {
      if (options.renewSucceeds === false) return false;
      version += 1;
      return true;
    }),
    signOut: vi.fn(async () => undefined),
  } satisfies CreateApiClientOptions["auth"];
  return auth;
}
