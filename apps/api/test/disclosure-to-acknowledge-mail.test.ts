/**
 * The e-mail that tells a partner the other's financial disclosure waits for their acknowledgement
 * (`disclosure-to-acknowledge`): once when it is first given, once per lapse of an acknowledgement
 * (the first change after it; further changes before the next acknowledgement tell nobody),
 * suppressed for a partner who turned the kind off, and never for a refused write.
 */
import { mailOutbox } from "@prenup/db";
import { createCouple } from "@prenup/db/testing";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimsOf, createTestApi, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ now: new Date("2026-11-21T12:00:00.000Z") });
});
afterAll(async () => {
  await api?.close();
});

const TEMPLATE = "disclosure-to-acknowledge";
const PDF = Buffer.from("%PDF-1.7\n%%EOF\n");

const mailsTo = (to: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.template, TEMPLATE), eq(mailOutbox.to, to)))
    .orderBy(mailOutbox.createdAt);

/** A paid couple (Avery and Blake) whose Avery has income for the three required years. */
async function coupleWithIncome() {
  const couple = await createCouple(api.db, {
    paid: true,
    userA: { firstName: "Avery", lastName: "Stone" },
    userB: { firstName: "Blake", lastName: "Moreno" },
  });
  const asAvery = claimsOf(couple.userA);
  const asBlake = claimsOf(couple.userB);
  const averyUrl = `/users/${couple.userA.id}/documents/${couple.document.id}`;
  const blakeUrl = `/users/${couple.userB.id}/documents/${couple.document.id}`;
  const incomeIds: string[] = [];
  for (const year of [2024, 2025, 2026]) {
    const income = await api.inject({
      method: "POST",
      url: `${averyUrl}/incomes`,
      payload: { year, incomeType: "BASE_SALARY", valueInCents: 9_000_000 },
      as: asAvery,
    });
    expect(income.statusCode, income.body).toBe(201);
    incomeIds.push(income.json<{ id: string }>().id);
  }
  const declare = async (declaration: "COMPLETE" | null) => {
    api.clock.advance(1_000);
    const response = await api.inject({
      method: "PUT",
      url: `${averyUrl}/disclosure-declaration`,
      payload: { declaration },
      as: asAvery,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const acknowledge = async (version: number) => {
    api.clock.advance(1_000);
    const response = await api.inject({
      method: "POST",
      url: `${blakeUrl}/disclosure-acknowledgement`,
      payload: { version },
      as: asBlake,
    });
    expect(response.statusCode, response.body).toBe(200);
  };
  const changeIncome = async (valueInCents: unknown) => {
    api.clock.advance(1_000);
    return api.inject({
      method: "PATCH",
      url: `${averyUrl}/incomes/${incomeIds[0]}`,
      payload: { valueInCents },
      as: asAvery,
    });
  };
  return { couple, asAvery, asBlake, averyUrl, incomeIds, declare, acknowledge, changeIncome };
}

describe("the e-mail asking a partner to acknowledge the other's disclosure", () => {
  it("goes to the partner once when the disclosure is first given, with its link and a link to turn it off; entries before it send nothing", async () => {
    const { couple, declare } = await coupleWithIncome();
    expect(await mailsTo(couple.userB.email)).toEqual([]);

    await declare("COMPLETE");
    const mails = await mailsTo(couple.userB.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: "Avery shared their financial disclosure",
      userId: couple.userB.id,
      suppressedAt: null,
      templateData: { documentId: couple.document.id, ownerId: couple.userA.id, version: 1 },
    });
    expect(mails[0]!.text).toContain("Read version 1");
    expect(mails[0]!.text.split("\n")).toEqual(
      expect.arrayContaining([
        "http://localhost:5173/financial-disclosure",
        "http://localhost:5173/profile?turnOff=DISCLOSURE_TO_ACKNOWLEDGE",
      ]),
    );
    expect(await mailsTo(couple.userA.email)).toEqual([]);

    // Declaring again before Blake acknowledged: the disclosure was already waiting for him.
    await declare("COMPLETE");
    expect(await mailsTo(couple.userB.email)).toHaveLength(1);
  });

  it("goes once when a change lapses the acknowledgement, and not again for further changes before the next one", async () => {
    const { couple, asAvery, averyUrl, incomeIds, declare, acknowledge, changeIncome } = await coupleWithIncome();
    await declare("COMPLETE");
    await acknowledge(1);

    const changed = await changeIncome(9_500_000);
    expect(changed.statusCode, changed.body).toBe(200);
    const mails = await mailsTo(couple.userB.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      subject: "Avery changed their financial disclosure: please read it again",
      templateData: { documentId: couple.document.id, ownerId: couple.userA.id, version: 2 },
      suppressedAt: null,
    });
    expect(mails[1]!.text).toContain("after you acknowledged version 1");

    // A second change, a document attached and an entry removed, all before Blake acknowledges again.
    expect((await changeIncome(9_600_000)).statusCode).toBe(200);
    api.clock.advance(1_000);
    const attached = await api.inject({
      method: "POST",
      url: `${averyUrl}/incomes/${incomeIds[1]}/documents?name=pay-slip.pdf`,
      headers: { "content-type": "application/pdf" },
      payload: PDF,
      as: asAvery,
    });
    expect(attached.statusCode, attached.body).toBe(201);
    const extra = await api.inject({
      method: "POST",
      url: `${averyUrl}/debts`,
      payload: { creditor: "Bank", amountDueInCents: 100 },
      as: asAvery,
    });
    expect(extra.statusCode, extra.body).toBe(201);
    api.clock.advance(1_000);
    const removed = await api.inject({
      method: "DELETE",
      url: `${averyUrl}/debts/${extra.json<{ id: string }>().id}`,
      as: asAvery,
    });
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await mailsTo(couple.userB.email)).toHaveLength(2);

    // Blake reads version 2 (frozen when he acknowledges); the next change lapses it again: one mail more.
    await acknowledge(2);
    api.clock.advance(1_000);
    const detached = await api.inject({
      method: "DELETE",
      url: `${averyUrl}/incomes/${incomeIds[1]}/documents/${attached.json<{ id: string }>().id}`,
      as: asAvery,
    });
    expect(detached.statusCode, detached.body).toBe(204);
    const after = await mailsTo(couple.userB.email);
    expect(after).toHaveLength(3);
    expect(after[2]).toMatchObject({ templateData: { version: 3 } });
    expect(after[2]!.text).toContain("after you acknowledged version 2");
  });

  it("goes when a declaration withdrawn and given again replaces the version the partner acknowledged", async () => {
    const { couple, declare, acknowledge } = await coupleWithIncome();
    await declare("COMPLETE");
    await acknowledge(1);
    // Withdrawing leaves nothing to acknowledge: no mail yet.
    await declare(null);
    expect(await mailsTo(couple.userB.email)).toHaveLength(1);
    await declare("COMPLETE");
    const mails = await mailsTo(couple.userB.email);
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({
      subject: "Avery changed their financial disclosure: please read it again",
      templateData: { version: 2 },
    });
  });

  it("is recorded as suppressed for a partner who turned DISCLOSURE_TO_ACKNOWLEDGE off", async () => {
    const { couple, asBlake, declare } = await coupleWithIncome();
    const off = await api.inject({
      method: "PUT",
      url: `/users/${couple.userB.id}/email-preferences`,
      as: asBlake,
      payload: { kind: "DISCLOSURE_TO_ACKNOWLEDGE", enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    await declare("COMPLETE");
    const [mail] = await mailsTo(couple.userB.email);
    expect(mail).toMatchObject({ subject: "Avery shared their financial disclosure", userId: couple.userB.id });
    expect(mail!.suppressedAt).not.toBeNull();
  });

  it("is not recorded by a refused write, and the next accepted change still sends it", async () => {
    const { couple, asAvery, averyUrl, incomeIds, declare, acknowledge, changeIncome } = await coupleWithIncome();
    await declare("COMPLETE");
    await acknowledge(1);

    const refused = await changeIncome(-5);
    expect(refused.statusCode, refused.body).toBe(400);
    api.clock.advance(1_000);
    const notAPdf = await api.inject({
      method: "POST",
      url: `${averyUrl}/incomes/${incomeIds[0]}/documents?name=notes.txt`,
      headers: { "content-type": "application/pdf" },
      payload: Buffer.from("plain text, not a statement"),
      as: asAvery,
    });
    expect(notAPdf.statusCode, notAPdf.body).toBe(415);
    expect(await mailsTo(couple.userB.email)).toHaveLength(1);

    expect((await changeIncome(9_100_000)).statusCode).toBe(200);
    expect(await mailsTo(couple.userB.email)).toHaveLength(2);
  });

  it("is not sent while the partner has not joined (invited, not accepted)", async () => {
    const couple = await createCouple(api.db, { paid: true, userA: { firstName: "Avery" }, invitationAccepted: false });
    const base = `/users/${couple.userA.id}/documents/${couple.document.id}`;
    const declared = await api.inject({
      method: "PUT",
      url: `${base}/disclosure-declaration`,
      payload: { declaration: "NOTHING_TO_DISCLOSE" },
      as: claimsOf(couple.userA),
    });
    expect(declared.statusCode, declared.body).toBe(200);
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.template, TEMPLATE));
    expect(
      mails.filter((mail) => (mail.templateData as { documentId?: string } | null)?.documentId === couple.document.id),
    ).toEqual([]);
  });
});
