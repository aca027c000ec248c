import { describe, expect, it } from "vitest";
import { evaluateAccess, type AccessLookups, type AccessSubject } from "./evaluate.ts";
import { access } from "./rules.ts";

const A = "0b6f7c1e-1111-4aaa-8aaa-000000000001";
const B = "0b6f7c1e-1111-4aaa-8aaa-000000000002";
const ATTORNEY = "0b6f7c1e-1111-4aaa-8aaa-000000000003";
const DOCUMENT = "0b6f7c1e-1111-4aaa-8aaa-0000000000d0";

const lookups: AccessLookups = {
  findDocumentParties: async (id) =>
    id === DOCUMENT ? { userAId: A, userBId: B, attorneyAId: ATTORNEY, attorneyBId: null } : null,
  arePartners: async (x, y) => (x === A && y === B) || (x === B && y === A),
  isAttorneyAssignedToUser: async (attorney, user) => attorney === ATTORNEY && (user === A || user === B),
  isQaAttorneyOfDocument: async (attorney, document) => attorney === ATTORNEY && document === DOCUMENT,
};

const customer = (id: string): AccessSubject => ({ id, userType: "CUSTOMER", attorneyStage: null });
const attorney = (stage: AccessSubject["attorneyStage"]): AccessSubject => ({
  id: ATTORNEY,
  userType: "ATTORNEY",
  attorneyStage: stage,
});
const check = (
  rule: Parameters<typeof evaluateAccess>[0],
  subject: AccessSubject | null,
  params: Record<string, string>,
) => evaluateAccess(rule, { subject, authenticated: subject !== null, params }, lookups);

describe("evaluateAccess", () => {
  it("documentParty answers 404 to outsiders whether or not the document exists", async () => {
    expect(await check(access.documentParty(), customer(A), { documentId: DOCUMENT })).toMatchObject({
      allowed: true,
      via: "documentParty",
    });
    const outsider = customer("0b6f7c1e-1111-4aaa-8aaa-0000000000ff");
    expect(await check(access.documentParty(), outsider, { documentId: DOCUMENT })).toEqual({
      allowed: false,
      status: 404,
    });
    expect(
      await check(access.documentParty(), outsider, { documentId: "0b6f7c1e-1111-4aaa-8aaa-0000000000ee" }),
    ).toEqual({
      allowed: false,
      status: 404,
    });
  });

  it("assignedAttorney needs an APPROVED attorney assigned to the document", async () => {
    const rule = access.assignedAttorney("documentId", "document");
    expect(await check(rule, attorney("APPROVED"), { documentId: DOCUMENT })).toMatchObject({
      allowed: true,
      via: "assignedAttorney",
    });
    expect(await check(rule, attorney("DEACTIVATED"), { documentId: DOCUMENT })).toEqual({
      allowed: false,
      status: 403,
    });
  });

  it("qaAttorney needs an APPROVED attorney bought for Q&A on the document, and answers 404 to others", async () => {
    const rule = access.qaAttorney("documentId");
    expect(await check(rule, attorney("APPROVED"), { documentId: DOCUMENT })).toEqual({
      allowed: true,
      via: "qaAttorney",
    });
    expect(await check(rule, attorney("APPROVED"), { documentId: "0b6f7c1e-1111-4aaa-8aaa-0000000000ee" })).toEqual({
      allowed: false,
      status: 404,
    });
    expect(await check(rule, attorney("DEACTIVATED"), { documentId: DOCUMENT })).toEqual({
      allowed: false,
      status: 403,
    });
    expect(await check(rule, customer(A), { documentId: DOCUMENT })).toEqual({ allowed: false, status: 403 });
  });

  it("hands the document's parties on, so a handler need not read them again", async () => {
    const decision = await check(access.documentParty(), customer(A), { documentId: DOCUMENT });
    expect(decision).toMatchObject({ document: { userAId: A, userBId: B } });
  });

  it("allOf needs every rule, and the first that refuses gives the answer", async () => {
    const rule = access.allOf(access.self("id"), access.documentParty("documentId"));
    expect(await check(rule, customer(A), { id: A, documentId: DOCUMENT })).toMatchObject({
      allowed: true,
      via: "self",
      document: { userAId: A },
    });
    const outsider = customer("0b6f7c1e-1111-4aaa-8aaa-0000000000ff");
    expect(await check(rule, outsider, { id: outsider.id, documentId: DOCUMENT })).toEqual({
      allowed: false,
      status: 404,
    });
    expect(await check(rule, customer(B), { id: A, documentId: DOCUMENT })).toEqual({ allowed: false, status: 403 });
  });

  it("partner holds only between the two customers of one document", async () => {
    expect(await check(access.partner(), customer(B), { id: A })).toEqual({ allowed: true, via: "partner" });
    expect(await check(access.partner(), customer(A), { id: A })).toEqual({ allowed: false, status: 403 });
    expect(await check(access.partner(), attorney("APPROVED"), { id: A })).toEqual({ allowed: false, status: 403 });
  });

  it("approvedAttorney and admin look at the user's type and stage only", async () => {
    expect(await check(access.approvedAttorney(), attorney("APPROVED"), {})).toEqual({
      allowed: true,
      via: "approvedAttorney",
    });
    expect(await check(access.approvedAttorney(), attorney("UNDER_REVIEW"), {})).toEqual({
      allowed: false,
      status: 403,
    });
    expect(await check(access.admin(), { id: A, userType: "ADMIN", attorneyStage: null }, {})).toEqual({
      allowed: true,
      via: "admin",
    });
  });

  it("customer admits customers only", async () => {
    expect(await check(access.customer(), customer(A), {})).toEqual({ allowed: true, via: "customer" });
    expect(await check(access.customer(), attorney("APPROVED"), {})).toEqual({ allowed: false, status: 403 });
    expect(await check(access.customer(), { id: A, userType: "ADMIN", attorneyStage: null }, {})).toEqual({
      allowed: false,
      status: 403,
    });
    expect(await check(access.customer(), null, {})).toEqual({ allowed: false, status: 403 });
  });

  it("anyOf allows through the first rule that allows, and keeps a 404 when one rule hides existence", async () => {
    const rule = access.anyOf(access.documentParty(), access.admin());
    expect(await check(rule, customer("0b6f7c1e-1111-4aaa-8aaa-0000000000ff"), { documentId: DOCUMENT })).toEqual({
      allowed: false,
      status: 404,
    });
    expect(await check(access.anyOf(access.self(), access.admin()), customer(B), { id: A })).toEqual({
      allowed: false,
      status: 403,
    });
  });

  it("treats a parameter that is not a UUID as naming nothing", async () => {
    expect(await check(access.self(), customer(A), { id: "me" })).toEqual({ allowed: false, status: 403 });
    expect(await check(access.documentParty(), customer(A), { documentId: "1 or 1=1" })).toEqual({
      allowed: false,
      status: 404,
    });
  });
});
