import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD } from "../src/seed.ts";
import {
  ADMIN_TOKEN,
  confirmAndSignIn,
  exchangeCode,
  formAction,
  mailedLink,
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

const close = (headers: Record<string, string>, body: string) =>
  fetch(`${identity.issuer}/admin/close-account`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body,
  });

const refreshWith = (refreshToken: string) =>
  fetch(`${identity.issuer}/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "refresh_token",
      refresh_token: refreshToken,
      client_id: "prenup-customer",
    }),
  });

describe("POST /admin/close-account", () => {
  it("ends the account's sessions and refresh tokens, kills its reset link, and frees its e-mail for a new sign-up", async () => {
    const signedIn = await startAuthorization(identity.issuer);
    const code = (await signInAndGetCode(signedIn, "riley@demo.prenup.test", DEMO_PASSWORD)).searchParams.get("code")!;
    const { body: tokens } = await exchangeCode(identity.issuer, code, signedIn.verifier);
    const oldSub = decodeJwt(tokens.access_token!).sub!;
    await fetch(`${identity.issuer}/admin/password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-identity-admin-token": ADMIN_TOKEN },
      body: JSON.stringify({ sub: oldSub }),
    });
    const resetLink = await mailedLink(identity, "riley@demo.prenup.test", "/password/reset");
    expect(resetLink).toBeTruthy();

    const closed = await close({ "x-identity-admin-token": ADMIN_TOKEN }, JSON.stringify({ sub: oldSub }));
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ closed: true, existed: true });

    // Nothing the old account held works: refresh, the browser's session, the password, the reset link.
    expect((await refreshWith(tokens.refresh_token!)).status).toBe(400);
    const reopened = await startAuthorization(identity.issuer, {}, signedIn.browser);
    expect(reopened.page).toContain("<title>Sign in · Prenup</title>");
    const oldPassword = await startAuthorization(identity.issuer);
    const refused = await oldPassword.browser.postForm(formAction(oldPassword.page), {
      email: "riley@demo.prenup.test",
      password: DEMO_PASSWORD,
    });
    expect(refused.response?.status).toBe(401);
    expect(await mailedLink(identity, "riley@demo.prenup.test", "/password/reset")).toBeUndefined();
    const deadLink = await signedIn.browser.follow(resetLink!);
    expect(deadLink.response?.status).toBe(400);

    // The same address signs up again as a new account (a new sub).
    const signUp = await startAuthorization(identity.issuer, { prompt: "create" });
    const created = await signUp.browser.postForm(formAction(signUp.page), {
      givenName: "Riley",
      familyName: "Again",
      email: "Riley@demo.prenup.test",
      password: "a-fresh-password-1",
      confirmPassword: "a-fresh-password-1",
    });
    expect(created.response?.status).toBe(200);
    const callback = await confirmAndSignIn(
      identity,
      signUp.browser,
      await created.response!.text(),
      "Riley@demo.prenup.test",
      "a-fresh-password-1",
    );
    expect(callback.externalUrl, String(callback.response?.status)).toBeTruthy();
    const { body: fresh } = await exchangeCode(
      identity.issuer,
      callback.externalUrl!.searchParams.get("code")!,
      signUp.verifier,
    );
    const newClaims = decodeJwt(fresh.access_token!);
    expect(newClaims.email).toBe("Riley@demo.prenup.test");
    expect(newClaims.sub).not.toBe(oldSub);

    // Closing again (a retry) is harmless and says the account was already gone.
    const again = await close({ "x-identity-admin-token": ADMIN_TOKEN }, JSON.stringify({ sub: oldSub }));
    expect(await again.json()).toEqual({ closed: true, existed: false });
    expect(await identity.app.accounts.findById(newClaims.sub!)).toMatchObject({ email: "Riley@demo.prenup.test" });
  });

  it("refuses a missing or wrong admin token and a bad body, closing nothing", async () => {
    const body = JSON.stringify({ sub: "demo-couple1-a" });
    expect((await close({}, body)).status).toBe(401);
    expect((await close({ "x-identity-admin-token": "wrong-token-wrong-token" }, body)).status).toBe(401);
    const notJson = await close({ "x-identity-admin-token": ADMIN_TOKEN }, "sub=demo-couple1-a");
    expect(notJson.status).toBe(400);
    const noSub = await close(
      { "x-identity-admin-token": ADMIN_TOKEN },
      JSON.stringify({ email: "alex@demo.prenup.test" }),
    );
    expect(noSub.status).toBe(400);
    expect(await identity.app.accounts.findById("demo-couple1-a")).toMatchObject({ email: "alex@demo.prenup.test" });
  });

  it("is off when the provider has no admin token", async () => {
    const closedOff = await startIdentity({ adminToken: undefined });
    try {
      const response = await fetch(`${closedOff.issuer}/admin/close-account`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-identity-admin-token": ADMIN_TOKEN },
        body: JSON.stringify({ sub: "demo-couple1-a" }),
      });
      expect(response.status).toBe(404);
    } finally {
      await closedOff.close();
    }
  });
});
