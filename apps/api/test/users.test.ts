import { TEXT_MESSAGES } from "@prenup/domain";
import { attorneys, documents, users, type User } from "@prenup/db";
import { createAdmin, createAttorney, createCouple, createCustomer } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LAST_ACTIVE_THROTTLE_MS } from "../src/access/enforce.ts";
import { claimsOf, CLIENTS, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

async function readUser(id: string) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** The row without the activity stamp, which every signed-in request may move. */
async function readProfileRow(id: string) {
  const { lastActiveAt: _lastActiveAt, ...row } = await readUser(id);
  return row;
}

async function countUsersWithExternalId(externalId: string): Promise<number> {
  return (await api.db.select({ id: users.id }).from(users).where(eq(users.externalId, externalId))).length;
}

let sequence = 0;
const newIdentity = (clientId: string | null = CLIENTS.customer): TokenClaims => {
  sequence += 1;
  return {
    sub: `new-identity-${sequence}`,
    email: `New.Person${sequence}@Example.test`,
    clientId,
    emailVerified: true,
  };
};

describe("GET /users/me", () => {
  it("answers 404 USER_NOT_FOUND for a signed-in identity without an account, so the app creates one", async () => {
    const response = await api.inject({ method: "GET", url: "/users/me", as: newIdentity() });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: "User not found", code: "USER_NOT_FOUND" });
  });

  it("answers the profile designed for the screen, without external or creator ids", async () => {
    const user = await createCustomer(api.db, { firstName: "Alex", lastName: "Rivera", birthdate: "1990-04-02" });
    const response = await api.inject({ method: "GET", url: "/users/me", as: claimsOf(user) });
    expect(response.statusCode).toBe(200);
    const body = json(response);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      firstName: "Alex",
      lastName: "Rivera",
      birthdate: "1990-04-02",
      userType: "CUSTOMER",
      attorney: null,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        "attorney",
        "birthdate",
        "createdAt",
        "email",
        "firstName",
        "gender",
        "id",
        "lastName",
        "middleName",
        "phoneNumber",
        "residenceState",
        "suffix",
        "termsAgreedAt",
        "userType",
      ].sort(),
    );
  });

  it("includes the attorney record's stage for attorneys", async () => {
    const { user, attorney } = await createAttorney(api.db, { stage: "UNDER_REVIEW" });
    const response = await api.inject({
      method: "GET",
      url: "/users/me",
      as: claimsOf(user, "attorney"),
    });
    expect(json(response)["attorney"]).toEqual({
      id: attorney.id,
      stage: "UNDER_REVIEW",
      lawFirmId: attorney.lawFirmId,
    });
  });

  it("records activity at most once per throttle window", async () => {
    const user = await createCustomer(api.db);
    await api.inject({ method: "GET", url: "/users/me", as: claimsOf(user) });
    const first = (await readUser(user.id)).lastActiveAt;
    expect(first?.toISOString()).toBe(api.clock.now().toISOString());

    api.clock.advance(60_000);
    await api.inject({ method: "GET", url: "/users/me", as: claimsOf(user) });
    expect((await readUser(user.id)).lastActiveAt?.toISOString()).toBe(first?.toISOString());

    api.clock.advance(LAST_ACTIVE_THROTTLE_MS);
    await api.inject({ method: "GET", url: "/users/me", as: claimsOf(user) });
    expect((await readUser(user.id)).lastActiveAt?.toISOString()).toBe(api.clock.now().toISOString());
  });
});

