import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { TokenVerifier } from "../auth/token-verifier.ts";
import { installErrorHandling } from "../http/error-handler.ts";
import { createFixedClock } from "../integrations/clock.ts";
import { installAccessControl } from "./enforce.ts";
import type { AccessLookups } from "./evaluate.ts";
import { access } from "./rules.ts";

const noLookups: AccessLookups = {
  findDocumentParties: async () => null,
  arePartners: async () => false,
  isAttorneyAssignedToUser: async () => false,
  isQaAttorneyOfDocument: async () => false,
};

function appWithAccessControl(
  verifier: TokenVerifier = {
    verify: async () => ({ sub: "x", clientId: null, email: null, emailVerified: false, scope: [] }),
  },
) {
  const app = Fastify({ exposeHeadRoutes: false });
  installErrorHandling(app);
  const routes = installAccessControl(app, {
    verifier,
    lookups: noLookups,
    users: { findSignedIn: async () => null },
    clock: createFixedClock(new Date("2026-11-21T00:00:00Z")),
  });
  return { app, routes };
}

describe("installAccessControl", () => {
  it("refuses to register a route that declares no access rule", async () => {
    const { app } = appWithAccessControl();
    expect(() => app.get("/forgotten", async () => "oops")).toThrow(
      "Route GET /forgotten has no access rule (config.access)",
    );
    await app.close();
  });

  it("collects every route with its rule, in OpenAPI path style", async () => {
    const { app, routes } = appWithAccessControl();
    app.get("/users/:id/documents", { config: { access: access.self() } }, async () => []);
    await app.ready();
    expect(routes).toEqual([{ method: "GET", path: "/users/{id}/documents", access: { kind: "self", param: "id" } }]);
    await app.close();
  });

  it("answers 503 AUTH_UNAVAILABLE when the identity provider cannot be reached to check a token", async () => {
    const { app } = appWithAccessControl({
      verify: async () => {
        throw new Error("connect ECONNREFUSED 127.0.0.1:4100");
      },
    });
    app.get("/private", { config: { access: access.authenticated() } }, async () => "secret");
    const response = await app.inject({ method: "GET", url: "/private", headers: { authorization: "Bearer a.b.c" } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: "Sign-in is temporarily unavailable. Please try again shortly.",
      code: "AUTH_UNAVAILABLE",
    });
    await app.close();
  });
});
