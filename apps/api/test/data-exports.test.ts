import { recordEntryOf, verifyRecordChain, type RecordEntryJson } from "@prenup/agreement";
import { answers, dataExports, documents, mailOutbox } from "@prenup/db";
import { DATA_EXPORT_MESSAGES } from "@prenup/domain";
import { eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAttorney, testDatabaseDriver } from "@prenup/db/testing";
import { readyCouple } from "./agreement-fixtures.ts";
import { confirmNothingToDisclose, draftAmendmentOf, signChangeAs, signedCouple } from "./agreement-change-fixtures.ts";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

afterAll(async () => {
  await api?.close();
});

/** A couple where each partner disclosed an income of their own (A: 90,000.00; B: 12,345.67). */
async function coupleWithIncomes() {
  const couple = await readyCouple(api.db, { disclosed: false });
  const asA = claimsOf(couple.userA);
  const asB = claimsOf(couple.userB);
  for (const [user, as, valueInCents] of [
    [couple.userA, asA, 9_000_000],
    [couple.userB, asB, 1_234_567],
  ] as const) {
    const created = await api.inject({
      method: "POST",
      url: `/users/${user.id}/documents/${couple.document.id}/incomes`,
      payload: { year: 2026, incomeType: "BASE_SALARY", valueInCents },
      as,
    });
    expect(created.statusCode, created.body).toBe(201);
  }
  return { couple, asA, asB };
}

/** Requests the user's export, runs the job and downloads the ZIP through the mailed link. */
async function downloadExport(user: {
  id: string;
  email: string;
  externalId: string;
}): Promise<Record<string, Uint8Array>> {
  const requested = await api.inject({ method: "POST", url: `/users/${user.id}/data-exports`, as: claimsOf(user) });
  expect(requested.statusCode, requested.body).toBe(202);
  await api.app.jobs.drain();
  const download = await api.inject({ method: "GET", url: `/data-exports/${await tokenMailedTo(user.email)}` });
  expect(download.statusCode, download.body).toBe(200);
  return unzipSync(new Uint8Array(download.rawPayload));
}

/** The link's token from the last export e-mail to this address. */
async function tokenMailedTo(email: string): Promise<string> {
  const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.template, "data-export-ready"));
  const mail = mails.filter((row) => row.to === email).at(-1);
  const token = mail?.text.match(/\/data-exports\/([A-Za-z0-9_-]{43})/)?.[1];
  if (!token) throw new Error(`no export link mailed to ${email}`);
  return token;
}

describe("POST /users/{id}/data-exports", () => {
  it("refuses another user's export and stores nothing", async () => {
    const { couple, asB } = await coupleWithIncomes();
    const response = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/data-exports`, as: asB });
    expect(response.statusCode).toBe(403);
    expect(await api.db.select().from(dataExports).where(eq(dataExports.userId, couple.userA.id))).toHaveLength(0);
  });

  it("asks for a recent sign-in, and stores nothing without one", async () => {
    const { couple } = await coupleWithIncomes();
    const response = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/data-exports`,
      as: claimsOf(couple.userA, "customer", { signedInSecondsAgo: 16 * 60 }),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: "RECENT_SIGN_IN_REQUIRED", error: DATA_EXPORT_MESSAGES.signInAgain });
    expect(await api.db.select().from(dataExports).where(eq(dataExports.userId, couple.userA.id))).toHaveLength(0);
  });

  it("refuses a second request while one is in progress", async () => {
    const { couple, asA } = await coupleWithIncomes();
    const url = `/users/${couple.userA.id}/data-exports`;
    const first = await api.inject({ method: "POST", url, as: { ...asA, signedInSecondsAgo: 60 } });
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toMatchObject({ status: "REQUESTED", message: DATA_EXPORT_MESSAGES.requested });
    const second = await api.inject({ method: "POST", url, as: asA });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "DATA_EXPORT_IN_PROGRESS" });
    expect(await api.db.select().from(dataExports).where(eq(dataExports.userId, couple.userA.id))).toHaveLength(1);
    await api.app.jobs.drain();
  });

  it.runIf(testDatabaseDriver() === "postgres")(
    "records one request when the same request arrives twice at once (the database keeps them apart)",
    async () => {
      const { couple, asA } = await coupleWithIncomes();
      const url = `/users/${couple.userA.id}/data-exports`;
      const responses = await Promise.all([1, 2, 3].map(() => api.inject({ method: "POST", url, as: asA })));
      expect(responses.map((response) => response.statusCode).sort()).toEqual([202, 409, 409]);
      expect(await api.db.select().from(dataExports).where(eq(dataExports.userId, couple.userA.id))).toHaveLength(1);
      await api.app.jobs.drain();
    },
  );
});

