import { describe, expect, it } from "vitest";
import { createAuth0IdentityAdmin, createEmbeddedIdentityAdmin, createUnconfiguredIdentityAdmin, IdentityUnavailableError } from "./index.ts";

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
    const port = createEmbeddedIdentityAdmin({ issuer: "http://localhost:4100/", adminToken: "a-long-admin-token-123", clientId: "prenup-customer", fetch: fetchImpl });
    await port.sendPasswordReset({ externalId: "acc-1", email: "sam@example.test" });
    expect(calls).toEqual([
      { url: "http://localhost:4100/admin/password-reset", headers: expect.objectContaining({ "x-identity-admin-token": "a-long-admin-token-123" }), body: { sub: "acc-1", clientId: "prenup-customer" } },
    ]);
  });

  it("Auth0 gets the e-mail, client id and connection", async () => {
    const { calls, fetchImpl } = recordingFetch(200);
    const port = createAuth0IdentityAdmin({ domain: "tenant.example.auth0.com", clientId: "abc", connection: "Username-Password-Authentication", fetch: fetchImpl });
    await port.sendPasswordReset({ externalId: "auth0|1", email: "sam@example.test" });
    expect(calls[0]).toMatchObject({ url: "https://tenant.example.auth0.com/dbconnections/change_password", body: { client_id: "abc", email: "sam@example.test", connection: "Username-Password-Authentication" } });
  });

  it("a refusal, and no configuration, are IdentityUnavailableError", async () => {
    const { fetchImpl } = recordingFetch(401);
    const port = createEmbeddedIdentityAdmin({ issuer: "http://localhost:4100", adminToken: "a-long-admin-token-123", fetch: fetchImpl });
    await expect(port.sendPasswordReset({ externalId: "x", email: "x@example.test" })).rejects.toBeInstanceOf(IdentityUnavailableError);
    await expect(createUnconfiguredIdentityAdmin().sendPasswordReset({ externalId: "x", email: "x@example.test" })).rejects.toThrow(/not configured/);
  });
});
