/**
 * A partner's own attorney on record before signing: a partner who answered that their own attorney
 * reviews the agreement cannot notarize until that attorney's signed certification of the current
 * text is on record (or they change their answer); recording it, the refusals that store nothing,
 * who reads and withdraws it, a later text needing a new one, two uploads at once, and the
 * statements each route runs.
 */
import { documentCommits, externalAttorneys, files, type Database } from "@prenup/db";
import { createAdmin, createCustomer, testDatabaseDriver } from "@prenup/db/testing";
import { COUNSEL_CERTIFICATION_MESSAGES, NOTARIZATION_BLOCKERS } from "@prenup/domain";
import type { InjectOptions } from "fastify";
import { count } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readyCouple, reviewByBoth } from "./agreement-fixtures.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;
let admin: TokenClaims;
beforeAll(async () => {
  api = await createTestApi();
  admin = claimsOf(await createAdmin(api.db), "admin");
});
afterAll(async () => {
  await api?.close();
});

const ATTORNEY = {
  attorneyName: "Jordan Lee",
  attorneyEmail: "jordan.lee@leelaw.example",
  barNumber: "TX-204518",
  barState: "TX",
};

async function signedCertification(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.addPage([612, 792]).drawText("Certification of independent counsel — signed, Jordan Lee");
  return Buffer.from(await pdf.save());
}

/** A Texas couple whose agreement is generated and reviewed by both: Avery names her own attorney, Blake signs without one. */
async function coupleWithOwnAttorney() {
  const couple = await readyCouple(api.db, {
    state: "TX",
    answersA: { attorney_plan: ["attorney_plan__own_attorney"], own_attorney_name: "Jordan Lee, Lee Family Law" },
  });
  const asA = claimsOf(couple.userA);
  const generated = await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA });
  expect(generated.statusCode, generated.body).toBe(201);
  await reviewByBoth(api, couple);
  return { couple, asA, asB: claimsOf(couple.userB), documentId: couple.document.id };
}

const base = (userId: string, documentId: string) => `/users/${userId}/documents/${documentId}/counsel-certifications`;

function upload(
  userId: string,
  documentId: string,
  as: TokenClaims,
  bytes: Buffer,
  query: Record<string, string> = { ...ATTORNEY, name: "certification.pdf" },
) {
  return api.inject({
    method: "POST",
    url: `${base(userId, documentId)}?${new URLSearchParams(query).toString()}`,
    as,
    payload: bytes,
    headers: { "content-type": "application/pdf" },
  });
}

type Availability = { canStart: boolean; problem: { title: string; message: string } | null };
async function availability(documentId: string, as: TokenClaims): Promise<Availability> {
  const response = await api.inject({ method: "GET", url: `/documents/${documentId}/notarizations`, as });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ availability: Availability }>().availability;
}

async function stored(db: Database) {
  const [certifications] = await db.select({ n: count() }).from(externalAttorneys);
  const [stored] = await db.select({ n: count() }).from(files);
  return { certifications: certifications!.n, files: stored!.n };
}