describe("the export's ZIP and its link", () => {
  it("holds one's own data and not the partner's, and the link works once", async () => {
    const { couple, asA } = await coupleWithIncomes();
    const requested = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/data-exports`, as: asA });
    expect(requested.statusCode, requested.body).toBe(202);
    await api.app.jobs.drain();

    const token = await tokenMailedTo(couple.userA.email);
    const download = await api.inject({ method: "GET", url: `/data-exports/${token}` });
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers["content-type"]).toBe("application/zip");
    const zip = unzipSync(new Uint8Array(download.rawPayload));
    const text = (name: string) => strFromU8(zip[name]!);

    expect(Object.keys(zip)).toEqual(
      expect.arrayContaining(["README.txt", "profile.json", "consents.json", "answers.json", "payments.json"]),
    );
    expect(text("README.txt")).toContain("Amounts are whole cents");
    expect(JSON.parse(text("profile.json"))).toMatchObject({ email: couple.userA.email, firstName: "Avery" });

    // Each partner answered; only one's own answers are in the file.
    const own = JSON.parse(text("answers.json")) as { answers: unknown[] };
    expect(own.answers).toHaveLength(await api.db.$count(answers, eq(answers.userId, couple.userA.id)));
    expect(await api.db.$count(answers, eq(answers.userId, couple.userB.id))).toBeGreaterThan(0);

    const entries = JSON.parse(text(`disclosure/${couple.document.id}/entries.json`)) as {
      entries: { kind: string; userId: string; valueInCents: number; currency: string }[];
    };
    expect(entries.entries).toEqual([
      expect.objectContaining({ kind: "incomes", userId: couple.userA.id, valueInCents: 9_000_000 }),
    ]);
    expect(text(`disclosure/${couple.document.id}/incomes.csv`)).toContain("9000000");
    const everything = Object.values(zip)
      .map((bytes) => strFromU8(bytes, true))
      .join("\n");
    expect(everything).not.toContain("1234567");
    expect(everything).not.toContain(couple.userB.email);

    const again = await api.inject({ method: "GET", url: `/data-exports/${token}` });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: "DATA_EXPORT_LINK_GONE", error: DATA_EXPORT_MESSAGES.linkGone });
    const [row] = await api.db.select().from(dataExports).where(eq(dataExports.userId, couple.userA.id));
    expect(row).toMatchObject({ status: "DOWNLOADED" });
  });

  it("answers 410 once the link's 24 hours have passed", async () => {
    const { couple, asA } = await coupleWithIncomes();
    const requested = await api.inject({ method: "POST", url: `/users/${couple.userA.id}/data-exports`, as: asA });
    expect(requested.statusCode, requested.body).toBe(202);
    await api.app.jobs.drain();
    const token = await tokenMailedTo(couple.userA.email);
    const start = api.clock.now();
    api.clock.set(new Date(start.getTime() + 24 * 3_600_000 + 1000));
    try {
      const response = await api.inject({ method: "GET", url: `/data-exports/${token}` });
      expect(response.statusCode).toBe(410);
      const [row] = await api.db.select().from(dataExports).where(eq(dataExports.userId, couple.userA.id));
      expect(row).toMatchObject({ status: "EXPIRED" });
    } finally {
      api.clock.set(start);
    }
  });
});

describe("the export of an agreement's documents, disclosure versions and chats", () => {
  it("holds the generated PDF, the record, one's own disclosure versions and one's chat messages", async () => {
    const couple = await readyCouple(api.db);
    const asA = claimsOf(couple.userA);
    const document = couple.document.id;
    const generated = await api.inject({ method: "POST", url: `/documents/${document}/generate`, as: asA });
    expect(generated.statusCode, generated.body).toBe(201);
    const attorney = await createAttorney(api.db, {
      states: ["CA"],
      user: { firstName: "Jordan", lastName: "Reyes", phoneNumber: "+15105550123" },
    });
    await api.db.update(documents).set({ attorneyAId: attorney.attorney.id }).where(eq(documents.id, document));
    const chatsUrl = (user: { id: string }) => `/users/${user.id}/documents/${document}/chats`;
    const sent = await api.inject({
      method: "POST",
      url: chatsUrl(couple.userA),
      payload: { message: "Can we talk Friday?" },
      as: asA,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const reply = await api.inject({
      method: "POST",
      url: `${chatsUrl(attorney.user)}?counterpartId=${couple.userA.id}`,
      payload: { message: "Friday at 10 works." },
      as: claimsOf(attorney.user, "attorney"),
    });
    expect(reply.statusCode, reply.body).toBe(201);

    const zip = await downloadExport(couple.userA);
    const text = (name: string) => strFromU8(zip[name]!);

    // The PDF is the one the document's generated file holds, byte for byte.
    const [row] = await api.db.select().from(documents).where(eq(documents.id, document));
    const pdf = await api.inject({
      method: "GET",
      url: `/documents/${document}/files/${row!.generatedPdfFileId}`,
      as: asA,
    });
    const exported = zip[`documents/${document}/agreement.pdf`];
    expect(exported).toBeDefined();
    expect(strFromU8(exported!.subarray(0, 5), true)).toBe("%PDF-");
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(Buffer.from(exported!).equals(pdf.rawPayload)).toBe(true);

    // The record's chain checks out as README.txt describes it.
    const record = JSON.parse(text(`documents/${document}/record.json`)) as { entries: RecordEntryJson[] };
    expect(record.entries.map((entry) => entry.kind)).toContain("AGREEMENT_GENERATED");
    expect(verifyRecordChain(record.entries.map(recordEntryOf))).toMatchObject({ valid: true });
    expect(text("README.txt")).toContain("documentId, sequence, kind, occurredAt, actorUserId, respondent, details");

    // A's own frozen version, acknowledged by B; B's versions are B's.
    const versions = JSON.parse(text(`disclosure/${document}/versions.json`)) as {
      versions: {
        number: number;
        status: string;
        entryCount: number;
        acknowledgements: { acknowledgedById: string }[];
      }[];
    };
    expect(versions.versions).toEqual([
      expect.objectContaining({
        number: 1,
        status: "NOTHING_TO_DISCLOSE",
        entryCount: 0,
        acknowledgements: [expect.objectContaining({ acknowledgedById: couple.userB.id })],
      }),
    ]);

    // Both sides of the conversation, the attorney named and nothing else of theirs.
    const chats = JSON.parse(text("chats.json")) as {
      messages: { direction: string; with: string; message: string }[];
    };
    expect(chats.messages).toHaveLength(2);
    expect(chats.messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ direction: "SENT", with: "Jordan Reyes", message: "Can we talk Friday?" }),
        expect.objectContaining({ direction: "RECEIVED", with: "Jordan Reyes", message: "Friday at 10 works." }),
      ]),
    );
    expect(text("chats.json")).not.toContain(attorney.user.email);
    expect(text("chats.json")).not.toContain("5550123");
  });

  it("holds the agreement's amendments, and one's own signing of them with the notarized copy one uploaded", async () => {
    const couple = await signedCouple(api.db, "CA");
    const change = { id: await draftAmendmentOf(api, couple, "CA", "The home bought in 2026 is shared.") };
    for (const user of [couple.userA, couple.userB]) await confirmNothingToDisclose(api, couple, user);
    const copy = Buffer.from("%PDF-1.7\n% Lena's notarized amendment\n%%EOF\n");
    await signChangeAs(api, couple, couple.userA, change.id, copy, "signedOn=2026-11-21&witness=Ana%20Ruiz");

    type ChangesJson = {
      changes: {
        id: string;
        kind: string;
        number: number;
        status: string;
        changes: { label: string; newText: string }[];
        mySigning: { signedOn: string; witnesses: string[]; copySha256: string } | null;
      }[];
    };
    const zipA = await downloadExport(couple.userA);
    const changesA = JSON.parse(strFromU8(zipA[`documents/${couple.document.id}/changes.json`]!)) as ChangesJson;
    expect(changesA.changes).toEqual([
      expect.objectContaining({
        id: change.id,
        kind: "AMENDMENT",
        number: 1,
        status: "DRAFT",
        changes: [expect.objectContaining({ label: "3.2", newText: "The home bought in 2026 is shared." })],
        mySigning: expect.objectContaining({
          signedOn: "2026-11-21",
          witnesses: ["Ana Ruiz"],
          copySha256: createHash("sha256").update(copy).digest("hex"),
        }),
      }),
    ]);
    const exportedCopy = zipA[`documents/${couple.document.id}/changes/${change.id}/my-signed-copy.pdf`];
    expect(exportedCopy && Buffer.from(exportedCopy).equals(copy)).toBe(true);
    expect(strFromU8(zipA["README.txt"]!)).toContain("documents/<agreement id>/changes.json");

    // The partner's copy holds the amendment, and no signing or notarized copy of theirs yet.
    const zipB = await downloadExport(couple.userB);
    const changesB = JSON.parse(strFromU8(zipB[`documents/${couple.document.id}/changes.json`]!)) as ChangesJson;
    expect(changesB.changes).toEqual([expect.objectContaining({ id: change.id, mySigning: null })]);
    expect(Object.keys(zipB).filter((name) => name.includes("/changes/"))).toEqual([]);
  });

  it("holds one's aftercare reminders and the state one lives in, not the partner's", async () => {
    const couple = await signedCouple(api.db, "CA");
    const as = claimsOf(couple.userA);
    const saved = await api.inject({
      method: "PUT",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/aftercare`,
      payload: { events: ["CHILD"], reviewEveryYears: 2, sunsetReminder: false },
      as,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await api.inject({ method: "PATCH", url: `/users/${couple.userA.id}`, payload: { residenceState: "NY" }, as });
    const zipA = await downloadExport(couple.userA);
    expect(JSON.parse(strFromU8(zipA[`documents/${couple.document.id}/aftercare.json`]!))).toMatchObject({
      events: ["CHILD"],
      reviewEveryYears: 2,
      sunsetReminder: false,
      nextReminderOn: "2027-05-20",
    });
    expect(JSON.parse(strFromU8(zipA["profile.json"]!))).toMatchObject({ residenceState: "NY" });
    const zipB = await downloadExport(couple.userB);
    expect(zipB[`documents/${couple.document.id}/aftercare.json`]).toBeUndefined();
  });

  it("leaves out the partner's own disclosure versions", async () => {
    const couple = await readyCouple(api.db);
    const zip = await downloadExport(couple.userB);
    const versions = JSON.parse(strFromU8(zip[`disclosure/${couple.document.id}/versions.json`]!)) as {
      versions: { acknowledgements: { acknowledgedById: string }[] }[];
    };
    // B's one version, acknowledged by A: A's version (acknowledged by B) is not in B's copy.
    expect(versions.versions).toHaveLength(1);
    expect(versions.versions[0]!.acknowledgements.map((ack) => ack.acknowledgedById)).toEqual([couple.userA.id]);
  });
});
