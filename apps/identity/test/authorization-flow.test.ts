import { createRemoteJWKSet, decodeJwt, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed.ts";
import {
  API_AUDIENCE,
  Browser,
  CUSTOMER_ORIGIN,
  exchangeCode,
  formAction,
  signInAndGetCode,
  startAuthorization,
  startIdentity,
  type TestIdentity,
} from "./helpers.ts";

let identity: TestIdentity;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.close();
});

describe("authorization code + PKCE", () => {
  it("publishes discovery with the issuer, PKCE and the create prompt", async () => {
    const discovery = (await (await fetch(`${identity.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.issuer).toBe(identity.issuer);
    expect(discovery.jwks_uri).toBe(`${identity.issuer}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(["S256"]);
    expect(discovery.end_session_endpoint).toBe(`${identity.issuer}/session/end`);
    expect(discovery.prompt_values_supported).toContain("create");
  });

  it("signs a demo user in and issues a JWT access token for the API, verifiable against /jwks", async () => {
    const start = await startAuthorization(identity.issuer);
    expect(start.page).toContain("<title>Sign in · Prenup</title>");
    expect(start.page).toContain("Forgot your password?");

    const callback = await signInAndGetCode(start, "alex@demo.prenup.test", DEMO_PASSWORD);
    // Consent was skipped: the browser lands straight on the app's callback.
    expect(callback.origin + callback.pathname).toBe(`${CUSTOMER_ORIGIN}/oauth/callback`);
    expect(callback.searchParams.get("state")).toBe(start.state);
    expect(callback.searchParams.get("iss")).toBe(identity.issuer);
    const code = callback.searchParams.get("code")!;

    const { response, body } = await exchangeCode(identity.issuer, code, start.verifier);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(CUSTOMER_ORIGIN);
    expect(body.token_type).toBe("Bearer");
    expect(Number(body.expires_in)).toBeLessThanOrEqual(900);
    expect(body.refresh_token).toBeTruthy();

    const jwks = createRemoteJWKSet(new URL(`${identity.issuer}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(body.access_token!, jwks, {
      issuer: identity.issuer,
      audience: API_AUDIENCE,
    });
    expect(protectedHeader.alg).toBe("RS256");
    expect(payload).toMatchObject({
      sub: "demo-couple1-a",
      client_id: "prenup-customer",
      email: "alex@demo.prenup.test",
    });
    expect(String(payload.scope).split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    expect(payload.exp! - payload.iat!).toBe(900);
    // When the person signed in, which the API's recent-sign-in and signed-out-everywhere checks read.
    expect(payload.auth_time).toEqual(expect.any(Number));
    expect(payload.auth_time!).toBeLessThanOrEqual(payload.iat!);

    const idToken = await jwtVerify(body.id_token!, jwks, { issuer: identity.issuer, audience: "prenup-customer" });
    expect(idToken.payload).toMatchObject({
      sub: "demo-couple1-a",
      email: "alex@demo.prenup.test",
      email_verified: true,
      given_name: "Alex",
      family_name: "Rivera",
      name: "Alex Rivera",
    });
  });

  it("exchanges a refresh token for new tokens and rotates it", async () => {
    const start = await startAuthorization(identity.issuer);
    const callback = await signInAndGetCode(start, "jordan@demo.prenup.test", DEMO_PASSWORD);
    const { body: first } = await exchangeCode(identity.issuer, callback.searchParams.get("code")!, start.verifier);

    // As oidc-client-ts does: the browser app refreshes cross-origin, repeating the granted scope.
    expect(first.scope).toBeTruthy();
    const refresh = (token: string) =>
      fetch(`${identity.issuer}/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: CUSTOMER_ORIGIN },
        body: new URLSearchParams({
          grant_type: "refresh_token",
          refresh_token: token,
          client_id: "prenup-customer",
          scope: first.scope!,
        }),
      });
    const response = await refresh(first.refresh_token!);
    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(CUSTOMER_ORIGIN);
    const second = (await response.json()) as Record<string, string>;
    expect(second.id_token).toBeTruthy();
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const claims = decodeJwt(second.access_token!);
    // A refreshed access token keeps the sign-in's time, not the refresh's.
    expect(claims.auth_time).toBe(decodeJwt(first.access_token!).auth_time);
    expect(claims.auth_time).toEqual(expect.any(Number));
    expect(claims).toMatchObject({
      sub: "demo-couple1-b",
      aud: API_AUDIENCE,
      iss: identity.issuer,
      client_id: "prenup-customer",
    });

    // The rotated (old) refresh token no longer works.
    const reused = await refresh(first.refresh_token!);
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: string }).error).toBe("invalid_grant");
  });

  it("does not ask again when the session is still open", async () => {
    const browser = new Browser(identity.issuer);
    const start = await startAuthorization(identity.issuer, {}, browser);
    await signInAndGetCode(start, "sam@demo.prenup.test", DEMO_PASSWORD);
    const again = await browser.follow(
      `/auth?${new URLSearchParams({
        client_id: "prenup-customer",
        response_type: "code",
        redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
        scope: "openid profile email offline_access",
        code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
        code_challenge_method: "S256",
      })}`,
    );
    expect(again.externalUrl?.searchParams.get("code")).toBeTruthy();
  });

  it("keeps the e-mail and says so when the password is wrong", async () => {
    const start = await startAuthorization(identity.issuer);
    const result = await start.browser.postForm(formAction(start.page), {
      email: "alex@demo.prenup.test",
      password: "not-the-password",
    });
    expect(result.response?.status).toBe(401);
    const page = await result.response!.text();
    expect(page).toMatch(/role="alert"[^>]*>Incorrect email or password\./);
    expect(page).toContain('value="alex@demo.prenup.test"');
    expect(page).not.toContain("not-the-password");

    const unknown = await start.browser.postForm(formAction(start.page), {
      email: "nobody@demo.prenup.test",
      password: DEMO_PASSWORD,
    });
    expect(await unknown.response!.text()).toContain("Incorrect email or password.");
  });

  it("slows down repeated wrong passwords for the same e-mail from the same address", async () => {
    const start = await startAuthorization(identity.issuer);
    const attempt = () =>
      start.browser.postForm(formAction(start.page), {
        email: "admin@demo.prenup.test",
        password: "guess-guess-guess",
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).response?.status).toBe(401);
    const blocked = await attempt();
    expect(blocked.response?.status).toBe(429);
    expect(await blocked.response!.text()).toContain(
      "Too many attempts for this e-mail. Try again in 1 second, or reset your password.",
    );
    // Even the right password waits.
    const right = await start.browser.postForm(formAction(start.page), {
      email: "admin@demo.prenup.test",
      password: DEMO_PASSWORD,
    });
    expect(right.response?.status).toBe(429);
  });

  it("refuses an unknown client and an unregistered redirect_uri without redirecting", async () => {
    const unknownClient = await startAuthorization(identity.issuer, { client_id: "someone-else" }).catch(
      (e: Error) => e,
    );
    expect(unknownClient).not.toBeInstanceOf(Error);
    const u = unknownClient as Awaited<ReturnType<typeof startAuthorization>>;
    expect(u.page).toContain("Something went wrong");
    expect(u.page).toContain("invalid_client");

    const badRedirect = await startAuthorization(identity.issuer, {
      redirect_uri: "https://evil.example/oauth/callback",
    });
    expect(badRedirect.page).toContain("redirect_uri did not match");
    expect(badRedirect.pageUrl.origin).toBe(identity.issuer);
  });

  it("refuses an authorization request without PKCE", async () => {
    const query = new URLSearchParams({
      client_id: "prenup-customer",
      response_type: "code",
      redirect_uri: `${CUSTOMER_ORIGIN}/oauth/callback`,
      scope: "openid",
    });
    const result = await new Browser(identity.issuer).follow(`/auth?${query}`);
    expect(result.externalUrl?.searchParams.get("error")).toBe("invalid_request");
    expect(result.externalUrl?.searchParams.get("error_description")).toMatch(/PKCE/);
  });

  it("signs out through end_session without a confirmation screen and returns to the app", async () => {
    const browser = new Browser(identity.issuer);
    const start = await startAuthorization(identity.issuer, {}, browser);
    const callback = await signInAndGetCode(start, "riley@demo.prenup.test", DEMO_PASSWORD);
    const { body } = await exchangeCode(identity.issuer, callback.searchParams.get("code")!, start.verifier);

    const logout = await browser.follow(
      `/session/end?${new URLSearchParams({ id_token_hint: body.id_token!, post_logout_redirect_uri: `${CUSTOMER_ORIGIN}/login` })}`,
    );
    const page = await logout.response!.text();
    // The page submits itself (script) with logout=yes; a no-script user presses Continue.
    expect(page).toContain('src="/assets/auto-submit.js"');
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(page)![1]!;
    expect(page).toContain('name="logout" value="yes"');
    const done = await browser.postForm(formAction(page), { xsrf, logout: "yes" });
    expect(done.externalUrl?.href).toBe(`${CUSTOMER_ORIGIN}/login`);

    // The grant is revoked with the session: its refresh token stops working.
    const refresh = await fetch(`${identity.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: body.refresh_token!,
        client_id: "prenup-customer",
      }),
    });
    expect(refresh.status).toBe(400);

    // The session is gone: a new authorization asks for sign-in again.
    const next = await startAuthorization(identity.issuer, {}, browser);
    expect(next.page).toContain("<title>Sign in · Prenup</title>");
  });

  it("serves the attorney app: its own client, audience and the ?attorney=true sign-out target", async () => {
    const browser = new Browser(identity.issuer);
    const start = await startAuthorization(
      identity.issuer,
      { client_id: "prenup-attorney", redirect_uri: "http://localhost:5174/oauth/callback" },
      browser,
    );
    expect(start.page).toContain("to continue to Prenup for attorneys");
    const callback = await signInAndGetCode(start, "applicant@demo.prenup.test", DEMO_PASSWORD);
    expect(callback.origin).toBe("http://localhost:5174");
    const token = await fetch(`${identity.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "authorization_code",
        code: callback.searchParams.get("code")!,
        code_verifier: start.verifier,
        client_id: "prenup-attorney",
        redirect_uri: "http://localhost:5174/oauth/callback",
      }),
    });
    const body = (await token.json()) as Record<string, string>;
    expect(decodeJwt(body.access_token!)).toMatchObject({
      sub: "demo-attorney-review",
      client_id: "prenup-attorney",
      aud: API_AUDIENCE,
    });

    const logout = await browser.follow(
      `/session/end?${new URLSearchParams({ client_id: "prenup-attorney", post_logout_redirect_uri: "http://localhost:5174/login?attorney=true", state: "s1" })}`,
    );
    const page = await logout.response!.text();
    const done = await browser.postForm(formAction(page), {
      xsrf: /name="xsrf" value="([^"]+)"/.exec(page)![1]!,
      logout: "yes",
    });
    expect(done.externalUrl?.href).toBe("http://localhost:5174/login?attorney=true&state=s1");

    const foreign = await browser.follow(
      `/session/end?${new URLSearchParams({ client_id: "prenup-attorney", post_logout_redirect_uri: "http://localhost:5173/login" })}`,
    );
    expect(foreign.response?.status).toBe(400);
    expect(await foreign.response!.text()).toContain("post_logout_redirect_uri not registered");
  });
});
