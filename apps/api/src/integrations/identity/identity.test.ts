import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createAuth0IdentityAdmin,
  createEmbeddedIdentityAdmin,
  createUnconfiguredIdentityAdmin,
  IdentityUnavailableError,
} from "./index.ts";

function recordingFetch(status = 202) {
  const calls: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) });
    return new Response(status < 400 ? "{}" : "refused", { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe("identity admin port", () => {
  it("the embedded provider gets the account's subject with the admin token", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const port = createEmbeddedIdentityAdmin({
      issuer: "http://localhost:4100/",
      adminToken: "a-long-admin-token-123",
      clientId: "prenup-customer",
      fetch: fetchImpl,
    });
    await port.sendPasswordReset({ externalId: "acc-1", email: "sam@example.test" });
    expect(calls).toEqual([
      {
        url: "http://localhost:4100/admin/password-reset",
        headers: expect.objectContaining({ "x-identity-admin-token": "a-long-admin-token-123" }),
        body: { sub: "acc-1", clientId: "prenup-customer" },
      },
    ]);
  });

  it("Auth0 gets the e-mail, client id and connection", async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    const port = createAuth0IdentityAdmin({
      domain: "tenant.example.auth0.com",
      clientId: "abc",
      connection: "Username-Password-Authentication",
      fetch: fetchImpl,
    });
    await port.sendPasswordReset({ externalId: "auth0|1", email: "sam@example.test" });
    expect(calls[0]).toMatchObject({
      url: "https://tenant.example.auth0.com/dbconnections/change_password",
      body: { client_id: "abc", email: "sam@example.test", connection: "Username-Password-Authentication" },
    });
  });

  it("a refusal, and no configuration, are IdentityUnavailableError", async () => {
    const { fetchImpl } = recordingFetch(401);
    const port = createEmbeddedIdentityAdmin({
      issuer: "http://localhost:4100",
      adminToken: "a-long-admin-token-123",
      fetch: fetchImpl,
    });
    await expect(port.sendPasswordReset({ externalId: "x", email: "x@example.test" })).rejects.toBeInstanceOf(
      IdentityUnavailableError,
    );
    await expect(
      createUnconfiguredIdentityAdmin().sendPasswordReset({ externalId: "x", email: "x@example.test" }),
    ).rejects.toThrow(/not configured/);
  });
});

/**
 * A local stand-in for an Auth0 tenant: the client-credentials token endpoint and the Management
 * API's user deletion, with the checks the real one makes (credentials, audience, bearer token).
 */
