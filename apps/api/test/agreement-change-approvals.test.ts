/**
 * An assigned attorney's approval of a draft amendment (POST …/changes/{changeId}/approval/grant and
 * /rescind): for the spouse they represent, of the text as it reads then, shown as of an earlier text
 * once the couple edits it; refused once the change is in effect (nothing stored); one approval per
 * side even when two arrive at once; statements per request pinned and constant as the data grows.
 */
import { agreementChangeApprovals, documentRecordEntries, documents } from "@prenup/db";
import { createAttorney } from "@prenup/db/testing";
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { confirmNothingToDisclose, draftAmendmentOf, signChangeAs, signedCouple } from "./agreement-change-fixtures.ts";
import { claimsOf, createTestApi, json, statementsOf, type TestApi } from "./harness.ts";

let api: TestApi;
const TODAY = new Date("2026-11-21T12:00:00.000Z");
beforeAll(async () => {
  api = await createTestApi({ now: TODAY });
});
beforeEach(() => api.clock.set(TODAY));
afterAll(async () => {
  await api?.close();
});

type Approval = { respondent: "A" | "B"; attorneyName: string | null; approvedAt: string; current: boolean };
type Draft = { id: string; status: string; approvals: Approval[] };
const PDF = Buffer.from("%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF\n");

/** A signed California couple, each spouse with an attorney of their own, and a draft amendment of clause 3.2. */
async function represented() {
  const couple = await signedCouple(api.db, "CA");
  const forA = await createAttorney(api.db, { states: ["CA"], user: { firstName: "Morgan", lastName: "Ellis" } });
  const forB = await createAttorney(api.db, { states: ["CA"], user: { firstName: "Priya", lastName: "Shah" } });
  await api.db
    .update(documents)
    .set({ attorneyAId: forA.attorney.id, attorneyBId: forB.attorney.id })
    .where(eq(documents.id, couple.document.id));
  const base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
  const change = { id: await draftAmendmentOf(api, couple, "CA", "The home is shared.") };
  return {
    couple,
    base,
    change,
    asA: claimsOf(forA.user, "attorney"),
    asB: claimsOf(forB.user, "attorney"),
    approve: (as: ReturnType<typeof claimsOf>, action: "grant" | "rescind" = "grant") =>
      api.inject({ method: "POST", url: `${base}/changes/${change.id}/approval/${action}`, as }),
  };
}

/** The agreement's record entries about approvals, in order: kind, side, attorney. */
const approvalEntries = async (documentId: string) =>
  (
    await api.db
      .select()
      .from(documentRecordEntries)
      .where(eq(documentRecordEntries.documentId, documentId))
      .orderBy(asc(documentRecordEntries.sequence))
  )
    .filter((entry) => entry.kind.startsWith("CHANGE_APPROVAL"))
    .map((entry) => [entry.kind, entry.respondent, entry.details["attorneyName"]]);

const liveApprovals = (changeId: string) =>
  api.db
    .select()
    .from(agreementChangeApprovals)
    .where(and(eq(agreementChangeApprovals.changeId, changeId), isNull(agreementChangeApprovals.deletedAt)));

