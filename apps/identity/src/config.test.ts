import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("defaults to the local issuer, the API audience and the three public clients", () => {
    const config = loadConfig({});
    expect(config.issuer).toBe("http://localhost:4100");
    expect(config.port).toBe(4100);
    expect(config.apiAudience).toBe("http://localhost:4000");
    expect(config.database).toMatchObject({ kind: "pglite" });
    expect(config.seedDemo).toBe(false);
    expect(config.clients.map((c) => c.client_id)).toEqual(["prenup-customer", "prenup-attorney", "prenup-admin"]);
    const attorney = config.clients[1]!;
    expect(attorney.redirect_uris).toEqual(["http://localhost:5174/oauth/callback"]);
    expect(attorney.post_logout_redirect_uris).toEqual([
      "http://localhost:5174/login",
      "http://localhost:5174/login?attorney=true",
    ]);
    expect(config.clients.every((c) => c.token_endpoint_auth_method === "none")).toBe(true);
  });

  it("allows 10 sign-ups an hour from one client address unless SIGN_UPS_PER_HOUR says otherwise, and refuses a bad value", () => {
    expect(loadConfig({}).signUpsPerHour).toBe(10);
    expect(loadConfig({ SIGN_UPS_PER_HOUR: "500" }).signUpsPerHour).toBe(500);
    expect(() => loadConfig({ SIGN_UPS_PER_HOUR: "0" })).toThrow(/SIGN_UPS_PER_HOUR must be at least 1/);
    expect(() => loadConfig({ SIGN_UPS_PER_HOUR: "many" })).toThrow(/SIGN_UPS_PER_HOUR must be a number/);
  });

  it("follows the app origins, issuer, storage and seeding variables", () => {
    const config = loadConfig({
      OIDC_ISSUER: "https://id.example.test/",
      API_AUDIENCE: "https://api.example.test",
      CUSTOMER_APP_URL: "https://app.example.test",
      IDENTITY_DATABASE_URL: "postgres://postgres@127.0.0.1:5432/identity",
      IDENTITY_SEED_DEMO: "1",
      PORT: "4200",
    });
    expect(config.issuer).toBe("https://id.example.test");
    expect(config.port).toBe(4200);
    expect(config.apiAudience).toBe("https://api.example.test");
    expect(config.clients[0]!.redirect_uris).toEqual(["https://app.example.test/oauth/callback"]);
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://postgres@127.0.0.1:5432/identity" });
    expect(config.seedDemo).toBe(true);
  });

  it("takes clients from OIDC_CLIENTS and rejects malformed ones with a readable message", () => {
    const config = loadConfig({
      OIDC_CLIENTS: JSON.stringify([{ client_id: "kiosk", redirect_uris: ["http://localhost:6000/cb"] }]),
    });
    expect(config.clients).toEqual([
      expect.objectContaining({
        client_id: "kiosk",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code", "refresh_token"],
      }),
    ]);
    expect(() => loadConfig({ OIDC_CLIENTS: "{not json" })).toThrow(/OIDC_CLIENTS is not valid JSON/);
    expect(() => loadConfig({ OIDC_CLIENTS: JSON.stringify([{ client_id: "x", redirect_uris: ["nope"] }]) })).toThrow(
      /OIDC_CLIENTS/,
    );
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ IDENTITY_ADMIN_TOKEN: "short" })).toThrow(/IDENTITY_ADMIN_TOKEN/);
  });

  it("listens on this machine only unless HOST says otherwise; a production container on its own interface", () => {
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "test" }).host).toBe("127.0.0.1");
    expect(loadConfig({ NODE_ENV: "production" }).host).toBe("0.0.0.0");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig({ NODE_ENV: "production", HOST: "10.0.4.7" }).host).toBe("10.0.4.7");
  });

  it("turns the dev mailbox on by default only in development, test or an unset NODE_ENV", () => {
    expect(loadConfig({}).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "development" }).devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: "test", IDENTITY_SEED_DEMO: "1", IDENTITY_DATA_DIR: "/tmp/x" }).devMailbox).toBe(
      true,
    );
    expect(loadConfig({ NODE_ENV: "staging" }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "production" }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "development", IDENTITY_DEV_MAILBOX: "0" }).devMailbox).toBe(false);
    expect(loadConfig({ NODE_ENV: "staging", IDENTITY_DEV_MAILBOX: "1" }).devMailbox).toBe(true);
  });

  it("refuses the dev mailbox and the demo seed under NODE_ENV=production", () => {
    expect(() => loadConfig({ NODE_ENV: "production", IDENTITY_DEV_MAILBOX: "1" })).toThrow(
      /IDENTITY_DEV_MAILBOX cannot be enabled when NODE_ENV=production/,
    );
    expect(() => loadConfig({ NODE_ENV: "production", IDENTITY_SEED_DEMO: "1" })).toThrow(
      /IDENTITY_SEED_DEMO cannot be enabled when NODE_ENV=production/,
    );
    expect(
      loadConfig({ NODE_ENV: "production", IDENTITY_SEED_DEMO: "0", IDENTITY_DEV_MAILBOX: "false" }),
    ).toMatchObject({ seedDemo: false, devMailbox: false });
  });

  it("hashes new passwords at OWASP's scrypt cost unless told otherwise, and never cheaper in production", () => {
    expect(loadConfig({}).passwordHash).toEqual({ ln: 17, r: 8, p: 1 });
    expect(loadConfig({ NODE_ENV: "test", IDENTITY_PASSWORD_COST: "12" }).passwordHash).toEqual({ ln: 12, r: 8, p: 1 });
    expect(loadConfig({ NODE_ENV: "production", IDENTITY_PASSWORD_COST: "18" }).passwordHash.ln).toBe(18);
    expect(() => loadConfig({ NODE_ENV: "production", IDENTITY_PASSWORD_COST: "12" })).toThrow(
      /an IDENTITY_PASSWORD_COST below the default cannot be enabled when NODE_ENV=production/,
    );
    expect(() => loadConfig({ IDENTITY_PASSWORD_COST: "9" })).toThrow(/IDENTITY_PASSWORD_COST must be at least 10/);
    expect(() => loadConfig({ IDENTITY_PASSWORD_COST: "21" })).toThrow(/IDENTITY_PASSWORD_COST must be at most 20/);
    expect(() => loadConfig({ IDENTITY_PASSWORD_COST: "twelve" })).toThrow(/IDENTITY_PASSWORD_COST must be a number/);
  });

  it("makes cookies Secure unless the issuer is on this machine, and refuses a plain-http issuer elsewhere", () => {
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(loadConfig({ OIDC_ISSUER: "http://127.0.0.1:4100" }).secureCookies).toBe(false);
    expect(loadConfig({ OIDC_ISSUER: "https://localhost:4100" }).secureCookies).toBe(true);
    expect(loadConfig({ OIDC_ISSUER: "https://id.example.test" }).secureCookies).toBe(true);
    expect(loadConfig({ OIDC_ISSUER: "https://id.example.test", TRUST_PROXY: "0" }).secureCookies).toBe(true);
    expect(() => loadConfig({ OIDC_ISSUER: "http://id.example.test" })).toThrow(
      /OIDC_ISSUER must be an https URL unless it is on this machine/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: "http://id.example.test", NODE_ENV: "production" })).toThrow(
      /OIDC_ISSUER must be an https URL/,
    );
    expect(() => loadConfig({ OIDC_ISSUER: "http://10.0.0.5:4100", NODE_ENV: "production", TRUST_PROXY: "1" })).toThrow(
      /OIDC_ISSUER must be an https URL/,
    );
    expect(loadConfig({ OIDC_ISSUER: "http://[::1]:4100", NODE_ENV: "production" }).secureCookies).toBe(false);
    expect(loadConfig({ OIDC_ISSUER: "https://id.example.test", NODE_ENV: "production" }).secureCookies).toBe(true);
  });

  it("reads TRUST_PROXY as a number of proxy hops", () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(0);
    expect(() => loadConfig({ TRUST_PROXY: "yes" })).toThrow(/TRUST_PROXY/);
  });
});