function fakeAuth0() {
  const state = {
    users: new Set(["auth0|live-1", "auth0|live-2"]),
    tokensIssued: 0,
    validToken: "",
    deleteStatus: null as number | null,
    requests: [] as string[],
  };
  const readJson = async (req: IncomingMessage) => {
    let text = "";
    for await (const chunk of req) text += String(chunk);
    return JSON.parse(text || "{}") as Record<string, unknown>;
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fake");
      state.requests.push(`${req.method} ${url.pathname}`);
      const send = (status: number, body?: unknown) => {
        res
          .writeHead(status, body === undefined ? {} : { "content-type": "application/json" })
          .end(body === undefined ? undefined : JSON.stringify(body));
      };
      if (req.method === "POST" && url.pathname === "/oauth/token") {
        const body = await readJson(req);
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        if (
          body.grant_type !== "client_credentials" ||
          body.client_id !== "m2m-id" ||
          body.client_secret !== "m2m-secret"
        )
          return send(401, { error: "access_denied" });
        if (body.audience !== `${base}/api/v2/`)
          return send(403, { error: "access_denied", error_description: "Service not found" });
        state.tokensIssued += 1;
        state.validToken = `mgmt-token-${state.tokensIssued}`;
        return send(200, { access_token: state.validToken, token_type: "Bearer", expires_in: 86400 });
      }
      const match = /^\/api\/v2\/users\/([^/]+)$/.exec(url.pathname);
      if (req.method === "DELETE" && match) {
        if (req.headers.authorization !== `Bearer ${state.validToken}`)
          return send(401, { statusCode: 401, error: "Unauthorized" });
        if (state.deleteStatus) return send(state.deleteStatus, { error: "unavailable" });
        const id = decodeURIComponent(match[1]!);
        if (!state.users.delete(id)) return send(404, { statusCode: 404, error: "Not Found" });
        return send(204);
      }
      send(404, { error: "not found" });
    })();
  });
  return { server, state, base: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe("closing an account", () => {
  it("the embedded provider gets the account's subject at /admin/close-account", async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    const port = createEmbeddedIdentityAdmin({
      issuer: "http://localhost:4100",
      adminToken: "a-long-admin-token-123",
      fetch: fetchImpl,
    });
    await port.closeAccount({ externalId: "acc-9", email: "gone@example.test" });
    expect(calls).toEqual([
      {
        url: "http://localhost:4100/admin/close-account",
        headers: expect.objectContaining({ "x-identity-admin-token": "a-long-admin-token-123" }),
        body: { sub: "acc-9" },
      },
    ]);
  });

  describe("Auth0, against a local fake tenant", () => {
    const fake = fakeAuth0();
    beforeAll(async () => {
      await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve));
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => fake.server.close(() => resolve()));
    });
    const port = (
      management: { clientId: string; clientSecret: string } | null = {
        clientId: "m2m-id",
        clientSecret: "m2m-secret",
      },
    ) =>
      createAuth0IdentityAdmin({
        domain: fake.base(),
        clientId: "spa",
        connection: "Username-Password-Authentication",
        management,
      });

    it("deletes the user with a management token fetched once, and counts an account already gone as closed", async () => {
      const auth0 = port();
      await auth0.closeAccount({ externalId: "auth0|live-1", email: "one@example.test" });
      expect(fake.state.users.has("auth0|live-1")).toBe(false);
      await auth0.closeAccount({ externalId: "auth0|live-1", email: "one@example.test" });
      await auth0.closeAccount({ externalId: "auth0|live-2", email: "two@example.test" });
      expect(fake.state.users.size).toBe(0);
      expect(fake.state.tokensIssued).toBe(1);
      expect(fake.state.requests).toContain("DELETE /api/v2/users/auth0%7Clive-1");
    });

    it("fetches a new token after a 401, and reports refusals and missing credentials as unavailable", async () => {
      fake.state.users.add("auth0|live-3");
      const auth0 = port();
      await auth0.closeAccount({ externalId: "auth0|missing", email: "x@example.test" });
      fake.state.validToken = "rotated-away";
      await expect(auth0.closeAccount({ externalId: "auth0|live-3", email: "three@example.test" })).rejects.toThrow(
        /answered 401/,
      );
      await auth0.closeAccount({ externalId: "auth0|live-3", email: "three@example.test" });
      expect(fake.state.users.has("auth0|live-3")).toBe(false);

      fake.state.deleteStatus = 503;
      await expect(auth0.closeAccount({ externalId: "auth0|any", email: "x@example.test" })).rejects.toBeInstanceOf(
        IdentityUnavailableError,
      );
      fake.state.deleteStatus = null;
      await expect(
        port({ clientId: "m2m-id", clientSecret: "wrong" }).closeAccount({
          externalId: "auth0|any",
          email: "x@example.test",
        }),
      ).rejects.toThrow(/answered 401 to the management token/);
      await expect(port(null).closeAccount({ externalId: "auth0|any", email: "x@example.test" })).rejects.toThrow(
        /AUTH0_MANAGEMENT_CLIENT_ID/,
      );
      await expect(
        createUnconfiguredIdentityAdmin().closeAccount({ externalId: "x", email: "x@example.test" }),
      ).rejects.toThrow(/not configured/);
    });
  });
});
