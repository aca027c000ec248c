import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { createFixedClock } from "../integrations/clock.ts";
import { installAccessControl } from "./enforce.ts";
import type { AccessLookups } from "./evaluate.ts";
import { access } from "./rules.ts";

const noLookups: AccessLookups = {
  findDocumentParties: async () => null,
  arePartners: async () => false,
  isAttorneyAssignedToUser: async () => false,
};

function appWithAccessControl() {
  const app = Fastify({ exposeHeadRoutes: false });
  const routes = installAccessControl(app, {
    verifier: { verify: async () => ({ sub: "x", clientId: null, email: null, scope: [] }) },
    lookups: noLookups,
    users: { findByExternalId: async () => null, touchLastActive: async () => {} },
    clock: createFixedClock(new Date("2026-11-21T00:00:00Z")),
  });
  return { app, routes };
}

describe("installAccessControl", () => {
  it("refuses to register a route that declares no access rule", async () => {
    const { app } = appWithAccessControl();
    expect(() => app.get("/forgotten", async () => "oops")).toThrow("Route GET /forgotten has no access rule (config.access)");
    await app.close();
  });

  it("collects every route with its rule, in OpenAPI path style", async () => {
    const { app, routes } = appWithAccessControl();
    app.get("/users/:id/documents", { config: { access: access.self() } }, async () => []);
    await app.ready();
    expect(routes).toEqual([{ method: "GET", path: "/users/{id}/documents", access: { kind: "self", param: "id" } }]);
    await app.close();
  });
});