describe("a partner's own attorney on record before signing", () => {
  it("holds notarization until the attorney's signed certification of the current text is recorded", async () => {
    const { couple, asA, asB, documentId } = await coupleWithOwnAttorney();

    // Both reviewed; Avery's own attorney is not on record: neither may start, each told why.
    expect(await availability(documentId, asA)).toMatchObject({
      canStart: false,
      problem: NOTARIZATION_BLOCKERS.OWN_COUNSEL_NOT_ON_RECORD,
    });
    expect(await availability(documentId, asB)).toMatchObject({
      canStart: false,
      problem: NOTARIZATION_BLOCKERS.PARTNER_COUNSEL_NOT_ON_RECORD,
    });
    const refused = await api.inject({
      method: "POST",
      url: `/documents/${documentId}/notarizations`,
      as: asA,
      payload: { signEarly: true },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(NOTARIZATION_BLOCKERS.OWN_COUNSEL_NOT_ON_RECORD.message);
    const standing = await api.inject({ method: "GET", url: `/users/${couple.userA.id}/standing`, as: asA });
    expect(standing.json<{ notarization: { counselCertification: unknown } }>().notarization).toMatchObject({
      counselCertification: { mine: "NEEDED", partner: "NOT_NEEDED" },
    });

    // Recorded: it covers the current text, and notarization opens for both.
    const pdf = await signedCertification();
    const recorded = await upload(couple.userA.id, documentId, asA, pdf);
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      userId: couple.userA.id,
      attorneyName: "Jordan Lee",
      attorneyEmail: "jordan.lee@leelaw.example",
      barNumber: "TX-204518",
      barState: "TX",
      file: { name: "certification.pdf", size: pdf.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      current: true,
    });
    expect(await availability(documentId, asA)).toMatchObject({ canStart: true, problem: null });
    expect(await availability(documentId, asB)).toMatchObject({ canStart: true, problem: null });

    // Both partners, and admins, read it and its file; someone else reads nothing.
    const listed = await api.inject({ method: "GET", url: base(couple.userB.id, documentId), as: asB });
    expect(listed.statusCode, listed.body).toBe(200);
    const [item] = listed.json<{ items: { id: string; current: boolean }[] }>().items;
    expect(item).toMatchObject({ current: true });
    const file = await api.inject({
      method: "GET",
      url: `${base(couple.userA.id, documentId)}/${item!.id}/file`,
      as: asB,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(Buffer.from(file.rawPayload).equals(pdf)).toBe(true);
    expect((await api.inject({ method: "GET", url: base(couple.userA.id, documentId), as: admin })).statusCode).toBe(
      200,
    );
    const stranger = claimsOf(await createCustomer(api.db));
    expect([403, 404]).toContain(
      (await api.inject({ method: "GET", url: base(couple.userA.id, documentId), as: stranger })).statusCode,
    );

    // A later text (an attorney's edit, a new generation) needs a new certification.
    await api.db.insert(documentCommits).values({
      documentId,
      kind: "ATTORNEY_COMMIT",
      committedAt: new Date(api.clock.now().getTime() + 60_000),
    });
    expect(await availability(documentId, asA)).toMatchObject({
      canStart: false,
      problem: NOTARIZATION_BLOCKERS.OWN_COUNSEL_NOT_ON_RECORD,
    });
    const relisted = await api.inject({ method: "GET", url: base(couple.userA.id, documentId), as: asA });
    expect(relisted.json<{ items: { current: boolean }[] }>().items).toEqual([
      expect.objectContaining({ current: false }),
    ]);
    // Recorded again, it replaces the first one.
    expect((await upload(couple.userA.id, documentId, asA, pdf)).statusCode).toBe(201);
    const replaced = await api.inject({ method: "GET", url: base(couple.userA.id, documentId), as: asA });
    expect(replaced.json<{ items: { current: boolean }[] }>().items).toEqual([
      expect.objectContaining({ current: true }),
    ]);
    expect(await availability(documentId, asA)).toMatchObject({ canStart: true });
  });

  it("refuses bad input, the wrong partner and anything but a PDF, storing nothing", async () => {
    const { couple, asA, asB, documentId } = await coupleWithOwnAttorney();
    const pdf = await signedCertification();
    const before = await stored(api.db);
    const cases: [Record<string, string>, number, string][] = [
      [{ ...ATTORNEY, attorneyName: "", name: "c.pdf" }, 400, COUNSEL_CERTIFICATION_MESSAGES.attorneyName],
      [
        { ...ATTORNEY, attorneyEmail: "not-an-address", name: "c.pdf" },
        400,
        COUNSEL_CERTIFICATION_MESSAGES.attorneyEmail,
      ],
      [{ ...ATTORNEY, barNumber: "<script>", name: "c.pdf" }, 400, COUNSEL_CERTIFICATION_MESSAGES.barNumber],
      [{ ...ATTORNEY, barState: "XX", name: "c.pdf" }, 400, COUNSEL_CERTIFICATION_MESSAGES.barState],
    ];
    for (const [query, status, message] of cases) {
      const response = await upload(couple.userA.id, documentId, asA, pdf, query);
      expect(response.statusCode, JSON.stringify(query)).toBe(status);
      expect(response.body).toContain(message);
    }
    // A PNG is not a signed certification.
    const png = Buffer.from(
      "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
        "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
      "hex",
    );
    expect((await upload(couple.userA.id, documentId, asA, png)).statusCode).toBe(415);
    // Blake signs without an attorney: nothing of his to record.
    const notHis = await upload(couple.userB.id, documentId, asB, pdf);
    expect(notHis.statusCode).toBe(409);
    expect(notHis.json()).toMatchObject({
      code: "COUNSEL_NOT_OWN_ATTORNEY",
      error: COUNSEL_CERTIFICATION_MESSAGES.notOwnAttorney,
    });
    // Blake cannot record one for Avery.
    expect((await upload(couple.userA.id, documentId, asB, pdf)).statusCode).toBe(403);
    expect(await stored(api.db)).toEqual(before);
  });

  it("lets only its partner withdraw it, before signing; signing waits again", async () => {
    const { couple, asA, asB, documentId } = await coupleWithOwnAttorney();
    const recorded = await upload(couple.userA.id, documentId, asA, await signedCertification());
    const id = recorded.json<{ id: string }>().id;
    const url = `${base(couple.userA.id, documentId)}/${id}`;
    expect((await api.inject({ method: "DELETE", url, as: asB })).statusCode).toBe(403);
    const withdrawn = await api.inject({ method: "DELETE", url, as: asA });
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect((await api.inject({ method: "GET", url: base(couple.userA.id, documentId), as: asA })).json()).toEqual({
      items: [],
    });
    expect((await api.inject({ method: "DELETE", url, as: asA })).statusCode).toBe(404);
    expect(await availability(documentId, asA)).toMatchObject({
      problem: NOTARIZATION_BLOCKERS.OWN_COUNSEL_NOT_ON_RECORD,
    });
  });

  it("asks nothing of a partner who changes their answer to sign without an attorney", async () => {
    const couple = await readyCouple(api.db, { state: "TX" });
    const asA = claimsOf(couple.userA);
    expect(
      (await api.inject({ method: "POST", url: `/documents/${couple.document.id}/generate`, as: asA })).statusCode,
    ).toBe(201);
    await reviewByBoth(api, couple);
    expect(await availability(couple.document.id, asA)).toMatchObject({ canStart: true, problem: null });
  });

  describe.runIf(testDatabaseDriver() === "postgres")("on PostgreSQL", () => {
    it("keeps one live certification when the same partner uploads twice at once", async () => {
      const { couple, asA, documentId } = await coupleWithOwnAttorney();
      const pdf = await signedCertification();
      const responses = await Promise.all([1, 2].map(() => upload(couple.userA.id, documentId, asA, pdf)));
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses[0]).toBe(201);
      expect([201, 409]).toContain(statuses[1]);
      const live = await api.inject({ method: "GET", url: base(couple.userA.id, documentId), as: asA });
      expect(live.json<{ items: unknown[] }>().items).toHaveLength(1);
    });
  });
});

describe("statements per request", () => {
  async function statementsOf(request: InjectOptions & { as: TokenClaims }) {
    let statements = 0;
    const stop = api.database.onStatement(() => {
      statements += 1;
    });
    try {
      const response = await api.inject(request);
      expect(response.statusCode, response.body).toBeLessThan(300);
      return statements;
    } finally {
      stop();
    }
  }

  // The access check is two statements (the signed-in user, then the document's partners and attorneys for
  // the party-or-assigned-attorney rule); the read is one.
  it("reads the list and a file in the access check and one statement, however many couples have certifications", async () => {
    const first = await coupleWithOwnAttorney();
    const recorded = await upload(first.couple.userA.id, first.documentId, first.asA, await signedCertification());
    const id = recorded.json<{ id: string }>().id;
    const list = { method: "GET" as const, url: base(first.couple.userA.id, first.documentId), as: first.asA };
    const file = { ...list, url: `${list.url}/${id}/file` };
    const before = { list: await statementsOf(list), file: await statementsOf(file) };
    expect(before).toEqual({ list: 3, file: 3 });
    for (let i = 0; i < 2; i += 1) {
      const other = await coupleWithOwnAttorney();
      await upload(other.couple.userA.id, other.documentId, other.asA, await signedCertification());
    }
    expect({ list: await statementsOf(list), file: await statementsOf(file) }).toEqual(before);
  });

  it("records one in a bounded number of statements, the same for a second couple", async () => {
    const measure = async () => {
      const { couple, asA, documentId } = await coupleWithOwnAttorney();
      let statements = 0;
      const stop = api.database.onStatement(() => {
        statements += 1;
      });
      try {
        const response = await upload(couple.userA.id, documentId, asA, await signedCertification());
        expect(response.statusCode, response.body).toBe(201);
      } finally {
        stop();
      }
      return statements;
    };
    const first = await measure();
    expect(first).toBeLessThanOrEqual(16);
    expect(await measure()).toBe(first);
  });
});
