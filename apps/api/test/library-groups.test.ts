/**
 * Library groups through the API: read by editors (filtered by state), kept by admins; bad input
 * and conflicts change nothing stored.
 */
import { clauseTemplates, documents, libraryGroupClauses, libraryGroups, libraryGroupStates, states } from "@prenup/db";
import { createAdmin, createAttorney, createCustomer } from "@prenup/db/testing";
import { eq, like } from "drizzle-orm";
import { readyCouple } from "./agreement-fixtures.ts";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let admin: TokenClaims;
let attorney: TokenClaims;

beforeAll(async () => {
  api = await createTestApi();
  admin = claimsOf(await createAdmin(api.db), "admin");
  attorney = claimsOf((await createAttorney(api.db, { states: ["CA"] })).user, "attorney");
});
afterAll(async () => {
  await api?.close();
});

type Group = { id: string; key: string; name: string; states: { abbreviation: string }[]; clauses: { id: string }[] };

async function stored() {
  return {
    groups: (await api.db.select().from(libraryGroups)).map((row) => ({ ...row, updatedAt: undefined })),
    clauses: (await api.db.select().from(libraryGroupClauses)).length,
    states: (await api.db.select().from(libraryGroupStates)).length,
  };
}
async function expectNothingStored(
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  message?: string | RegExp,
) {
  const before = await stored();
  const response = await request();
  expect(response.statusCode, response.body).toBe(status);
  if (message) expect(response.body).toMatch(message);
  expect(await stored()).toEqual(before);
}

