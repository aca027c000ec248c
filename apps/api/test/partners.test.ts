import {
  answers,
  backgroundJobs,
  contentIds,
  demoUserId,
  documents,
  mailOutbox,
  seedDemo,
  type Database,
  type User,
} from "@prenup/db";
import {
  createAdmin,
  createAttorney,
  createCouple,
  createCustomer,
  createDocument,
  snapshotTables,
} from "@prenup/db/testing";
import { desc, eq, or } from "drizzle-orm";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { systemClock } from "../src/integrations/clock.ts";
import { createOutboxStore, MailDeliveryError } from "../src/integrations/mail/index.ts";
import { hashNonce } from "../src/modules/partners/invite-token.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

/** Whose questionnaire is complete, as the reminder rule asks it (set per test). */
const completed = new Set<string>();

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({
    deps: { questionnaire: { isQuestionnaireComplete: async (userId) => completed.has(userId) } },
  });
});
afterAll(async () => {
  await api?.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;
type ErrorBody = { error: string; code: string };
type DocumentBody = {
  id: string;
  respondent: "A" | "B";
  userBId: string | null;
  invitationEmail: string | null;
  invitationSentAt: string | null;
  invitationExpiresAt: string | null;
  invitationAcceptedAt: string | null;
  partner: { id: string } | null;
};

const tables = () => snapshotTables(api.db, [documents, mailOutbox]);

/** Partner A with an agreement in California and nobody invited yet. */
async function agreementOfA(overrides: Partial<User> = {}) {
  const userA = await createCustomer(api.db, { firstName: "Alex", lastName: "Rivera", ...overrides });
  const document = await createDocument(api.db, { userA });
  return { userA, document };
}

const invite = (user: User, email: string) =>
  api.inject({ method: "POST", url: `/users/${user.id}/invite`, payload: { email }, as: claimsOf(user) });

const accept = (user: User, documentId: string, token?: string, extra: { emailVerified?: boolean } = {}) =>
  api.inject({
    method: "GET",
    url: `/users/${user.id}/documents/${documentId}/accept-invite${token === undefined ? "" : `?token=${encodeURIComponent(token)}`}`,
    as: claimsOf(user, "customer", extra),
  });

/** The newest mail to this address, and the invitation link's token in it. */
async function latestMailTo(email: string) {
  const [mail] = await api.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(1);
  return mail;
}
async function inviteLinkTo(email: string): Promise<{ link: URL; token: string; documentId: string }> {
  const mail = await latestMailTo(email);
  const match = /(http:\/\/localhost:5173\/invite\?\S+)/.exec(mail?.text ?? "");
  if (!match) throw new Error(`no invitation link in the mail to ${email}`);
  const link = new URL(match[1]!);
  return { link, token: link.searchParams.get("token")!, documentId: link.searchParams.get("document")! };
}

const documentRow = async (id: string) => (await api.db.select().from(documents).where(eq(documents.id, id)))[0]!;

describe("GET /documents/{docId}/invitation", () => {
  const preview = (documentId: string, token: string) =>
    api.inject({ method: "GET", url: `/documents/${documentId}/invitation?token=${encodeURIComponent(token)}` });

  it("tells the holder of the link, signed out, who invited them to what and which address to use", async () => {
    const { userA, document } = await agreementOfA();
    expect((await invite(userA, "jordan.preview@example.test")).statusCode).toBe(200);
    const { token } = await inviteLinkTo("jordan.preview@example.test");
    const response = await preview(document.id, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({
      documentId: document.id,
      invitedBy: { firstName: "Alex" },
      invitedEmailHint: "j•••@example.test",
      state: { name: "California", abbreviation: "CA" },
      expiresAt: new Date(api.clock.now().getTime() + 14 * DAY_MS).toISOString(),
    });
    // Nothing more: no last name, no full address, no ids of people.
    expect(response.body).not.toContain("Rivera");
    expect(response.body).not.toContain("jordan.preview@");
  });

  /**
   * The token with one character of its signature changed, away from its end: base64url's last
   * character carries bits the decoder drops, so changing it may leave the signature as it was.
   */
  const forged = (token: string) => {
    const at = token.length - 10;
    return `${token.slice(0, at)}${token[at] === "A" ? "B" : "A"}${token.slice(at + 1)}`;
  };

  it("says nothing for a replaced, used, forged or other agreement's link (409 INVITE_INVALID), and changes nothing", async () => {
    const { userA, document } = await agreementOfA();
    await invite(userA, "jordan.preview2@example.test");
    const first = await inviteLinkTo("jordan.preview2@example.test");
    api.clock.advance(61_000);
    await invite(userA, "jordan.preview2@example.test");
    const second = await inviteLinkTo("jordan.preview2@example.test");
    const other = await agreementOfA();
    const before = await tables();
    for (const [documentId, token] of [
      [document.id, first.token],
      [other.document.id, second.token],
      [document.id, forged(second.token)],
      [document.id, "garbage"],
    ] as const) {
      const response = await preview(documentId, token);
      expect(response.statusCode, token).toBe(409);
      expect(json<ErrorBody>(response).code).toBe("INVITE_INVALID");
    }
    expect((await api.inject({ method: "GET", url: `/documents/${document.id}/invitation` })).statusCode).toBe(400);
    expect(await tables()).toEqual(before);
    const invitee = await createCustomer(api.db, { email: "jordan.preview2@example.test" });
    expect((await accept(invitee, document.id, second.token)).statusCode).toBe(200);
    expect((await preview(document.id, second.token)).statusCode).toBe(409);
  });
});

describe("POST /documents/{docId}/invitation/address", () => {
  const address = (documentId: string, payload: unknown) =>
    api.inject({ method: "POST", url: `/documents/${documentId}/invitation/address`, payload: payload as object });

  it("gives the holder of the current link, signed out, the invited address, with the token in the body and never in the URL", async () => {
    const { userA, document } = await agreementOfA();
    expect((await invite(userA, "jordan.address@example.test")).statusCode).toBe(200);
    const { token } = await inviteLinkTo("jordan.address@example.test");
    const response = await address(document.id, { token });
    expect(response.statusCode, response.body).toBe(200);
    expect(json(response)).toEqual({ email: "jordan.address@example.test" });
  });

  it("refuses a replaced, used or other agreement's link (409 INVITE_INVALID) and bad input (400, a clear message), changing nothing", async () => {
    const { userA, document } = await agreementOfA();
    await invite(userA, "jordan.address2@example.test");
    const first = await inviteLinkTo("jordan.address2@example.test");
    api.clock.advance(61_000);
    await invite(userA, "jordan.address2@example.test");
    const second = await inviteLinkTo("jordan.address2@example.test");
    const other = await agreementOfA();
    const before = await tables();
    for (const [documentId, token] of [
      [document.id, first.token],
      [other.document.id, second.token],
      [document.id, "garbage"],
    ] as const) {
      const response = await address(documentId, { token });
      expect(response.statusCode, token).toBe(409);
      expect(json<ErrorBody>(response).code).toBe("INVITE_INVALID");
      expect(response.body).not.toContain("jordan.address2");
    }
    for (const [payload, message] of [
      [{}, "Send the token of the invitation link (the link's token parameter)."],
      [{ token: "" }, "Send the token of the invitation link (the link's token parameter)."],
      [{ token: second.token, email: "x@example.test" }, "Unknown field: email"],
    ] as const) {
      const response = await address(document.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await tables()).toEqual(before);
    const invitee = await createCustomer(api.db, { email: "jordan.address2@example.test" });
    expect((await accept(invitee, document.id, second.token)).statusCode).toBe(200);
    expect((await address(document.id, { token: second.token })).statusCode).toBe(409);
  });
});

describe("POST /users/{id}/invite", () => {
  it("e-mails the partner a link to the customer app, keeping only the hash of its nonce", async () => {
    const { userA, document } = await agreementOfA();
    const response = await invite(userA, "jordan.invite1@example.test");
    expect(response.statusCode, response.body).toBe(200);
    const now = api.clock.now();
    expect(json<DocumentBody>(response)).toMatchObject({
      id: document.id,
      respondent: "A",
      invitationEmail: "jordan.invite1@example.test",
      invitationSentAt: now.toISOString(),
      invitationExpiresAt: new Date(now.getTime() + 14 * DAY_MS).toISOString(),
      invitationAcceptedAt: null,
    });

    // Recorded with the invitation, sent after the request by the mail-delivery job.
    expect(await latestMailTo("jordan.invite1@example.test")).toMatchObject({ sentAt: null });
    await api.app.jobs.drain();
    const mail = await latestMailTo("jordan.invite1@example.test");
    expect(mail).toMatchObject({
      template: "partner-invite",
      subject: "Alex Rivera invited you to create your prenup together",
      userId: userA.id,
      sentAt: now,
    });
    const { link, token, documentId } = await inviteLinkTo("jordan.invite1@example.test");
    expect(`${link.origin}${link.pathname}`).toBe("http://localhost:5173/invite");
    expect(documentId).toBe(document.id);
    expect(mail!.html).toContain(link.href.replaceAll("&", "&amp;"));
    // The agreement's state by name, joining free, and the expiry in the state's own zone.
    expect(mail!.html).toContain(
      "Alex Rivera invited you to prepare your prenuptial agreement together, under California law.",
    );
    expect(mail!.html).toContain("Joining costs you nothing");
    expect(mail!.html).toMatch(
      /The link works once, until [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M Pacific Time\./,
    );
    expect(mail!.html).not.toContain("GMT");

    const row = await documentRow(document.id);
    expect(row.invitationTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.invitationTokenHash).not.toContain(token);
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("refuses inviting yourself (400), without an agreement (409 NO_DOCUMENT), once B has joined (409), and writes nothing", async () => {
    const { userA } = await agreementOfA();
    const loner = await createCustomer(api.db);
    const couple = await createCouple(api.db);
    const before = await tables();

    const self = await invite(userA, `  ${userA.email.toUpperCase()} `);
    expect(self.statusCode).toBe(400);
    expect(json(self)).toEqual({ error: { issues: [{ message: "You can't invite yourself", path: ["email"] }] } });
    for (const payload of [{ email: "not-an-address" }, {}, { email: "a@b.test", extra: true }]) {
      const bad = await api.inject({ method: "POST", url: `/users/${userA.id}/invite`, payload, as: claimsOf(userA) });
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
    }

    const noDocument = await invite(loner, "someone@example.test");
    expect(noDocument.statusCode).toBe(409);
    expect(json<ErrorBody>(noDocument).code).toBe("NO_DOCUMENT");

    for (const user of [couple.userA, couple.userB]) {
      const joined = await invite(user, "someone@example.test");
      expect(joined.statusCode).toBe(409);
      expect(json<ErrorBody>(joined).code).toBe("PARTNER_ALREADY_JOINED");
    }
    expect(await tables()).toEqual(before);
  });
});

describe("GET /users/{id}/documents/{docId}/accept-invite", () => {
  it("makes the invitee partner B with the link, once; again by the same partner answers 200, by another fails", async () => {
    const { userA, document } = await agreementOfA();
    const invitee = await createCustomer(api.db, { email: "jordan.accept@example.test" });
    await invite(userA, "jordan.accept@example.test");
    const { token } = await inviteLinkTo("jordan.accept@example.test");

    const response = await accept(invitee, document.id, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(json<DocumentBody>(response)).toMatchObject({
      id: document.id,
      respondent: "B",
      userBId: invitee.id,
      partner: { id: userA.id },
      invitationAcceptedAt: api.clock.now().toISOString(),
      invitationExpiresAt: null,
    });
    const row = await documentRow(document.id);
    expect(row).toMatchObject({
      userBId: invitee.id,
      invitedUserId: invitee.id,
      invitationAcceptedAt: api.clock.now(),
      invitationTokenHash: null,
    });

    expect((await accept(invitee, document.id, token)).statusCode).toBe(200);

    const intruder = await createCustomer(api.db, { email: "intruder@example.test" });
    const before = await tables();
    const second = await accept(intruder, document.id, token);
    expect(second.statusCode).toBe(409);
    expect(json<ErrorBody>(second)).toEqual({
      code: "INVITE_INVALID",
      error: "This invitation link has expired or was replaced. Ask your partner to send a new one.",
    });
    expect(await tables()).toEqual(before);

    // Partner A shows up as joined now, and can no longer invite.
    expect(json<ErrorBody>(await invite(userA, "other@example.test")).code).toBe("PARTNER_ALREADY_JOINED");
  });

  it("refuses a replaced link, an expired one, a forged one and one for another agreement", async () => {
    const { userA, document } = await agreementOfA();
    const invitee = await createCustomer(api.db, { email: "jordan.replaced@example.test" });
    await invite(userA, "jordan.replaced@example.test");
    const first = await inviteLinkTo("jordan.replaced@example.test");
    // Sending again within the minute is refused and changes nothing; a minute later it replaces the link.
    const beforeTooSoon = await tables();
    const tooSoon = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/invite`,
      payload: { email: "jordan.replaced@example.test" },
      as: claimsOf(userA),
    });
    expect(tooSoon.statusCode).toBe(409);
    expect(json<ErrorBody>(tooSoon).code).toBe("INVITE_TOO_SOON");
    expect(await tables()).toEqual(beforeTooSoon);
    api.clock.advance(60_000);
    await invite(userA, "jordan.replaced@example.test");
    const second = await inviteLinkTo("jordan.replaced@example.test");
    expect(second.token).not.toBe(first.token);

    const other = await agreementOfA();
    api.clock.advance(1000); // so the newest mail to the address is this one
    await invite(other.userA, "jordan.replaced@example.test");
    const forOther = await inviteLinkTo("jordan.replaced@example.test");

    const forged = await new SignJWT({ doc: document.id, nonce: "guess" })
      .setProtectedHeader({ alg: "HS256" })
      .setAudience("prenup-partner-invite")
      .setExpirationTime(Math.floor(api.clock.now().getTime() / 1000) + 3600)
      .sign(new TextEncoder().encode("not-the-server-secret-not-the-server-secret"));

    const before = await tables();
    for (const token of [first.token, forOther.token, forged, "garbage"]) {
      const response = await accept(invitee, document.id, token);
      expect(response.statusCode).toBe(409);
      expect(json<ErrorBody>(response).code).toBe("INVITE_INVALID");
    }
    expect(await tables()).toEqual(before);

    // Fourteen days later the current link has expired too.
    api.clock.advance(14 * DAY_MS);
    const expired = await accept(invitee, document.id, second.token);
    expect(json<ErrorBody>(expired).code).toBe("INVITE_INVALID");
    expect(await tables()).toEqual(before);
  });

  it("records one invitation and sends one mail when twenty are sent at once", async () => {
    const { userA, document } = await agreementOfA();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, index) => invite(userA, `jordan.burst${index}@example.test`)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.userId, userA.id));
    expect(mails).toHaveLength(1);
    expect((await documentRow(document.id)).invitationEmail).toBe(mails[0]!.to);
  });

  it("answers 403 INVITE_EMAIL_MISMATCH to someone signed in with another address, and ignores case", async () => {
    const { userA, document } = await agreementOfA();
    await invite(userA, "Jordan.Case@Example.test");
    const { token } = await inviteLinkTo("Jordan.Case@Example.test");
    const someoneElse = await createCustomer(api.db, { email: "someone.else@example.test" });
    const before = await tables();
    const mismatch = await accept(someoneElse, document.id, token);
    expect(mismatch.statusCode).toBe(403);
    expect(json<ErrorBody>(mismatch)).toEqual({
      code: "INVITE_EMAIL_MISMATCH",
      error: "This invitation was sent to another e-mail address. Sign in with that address to accept it.",
    });
    expect(await tables()).toEqual(before);

    const invitee = await createCustomer(api.db, { email: "jordan.case@example.test" });
    expect((await accept(invitee, document.id, token)).statusCode).toBe(200);
  });

  it("without the link needs the invited address, verified by the identity provider", async () => {
    const { userA, document } = await agreementOfA();
    await invite(userA, "jordan.notoken@example.test");
    const invitee = await createCustomer(api.db, { email: "jordan.notoken@example.test" });
    const someoneElse = await createCustomer(api.db, { email: "not.invited@example.test" });
    const before = await tables();

    const unverified = await accept(invitee, document.id, undefined, { emailVerified: undefined });
    expect(unverified.statusCode).toBe(403);
    expect(json<ErrorBody>(unverified)).toEqual({
      code: "EMAIL_NOT_VERIFIED",
      error: "Please verify your e-mail address before accepting the invitation.",
    });
    expect(json<ErrorBody>(await accept(invitee, document.id, undefined, { emailVerified: false })).code).toBe(
      "EMAIL_NOT_VERIFIED",
    );
    expect(json<ErrorBody>(await accept(someoneElse, document.id, undefined, { emailVerified: true })).code).toBe(
      "INVITE_EMAIL_MISMATCH",
    );
    expect(await tables()).toEqual(before);

    const verified = await accept(invitee, document.id, undefined, { emailVerified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(json<DocumentBody>(verified)).toMatchObject({ respondent: "B", userBId: invitee.id });
    // The e-mailed link no longer works: accepting is single use.
    expect((await documentRow(document.id)).invitationTokenHash).toBeNull();
  });

  it("answers 409 DOCUMENT_EXISTS to partner A, and to an invitee already in another agreement", async () => {
    const { userA, document } = await agreementOfA();
    const busy = await createCouple(api.db);
    await invite(userA, busy.userB.email);
    const { token } = await inviteLinkTo(busy.userB.email);
    const before = await tables();

    const own = await accept(userA, document.id, token);
    expect(own.statusCode).toBe(409);
    expect(json<ErrorBody>(own).code).toBe("DOCUMENT_EXISTS");

    const taken = await accept(busy.userB, document.id, token);
    expect(taken.statusCode).toBe(409);
    expect(json<ErrorBody>(taken)).toEqual({
      code: "DOCUMENT_EXISTS",
      error: "You already take part in another agreement. An account can belong to one agreement at a time.",
    });
    expect(await tables()).toEqual(before);
  });

  it("answers 403 to an attorney or admin account invited by its address, and writes nothing", async () => {
    const { userA, document } = await agreementOfA();
    const attorney = await createAttorney(api.db, { user: { email: "counsel.invited@example.test" } });
    const admin = await createAdmin(api.db, { email: "admin.invited@example.test" });
    for (const [staff, app] of [
      [attorney.user, "attorney"],
      [admin, "admin"],
    ] as const) {
      await invite(userA, staff.email);
      const { token } = await inviteLinkTo(staff.email);
      const before = await tables();
      for (const response of [
        await api.inject({
          method: "GET",
          url: `/users/${staff.id}/documents/${document.id}/accept-invite?token=${encodeURIComponent(token)}`,
          as: claimsOf(staff, app),
        }),
        await api.inject({
          method: "GET",
          url: `/users/${staff.id}/documents/${document.id}/accept-invite`,
          as: claimsOf(staff, app, { emailVerified: true }),
        }),
      ]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(json<ErrorBody>(response).error).toBe(
          "Only a customer account can join an agreement. Sign in with your personal account to accept the invitation.",
        );
      }
      expect(await tables()).toEqual(before);
      api.clock.advance(60_000); // invitations are a minute apart at least
    }
    expect((await documentRow(document.id)).userBId).toBeNull();
  });

  it("makes the invitee partner of one agreement when two invitations are accepted at once, or one races a new agreement", async () => {
    const first = await agreementOfA();
    const second = await agreementOfA();
    const invitee = await createCustomer(api.db, { email: "jordan.race@example.test" });
    await invite(first.userA, invitee.email);
    api.clock.advance(1000);
    await invite(second.userA, invitee.email);
    const statuses = (
      await Promise.all([
        accept(invitee, first.document.id, undefined, { emailVerified: true }),
        accept(invitee, second.document.id, undefined, { emailVerified: true }),
      ])
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
    const joined = await api.db.select().from(documents).where(eq(documents.userBId, invitee.id));
    expect(joined).toHaveLength(1);

    const third = await agreementOfA();
    const creator = await createCustomer(api.db, { email: "jordan.race2@example.test" });
    await invite(third.userA, creator.email);
    const [accepted, created] = await Promise.all([
      accept(creator, third.document.id, undefined, { emailVerified: true }),
      api.inject({
        method: "POST",
        url: "/documents",
        payload: { stateId: contentIds.state("CA"), userAId: creator.id },
        as: claimsOf(creator),
      }),
    ]);
    // Either order is right: joined (200) and then refused a second agreement (409), or the reverse.
    expect([
      [200, 409],
      [409, 201],
    ]).toContainEqual([accepted.statusCode, created.statusCode]);
    const parties = await api.db
      .select()
      .from(documents)
      .where(or(eq(documents.userAId, creator.id), eq(documents.userBId, creator.id)));
    expect(parties).toHaveLength(1);
  });

  it("answers 409 INVITE_INVALID for an agreement that does not exist", async () => {
    const invitee = await createCustomer(api.db);
    const response = await accept(invitee, "6f1f8f5e-2b7d-4c1a-9d3e-5a4b3c2d1e0f", "x");
    expect(json<ErrorBody>(response).code).toBe("INVITE_INVALID");
  });
});

describe("GET /users/{id}/documents/invites", () => {
  type Invite = {
    documentId: string;
    invitedBy: { firstName: string | null; lastName: string | null };
    sentAt: string;
    expiresAt: string | null;
    state: { id: string; name: string; abbreviation: string } | null;
  };
  const listAs = (user: User, extra: Partial<TokenClaims> = {}) =>
    api.inject({ method: "GET", url: `/users/${user.id}/documents/invites`, as: claimsOf(user, "customer", extra) });
  const invitesOf = async (user: User) => json<Invite[]>(await listAs(user));

  it("lists nothing to a caller whose token does not carry the account's address as verified", async () => {
    const { userA } = await agreementOfA({ firstName: "Robin", lastName: "Hale" });
    const invitee = await createCustomer(api.db, { email: "casey.unverified@example.test" });
    await invite(userA, "casey.unverified@example.test");
    for (const extra of [
      { emailVerified: undefined },
      { emailVerified: false },
      { emailVerified: true, email: "someone.else@example.test" },
    ]) {
      const response = await listAs(invitee, extra);
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
      expect(json<ErrorBody>(response)).toEqual({
        code: "EMAIL_NOT_VERIFIED",
        error: "Please verify your e-mail address to see the invitations sent to it.",
      });
    }
    expect(await invitesOf(invitee)).toHaveLength(1);
  });

  it("lists the open invitations to the caller's address until they are accepted or expire", async () => {
    const { userA, document } = await agreementOfA({ firstName: "Robin", lastName: "Hale" });
    const invitee = await createCustomer(api.db, { email: "morgan.list@example.test" });
    const bystander = await createCustomer(api.db, { email: "bystander.list@example.test" });
    await invite(userA, "MORGAN.LIST@example.test");
    const sentAt = api.clock.now();

    expect(await invitesOf(invitee)).toEqual([
      {
        documentId: document.id,
        invitedBy: { firstName: "Robin", lastName: "Hale" },
        sentAt: sentAt.toISOString(),
        expiresAt: new Date(sentAt.getTime() + 14 * DAY_MS).toISOString(),
        state: { id: contentIds.state("CA"), name: "California", abbreviation: "CA" },
      },
    ]);
    expect(await invitesOf(bystander)).toEqual([]);
    expect(await invitesOf(userA)).toEqual([]);

    api.clock.advance(14 * DAY_MS);
    expect(await invitesOf(invitee)).toEqual([]);

    await invite(userA, "morgan.list@example.test");
    expect(await invitesOf(invitee)).toHaveLength(1);
    const { token } = await inviteLinkTo("morgan.list@example.test");
    expect((await accept(invitee, document.id, token)).statusCode).toBe(200);
    expect(await invitesOf(invitee)).toEqual([]);
  });
});

describe("POST /users/{id}/questionnaire-reminder", () => {
  const remind = (user: User) =>
    api.inject({ method: "POST", url: `/users/${user.id}/questionnaire-reminder`, as: claimsOf(user) });

  it("is refused unless the partner joined, the caller is done and the partner is not — and writes nothing then", async () => {
    const { userA } = await agreementOfA();
    const couple = await createCouple(api.db);
    const loner = await createCustomer(api.db);
    completed.add(userA.id);
    const before = await tables();

    const expectRefused = async (user: User, code: string) => {
      const response = await remind(user);
      expect(response.statusCode).toBe(409);
      expect(json<ErrorBody>(response).code).toBe(code);
    };
    await expectRefused(userA, "REMINDER_NOT_ALLOWED"); // nobody has joined yet
    await expectRefused(loner, "NO_DOCUMENT");
    await expectRefused(couple.userA, "REMINDER_NOT_ALLOWED"); // neither is done
    completed.add(couple.userA.id);
    completed.add(couple.userB.id);
    await expectRefused(couple.userA, "REMINDER_NOT_ALLOWED"); // both are done
    expect(await tables()).toEqual(before);
  });

  it("e-mails the partner who is not done, at most once a day per agreement", async () => {
    const couple = await createCouple(api.db, { userA: { firstName: "Alex", lastName: "Rivera" } });
    completed.add(couple.userA.id);
    const sent = await remind(couple.userA);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(json(sent)).toEqual({ sentAt: api.clock.now().toISOString() });
    const mail = await latestMailTo(couple.userB.email);
    expect(mail).toMatchObject({
      template: "questionnaire-reminder",
      subject: "Alex Rivera is waiting for you to finish your questionnaire",
      userId: couple.userA.id,
    });
    expect(mail!.text).toContain("http://localhost:5173/questionnaire");
    expect((await documentRow(couple.document.id)).questionnaireReminderSentAt).toEqual(api.clock.now());

    api.clock.advance(DAY_MS - 1000);
    const before = await tables();
    const tooSoon = await remind(couple.userA);
    expect(tooSoon.statusCode).toBe(409);
    expect(json<ErrorBody>(tooSoon)).toEqual({
      code: "REMINDER_TOO_SOON",
      error: "A reminder was already sent in the last 24 hours. Please try again tomorrow.",
    });
    expect(await tables()).toEqual(before);

    api.clock.advance(1000);
    expect((await remind(couple.userA)).statusCode).toBe(202);
  });
});

describe("dev mailbox", () => {
  it("lists the outbox newest first, as JSON and as a page with the links", async () => {
    api.clock.advance(60_000); // after every mail of the tests above
    const { userA } = await agreementOfA();
    await invite(userA, "mailbox.reader@example.test");
    const { link } = await inviteLinkTo("mailbox.reader@example.test");
    const body = json<{
      messages: { to: string; subject: string; text: string; html: string | null; createdAt: string }[];
    }>(await api.inject({ method: "GET", url: "/dev/mailbox.json" }));
    expect(body.messages[0]).toMatchObject({
      to: "mailbox.reader@example.test",
      createdAt: api.clock.now().toISOString(),
    });
    expect(body.messages[0]!.text).toContain(link.href);
    const times = body.messages.map((message) => message.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const page = await api.inject({ method: "GET", url: "/dev/mailbox" });
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(`href="${link.href.replaceAll("&", "&amp;")}"`);
  });

  it("does not exist when API_DEV_MAILBOX is off", async () => {
    const off = await createTestApi({ config: { devMailbox: false } });
    try {
      expect((await off.inject({ method: "GET", url: "/dev/mailbox.json" })).statusCode).toBe(404);
      expect((await off.inject({ method: "GET", url: "/dev/mailbox" })).statusCode).toBe(404);
      expect(off.app.registeredRoutes.some((route) => route.path.startsWith("/dev/"))).toBe(false);
    } finally {
      await off.close();
    }
  });
});

describe("a mail server that refuses", () => {
  it("does not fail the invitation: the mail-delivery job keeps the error, retries later with backoff, and delivers once the server accepts", async () => {
    let refusals = 1;
    const ref: { store?: ReturnType<typeof createOutboxStore> } = {};
    const failing = await createTestApi({
      deps: {
        mail: {
          kind: "refusing once",
          enqueue: (message, executor) =>
            createOutboxStore(executor as Database, systemClock).insert(message, executor),
          enqueueOnce: (message, onceKey, executor) =>
            createOutboxStore(executor as Database, systemClock).insertOnce(message, onceKey, executor),
          deliver: async (ids) => {
            if (refusals > 0) {
              refusals -= 1;
              throw new MailDeliveryError("connection refused");
            }
            await ref.store!.markSent(ids);
          },
        },
      },
    });
    ref.store = createOutboxStore(failing.db, systemClock);
    try {
      const userA = await createCustomer(failing.db);
      const document = await createDocument(failing.db, { userA });
      const response = await failing.inject({
        method: "POST",
        url: `/users/${userA.id}/invite`,
        payload: { email: "jordan.down@example.test" },
        as: claimsOf(userA),
      });
      expect(response.statusCode).toBe(200);
      const [row] = await failing.db.select().from(documents).where(eq(documents.id, document.id));
      expect(row!.invitationEmail).toBe("jordan.down@example.test");
      const outbox = () => failing.db.select().from(mailOutbox).where(eq(mailOutbox.to, "jordan.down@example.test"));
      expect(await outbox()).toMatchObject([{ sentAt: null }]);

      // The first delivery is refused: the job waits for its retry (30 s, then doubling).
      await failing.app.jobs.drain();
      const [job] = await failing.db.select().from(backgroundJobs).where(eq(backgroundJobs.name, "mail-delivery"));
      expect(job).toMatchObject({
        state: "queued",
        attempts: 1,
        lastError: "connection refused",
        retryDelaySeconds: 30,
      });
      expect(job!.runAfter.getTime() - Date.now()).toBeGreaterThan(20_000);
      expect(await outbox()).toMatchObject([{ sentAt: null }]);

      // Time passes: the retry delivers it, once.
      await failing.db
        .update(backgroundJobs)
        .set({ runAfter: new Date(Date.now() - 1000) })
        .where(eq(backgroundJobs.id, job!.id));
      await failing.app.jobs.drain();
      expect(await failing.db.select().from(backgroundJobs).where(eq(backgroundJobs.id, job!.id))).toMatchObject([
        { state: "completed", attempts: 2 },
      ]);
      const [sent] = await outbox();
      expect(sent!.sentAt).toBeInstanceOf(Date);
    } finally {
      await failing.close();
    }
  });
});

describe("the reminder with the questionnaire module's own completion rule", () => {
  it("follows the partners' real answers (demo couple 1: both complete, then B's answers removed)", async () => {
    const real = await createTestApi();
    try {
      await seedDemo(real.db);
      const alex = { externalId: "demo-couple1-a", email: "alex@demo.prenup.test" };
      const jordan = { externalId: "demo-couple1-b", email: "jordan@demo.prenup.test" };
      const remindAs = (who: typeof alex) =>
        real.inject({
          method: "POST",
          url: `/users/${demoUserId(who.externalId)}/questionnaire-reminder`,
          as: claimsOf(who),
        });

      const bothDone = await remindAs(alex);
      expect(json<ErrorBody>(bothDone).code).toBe("REMINDER_NOT_ALLOWED");

      await real.db
        .update(answers)
        .set({ deletedAt: real.clock.now() })
        .where(eq(answers.userId, demoUserId(jordan.externalId)));
      const sent = await remindAs(alex);
      expect(sent.statusCode, sent.body).toBe(202);
      const [mail] = await real.db.select().from(mailOutbox).where(eq(mailOutbox.to, jordan.email));
      expect(mail).toMatchObject({
        template: "questionnaire-reminder",
        subject: "Alex Rivera is waiting for you to finish your questionnaire",
      });

      // Jordan is the one not done: Jordan cannot remind Alex.
      expect(json<ErrorBody>(await remindAs(jordan)).code).toBe("REMINDER_NOT_ALLOWED");
    } finally {
      await real.close();
    }
  });
});

describe("invite token", () => {
  it("stores a SHA-256 hex digest of the nonce", () => {
    expect(hashNonce("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
