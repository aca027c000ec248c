import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AccountStore } from "../src/accounts.ts";
import type { Db } from "../src/db.ts";
import { DEFAULT_SCRYPT_PARAMS } from "../src/passwords.ts";
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from "../src/seed.ts";
import {
  API_AUDIENCE,
  exchangeCode,
  signInAndGetCode,
  startAuthorization,
  startIdentity,
  testDatabase,
} from "./helpers.ts";

let db: Db;
beforeAll(async () => {
  db = await testDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe("storage", () => {
  it("seeds the demo accounts once, with their fixed subjects, and leaves them alone afterwards", async () => {
    const accounts = new AccountStore(db, { ln: 10, r: 8, p: 1 });
    const hashes = vi.spyOn(accounts, "hashNewPassword");
    const first = await seedDemoAccounts(accounts);
    expect(first).toEqual({ created: DEMO_ACCOUNTS.length, existing: 0, conflicts: 0 });
    // The published demo password is hashed once for all of them (start-up waits for the seeding).
    expect(hashes).toHaveBeenCalledTimes(1);
    const hashBefore = await accounts.passwordHashOf("demo-admin");
    const second = await seedDemoAccounts(accounts);
    expect(second).toEqual({ created: 0, existing: DEMO_ACCOUNTS.length, conflicts: 0 });
    expect(hashes).toHaveBeenCalledTimes(1);
    expect(await accounts.passwordHashOf("demo-admin")).toBe(hashBefore);
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM accounts");
    expect(rows[0]!.n).toBe(DEMO_ACCOUNTS.length);
    for (const demo of DEMO_ACCOUNTS) {
      expect(await accounts.authenticate(demo.email.toUpperCase(), DEMO_PASSWORD)).toMatchObject({
        id: demo.id,
        emailVerified: true,
      });
    }
  });

  it("keeps signing keys, sessions and refresh tokens across a restart", async () => {
    const first = await startIdentity({}, { db });
    const start = await startAuthorization(first.issuer);
    const callback = await signInAndGetCode(start, "attorney@demo.prenup.test", DEMO_PASSWORD);
    const { body } = await exchangeCode(first.issuer, callback.searchParams.get("code")!, start.verifier);
    const jwksBefore = await (await fetch(`${first.issuer}/jwks`)).json();
    await first.close();

    // Same database, new process-level objects (and a new port, hence a new issuer URL in tests).
    const second = await startIdentity({}, { db });
    expect(await (await fetch(`${second.issuer}/jwks`)).json()).toEqual(jwksBefore);
    const refreshed = await fetch(`${second.issuer}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: body.refresh_token!,
        client_id: "prenup-customer",
      }),
    });
    expect(refreshed.status).toBe(200);
    const tokens = (await refreshed.json()) as { access_token: string };
    const { payload } = await jwtVerify(tokens.access_token, createRemoteJWKSet(new URL(`${second.issuer}/jwks`)), {
      audience: API_AUDIENCE,
    });
    expect(payload.sub).toBe("demo-attorney-approved");

    // The browser session survives too: no sign-in page on the next authorization.
    const again = await startAuthorization(second.issuer, {}, start.browser.withIssuer(second.issuer)).catch(
      (error: Error) => error,
    );
    expect(again).toBeInstanceOf(Error);
    expect(String(again)).toMatch(/left the issuer early: http:\/\/localhost:5173\/oauth\/callback\?code=/);
    await second.close();
  });
});

describe("service endpoints", () => {
  it("answers /health and hides the dev mailbox in production", async () => {
    const production = await startIdentity(
      { isProduction: true, seedDemo: false, devMailbox: false, passwordHash: DEFAULT_SCRYPT_PARAMS },
      { db },
    );
    expect(await (await fetch(`${production.issuer}/health`)).json()).toEqual({ status: "ok" });
    expect((await fetch(`${production.issuer}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${production.issuer}/dev/mailbox.json`)).status).toBe(404);
    await production.close();
  });

  it("refuses to start in production with the dev mailbox, the demo seed or a cheaper password hash", async () => {
    await expect(startIdentity({ isProduction: true, seedDemo: false, devMailbox: true }, { db })).rejects.toThrow(
      /IDENTITY_DEV_MAILBOX/,
    );
    await expect(startIdentity({ isProduction: true, seedDemo: true, devMailbox: false }, { db })).rejects.toThrow(
      /IDENTITY_SEED_DEMO/,
    );
    await expect(
      startIdentity(
        { isProduction: true, seedDemo: false, devMailbox: false, passwordHash: { ln: 16, r: 8, p: 1 } },
        { db },
      ),
    ).rejects.toThrow(/IDENTITY_PASSWORD_COST below the default/);
  });

  it("serves the dev mailbox only when it is switched on, whatever NODE_ENV", async () => {
    const off = await startIdentity({ isProduction: false, devMailbox: false }, { db });
    expect((await fetch(`${off.issuer}/dev/mailbox`)).status).toBe(404);
    expect((await fetch(`${off.issuer}/dev/mailbox.json`)).status).toBe(404);
    await off.close();
  });

  it("turns POST /admin/password-reset off when no admin token is configured", async () => {
    const identity = await startIdentity({ adminToken: undefined }, { db });
    const response = await fetch(`${identity.issuer}/admin/password-reset`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-identity-admin-token": "" },
      body: JSON.stringify({ sub: "demo-admin" }),
    });
    expect(response.status).toBe(404);
    await identity.close();
  });

  it("serves accessible pages: language, title, labelled inputs, visible focus style", async () => {
    const identity = await startIdentity({}, { db });
    const { page } = await startAuthorization(identity.issuer);
    expect(page).toMatch(/<html lang="en">/);
    for (const id of ["field-email", "field-password"]) expect(page).toContain(`<label for="${id}">`);
    const css = await (await fetch(`${identity.issuer}/assets/styles.css`)).text();
    expect(css).toContain(":focus-visible");
    await identity.close();
  });
});
