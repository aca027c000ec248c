/**
 * After the signing (GET …/change-eligibility): whether a couple may amend or revoke their signed
 * agreement, or make one during the marriage, in the state they live in now, and what it requires,
 * each rule naming its state-law cell and how sure the product is of it. Statements per request
 * pinned and constant as the data grows.
 */
import { notarizations } from "@prenup/db";
import { createCouple } from "@prenup/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Eligibility = {
  kind: string;
  state: { abbreviation: string; name: string; lawPath: string };
  agreementState: { abbreviation: string };
  weddingDate: string | null;
  married: boolean;
  signed: boolean;
  outcome: string;
  reason: string | null;
  checklist: string[];
  requirements: { kind: string; text: string; source: { citation: string; confidence: string } }[];
  source: { citation: string; confidence: string } | null;
};

/** A couple in `state` who married on `weddingDate` (the test clock's today is 2026-11-21), signed unless said otherwise. */
async function couple(state: string, options: { weddingDate?: string; signed?: boolean } = {}) {
  const weddingDate = options.weddingDate ?? "2025-06-14";
  const created = await readyCouple(api.db, {
    state,
    answersA: { wedding_date: weddingDate },
    answersB: { wedding_date: weddingDate },
  });
  if (options.signed ?? true)
    await api.db.insert(notarizations).values({
      documentId: created.document.id,
      isProofUpload: true,
      notarizationCompletedAt: new Date("2025-05-20T18:00:00.000Z"),
      signedOn: "2025-05-20",
    });
  return created;
}

async function eligibility(created: Awaited<ReturnType<typeof couple>>, query: string, as: "A" | "B" = "A") {
  const user = as === "A" ? created.userA : created.userB;
  return api.inject({
    method: "GET",
    url: `/users/${user.id}/documents/${created.document.id}/change-eligibility?${query}`,
    as: claimsOf(user),
  });
}

async function decided(state: string, query: string, options?: { weddingDate?: string }): Promise<Eligibility> {
  const response = await eligibility(await couple(state, options), query);
  expect(response.statusCode, response.body).toBe(200);
  return json<Eligibility>(response);
}

const kinds = (body: Eligibility) => body.requirements.map((requirement) => requirement.kind);
const textOf = (body: Eligibility, kind: string) =>
  body.requirements.find((requirement) => requirement.kind === kind)?.text;

