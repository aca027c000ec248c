// An invited partner's address reaches the sign-up page in a pushed authorization request (RFC 9126)
// and never in a URL: not in /auth, not in the interaction page's address, not in any redirect.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  Browser,
  CUSTOMER_ORIGIN,
  confirmAndSignIn,
  exchangeCode,
  formAction,
  pkcePair,
  startIdentity,
  type TestIdentity,
} from "./helpers.ts";
import { decodeJwt } from "jose";

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

const INVITED = "jordan.invited+prenup@example.test";

/** The app's side: pushes the whole authorization request, answers the URL the browser then opens. */
async function pushAuthorization(params: Record<string, string>) {
  const { verifier, challenge } = pkcePair();
  const response = await fetch(`${identity.issuer}/request`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: CUSTOMER_ORIGIN },
    body: new URLSearchParams({
      client_id: "prenup-customer",
      response_type: "code",
      redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
      scope: "openid profile email offline_access",
      code_challenge: challenge,
      code_challenge_method: "S256",
      state: "state-1",
      ...params,
    }),
  });
  return { response, verifier };
}

describe("a sign-up hint pushed in the request's body", () => {
  it("advertises the endpoint, lets the app's page push to it, and fills the sign-up page from the pushed login_hint", async () => {
    const discovery = (await (await fetch(`${identity.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.pushed_authorization_request_endpoint).toBe(`${identity.issuer}/request`);

    const { response, verifier } = await pushAuthorization({ prompt: "create", login_hint: INVITED });
    expect(response.status).toBe(201);
    // The app's page may read the answer (CORS for the client's own origin).
    expect(response.headers.get("access-control-allow-origin")).toBe(CUSTOMER_ORIGIN);
    const pushed = (await response.json()) as { request_uri: string; expires_in: number };
    expect(pushed.request_uri).toMatch(/^urn:ietf:params:oauth:request_uri:/);

    const browser = new Browser(identity.issuer);
    const visited: string[] = [];
    const authorize = `/auth?${new URLSearchParams({ client_id: "prenup-customer", request_uri: pushed.request_uri })}`;
    visited.push(authorize);
    const opened = await browser.follow(authorize);
    visited.push(opened.url.href);
    const page = await opened.response!.text();
    expect(page).toContain("<title>Create your account · Prenup</title>");
    expect(page).toMatch(new RegExp(`<input id="field-email"[^>]*value="${INVITED.replace(/[.+]/g, "\\$&")}"`));
    for (const url of visited) {
      expect(url).not.toContain("jordan");
      expect(decodeURIComponent(url)).not.toContain(INVITED);
    }

    // The authorization goes on as any other: sign up, confirm, sign in, and the app gets its code.
    const signedUp = await browser.postForm(formAction(page), {
      givenName: "Jordan",
      familyName: "Lee",
      email: INVITED,
      password: "a-long-enough-secret",
      confirmPassword: "a-long-enough-secret",
    });
    const done = await confirmAndSignIn(
      identity,
      browser,
      await signedUp.response!.text(),
      INVITED,
      "a-long-enough-secret",
    );
    expect(done.externalUrl?.origin).toBe(CUSTOMER_ORIGIN);
    expect(done.externalUrl?.href).not.toContain("jordan");
    const code = done.externalUrl!.searchParams.get("code")!;
    const tokens = await exchangeCode(identity.issuer, code, verifier);
    expect(tokens.response.status).toBe(200);
    expect(decodeJwt(tokens.body.id_token!)).toMatchObject({ email: INVITED, email_verified: true });
  });

  it("refuses a pushed request for a redirect the client does not have", async () => {
    const { response } = await pushAuthorization({ redirect_uri: "https://elsewhere.example/cb", login_hint: INVITED });
    expect(response.status).toBe(400);
  });
});