describe("POST /users", () => {
  it("creates a CUSTOMER from the customer app, with the token's e-mail and the given names", async () => {
    const identity = newIdentity(CLIENTS.customer);
    const response = await api.inject({
      method: "POST",
      url: "/users",
      as: identity,
      payload: { firstName: "  Sam ", lastName: "Patel" },
    });
    expect(response.statusCode).toBe(201);
    const body = json(response);
    expect(body).toMatchObject({
      email: identity.email,
      firstName: "Sam",
      lastName: "Patel",
      userType: "CUSTOMER",
      attorney: null,
    });
    const stored = await readUser(body["id"] as string);
    expect(stored.externalId).toBe(identity.sub);
    expect(stored.userType).toBe("CUSTOMER");

    const me = await api.inject({ method: "GET", url: "/users/me", as: identity });
    expect(json(me)["id"]).toBe(body["id"]);
  });

  it("creates an ATTORNEY at stage FORM_MISSING from the attorney app", async () => {
    const identity = newIdentity(CLIENTS.attorney);
    const response = await api.inject({ method: "POST", url: "/users", as: identity, payload: { firstName: "Casey" } });
    expect(response.statusCode).toBe(201);
    const body = json<{ id: string; userType: string; attorney: { id: string; stage: string; lawFirmId: null } }>(
      response,
    );
    expect(body.userType).toBe("ATTORNEY");
    expect(body.attorney).toEqual({ id: body.id, stage: "FORM_MISSING", lawFirmId: null });
    const [row] = await api.db.select().from(attorneys).where(eq(attorneys.id, body.id));
    expect(row?.stage).toBe("FORM_MISSING");
  });

  it("answers 200 with the existing account when it already exists, changing nothing", async () => {
    const user = await createCustomer(api.db, { firstName: "Jordan" });
    const response = await api.inject({
      method: "POST",
      url: "/users",
      as: claimsOf(user),
      payload: { firstName: "Other" },
    });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ id: user.id, firstName: "Jordan" });
    expect(await countUsersWithExternalId(user.externalId)).toBe(1);
  });

  it("refuses sign-up through the admin app and unknown apps, storing nothing", async () => {
    for (const clientId of [CLIENTS.admin, "some-other-client", null]) {
      const identity = newIdentity(clientId);
      const response = await api.inject({ method: "POST", url: "/users", as: identity, payload: {} });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        error: "Accounts for this portal are created by an administrator",
        code: "SIGN_UP_NOT_ALLOWED",
      });
      expect(await countUsersWithExternalId(identity.sub)).toBe(0);
    }
  });

  it.each([
    [{ userType: "ADMIN" }, "userType"],
    [{ stage: "APPROVED" }, "stage"],
    [{ id: "11111111-1111-4111-8111-111111111111" }, "id"],
    [{ externalId: "someone-else" }, "externalId"],
    [{ email: "admin@demo.prenup.test" }, "email"],
    [{ lawFirmId: "11111111-1111-4111-8111-111111111111" }, "lawFirmId"],
  ])("refuses the mass-assignment attempt %j with 400 and stores nothing", async (payload, field) => {
    const identity = newIdentity(CLIENTS.customer);
    const response = await api.inject({
      method: "POST",
      url: "/users",
      as: identity,
      payload: { firstName: "Eve", ...payload },
    });
    expect(response.statusCode).toBe(400);
    const body = json<{ error: { issues: { message: string; path: string[] }[] } }>(response);
    expect(body.error.issues).toEqual([{ message: `This field cannot be updated: ${field}`, path: [field] }]);
    expect(await countUsersWithExternalId(identity.sub)).toBe(0);
  });

  it("rejects names that are too long or not text, storing nothing", async () => {
    const identity = newIdentity();
    const tooLong = await api.inject({
      method: "POST",
      url: "/users",
      as: identity,
      payload: { firstName: "x".repeat(101) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(json<{ error: { issues: unknown[] } }>(tooLong).error.issues).toEqual([
      { message: "Names can be at most 100 characters", path: ["firstName"] },
    ]);
    const notText = await api.inject({ method: "POST", url: "/users", as: identity, payload: { lastName: 42 } });
    expect(notText.statusCode).toBe(400);
    expect(await countUsersWithExternalId(identity.sub)).toBe(0);
  });

  it("refuses a NUL character or half a surrogate pair in a name with a 400, storing nothing", async () => {
    for (const firstName of ["Eve\u0000", "\ud83dEve", "Eve\ude00"]) {
      const identity = newIdentity();
      const response = await api.inject({ method: "POST", url: "/users", as: identity, payload: { firstName } });
      expect(response.statusCode, JSON.stringify(firstName)).toBe(400);
      expect(json<{ error: { issues: unknown[] } }>(response).error.issues).toEqual([
        { message: TEXT_MESSAGES.unsavable, path: ["firstName"] },
      ]);
      expect(await countUsersWithExternalId(identity.sub)).toBe(0);
    }
    // A whole emoji (a surrogate pair) is text like any other.
    const identity = newIdentity();
    const emoji = await api.inject({ method: "POST", url: "/users", as: identity, payload: { firstName: "Eve 🌿" } });
    expect(emoji.statusCode).toBe(201);
    expect(json(emoji)["firstName"]).toBe("Eve 🌿");
  });

  it("turns line breaks and other control characters in a name into spaces", async () => {
    const identity = newIdentity();
    const response = await api.inject({
      method: "POST",
      url: "/users",
      as: identity,
      payload: { firstName: "Eve\r\nBcc: x@evil.test", lastName: "\tStone\u0007" },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({ firstName: "Eve Bcc: x@evil.test", lastName: "Stone" });
  });

  it("answers 409 when another account already uses the e-mail (in any letter case)", async () => {
    const existing = await createCustomer(api.db, { email: "taken@example.test" });
    const identity = { ...newIdentity(), email: "Taken@Example.TEST" };
    const response = await api.inject({ method: "POST", url: "/users", as: identity, payload: {} });
    expect(response.statusCode).toBe(409);
    expect(json(response)["code"]).toBe("EMAIL_IN_USE");
    expect(await countUsersWithExternalId(identity.sub)).toBe(0);
    expect((await readUser(existing.id)).externalId).toBe(existing.externalId);
  });

  it("answers 422 when the token carries no e-mail", async () => {
    const identity = { ...newIdentity(), email: null };
    const response = await api.inject({ method: "POST", url: "/users", as: identity, payload: {} });
    expect(response.statusCode).toBe(422);
    expect(json(response)["code"]).toBe("EMAIL_REQUIRED");
    expect(await countUsersWithExternalId(identity.sub)).toBe(0);
  });

  it("refuses an identity whose e-mail the provider has not verified with 403, storing nothing, so the address stays free for its owner", async () => {
    const owner = newIdentity();
    for (const squatter of [
      { ...newIdentity(), email: owner.email, emailVerified: false },
      { ...newIdentity(), email: owner.email, emailVerified: undefined },
    ]) {
      const response = await api.inject({
        method: "POST",
        url: "/users",
        as: squatter,
        payload: { firstName: "Mallory" },
      });
      expect(response.statusCode).toBe(403);
      expect(json(response)).toEqual({
        error: "Confirm your e-mail address first: open the link we e-mailed you, then continue.",
        code: "EMAIL_NOT_VERIFIED",
      });
      expect(await countUsersWithExternalId(squatter.sub)).toBe(0);
    }
    const created = await api.inject({ method: "POST", url: "/users", as: owner, payload: { firstName: "Owner" } });
    expect(created.statusCode, created.body).toBe(201);
    expect(json(created)["email"]).toBe(owner.email);
  });

  it("refuses a token whose sub or e-mail holds a NUL or half a surrogate pair with 401, storing nothing", async () => {
    for (const claims of [
      { ...newIdentity(), sub: "new-identity-\u0000-nul" },
      { ...newIdentity(), sub: "new-identity-\ud83d-half" },
      { ...newIdentity(), email: "nul\u0000@example.test" },
      { ...newIdentity(), email: "half\ude00@example.test" },
    ]) {
      const before = await api.db.$count(users);
      const response = await api.inject({ method: "POST", url: "/users", as: claims, payload: {} });
      expect(response.statusCode, JSON.stringify(claims)).toBe(401);
      expect(json(response)["code"]).toBe("UNAUTHENTICATED");
      expect(await api.db.$count(users)).toBe(before);
    }
  });

  it("answers 422 when the token's e-mail claim is not an e-mail address, storing nothing", async () => {
    const identity = { ...newIdentity(), email: "not an address" };
    const response = await api.inject({ method: "POST", url: "/users", as: identity, payload: {} });
    expect(response.statusCode).toBe(422);
    expect(json(response)).toEqual({
      error: "Your sign-in did not include a valid e-mail address. Please sign in again.",
      code: "EMAIL_REQUIRED",
    });
    expect(await countUsersWithExternalId(identity.sub)).toBe(0);
  });

  it("gives a signed-in identity without an account nothing but POST /users and GET /users/me", async () => {
    const identity = newIdentity();
    const someone = await createCustomer(api.db);
    const response = await api.inject({ method: "GET", url: `/users/${someone.id}`, as: identity });
    expect(response.statusCode).toBe(403);
    expect(json(response)["code"]).toBe("USER_NOT_REGISTERED");
  });
});

describe("GET /users/{id}", () => {
  it("shows the full profile to the user and to admins, names and e-mail to the partner", async () => {
    const couple = await createCouple(api.db, {
      userA: { firstName: "Alex", phoneNumber: "+14155550101", birthdate: "1991-02-03" },
      userB: { firstName: "Jordan" },
    });
    const admin = await createAdmin(api.db);

    const self = json(
      await api.inject({ method: "GET", url: `/users/${couple.userA.id}`, as: claimsOf(couple.userA) }),
    );
    expect(self).toMatchObject({
      id: couple.userA.id,
      phoneNumber: "+14155550101",
      birthdate: "1991-02-03",
      userType: "CUSTOMER",
    });

    const asAdmin = json(
      await api.inject({
        method: "GET",
        url: `/users/${couple.userA.id}`,
        as: claimsOf(admin, "admin"),
      }),
    );
    expect(asAdmin).toMatchObject({ phoneNumber: "+14155550101" });

    const asPartner = json(
      await api.inject({ method: "GET", url: `/users/${couple.userA.id}`, as: claimsOf(couple.userB) }),
    );
    expect(asPartner).toEqual({
      id: couple.userA.id,
      email: couple.userA.email,
      firstName: "Alex",
      middleName: null,
      lastName: couple.userA.lastName,
      suffix: null,
    });
  });

  it("shows an attorney assigned to the user's document names and e-mail only; others get 403", async () => {
    const couple = await createCouple(api.db, { userB: { phoneNumber: "+14155550102" } });
    const assigned = await createAttorney(api.db);
    const unassigned = await createAttorney(api.db);
    await api.db
      .update(documents)
      .set({ attorneyAId: assigned.attorney.id })
      .where(eq(documents.id, couple.document.id));

    // Assigned to partner A, the attorney still sees partner B's names: the agreement names both.
    const response = await api.inject({
      method: "GET",
      url: `/users/${couple.userB.id}`,
      as: claimsOf(assigned.user, "attorney"),
    });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(json(response)).sort()).toEqual([
      "email",
      "firstName",
      "id",
      "lastName",
      "middleName",
      "suffix",
    ]);
    const other = await api.inject({
      method: "GET",
      url: `/users/${couple.userB.id}`,
      as: claimsOf(unassigned.user, "attorney"),
    });
    expect(other.statusCode).toBe(403);
  });

  it("answers 404 to an admin asking for a user that does not exist", async () => {
    const admin = await createAdmin(api.db);
    const response = await api.inject({
      method: "GET",
      url: "/users/5b0c3c8e-8a51-4c47-9a8b-3b8c1f3f0e11",
      as: claimsOf(admin, "admin"),
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ error: "User not found", code: "USER_NOT_FOUND" });
  });

  it("answers 403 (not 404) to a stranger whether or not the user exists, so existence does not leak", async () => {
    const stranger = await createCustomer(api.db);
    const someone = await createCustomer(api.db);
    const existing = await api.inject({ method: "GET", url: `/users/${someone.id}`, as: claimsOf(stranger) });
    const missing = await api.inject({
      method: "GET",
      url: "/users/5b0c3c8e-8a51-4c47-9a8b-3b8c1f3f0e12",
      as: claimsOf(stranger),
    });
    expect([existing.statusCode, missing.statusCode]).toEqual([403, 403]);
    expect(existing.body).toBe(missing.body);
  });
});

describe("PATCH /users/{id}", () => {
  async function patch(user: User, payload: unknown, as: TokenClaims = claimsOf(user)) {
    return api.inject({ method: "PATCH", url: `/users/${user.id}`, as, payload: payload as object });
  }

  it("changes one field and answers the updated profile; phone numbers are stored in E.164", async () => {
    const user = await createCustomer(api.db);
    const response = await patch(user, { phoneNumber: "(415) 555-0134" });
    expect(response.statusCode).toBe(200);
    expect(json(response)["phoneNumber"]).toBe("+14155550134");
    expect((await readUser(user.id)).phoneNumber).toBe("+14155550134");

    expect(json(await patch(user, { gender: "NON_BINARY" }))["gender"]).toBe("NON_BINARY");
    expect(json(await patch(user, { birthdate: "1990-05-17" }))["birthdate"]).toBe("1990-05-17");
    expect(json(await patch(user, { middleName: "  Lee  " }))["middleName"]).toBe("Lee");
    // An empty name clears the field.
    expect(json(await patch(user, { middleName: "" }))["middleName"]).toBeNull();
    const stored = await readUser(user.id);
    expect(stored).toMatchObject({
      gender: "NON_BINARY",
      birthdate: "1990-05-17",
      middleName: null,
      updatedById: user.id,
    });
  });

  it.each([
    [{ birthdate: "2026-11-22" }, "Date cannot be in the future.", ["birthdate"]],
    [{ birthdate: "1936-11-20" }, "Date cannot be more than 90 years ago.", ["birthdate"]],
    [{ birthdate: "1990-02-30" }, "Please enter a valid date", ["birthdate"]],
    [{ phoneNumber: "12" }, "Invalid phone number", ["phoneNumber"]],
    [{ gender: "OTHER" }, "Please choose one of the listed genders", ["gender"]],
    [{ firstName: "A", lastName: "B" }, "Update exactly one field at a time", []],
    [{ firstName: "Al\u0000ex" }, TEXT_MESSAGES.unsavable, ["firstName"]],
    [{ lastName: "Ri\ud800vera" }, TEXT_MESSAGES.unsavable, ["lastName"]],
    [{ suffix: "\udc00" }, TEXT_MESSAGES.unsavable, ["suffix"]],
    [{}, "Update exactly one field at a time", []],
  ])("rejects %j with a clear message and changes nothing", async (payload, message, path) => {
    const user = await createCustomer(api.db, {
      firstName: "Original",
      birthdate: "1985-01-01",
      phoneNumber: "+14155550100",
    });
    const before = await readProfileRow(user.id);
    const response = await patch(user, payload);
    expect(response.statusCode).toBe(400);
    const issues = json<{ error: { issues: { message: string; path: unknown[] }[] } }>(response).error.issues;
    expect(issues).toContainEqual({ message, path });
    expect(await readProfileRow(user.id)).toEqual(before);
  });

  it.each([
    [{ userType: "ADMIN" }, "userType"],
    [{ stage: "APPROVED" }, "stage"],
    [{ id: "11111111-1111-4111-8111-111111111111" }, "id"],
    [{ externalId: "someone-else" }, "externalId"],
    [{ email: "admin@demo.prenup.test" }, "email"],
    [{ lawFirmId: "11111111-1111-4111-8111-111111111111" }, "lawFirmId"],
  ])("refuses the mass-assignment attempt %j by an attorney and changes nothing", async (payload, field) => {
    const { user } = await createAttorney(api.db, { stage: "FORM_MISSING" });
    const before = await readProfileRow(user.id);
    const [attorneyBefore] = await api.db.select().from(attorneys).where(eq(attorneys.id, user.id));
    const response = await patch(user, payload, claimsOf(user, "attorney"));
    expect(response.statusCode).toBe(400);
    const issues = json<{ error: { issues: { message: string; path: unknown[] }[] } }>(response).error.issues;
    expect(issues.map((issue) => issue.message)).toContain(`This field cannot be updated: ${field}`);
    expect(await readProfileRow(user.id)).toEqual(before);
    const [attorneyAfter] = await api.db.select().from(attorneys).where(eq(attorneys.id, user.id));
    expect(attorneyAfter).toEqual(attorneyBefore);
  });

  it("refuses a body that is not JSON with 415 and changes nothing", async () => {
    const user = await createCustomer(api.db, { firstName: "Original" });
    const response = await api.inject({
      method: "PATCH",
      url: `/users/${user.id}`,
      as: claimsOf(user),
      headers: { "content-type": "text/plain" },
      payload: "firstName=Mallory",
    });
    expect(response.statusCode).toBe(415);
    expect(json(response)["code"]).toBe("UNSUPPORTED_MEDIA_TYPE");
    expect((await readUser(user.id)).firstName).toBe("Original");
  });

  it("refuses malformed JSON with 400 and changes nothing", async () => {
    const user = await createCustomer(api.db, { firstName: "Original" });
    const response = await api.inject({
      method: "PATCH",
      url: `/users/${user.id}`,
      as: claimsOf(user),
      headers: { "content-type": "application/json" },
      payload: '{"firstName": "Mal',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ error: "The request body is not valid JSON.", code: "INVALID_JSON" });
    expect((await readUser(user.id)).firstName).toBe("Original");
  });

  it("does not let a partner change the other partner's profile", async () => {
    const couple = await createCouple(api.db);
    const before = await readProfileRow(couple.userA.id);
    const response = await patch(couple.userA, { firstName: "Hijacked" }, claimsOf(couple.userB));
    expect(response.statusCode).toBe(403);
    expect(await readProfileRow(couple.userA.id)).toEqual(before);
  });
});

describe("the postnup waitlist", () => {
  const url = (user: User) => `/users/${user.id}/postnup-waitlist`;

  it("lets the signed-in customer join and leave it; joining again keeps the first joining time", async () => {
    const user = await createCustomer(api.db);
    const as = claimsOf(user);
    expect(json(await api.inject({ method: "GET", url: url(user), as }))).toEqual({ joinedAt: null });
    const joined = await api.inject({ method: "PUT", url: url(user), as, payload: { joined: true } });
    expect(joined.statusCode).toBe(200);
    const joinedAt = json<{ joinedAt: string }>(joined).joinedAt;
    expect(new Date(joinedAt).getTime()).not.toBeNaN();
    expect((await readUser(user.id)).postnupWaitlistJoinedAt?.toISOString()).toBe(joinedAt);
    expect(json(await api.inject({ method: "PUT", url: url(user), as, payload: { joined: true } }))).toEqual({
      joinedAt,
    });
    expect(json(await api.inject({ method: "GET", url: url(user), as }))).toEqual({ joinedAt });
    expect(json(await api.inject({ method: "PUT", url: url(user), as, payload: { joined: false } }))).toEqual({
      joinedAt: null,
    });
    expect((await readUser(user.id)).postnupWaitlistJoinedAt).toBeNull();
  });

  it("refuses a body without a true or false joined with a clear 400, storing nothing", async () => {
    const user = await createCustomer(api.db);
    const cases: [object, string][] = [
      [{}, "joined must be true (join the waitlist) or false (leave it)"],
      [{ joined: "yes" }, "joined must be true (join the waitlist) or false (leave it)"],
      [{ joined: true, email: "x@example.test" }, "Unknown field: email"],
    ];
    for (const [payload, message] of cases) {
      const response = await api.inject({ method: "PUT", url: url(user), as: claimsOf(user), payload });
      expect(response.statusCode).toBe(400);
      const issues = json<{ error: { issues: { message: string }[] } }>(response).error.issues;
      expect(issues.map((issue) => issue.message)).toEqual([message]);
    }
    expect((await readUser(user.id)).postnupWaitlistJoinedAt).toBeNull();
  });

  it("does not let the partner put someone else on the waitlist", async () => {
    const couple = await createCouple(api.db);
    const response = await api.inject({
      method: "PUT",
      url: url(couple.userA),
      as: claimsOf(couple.userB),
      payload: { joined: true },
    });
    expect(response.statusCode).toBe(403);
    expect((await readUser(couple.userA.id)).postnupWaitlistJoinedAt).toBeNull();
  });
});

describe("the e-mail preferences", () => {
  const url = (user: User) => `/users/${user.id}/email-preferences`;
  const allOn = [
    { kind: "DISPUTE_PROPOSALS", enabled: true },
    { kind: "AGREEMENT_GENERATED", enabled: true },
    { kind: "REVIEW_AWAITED", enabled: true },
    { kind: "READY_TO_FINALIZE", enabled: true },
    { kind: "AGREEMENT_FINALIZED", enabled: true },
    { kind: "DISCLOSURE_TO_ACKNOWLEDGE", enabled: true },
  ];

  it("lists every milestone kind on at first; turning one off twice stores it once, and turning it on again clears it", async () => {
    const user = await createCustomer(api.db);
    const as = claimsOf(user);
    expect(json(await api.inject({ method: "GET", url: url(user), as }))).toEqual({
      kinds: allOn,
      unsubscribedFromAll: false,
    });
    const off = await api.inject({
      method: "PUT",
      url: url(user),
      as,
      payload: { kind: "REVIEW_AWAITED", enabled: false },
    });
    expect(off.statusCode).toBe(200);
    const expected = allOn.map((entry) => (entry.kind === "REVIEW_AWAITED" ? { ...entry, enabled: false } : entry));
    expect(json(off)).toEqual({ kinds: expected, unsubscribedFromAll: false });
    expect(
      json(
        await api.inject({ method: "PUT", url: url(user), as, payload: { kind: "REVIEW_AWAITED", enabled: false } }),
      ),
    ).toEqual({ kinds: expected, unsubscribedFromAll: false });
    expect((await readUser(user.id)).mutedEmailKinds).toEqual(["REVIEW_AWAITED"]);
    expect(
      json(await api.inject({ method: "PUT", url: url(user), as, payload: { kind: "REVIEW_AWAITED", enabled: true } })),
    ).toEqual({ kinds: allOn, unsubscribedFromAll: false });
    expect((await readUser(user.id)).mutedEmailKinds).toEqual([]);
  });

  it("keeps two changes made at once", async () => {
    const user = await createCustomer(api.db);
    const as = claimsOf(user);
    await Promise.all(
      ["DISPUTE_PROPOSALS", "AGREEMENT_FINALIZED"].map((kind) =>
        api.inject({ method: "PUT", url: url(user), as, payload: { kind, enabled: false } }),
      ),
    );
    expect([...(await readUser(user.id)).mutedEmailKinds].sort()).toEqual(["AGREEMENT_FINALIZED", "DISPUTE_PROPOSALS"]);
  });

  it("refuses an unknown kind (receipts cannot be turned off), a missing flag or an extra field with a clear 400, storing nothing", async () => {
    const user = await createCustomer(api.db);
    const cases: [object, string][] = [
      [{ kind: "PAYMENT_RECEIPT", enabled: false }, "Choose one of the e-mails listed on your account page."],
      [{ kind: "AGREEMENT_GENERATED" }, "Say whether the e-mail is on (true) or off (false)."],
      [{ kind: "AGREEMENT_GENERATED", enabled: false, email: "x@example.test" }, "Unknown field: email"],
    ];
    for (const [payload, message] of cases) {
      const response = await api.inject({ method: "PUT", url: url(user), as: claimsOf(user), payload });
      expect(response.statusCode).toBe(400);
      const issues = json<{ error: { issues: { message: string }[] } }>(response).error.issues;
      expect(issues.map((issue) => issue.message)).toEqual([message]);
    }
    expect((await readUser(user.id)).mutedEmailKinds).toEqual([]);
  });

  it("does not let the partner change someone else's e-mails", async () => {
    const couple = await createCouple(api.db);
    const response = await api.inject({
      method: "PUT",
      url: url(couple.userA),
      as: claimsOf(couple.userB),
      payload: { kind: "AGREEMENT_GENERATED", enabled: false },
    });
    expect(response.statusCode).toBe(403);
    expect((await readUser(couple.userA.id)).mutedEmailKinds).toEqual([]);
  });
});