describe("an attorney's approval of a draft amendment", () => {
  it("is given for their client's side, shows as of an earlier text once the couple edits it, and is withdrawn", async () => {
    const { couple, base, change, asA, asB, approve } = await represented();
    const granted = await approve(asA);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(json<Draft>(granted).approvals).toEqual([
      {
        respondent: "A",
        attorneyId: expect.any(String),
        attorneyName: "Morgan Ellis",
        approvedAt: "2026-11-21T12:00:00.000Z",
        current: true,
      },
    ]);
    // Again: nothing new.
    expect((await approve(asA)).statusCode).toBe(200);
    expect(await liveApprovals(change.id)).toHaveLength(1);

    // The couple edits the text: the approval is of an earlier text, and the couple sees so.
    const edited = await api.inject({
      method: "PATCH",
      url: `${base}/changes/${change.id}`,
      payload: { changes: [{ label: "3.2", newText: "The home is shared, and so is the car.", reason: "CHILD" }] },
      as: claimsOf(couple.userB),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(json<Draft>(edited).approvals).toEqual([expect.objectContaining({ respondent: "A", current: false })]);
    api.clock.set(new Date("2026-11-22T09:00:00.000Z"));
    expect(json<Draft>(await approve(asA)).approvals).toEqual([
      expect.objectContaining({ respondent: "A", current: true, approvedAt: "2026-11-22T09:00:00.000Z" }),
    ]);
    expect(await liveApprovals(change.id)).toHaveLength(1);

    // The other spouse's attorney approves for B; then A's attorney withdraws theirs.
    expect(json<Draft>(await approve(asB)).approvals.map((approval) => approval.respondent)).toEqual(["A", "B"]);
    const withdrawn = await approve(asA, "rescind");
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(json<Draft>(withdrawn).approvals).toEqual([
      expect.objectContaining({ respondent: "B", attorneyName: "Priya Shah", current: true }),
    ]);
    const seen = await api.inject({ method: "GET", url: `${base}/changes/${change.id}`, as: claimsOf(couple.userA) });
    expect(json<Draft>(seen).approvals.map((approval) => approval.respondent)).toEqual(["B"]);
    // The agreement's record keeps each approval given or withdrawn; a repeat adds nothing.
    expect(await approvalEntries(couple.document.id)).toEqual([
      ["CHANGE_APPROVAL_GRANTED", "A", "Morgan Ellis"],
      ["CHANGE_APPROVAL_GRANTED", "A", "Morgan Ellis"],
      ["CHANGE_APPROVAL_GRANTED", "B", "Priya Shah"],
      ["CHANGE_APPROVAL_WITHDRAWN", "A", "Morgan Ellis"],
    ]);
    const history = await api.inject({
      method: "GET",
      url: `/documents/${couple.document.id}/history`,
      as: claimsOf(couple.userA),
    });
    expect(history.body).toContain("Priya Shah, attorney for");
    expect(history.body).toContain("approved Amendment No. 1 as drafted");
  });

  it("is refused to an attorney not on the agreement and once the change is in effect, storing nothing", async () => {
    const { couple, base, change, asA, approve } = await represented();
    const stranger = await createAttorney(api.db, { states: ["CA"] });
    expect((await approve(claimsOf(stranger.user, "attorney"))).statusCode).toBe(404);
    expect((await approve(claimsOf(couple.userA))).statusCode).toBe(403);
    for (const user of [couple.userA, couple.userB]) {
      await confirmNothingToDisclose(api, couple, user);
      await signChangeAs(api, couple, user, change.id, PDF);
    }
    const late = await approve(asA);
    expect(late.statusCode).toBe(409);
    expect(late.body).toContain("Only a draft can be approved: this change is already in effect, or was deleted.");
    expect(await liveApprovals(change.id)).toEqual([]);
    const badId = await api.inject({ method: "POST", url: `${base}/changes/not-a-uuid/approval/grant`, as: asA });
    expect(badId.statusCode).toBe(400);
    expect(badId.body).toContain("changeId");
    expect(await liveApprovals(change.id)).toEqual([]);
    const missing = await api.inject({
      method: "POST",
      url: `${base}/changes/00000000-0000-4000-8000-000000000000/approval/grant`,
      as: asA,
    });
    expect(missing.statusCode).toBe(404);
  });

  it("keeps one approval per side when the attorney's two clicks arrive at once", async () => {
    const { change, asA, approve } = await represented();
    const responses = await Promise.all([approve(asA), approve(asA)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(await liveApprovals(change.id)).toHaveLength(1);
  });

  it("runs a constant number of statements as couples and their approvals grow", async () => {
    const measure = async () => {
      const { asA, approve } = await represented();
      return {
        grant: await statementsOf(api, () => approve(asA), 200),
        rescind: await statementsOf(api, () => approve(asA, "rescind"), 200),
      };
    };
    await measure();
    const before = await measure();
    for (let n = 0; n < 3; n += 1) {
      const { asA, asB, approve } = await represented();
      await approve(asA);
      await approve(asB);
    }
    expect(await measure()).toEqual(before);
    // The signed-in user and the access check, the context; then the transaction: the change's lock and its row,
    // the withdrawal of an earlier text's approval and the approval, the attorney's name, the document's lock, the
    // record's heads and the entry; then the change read back.
    expect(before.grant).toBeLessThanOrEqual(15);
    expect(before.rescind).toBeLessThanOrEqual(14);
  });
});