describe("library groups", () => {
  it("an admin creates and changes a group; editors read it in its states only", async () => {
    const [ny] = await api.db.select().from(states).where(eq(states.abbreviation, "NY"));
    const [ca] = await api.db.select().from(states).where(eq(states.abbreviation, "CA"));
    const clauses = await api.db.select({ id: clauseTemplates.id }).from(clauseTemplates).limit(3);
    const body = {
      key: "journey_pets",
      name: "Pets (New York)",
      description: "Optional pet clauses",
      stateIds: [ny!.id],
      clauseTemplateIds: [clauses[0]!.id, clauses[1]!.id],
    };

    const created = await api.inject({ method: "POST", url: "/library-groups", as: admin, payload: body });
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json<Group>();
    expect(group).toMatchObject({ key: "journey_pets", name: "Pets (New York)", states: [{ abbreviation: "NY" }] });
    expect(group.clauses.map((clause) => clause.id)).toEqual([clauses[0]!.id, clauses[1]!.id]);

    // Offered in New York, not in California.
    const inNy = await api.inject({ method: "GET", url: `/library-groups?stateId=${ny!.id}`, as: attorney });
    expect(inNy.json<{ items: Group[] }>().items.map((item) => item.key)).toContain("journey_pets");
    const inCa = await api.inject({ method: "GET", url: `/library-groups?stateId=${ca!.id}`, as: attorney });
    expect(inCa.json<{ items: Group[] }>().items.map((item) => item.key)).not.toContain("journey_pets");

    const changed = await api.inject({
      method: "PATCH",
      url: `/library-groups/${group.id}`,
      as: admin,
      payload: { name: "Pets", stateIds: [], clauseTemplateIds: [clauses[2]!.id] },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Group>()).toMatchObject({ name: "Pets", states: [], clauses: [{ id: clauses[2]!.id }] });
    expect(
      (await api.inject({ method: "GET", url: `/library-groups/${group.id}`, as: attorney })).json<Group>().name,
    ).toBe("Pets");
  });

  it("refuses bad input, a key in use, unknown links and strangers; nothing changes", async () => {
    const created = await api.inject({
      method: "POST",
      url: "/library-groups",
      as: admin,
      payload: { key: "refusals", name: "Refusals" },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<Group>().id;
    await expectNothingStored(
      () =>
        api.inject({ method: "POST", url: "/library-groups", as: admin, payload: { key: "refusals", name: "Again" } }),
      409,
      "Another library group already has this key.",
    );
    await expectNothingStored(
      () => api.inject({ method: "POST", url: "/library-groups", as: admin, payload: { key: "Bad Key!", name: "X" } }),
      400,
      "lower-case letters",
    );
    await expectNothingStored(
      () => api.inject({ method: "POST", url: "/library-groups", as: admin, payload: { key: "blank", name: "   " } }),
      400,
      "Give the group a name.",
    );
    await expectNothingStored(
      () =>
        api.inject({
          method: "POST",
          url: "/library-groups",
          as: admin,
          payload: { key: "ghost", name: "Ghost", clauseTemplateIds: ["00000000-0000-4000-8000-000000000000"] },
        }),
      400,
      "does not exist",
    );
    await expectNothingStored(
      () => api.inject({ method: "PATCH", url: `/library-groups/${id}`, as: admin, payload: {} }),
      400,
      "Nothing to change.",
    );
    await expectNothingStored(
      () =>
        api.inject({
          method: "PATCH",
          url: `/library-groups/${id}`,
          as: admin,
          payload: { stateIds: ["00000000-0000-4000-8000-000000000000"] },
        }),
      400,
      "does not exist",
    );
    await expectNothingStored(
      () =>
        api.inject({
          method: "PATCH",
          url: "/library-groups/00000000-0000-4000-8000-000000000000",
          as: admin,
          payload: { name: "X" },
        }),
      404,
    );
    await expectNothingStored(
      () => api.inject({ method: "PATCH", url: `/library-groups/${id}`, as: attorney, payload: { name: "Mine now" } }),
      403,
    );
    const customer = claimsOf(await createCustomer(api.db));
    await expectNothingStored(() => api.inject({ method: "GET", url: "/library-groups", as: customer }), 403);
  });

  it("renders a group's clauses for an agreement, with the parties' names filled in, for its editors only", async () => {
    const couple = await readyCouple(api.db, { state: "CA" });
    const editor = await createAttorney(api.db, { states: ["CA"] });
    await api.db.update(documents).set({ attorneyAId: editor.attorney.id }).where(eq(documents.id, couple.document.id));
    const [withName] = await api.db
      .select({ id: clauseTemplates.id })
      .from(clauseTemplates)
      .where(like(clauseTemplates.text, "%{{partyA.fullName}}%"))
      .limit(1);
    expect(withName, "a clause template naming partner A").toBeTruthy();
    const [ny] = await api.db.select().from(states).where(eq(states.abbreviation, "NY"));
    const everywhere = (
      await api.inject({
        method: "POST",
        url: "/library-groups",
        as: admin,
        payload: { key: "render_me", name: "Render me", clauseTemplateIds: [withName!.id] },
      })
    ).json<Group>();
    const newYorkOnly = (
      await api.inject({
        method: "POST",
        url: "/library-groups",
        as: admin,
        payload: { key: "render_ny", name: "NY only", stateIds: [ny!.id], clauseTemplateIds: [withName!.id] },
      })
    ).json<Group>();

    const url = (groupId: string) => `/documents/${couple.document.id}/library-groups/${groupId}/render`;
    const rendered = await api.inject({
      method: "GET",
      url: url(everywhere.id),
      as: claimsOf(editor.user, "attorney"),
    });
    expect(rendered.statusCode, rendered.body).toBe(200);
    const body = rendered.json<{ group: { key: string }; clauses: { clauseTemplateId: string; text: string }[] }>();
    expect(body.group.key).toBe("render_me");
    expect(body.clauses).toHaveLength(1);
    expect(body.clauses[0]!.clauseTemplateId).toBe(withName!.id);
    expect(body.clauses[0]!.text).toContain("Avery Stone");
    expect(body.clauses[0]!.text).not.toContain("{{");

    expect((await api.inject({ method: "GET", url: url(newYorkOnly.id), as: admin })).statusCode).toBe(404);
    expect((await api.inject({ method: "GET", url: url(everywhere.id), as: claimsOf(couple.userA) })).statusCode).toBe(
      403,
    );
    expect((await api.inject({ method: "GET", url: url(everywhere.id), as: attorney })).statusCode).toBe(404);
  });

  it("finds clause templates for the picker by a text in their key or title, on the server", async () => {
    const [clause] = await api.db
      .select({ key: clauseTemplates.key, title: clauseTemplates.title })
      .from(clauseTemplates)
      .limit(1);
    const search = async (text: string) => {
      const response = await api.inject({
        method: "GET",
        url: `/templates/clause-templates?pageSize=200&search=${encodeURIComponent(text)}`,
        as: admin,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ items: { key: string; title: string | null }[]; total: number }>();
    };
    const part = clause!.key.slice(1, -1).toUpperCase();
    const found = await search(`  ${part} `);
    expect(found.items.length).toBeGreaterThan(0);
    expect(
      found.items.every(
        (item) =>
          item.key.toLowerCase().includes(part.toLowerCase()) ||
          (item.title ?? "").toLowerCase().includes(part.toLowerCase()),
      ),
    ).toBe(true);
    expect(found.total).toBe(found.items.length);
    // Wildcards are text: "%" matches only a "%" (no key or title has one).
    expect((await search("%")).total).toBe(0);
    expect((await search("_")).items.every((item) => item.key.includes("_") || (item.title ?? "").includes("_"))).toBe(
      true,
    );
    const tooLong = await api.inject({
      method: "GET",
      url: `/templates/clause-templates?search=${"x".repeat(201)}`,
      as: admin,
    });
    expect(tooLong.statusCode).toBe(400);
  });
});