describe("changing a signed agreement after the wedding", () => {
  it("Texas: allowed by a writing both sign, without consideration, read in the statute; the conversion statement an attorney must add", async () => {
    const body = await decided("TX", "kind=AMENDMENT");
    expect(body).toMatchObject({ married: true, signed: true, weddingDate: "2025-06-14", outcome: "ALLOWED" });
    expect(body.state).toEqual({ abbreviation: "TX", name: "Texas", lawPath: "/law/TX" });
    expect(body.source?.confidence).toBe("VERIFIED");
    expect(body.source?.citation).toMatch(/4\.005/);
    expect(textOf(body, "SIGNED_BY_BOTH")).toMatch(/without either of you giving anything in return/);
    expect(textOf(body, "CONVERSION_STATEMENT")).toMatch(/does not hold its text; an attorney must add it/);
  });

  it("Iowa: a change is refused with the reason, marked unverified; a revocation is allowed", async () => {
    const created = await couple("IA");
    const blocked = json<Eligibility>(await eligibility(created, "kind=AMENDMENT"));
    expect(blocked).toMatchObject({ outcome: "BLOCKED", requirements: [] });
    expect(blocked.reason).toMatch(/Iowa courts do not enforce an agreement spouses make during the marriage/);
    expect(blocked.source).toMatchObject({ confidence: "UNVERIFIED", citation: expect.stringMatching(/Cooper/) });
    const revoked = json<Eligibility>(await eligibility(created, "kind=REVOCATION", "B"));
    expect(revoked.outcome).toBe("ALLOWED");
  });

  it("Louisiana: a court's approval on a joint petition, except in the first year after moving there", async () => {
    const created = await couple("LA");
    const court = json<Eligibility>(await eligibility(created, "kind=AMENDMENT"));
    expect(court.outcome).toBe("COURT_PETITION");
    expect(court.checklist[0]).toMatch(/joint petition/);
    expect(court.source).toMatchObject({ confidence: "VERIFIED", citation: expect.stringMatching(/2329/) });
    const moved = json<Eligibility>(await eligibility(created, "kind=AMENDMENT&movedIn=2026-03-01"));
    expect(moved).toMatchObject({ outcome: "ALLOWED", checklist: [] });
    const longAgo = json<Eligibility>(await eligibility(created, "kind=AMENDMENT&movedIn=2024-03-01"));
    expect(longAgo.outcome).toBe("COURT_PETITION");
  });

  it("Minnesota: each spouse's own attorney required, and the two-year presumption said", async () => {
    const body = await decided("MN", "kind=AMENDMENT");
    expect(body.outcome).toBe("ALLOWED");
    expect(textOf(body, "SEPARATE_COUNSEL")).toBe(
      "Each of you must have your own attorney under Minnesota law before signing.",
    );
    expect(textOf(body, "EARLY_DISSOLUTION_PRESUMPTION")).toMatch(/within 2 years of signing/);
    expect(body.requirements.find((requirement) => requirement.kind === "SEPARATE_COUNSEL")?.source.confidence).toBe(
      "UNVERIFIED",
    );
  });

  it("California: the fiduciary statement; New York: acknowledged like a deed; Florida: witnesses for a death-rights waiver", async () => {
    expect(kinds(await decided("CA", "kind=AMENDMENT"))).toContain("FIDUCIARY_CLAUSE");
    expect(kinds(await decided("NY", "kind=AMENDMENT"))).toContain("ACKNOWLEDGED_LIKE_DEED");
    const florida = await decided("FL", "kind=AMENDMENT");
    expect(textOf(florida, "DEATH_WAIVER_WITNESSES")).toMatch(/fair disclosure and 2 witnesses/);
  });

  it("Ohio: an agreement during marriage is allowed now, with terms that must not promote divorce", async () => {
    const body = await decided("OH", "kind=POSTNUP");
    expect(body.outcome).toBe("ALLOWED");
    expect(kinds(body)).toContain("NO_DIVORCE_INCENTIVE");
  });

  it("decides for the state the couple lives in now, named in the query", async () => {
    const body = await decided("TX", "kind=AMENDMENT&state=LA");
    expect(body).toMatchObject({ state: { abbreviation: "LA" }, agreementState: { abbreviation: "TX" } });
    expect(body.outcome).toBe("COURT_PETITION");
  });

  it("before the wedding a change is the premarital agreement generated again", async () => {
    const body = await decided("CA", "kind=AMENDMENT", { weddingDate: "2027-05-01" });
    expect(body).toMatchObject({ married: false, outcome: "PREMARITAL_REGENERATION", requirements: [], source: null });
  });

  it("refuses to amend an agreement that is not signed yet, and a bad query, with their messages", async () => {
    const unsigned = await couple("CA", { signed: false });
    const refused = await eligibility(unsigned, "kind=AMENDMENT");
    expect(refused.statusCode).toBe(409);
    expect(json<{ code: string; error: string }>(refused)).toMatchObject({
      code: "CHANGE_NOT_AVAILABLE",
      error: expect.stringMatching(/not signed yet/),
    });
    const signed = await couple("CA");
    for (const [query, message] of [
      ["kind=RENEW", /kind must be AMENDMENT, REVOCATION or POSTNUP/],
      ["kind=AMENDMENT&state=ZZ", /state must be a US state's two-letter abbreviation/],
      ["kind=AMENDMENT&movedIn=2099-01-01", /movedIn must be a date/],
      ["kind=AMENDMENT&movedIn=yesterday", /movedIn must be a date/],
    ] as const) {
      const response = await eligibility(signed, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.body, query).toMatch(message);
    }
  });

  it("is read by both partners only: a stranger gets 404", async () => {
    const created = await couple("CA");
    expect((await eligibility(created, "kind=AMENDMENT", "B")).statusCode).toBe(200);
    const stranger = await createCouple(api.db);
    const response = await api.inject({
      method: "GET",
      url: `/users/${stranger.userA.id}/documents/${created.document.id}/change-eligibility?kind=AMENDMENT`,
      as: claimsOf(stranger.userA),
    });
    expect(response.statusCode).toBe(404);
  });

  it("runs a constant number of statements as couples and their answers grow", async () => {
    const created = await couple("CA");
    const count = async () => {
      let statements = 0;
      const stop = api.database.onStatement(() => {
        statements += 1;
      });
      try {
        expect((await eligibility(created, "kind=AMENDMENT")).statusCode).toBe(200);
        return statements;
      } finally {
        stop();
      }
    };
    await count();
    const before = await count();
    // More couples with their answers and signings.
    for (const state of ["CA", "TX", "NY"]) await couple(state);
    expect(await count()).toBe(before);
    expect(before).toBeLessThanOrEqual(4);
  });
});
