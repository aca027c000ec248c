/**
 * Every registered route, called as every persona with real signed tokens, against the expected
 * outcome. A route without a row here fails the suite: adding a route means deciding who may call it.
 */
import { createAdmin, createAttorney, createCouple, createCustomer } from "@prenup/db/testing";
import {
  accountsAndAssets,
  attorneyDisciplinaryRecords,
  internalNotes,
  attorneyReviews,
  terms,
  businesses,
  cartItems,
  carts,
  coupons,
  debts,
  discountCodes,
  documentCommits,
  documentFiles,
  documents,
  events,
  findProductByType,
  incomes,
  inheritancesAndTrusts,
  legacyJointProperties,
  legalHolds,
  localGatewayRecords,
  libraryGroups,
  localNotarySessions,
  notarizations,
  purchaseItems,
  realEstates,
  vehicles,
} from "@prenup/db";
import { DISCLOSURE_KINDS } from "@prenup/domain";
import { and, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultConfig } from "../src/config.ts";
import { claimsOf, createTestApi, type TestApi, type TokenClaims } from "./harness.ts";
import { insertAnswer, opt, q, sectionId } from "./questionnaire-fixtures.ts";

const PERSONAS = [
  "anonymous",
  "owner",
  "partner",
  "stranger",
  "unassignedAttorney",
  "assignedAttorney",
  "admin",
] as const;
type Persona = (typeof PERSONAS)[number];

/** "allow" = a 2xx answer; a number = exactly that status (409: the persona may call it, the data says no). */
type Outcome = "allow" | 303 | 400 | 401 | 403 | 404 | 409 | 410 | 422 | 503;

interface MatrixRow {
  /**
   * The request; in the URL and the payload `{id}` is replaced by the owner's user id,
   * `{docId}` by the owner's document id and `{stateId}` by that document's state id.
   */
  request?: Omit<InjectOptions, "url" | "method"> & { url?: string };
  expect: Record<Persona, Outcome>;
}

const everyone: Record<Persona, Outcome> = {
  anonymous: "allow",
  owner: "allow",
  partner: "allow",
  stranger: "allow",
  unassignedAttorney: "allow",
  assignedAttorney: "allow",
  admin: "allow",
};
const selfOrAdmin: Record<Persona, Outcome> = {
  anonymous: 401,
  owner: "allow",
  partner: 403,
  stranger: 403,
  unassignedAttorney: 403,
  assignedAttorney: 403,
  admin: "allow",
};

const documentReaders: Record<Persona, Outcome> = {
  anonymous: 401,
  owner: "allow",
  partner: "allow",
  stranger: 404,
  unassignedAttorney: 404,
  assignedAttorney: "allow",
  admin: "allow",
};
/** The document's partners only: anyone else is told the document does not exist. */
const partiesOnly: Record<Persona, Outcome> = { ...documentReaders, assignedAttorney: 404, admin: 404 };
/** The user themself, an attorney assigned to their document, or an admin. */
const userReaders: Record<Persona, Outcome> = { ...selfOrAdmin, assignedAttorney: "allow" };
const selfOnly: Record<Persona, Outcome> = { ...selfOrAdmin, admin: 403 };
const adminOnly: Record<Persona, Outcome> = { ...selfOrAdmin, owner: 403 };
/** Approved attorneys (assigned or not) and admins. */
const templateReaders: Record<Persona, Outcome> = {
  anonymous: 401,
  owner: 403,
  partner: 403,
  stranger: 403,
  unassignedAttorney: "allow",
  assignedAttorney: "allow",
  admin: "allow",
};

/** The assigned attorney's own record and work (the URL names them): nobody else, admins neither. */
const attorneyOnly: Record<Persona, Outcome> = {
  anonymous: 401,
  owner: 403,
  partner: 403,
  stranger: 403,
  unassignedAttorney: 403,
  assignedAttorney: "allow",
  admin: 403,
};

/** A valid create body per kind of disclosure entry. */
const DISCLOSURE_BODIES: Record<string, Record<string, unknown>> = {
  assets: { assetAccountType: "ACCOUNT", accountType: "SAVINGS", valueInCents: 100 },
  vehicles: { vehicleType: "CAR", make: "Honda", model: "Civic" },
  businesses: { name: "Matrix LLC" },
  debts: { creditor: "Matrix Bank" },
  "real-estates": {
    streetAddress: "1 Matrix Way",
    city: "Fresno",
    state: "CA",
    country: "US",
    zipcode: "93650",
    titleHeldInNameOf: "Owner",
    purchasePriceInCents: 1,
    assessedValueInCents: 1,
  },
  incomes: { year: 2026, incomeType: "BASE_SALARY", valueInCents: 100 },
  "inheritances-trusts": { category: "INHERITANCE", nameOfTrust: "Matrix estate" },
};

const MATRIX: Record<string, MatrixRow> = {
  "GET /health": { expect: everyone },
  "GET /ready": { expect: everyone },
  "GET /openapi.json": { expect: everyone },
  // The CORS preflight answers headers only.
  "OPTIONS *": {
    request: {
      url: "/users/me",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "GET" },
    },
    expect: everyone,
  },
  "GET /states": { expect: everyone },
  // Public: the law behind a state's agreement, from the state-law matrix (by the state's abbreviation).
  "GET /states/{stateId}/law": { request: { url: "/states/NY/law" }, expect: everyone },
  "GET /terms": { expect: everyone },
  "GET /products": { expect: everyone },
  // Public: whether a file is a recorded final agreement; the same answer for everyone, nothing about a draft.
  "GET /verification/{sha256}": {
    request: { url: `/verification/${"0".repeat(64)}` },
    expect: everyone,
  },
  "GET /law-firms": { expect: everyone },
  "GET /attorneys": { expect: everyone },
  "GET /users/me": { expect: { ...everyone, anonymous: 401 } },
  // Every signed-in persona already has an account: POST answers it (200) and changes nothing.
  "POST /users": { request: { payload: {} }, expect: { ...everyone, anonymous: 401 } },
  "GET /users/{id}": {
    expect: {
      anonymous: 401,
      owner: "allow",
      partner: "allow",
      stranger: 403,
      unassignedAttorney: 403,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  // Admins change users through the admin routes, not this one.
  "PATCH /users/{id}": { request: { payload: { middleName: "Quinn" } }, expect: { ...selfOrAdmin, admin: 403 } },
  "GET /users/{id}/postnup-waitlist": { expect: selfOnly },
  "PUT /users/{id}/postnup-waitlist": { request: { payload: { joined: true } }, expect: selfOnly },
  // Whether a married couple may make a postnup in a state: the signed-in user only.
  "GET /users/{id}/postnup-eligibility": {
    request: { url: "/users/{id}/postnup-eligibility?state=CA" },
    expect: selfOnly,
  },
  "GET /users/{id}/email-preferences": { expect: selfOnly },
  "PUT /users/{id}/email-preferences": {
    request: { payload: { kind: "AGREEMENT_GENERATED", enabled: false } },
    expect: selfOnly,
  },
  "GET /users/{id}/documents": { expect: selfOrAdmin },
  "GET /users/{id}/purchase-items": { expect: selfOrAdmin },
  "GET /videos": { request: { url: "/videos?location=background_information&stateId={stateId}" }, expect: everyone },
  // Only customers create agreements, each their own (userAId = the caller); the owner has one already.
  "POST /documents": {
    request: { payload: { stateId: "{stateId}", userAId: "{id}" } },
    expect: { ...selfOnly, owner: 409 },
  },
  "GET /documents/{id}": { request: { url: "/documents/{docId}" }, expect: documentReaders },
  // The same state again: allowed to both partners, and nothing changes.
  "PATCH /documents/{id}": {
    request: { url: "/documents/{docId}", payload: { stateId: "{stateId}" } },
    expect: { ...documentReaders, assignedAttorney: 404, admin: 404 },
  },
  "GET /users/{id}/state/{stateId}": { request: { url: "/users/{id}/state/{stateId}" }, expect: selfOrAdmin },
  "GET /documents/{id}/participants": { request: { url: "/documents/{docId}/participants" }, expect: documentReaders },
  // The owner's partner has joined already.
  "POST /users/{id}/invite": {
    request: { payload: { email: "someone-new@test.prenup.test" } },
    expect: { ...selfOnly, owner: 409 },
  },
  "GET /users/{id}/documents/invites": { expect: selfOnly },
  // The owner is partner A of that document: it is not theirs to accept.
  "GET /users/{id}/documents/{docId}/accept-invite": {
    request: { url: "/users/{id}/documents/{docId}/accept-invite" },
    expect: { ...selfOnly, owner: 409 },
  },
  // Neither partner has completed the questionnaire: not allowed yet.
  "POST /users/{id}/questionnaire-reminder": { expect: { ...selfOnly, owner: 409 } },
  // The owner's prenup is paid already: the admin's call answers alreadyPaid and changes nothing.
  "POST /admin/users/{id}/mark-paid": { expect: adminOnly },
  // --- Admin portal: users and the audit trail ---
  "GET /admin/users": { expect: adminOnly },
  "GET /admin/users/{id}": { expect: adminOnly },
  "PATCH /admin/users/{id}": { request: { payload: { middleName: "Matrix" } }, expect: adminOnly },
  // The owner is a party of a paid agreement: the admin's delete is refused and changes nothing.
  "DELETE /admin/users/{id}": { expect: { ...adminOnly, admin: 409 } },
  "POST /admin/users/{id}/unsubscribe": { expect: adminOnly },
  // No identity provider is configured for admin calls in these tests: the admin gets 503.
  "POST /admin/users/{id}/send-password-reset-email": { expect: { ...adminOnly, admin: 503 } },
  "GET /admin/users/{id}/audit-log": { expect: adminOnly },
  "GET /admin/users/{id}/duplicate-documents": { expect: adminOnly },
  // Keeping the owner's only agreement changes nothing.
  "POST /admin/users/{id}/resolve-duplicate-documents": {
    request: { payload: { keepDocumentId: "{docId}" } },
    expect: adminOnly,
  },
  "GET /admin/users/{id}/attorney-restrictions": { expect: adminOnly },
  "POST /admin/users/{id}/notify-attorney-user-event/{eventId}": { expect: adminOnly },
  "GET /admin/attorney-reviews": { expect: adminOnly },
  "PATCH /admin/attorney-reviews/{id}": {
    request: { url: "/admin/attorney-reviews/{reviewId}", payload: { status: "APPROVED" } },
    expect: adminOnly,
  },
  "GET /states/admin": { expect: adminOnly },
  "GET /admin/events": { request: { url: "/admin/events?status=BOOKED" }, expect: adminOnly },
  "PATCH /states/{id}": {
    request: { url: "/states/{stateId}", payload: { notaryBlockText: "Matrix" } },
    expect: adminOnly,
  },
  "PATCH /products/{id}": {
    request: { url: "/products/{productId}", payload: { description: "Matrix" } },
    expect: adminOnly,
  },
  "PATCH /terms/{key}/{stateId}/{documentTemplateId}": {
    request: { url: "/terms/{termKey}/{stateId}/{templateId}", payload: { value: "Matrix" } },
    expect: adminOnly,
  },
  "PATCH /states/{stateId}/document-template-states/{templateId}": {
    request: { url: "/states/{stateId}/document-template-states/{templateId}", payload: { statute: "Matrix" } },
    expect: adminOnly,
  },
  // --- end admin portal ---
  // Money. The owner's open cart holds notarization; the prenup is paid ({pid}).
  "GET /users/{id}/carts": { request: { url: "/users/{id}/carts?transactionStatus=pending" }, expect: selfOrAdmin },
  "POST /users/{id}/carts": { request: { payload: {} }, expect: selfOnly },
  "GET /users/{id}/carts/{cartId}": { request: { url: "/users/{id}/carts/{cartId}" }, expect: selfOrAdmin },
  "POST /users/{id}/carts/{cartId}/cart-items": {
    request: { url: "/users/{id}/carts/{cartId}/cart-items", payload: { productId: "{productId}", quantity: 1 } },
    expect: selfOnly,
  },
  "PATCH /users/{id}/carts/{cartId}/cart-items/{itemId}": {
    request: { url: "/users/{id}/carts/{cartId}/cart-items/{itemId}", payload: { quantity: 1 } },
    expect: selfOnly,
  },
  "POST /users/{id}/carts/{cartId}/promo-codes": {
    request: { url: "/users/{id}/carts/{cartId}/promo-codes", payload: { promoCode: "MATRIX5" } },
    expect: selfOnly,
  },
  "DELETE /users/{id}/carts/{cartId}/promo-codes": {
    request: { url: "/users/{id}/carts/{cartId}/promo-codes" },
    expect: selfOnly,
  },
  "DELETE /users/{id}/carts/{cartId}/cart-items/{itemId}": {
    request: { url: "/users/{id}/carts/{cartId}/cart-items/{itemId}" },
    expect: selfOnly,
  },
  // The owner's cart is empty by now: nothing to pay.
  "POST /users/{id}/checkout": {
    request: { payload: { cartId: "{cartId}", paymentMethod: "CARD", paymentMethodToken: "tok_local_success" } },
    expect: { ...selfOnly, owner: 409 },
  },
  "GET /payments/config": { expect: everyone },
  // Anyone may deliver; nothing unsigned gets in.
  "POST /stripe/webhook": {
    request: { payload: "{}", headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=00" } },
    expect: {
      anonymous: 400,
      owner: 400,
      partner: 400,
      stranger: 400,
      unassignedAttorney: 400,
      assignedAttorney: 400,
      admin: 400,
    },
  },
  // The local gateway's page stands in for a bank's: whoever holds the link decides, then returns to the shop.
  "GET /payments/local/{reference}": { request: { url: "/payments/local/{reference}" }, expect: everyone },
  "POST /payments/local/{reference}/{decision}": {
    request: { url: "/payments/local/{reference}/cancel" },
    expect: {
      anonymous: 303,
      owner: 303,
      partner: 303,
      stranger: 303,
      unassignedAttorney: 303,
      assignedAttorney: 303,
      admin: 303,
    },
  },
  "PATCH /users/{id}/purchase-items/{pid}": {
    request: { url: "/users/{id}/purchase-items/{pid}", payload: { documentId: "{docId}" } },
    expect: selfOnly,
  },
  "GET /admin/purchase-items": { expect: adminOnly },
  "POST /admin/purchase-items/{id}/refund": {
    request: {
      url: "/admin/purchase-items/{pid}/refund",
      payload: { refundAmount: 1, refundReason: "Access matrix", isComplimentaryRefund: true },
    },
    expect: adminOnly,
  },
  // The prenup has no attorney to pay.
  "POST /stripe/payout-purchase-item": {
    request: { payload: { purchase_item_id: "{pid}", skipStripeTransfer: true } },
    expect: { ...adminOnly, admin: 409 },
  },
  "GET /admin/discounts/coupons": { expect: adminOnly },
  "POST /admin/discounts/coupons": { request: { payload: { name: "Matrix new", percentOff: 5 } }, expect: adminOnly },
  "GET /admin/discounts/coupons/{id}/discount-codes": {
    request: { url: "/admin/discounts/coupons/{couponId}/discount-codes" },
    expect: adminOnly,
  },
  "POST /admin/discounts/coupons/{id}/discount-codes": {
    request: { url: "/admin/discounts/coupons/{couponId}/discount-codes", payload: { code: "MATRIX-NEW" } },
    expect: adminOnly,
  },
  "PATCH /admin/discounts/discount-codes/{id}": {
    request: { url: "/admin/discounts/discount-codes/{codeId}", payload: { isActive: true } },
    expect: adminOnly,
  },
  "GET /admin/discounts/products": { expect: adminOnly },
  // Development only (refused in production): the API's outbox.
  "GET /dev/mailbox": { expect: everyone },
  "GET /dev/mailbox.json": { expect: everyone },
  "GET /users/{id}/questionnaire-sections": {
    request: { url: "/users/{id}/questionnaire-sections?includeStatus=true" },
    expect: userReaders,
  },
  "GET /users/{id}/questionnaire-sections/{section}": {
    request: { url: "/users/{id}/questionnaire-sections/spousal-support" },
    expect: userReaders,
  },
  "GET /users/{id}/questionnaire-sections/{section}/groups": {
    request: { url: "/users/{id}/questionnaire-sections/spousal_support/groups" },
    expect: userReaders,
  },
  "GET /users/{id}/questionnaire-sections/{section}/answers": {
    request: { url: "/users/{id}/questionnaire-sections/spousal_support/answers" },
    expect: userReaders,
  },
  "GET /users/{id}/questionnaire-sections/{section}/content": {
    request: { url: "/users/{id}/questionnaire-sections/spousal_support/content" },
    expect: userReaders,
  },
  // Each party reads their own answers (the partner's own, by default); strangers learn nothing.
  "GET /documents/{docId}/questionnaire-sections/{section}/groups": {
    request: { url: "/documents/{docId}/questionnaire-sections/spousal_support/groups" },
    expect: {
      anonymous: 401,
      owner: "allow",
      partner: "allow",
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  "GET /admin/users/{id}/questionnaire-sections": { expect: adminOnly },
  "GET /admin/users/{id}/questionnaire-sections/{sectionId}/groups": {
    request: { url: `/admin/users/{id}/questionnaire-sections/${sectionId("spousal_support")}/groups` },
    expect: adminOnly,
  },
  "POST /users/{userId}/question-options": {
    request: {
      url: "/users/{id}/question-options",
      payload: { restrictedQuestionOptionIds: [opt("pronouns", "he_him")] },
    },
    expect: selfOnly,
  },
  "GET /users/{id}/answers": { expect: userReaders },
  // POST runs before PATCH: the owner's first answer is created, then changed.
  "POST /users/{id}/answers": {
    request: {
      url: `/users/{id}/answers?questionId=${q("pronouns")}`,
      payload: { questionOptionIds: [opt("pronouns", "he_him")] },
    },
    expect: selfOnly,
  },
  "PATCH /users/{id}/answers": {
    request: {
      url: `/users/{id}/answers?questionId=${q("pronouns")}`,
      payload: { questionOptionIds: [opt("pronouns", "they_them")] },
    },
    expect: selfOnly,
  },
  // The one write of an answer: created or updated, as the server finds it.
  "PUT /users/{id}/answers/{questionId}": {
    request: {
      url: `/users/{id}/answers/${q("pronouns")}`,
      payload: { questionOptionIds: [opt("pronouns", "he_him")] },
    },
    expect: selfOnly,
  },
  "GET /users/{id}/answers/attorney-restrictions": { expect: userReaders },
  "GET /users/{id}/answers/dispute": { expect: selfOnly },
  "GET /users/{id}/documents/{docId}/resolutions": { expect: selfOnly },
  "GET /users/{id}/standing": { expect: userReaders },
  // Anybody may ask about a link; a link that is not the agreement's current one tells nothing.
  "GET /documents/{docId}/invitation": {
    request: { url: "/documents/{docId}/invitation?token=not-a-link" },
    expect: {
      anonymous: 409,
      owner: 409,
      partner: 409,
      stranger: 409,
      unassignedAttorney: 409,
      assignedAttorney: 409,
      admin: 409,
    },
  },
  // The same: the invited address only for the holder of the agreement's current link.
  "POST /documents/{docId}/invitation/address": {
    request: { payload: { token: "not-a-link" } },
    expect: {
      anonymous: 409,
      owner: 409,
      partner: 409,
      stranger: 409,
      unassignedAttorney: 409,
      assignedAttorney: 409,
      admin: 409,
    },
  },
  // The couple disagrees on two questions (beforeAll). Only the owner gets past the access rule; the
  // owner's joint account ({fd_joint}, confirmed by the partner only further down this table) is a
  // pending financial dispute, so the Alignment gate answers 409 ALIGNMENT_NOT_OPEN.
  "POST /users/{id}/answers/dispute/{questionId}/change": {
    request: {
      url: `/users/{id}/answers/dispute/${q("disclosure_approach")}/change`,
      payload: { questionOptionIds: [opt("disclosure_approach", "disclosure_plus_waiver")] },
    },
    expect: { ...selfOnly, owner: 409 },
  },
  "POST /users/{id}/answers/dispute/{questionId}/agree": {
    request: { url: `/users/{id}/answers/dispute/${q("signing_timeline")}/agree` },
    expect: { ...selfOnly, owner: 409 },
  },
  // The dispute threads: the parties and their assigned attorneys read; only the parties act, and the
  // pending joint account closes the Alignment gate for both (409 ALIGNMENT_NOT_OPEN), storing nothing.
  "GET /documents/{docId}/dispute-threads": {
    request: { url: "/documents/{docId}/dispute-threads" },
    expect: { ...documentReaders, admin: 404 },
  },
  "POST /documents/{docId}/disputes/{questionId}/proposals": {
    request: {
      url: `/documents/{docId}/disputes/${q("signing_timeline")}/proposals`,
      payload: { questionOptionId: opt("signing_timeline", "over_30_days"), comment: "Matrix" },
    },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  "POST /documents/{docId}/disputes/{questionId}/proposals/{proposalId}/accept": {
    request: {
      url: `/documents/{docId}/disputes/${q("signing_timeline")}/proposals/00000000-0000-4000-8000-000000000000/accept`,
    },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  "POST /documents/{docId}/disputes/{questionId}/attorney-request": {
    request: { url: `/documents/{docId}/disputes/${q("signing_timeline")}/attorney-request` },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  // The agreement. The couple still disagrees and nothing is generated: generation and approval say why.
  "POST /documents/{id}/generate": {
    request: { url: "/documents/{docId}/generate" },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 409,
    },
  },
  "GET /documents/{id}/regeneration-status": {
    request: { url: "/documents/{docId}/regeneration-status" },
    expect: documentReaders,
  },
  "POST /documents/{id}/approval/grant": {
    request: { url: "/documents/{docId}/approval/grant" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: 409,
      admin: 403,
    },
  },
  "POST /documents/{id}/approval/rescind": {
    request: { url: "/documents/{docId}/approval/rescind" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: 409,
      admin: 403,
    },
  },
  "GET /documents/{id}/history": { request: { url: "/documents/{docId}/history" }, expect: documentReaders },
  "GET /documents/{id}/evidence-dossier": {
    request: { url: "/documents/{docId}/evidence-dossier" },
    expect: documentReaders,
  },
  "GET /documents/{id}/history/{commitAt}": {
    request: { url: "/documents/{docId}/history/{commitAt}" },
    expect: documentReaders,
  },
  "GET /documents/{id}/files": { request: { url: "/documents/{docId}/files" }, expect: documentReaders },
  "POST /documents/{id}/files": {
    request: {
      url: "/documents/{docId}/files?name=Matrix.pdf",
      headers: { "content-type": "application/pdf" },
      payload: "%PDF-1.7\n%%EOF\n",
    },
    expect: documentReaders,
  },
  "GET /documents/{id}/files/{fileId}": {
    request: { url: "/documents/{docId}/files/{fileId}" },
    expect: documentReaders,
  },
  // A generated agreement: every reader may ask, and nobody may delete it.
  "DELETE /documents/{id}/files/{fileId}": {
    request: { url: "/documents/{docId}/files/{fileId}" },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 409,
      admin: 409,
    },
  },
  // Attorney services: the user's own (admins may look at eligibility and the user's attorneys).
  "GET /users/{id}/products/attorney-services/eligibility": { expect: selfOrAdmin },
  "GET /users/{id}/documents/{docId}/attorneys": {
    request: { url: "/users/{id}/documents/{docId}/attorneys?serviceType=Q_A" },
    expect: selfOnly,
  },
  "GET /users/{id}/documents/{docId}/attorneys/featured-attorney": {
    request: { url: "/users/{id}/documents/{docId}/attorneys/featured-attorney" },
    expect: selfOnly,
  },
  "GET /users/{id}/attorneys": { expect: selfOrAdmin },
  "GET /users/{id}/attorneys-needing-reviews": { expect: selfOnly },
  // The owner has no completed service with the attorney: not allowed yet.
  "POST /users/{id}/attorneys/{aid}/attorney-reviews": {
    request: { url: "/users/{id}/attorneys/{attorneyId}/attorney-reviews", payload: { rating: 90 } },
    expect: { ...selfOnly, owner: 409 },
  },
  // Chats: the user's own conversation (the owner with the assigned attorney, or with the attorney
  // they bought Q&A from; an attorney reads it through their own id, allowed as assigned or as the
  // Q&A attorney: the pairs allowed and refused are in chats.test.ts). The stream is asked to end after a second.
  "GET /users/{id}/documents/{docId}/chats": { expect: selfOnly },
  "POST /users/{id}/documents/{docId}/chats": {
    request: { payload: { message: "Hello from the access matrix" } },
    expect: selfOnly,
  },
  "PATCH /users/{id}/documents/{docId}/chats/read": {
    request: { payload: { chatIds: ["00000000-0000-4000-8000-000000000000"] } },
    expect: selfOnly,
  },
  "DELETE /users/{id}/documents/{docId}/chats": {
    request: { payload: { chatIds: ["00000000-0000-4000-8000-000000000000"] } },
    expect: selfOnly,
  },
  "GET /users/{id}/live": { request: { url: "/users/{id}/live?maxSeconds=1" }, expect: selfOnly },
  "POST /users/{id}/live/presence": { request: { payload: { place: "dashboard" } }, expect: selfOnly },
  "GET /users/{id}/documents/{docId}/chats/stream": {
    request: { url: "/users/{id}/documents/{docId}/chats/stream?maxSeconds=1" },
    expect: selfOnly,
  },
  "GET /users/{id}/purchase-items/events": {
    request: { url: "/users/{id}/purchase-items/events?filter=future" },
    expect: selfOrAdmin,
  },
  // {pid} is the prenup: it has no call to book.
  "GET /users/{id}/purchase-items/{pid}/slots": {
    request: { url: "/users/{id}/purchase-items/{pid}/slots" },
    expect: { ...selfOnly, owner: 409 },
  },
  "POST /users/{id}/purchase-items/{pid}/events": {
    request: {
      url: "/users/{id}/purchase-items/{pid}/events",
      payload: { startsAt: "2026-12-01T17:00:00.000Z", timeZone: "America/Los_Angeles" },
    },
    expect: { ...selfOnly, owner: 409 },
  },
  // The owner's call with the assigned attorney (beforeAll), in the future: the owner may cancel it,
  // the assigned attorney may not complete it yet.
  "POST /users/{id}/events/{eid}/cancel": { request: { url: "/users/{id}/events/{eventId}/cancel" }, expect: selfOnly },
  "POST /users/{id}/attorneys/{aid}/events/{eid}/complete": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/events/{eventId}/complete" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 403,
      assignedAttorney: 409,
      admin: 403,
    },
  },
  // Anyone may deliver; without a configured provider (or a valid signature) nothing gets in.
  "POST /scheduling/webhook": {
    request: {
      payload: "{}",
      headers: { "content-type": "application/json", "calendly-webhook-signature": "t=1,v1=00" },
    },
    expect: {
      anonymous: 400,
      owner: 400,
      partner: 400,
      stranger: 400,
      unassignedAttorney: 400,
      assignedAttorney: 400,
      admin: 400,
    },
  },
  // Templates are for the attorney editor and admins.
  "GET /templates/document-templates": { expect: templateReaders },
  "GET /templates/section-templates": { expect: templateReaders },
  "GET /templates/clause-templates": { expect: templateReaders },
  "GET /templates/document-template-states/{id}": {
    request: { url: "/templates/document-template-states/{templateId}" },
    expect: templateReaders,
  },
  // Financial disclosure: both partners, the assigned attorney and admins read the owner's entries; only the owner writes.
  ...Object.fromEntries(
    DISCLOSURE_KINDS.flatMap((kind): [string, MatrixRow][] => {
      const path = `/users/{id}/documents/{docId}/${kind}`;
      const rows: [string, MatrixRow][] = [
        [`GET /users/{id}/documents/{docId}/${kind}`, { request: { url: path }, expect: documentReaders }],
        [
          `GET /users/{id}/documents/{docId}/${kind}/{entryId}`,
          { request: { url: `${path}/{fd_${kind}}` }, expect: documentReaders },
        ],
      ];
      if (kind !== "legacy-joint-properties") {
        rows.push(
          [
            `POST /users/{id}/documents/{docId}/${kind}`,
            { request: { url: path, payload: DISCLOSURE_BODIES[kind] }, expect: selfOnly },
          ],
          [
            `PATCH /users/{id}/documents/{docId}/${kind}/{entryId}`,
            { request: { url: `${path}/{fd_${kind}}`, payload: { currency: "EUR" } }, expect: selfOnly },
          ],
        );
      }
      if (kind !== "legacy-joint-properties") {
        // The documents behind the entry: the owner attaches and removes them, the entry's readers download them.
        rows.push(
          [
            `POST /users/{id}/documents/{docId}/${kind}/{entryId}/documents`,
            {
              request: {
                url: `${path}/{fd_${kind}}/documents?name=statement.pdf`,
                headers: { "content-type": "application/pdf" },
                payload: "%PDF-1.7\n%%EOF\n",
              },
              expect: selfOnly,
            },
          ],
          [
            `GET /users/{id}/documents/{docId}/${kind}/{entryId}/documents/{attachmentId}`,
            { request: { url: `${path}/{fd_${kind}}/documents/{fdd_${kind}}` }, expect: documentReaders },
          ],
          [
            `DELETE /users/{id}/documents/{docId}/${kind}/{entryId}/documents/{attachmentId}`,
            { request: { url: `${path}/{fd_${kind}}/documents/{fdd_${kind}}` }, expect: selfOnly },
          ],
        );
      }
      rows.push([
        `DELETE /users/{id}/documents/{docId}/${kind}/{entryId}`,
        { request: { url: `${path}/{fd_${kind}}` }, expect: selfOnly },
      ]);
      return rows;
    }),
  ),
  // The owner set the joint account's percentages: the partner confirms them; the owner may not (409).
  "POST /users/{id}/documents/{docId}/assets/{entryId}/joint-confirmation": {
    request: {
      url: "/users/{id}/documents/{docId}/assets/{fd_joint}/joint-confirmation",
      payload: { decision: "CONFIRM" },
    },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: "allow",
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  "GET /users/{id}/documents/{docId}/financial-summary": {
    request: { url: "/users/{id}/documents/{docId}/financial-summary" },
    expect: documentReaders,
  },
  // The outcome simulator: the couple and their assigned attorneys (read-only); not admins.
  "GET /users/{id}/documents/{docId}/outcome-simulation": {
    request: { url: "/users/{id}/documents/{docId}/outcome-simulation" },
    expect: { ...documentReaders, admin: 404 },
  },
  // Changes after the signing: the couple and their assigned attorneys read what their state allows; not admins.
  "GET /users/{id}/documents/{docId}/change-eligibility": {
    request: { url: "/users/{id}/documents/{docId}/change-eligibility?kind=POSTNUP" },
    expect: { ...documentReaders, admin: 404 },
  },
  // The couple's drafts of an amendment or a revocation: the couple and their assigned attorneys read, only
  // the couple writes; admins neither. The owner's agreement is not notarized (409); no change has that id (404).
  "POST /users/{id}/documents/{docId}/changes": {
    request: { url: "/users/{id}/documents/{docId}/changes", payload: { kind: "REVOCATION", state: "CA" } },
    expect: { ...partiesOnly, owner: 409, partner: 409 },
  },
  "GET /users/{id}/documents/{docId}/changes": {
    request: { url: "/users/{id}/documents/{docId}/changes" },
    expect: documentReaders,
  },
  "GET /users/{id}/documents/{docId}/signed-clauses": {
    request: { url: "/users/{id}/documents/{docId}/signed-clauses" },
    expect: { ...documentReaders, owner: 409, partner: 409, assignedAttorney: 409, admin: 409 },
  },
  "GET /users/{id}/documents/{docId}/reading-copy": {
    request: { url: "/users/{id}/documents/{docId}/reading-copy" },
    expect: { ...documentReaders, owner: 409, partner: 409, assignedAttorney: 409, admin: 409 },
  },
  // Only an attorney assigned to the agreement approves a change (the matrix's agreement is not notarized: 409).
  "POST /users/{id}/documents/{docId}/changes/{changeId}/approval/grant": {
    request: { url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000/approval/grant" },
    expect: { ...attorneyOnly, unassignedAttorney: 404, assignedAttorney: 409 },
  },
  "POST /users/{id}/documents/{docId}/changes/{changeId}/approval/rescind": {
    request: { url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000/approval/rescind" },
    expect: { ...attorneyOnly, unassignedAttorney: 404, assignedAttorney: 409 },
  },
  "GET /users/{id}/documents/{docId}/reading-copy/pdf": {
    request: { url: "/users/{id}/documents/{docId}/reading-copy/pdf" },
    expect: { ...documentReaders, owner: 409, partner: 409, assignedAttorney: 409, admin: 409 },
  },
  "GET /users/{id}/documents/{docId}/changes/{changeId}/document/{format}": {
    request: { url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000/document/pdf" },
    expect: { ...documentReaders, owner: 409, partner: 409, assignedAttorney: 409, admin: 409 },
  },
  "GET /users/{id}/documents/{docId}/changes/{changeId}/signatures/{respondent}/file": {
    request: { url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000/signatures/A/file" },
    expect: { ...documentReaders, owner: 404, partner: 404, assignedAttorney: 404, admin: 404 },
  },
  // Each partner records their own signing of a change (the matrix's agreement is not notarized: 409).
  "POST /users/{id}/documents/{docId}/changes/{changeId}/signatures": {
    request: {
      url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000/signatures?signedOn=2026-11-21",
      headers: { "content-type": "application/pdf" },
      payload: "%PDF-1.7\n%%EOF\n",
    },
    expect: { ...partiesOnly, owner: 409, partner: 409 },
  },
  "GET /users/{id}/documents/{docId}/changes/{changeId}": {
    request: { url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000" },
    expect: { ...documentReaders, owner: 409, partner: 409, assignedAttorney: 409, admin: 409 },
  },
  "PATCH /users/{id}/documents/{docId}/changes/{changeId}": {
    request: {
      url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000",
      payload: { changes: [{ label: "1.1", newText: "A new clause.", reason: "OTHER" }] },
    },
    expect: { ...partiesOnly, owner: 404, partner: 404 },
  },
  "DELETE /users/{id}/documents/{docId}/changes/{changeId}": {
    request: { url: "/users/{id}/documents/{docId}/changes/00000000-0000-4000-8000-000000000000" },
    expect: { ...partiesOnly, owner: 404, partner: 404 },
  },
  // Only the owner declares (or here withdraws) their own disclosure's declaration.
  "PUT /users/{id}/documents/{docId}/disclosure-declaration": {
    request: { url: "/users/{id}/documents/{docId}/disclosure-declaration", payload: { declaration: null } },
    expect: selfOnly,
  },
  // Only the partner themself acknowledges the other partner's disclosure (here not given yet: 409).
  "POST /users/{id}/documents/{docId}/disclosure-acknowledgement": {
    request: { url: "/users/{id}/documents/{docId}/disclosure-acknowledgement", payload: { version: 1 } },
    expect: { ...selfOnly, owner: 409 },
  },
  // ---- a partner's own attorney on record (counsel certifications) ----
  // Readers: the couple, the document's assigned attorneys and admins.
  // Aftercare is the spouse's own: only they read and change it (the matrix's agreement is not signed yet: 409 to turn reminders on).
  "GET /users/{id}/documents/{docId}/aftercare": {
    request: { url: "/users/{id}/documents/{docId}/aftercare" },
    expect: selfOnly,
  },
  "PUT /users/{id}/documents/{docId}/aftercare": {
    request: {
      url: "/users/{id}/documents/{docId}/aftercare",
      payload: { events: ["CHILD"], reviewEveryYears: null, sunsetReminder: false },
    },
    expect: { ...selfOnly, owner: 409 },
  },
  "DELETE /users/{id}/documents/{docId}/aftercare": {
    request: { url: "/users/{id}/documents/{docId}/aftercare" },
    expect: selfOnly,
  },
  "GET /users/{id}/documents/{docId}/counsel-certifications": {
    request: { url: "/users/{id}/documents/{docId}/counsel-certifications" },
    expect: documentReaders,
  },
  // No certification has that id: every reader gets 404.
  "GET /users/{id}/documents/{docId}/counsel-certifications/{certificationId}/file": {
    request: {
      url: "/users/{id}/documents/{docId}/counsel-certifications/00000000-0000-4000-8000-000000000000/file",
    },
    expect: {
      anonymous: 401,
      owner: 404,
      partner: 404,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  // Only the partner themself records (here: the owner's answer is not their own attorney, 409) or withdraws.
  "POST /users/{id}/documents/{docId}/counsel-certifications": {
    request: {
      url: "/users/{id}/documents/{docId}/counsel-certifications?name=c.pdf&attorneyName=Jordan%20Lee&attorneyEmail=j%40law.example&barNumber=1&barState=CA",
      payload: Buffer.from("%PDF-1.4\n%%EOF\n"),
      headers: { "content-type": "application/pdf" },
    },
    expect: { ...selfOnly, owner: 409 },
  },
  "DELETE /users/{id}/documents/{docId}/counsel-certifications/{certificationId}": {
    request: { url: "/users/{id}/documents/{docId}/counsel-certifications/00000000-0000-4000-8000-000000000000" },
    expect: { ...selfOnly, owner: 404 },
  },
  // ---- a copy of one's own data ----
  // Only the user themself asks (admins neither); the link's token is the credential, so the download
  // is public: an unknown token is gone for everyone.
  "POST /users/{id}/data-exports": { request: { url: "/users/{id}/data-exports" }, expect: selfOnly },
  "GET /data-exports/{token}": {
    request: { url: "/data-exports/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
    expect: {
      anonymous: 410,
      owner: 410,
      partner: 410,
      stranger: 410,
      unassignedAttorney: 410,
      assignedAttorney: 410,
      admin: 410,
    },
  },
  // ---- deleting one's own account ----
  // Only the user themself asks or cancels (admins neither); the owner here types the wrong word
  // (422, nothing scheduled, so their later requests keep their session) and has nothing to cancel.
  "GET /users/{id}/account-deletion": { request: { url: "/users/{id}/account-deletion" }, expect: selfOnly },
  "POST /users/{id}/account-deletion": {
    request: { url: "/users/{id}/account-deletion", payload: { confirmation: "KEEP" } },
    expect: { ...selfOnly, owner: 422 },
  },
  "DELETE /users/{id}/account-deletion": {
    request: { url: "/users/{id}/account-deletion" },
    expect: { ...selfOnly, owner: 409 },
  },
  // The staff's side: the requests, a user's deletion, legal holds ({holdId} stands on another user, beforeAll).
  "GET /admin/account-deletions": { request: { url: "/admin/account-deletions" }, expect: adminOnly },
  "GET /admin/users/{id}/account-deletion": {
    request: { url: "/admin/users/{id}/account-deletion" },
    expect: adminOnly,
  },
  "POST /admin/users/{id}/legal-holds": {
    request: { url: "/admin/users/{id}/legal-holds", payload: { basis: "Matrix subpoena" } },
    expect: adminOnly,
  },
  "DELETE /admin/users/{id}/legal-holds/{holdId}": {
    request: { url: "/admin/users/{holdUserId}/legal-holds/{holdId}" },
    expect: adminOnly,
  },
  // ---- exchange rates (an admin can update rates) ----
  "GET /admin/for-ex-rates": { request: { url: "/admin/for-ex-rates" }, expect: adminOnly },
  "PATCH /admin/for-ex-rates/{currency}": {
    request: { url: "/admin/for-ex-rates/EUR", payload: { rate: 0.9, asOf: "2026-11-20" } },
    expect: adminOnly,
  },

  // --- attorney portal (attorney-portal issue) ---------------------------------------------------
  // The attorney's own record and work: the URL names the assigned attorney ({attorneyId}), so only
  // they pass `self`; client routes name the owner, the partner on the assigned attorney's side.
  "GET /users/{id}/attorneys/{aid}": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}" },
    expect: attorneyOnly,
  },
  "PATCH /users/{id}/attorneys/{aid}": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}", payload: { languages: ["English", "French"] } },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/law-firms": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/law-firms" },
    expect: attorneyOnly,
  },
  // An approved attorney's firm is the admin's to change.
  "POST /users/{id}/attorneys/{aid}/law-firms": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/law-firms", payload: { name: "Matrix Law" } },
    expect: { ...attorneyOnly, assignedAttorney: 409 },
  },
  "GET /users/{id}/attorneys/{aid}/attorney-states": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/attorney-states" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/attorney-services": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/attorney-services" },
    expect: attorneyOnly,
  },
  "PATCH /users/{id}/attorneys/{aid}/attorney-services/{serviceId}": {
    request: {
      url: "/users/{attorneyId}/attorneys/{attorneyId}/attorney-services/{attorneyServiceId}",
      payload: { bookingLink: "https://cal.example/matrix" },
    },
    expect: attorneyOnly,
  },
  "POST /users/{id}/attorneys/{aid}/files": {
    request: {
      url: "/users/{attorneyId}/attorneys/{attorneyId}/files?kind=malpractice-certificate",
      headers: { "content-type": "application/pdf" },
      payload: "%PDF-1.7\n%%EOF\n",
    },
    expect: attorneyOnly,
  },
  "GET /attorneys/{aid}/photo": { request: { url: "/attorneys/{attorneyId}/photo" }, expect: everyone },
  "GET /users/{id}/attorneys/{aid}/attorney-reviews": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/attorney-reviews?includeUser=true" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/dashboard": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/dashboard" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/clients": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/clients" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/clients/{clientId}": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/clients/{id}" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/clients/{cid}/internal-notes": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/clients/{id}/internal-notes" },
    expect: attorneyOnly,
  },
  "POST /users/{id}/attorneys/{aid}/clients/{cid}/internal-notes": {
    request: {
      url: "/users/{attorneyId}/attorneys/{attorneyId}/clients/{id}/internal-notes",
      payload: { message: "Matrix note" },
    },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/clients/{cid}/internal-notes/{noteId}": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/clients/{id}/internal-notes/{noteId}" },
    expect: attorneyOnly,
  },
  "PATCH /users/{id}/attorneys/{aid}/clients/{cid}/internal-notes/{noteId}": {
    request: {
      url: "/users/{attorneyId}/attorneys/{attorneyId}/clients/{id}/internal-notes/{noteId}",
      payload: { message: "Matrix note, edited" },
    },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/questionnaire-sections": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/questionnaire-sections?userId={id}" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/questionnaire-sections/{sid}/groups": {
    request: {
      url: "/users/{attorneyId}/attorneys/{attorneyId}/questionnaire-sections/spousal_support/groups?documentId={docId}&userId={id}",
    },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/payouts": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/payouts" },
    expect: attorneyOnly,
  },
  "GET /users/{id}/attorneys/{aid}/events": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/events?filter=all" },
    expect: attorneyOnly,
  },
  // The call has not started: the assigned attorney may not mark it yet.
  "POST /users/{id}/attorneys/{aid}/events/{eid}/no-show": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/events/{eventId}/no-show" },
    expect: { ...attorneyOnly, assignedAttorney: 409 },
  },
  // The assigned attorney's firm: they are not its lead, so they may read the status, not onboard.
  "GET /users/{id}/attorneys/{aid}/law-firms/{lawFirmId}/account-status": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/law-firms/{lawFirmId}/account-status" },
    expect: attorneyOnly,
  },
  "POST /users/{id}/attorneys/{aid}/law-firms/{lawFirmId}/onboarding-link": {
    request: { url: "/users/{attorneyId}/attorneys/{attorneyId}/law-firms/{lawFirmId}/onboarding-link" },
    expect: { ...attorneyOnly, assignedAttorney: 403 },
  },
  // The local gateway's stand-in for the provider's onboarding form: anyone with the link.
  "GET /payments/local/accounts/{accountId}/onboarding": {
    request: { url: "/payments/local/accounts/{localAccountId}/onboarding" },
    expect: everyone,
  },
  "POST /payments/local/accounts/{accountId}/complete": {
    request: { url: "/payments/local/accounts/{localAccountId}/complete" },
    expect: {
      anonymous: 303,
      owner: 303,
      partner: 303,
      stranger: 303,
      unassignedAttorney: 303,
      assignedAttorney: 303,
      admin: 303,
    },
  },
  "GET /admin/attorneys": { request: { url: "/admin/attorneys?stage=APPROVED" }, expect: adminOnly },
  "GET /admin/attorneys/{id}": { request: { url: "/admin/attorneys/{attorneyId}" }, expect: adminOnly },
  "GET /admin/attorneys/{id}/clients": { request: { url: "/admin/attorneys/{attorneyId}/clients" }, expect: adminOnly },
  // Already approved: the admin may call it, the transition is refused.
  "POST /admin/attorneys/{id}/stage": {
    request: { url: "/admin/attorneys/{attorneyId}/stage", payload: { action: "approve" } },
    expect: { ...adminOnly, admin: 409 },
  },
  "PUT /admin/attorneys/{id}/attorney-services": {
    request: {
      url: "/admin/attorneys/{otherAttorneyId}/attorney-services",
      payload: { services: [{ productId: "{representationId}", bookingLink: null }] },
    },
    expect: adminOnly,
  },
  "GET /admin/attorneys/{id}/disciplinary-records": {
    request: { url: "/admin/attorneys/{otherAttorneyId}/disciplinary-records" },
    expect: adminOnly,
  },
  "POST /admin/attorneys/{id}/disciplinary-records": {
    request: {
      url: "/admin/attorneys/{otherAttorneyId}/disciplinary-records",
      payload: { description: "Matrix record" },
    },
    expect: adminOnly,
  },
  "PATCH /admin/attorneys/{id}/disciplinary-records/{rid}": {
    request: {
      url: "/admin/attorneys/{otherAttorneyId}/disciplinary-records/{recordId}",
      payload: { resolution: "Matrix resolution" },
    },
    expect: adminOnly,
  },
  "GET /admin/law-firms": { expect: adminOnly },
  "POST /admin/law-firms": { request: { payload: { name: "Matrix Firm" } }, expect: adminOnly },
  "GET /admin/law-firms/{id}": { request: { url: "/admin/law-firms/{lawFirmId}" }, expect: adminOnly },
  "PATCH /admin/law-firms/{id}": {
    request: { url: "/admin/law-firms/{lawFirmId}", payload: { website: "https://matrix.example" } },
    expect: adminOnly,
  },
  "GET /admin/law-firms/{id}/lead": { request: { url: "/admin/law-firms/{lawFirmId}/lead" }, expect: adminOnly },

  // --- Notarization ---
  // {nid} is a notarization of the owner's agreement that was reset (beforeAll): resetting it again
  // is a no-op for its partners and admins; withdrawing it is 404 for everyone (it is no longer
  // live). notarizations.test.ts covers the live behaviour. The agreement is not generated yet: a
  // start or a proof is 409 for its partners.
  "GET /documents/{id}/notarizations": {
    request: { url: "/documents/{docId}/notarizations" },
    expect: documentReaders,
  },
  "POST /documents/{id}/notarizations": {
    request: { url: "/documents/{docId}/notarizations", payload: {} },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  "PUT /documents/{id}/notarizations/signer-location": {
    // The signers may call it; the agreement's state asks nothing (409 SIGNER_LOCATION_NOT_ASKED).
    request: { url: "/documents/{docId}/notarizations/signer-location", payload: { inState: false } },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 409,
      admin: 404,
    },
  },
  "POST /documents/{id}/notarizations/proof": {
    request: {
      url: "/documents/{docId}/notarizations/proof?signedOn=2026-11-20",
      payload: "%PDF-1.7\n%%EOF\n",
      headers: { "content-type": "application/pdf" },
    },
    expect: {
      anonymous: 401,
      owner: 409,
      partner: 409,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  "DELETE /documents/{id}/notarizations/{nid}": {
    request: { url: "/documents/{docId}/notarizations/{nid}" },
    expect: {
      anonymous: 401,
      owner: 404,
      partner: 404,
      stranger: 404,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  // The date of signing: the couple's assigned attorney and admins (the reset {nid} is not found for them).
  "PATCH /documents/{id}/notarizations/{nid}": {
    request: { url: "/documents/{docId}/notarizations/{nid}", payload: { signedOn: "2026-11-20" } },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: 404,
      admin: 404,
    },
  },
  "POST /notarizations/{id}/reset": {
    request: { url: "/notarizations/{nid}/reset", payload: {} },
    expect: {
      anonymous: 401,
      owner: "allow",
      partner: "allow",
      stranger: 404,
      unassignedAttorney: 403,
      assignedAttorney: 403,
      admin: "allow",
    },
  },
  "PATCH /notarizations/{id}/force-reset": {
    request: { url: "/notarizations/{nid}/force-reset", payload: {} },
    expect: adminOnly,
  },
  // Anyone may deliver; the local notary takes no webhooks (and a wrong signature is refused).
  "POST /notary/webhook": {
    request: { payload: "{}", headers: { "content-type": "application/json", "x-notarize-signature": "00" } },
    expect: {
      anonymous: 400,
      owner: 400,
      partner: 400,
      stranger: 400,
      unassignedAttorney: 400,
      assignedAttorney: 400,
      admin: 400,
    },
  },
  // The editor's lock: the assigned attorney takes it, so the admin after them meets it (409); the holder then releases it.
  "GET /documents/{id}/lock": { request: { url: "/documents/{docId}/lock" }, expect: documentReaders },
  "POST /documents/{id}/lock": {
    request: { url: "/documents/{docId}/lock", payload: {} },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: 409,
    },
  },
  "DELETE /documents/{id}/lock": {
    request: { url: "/documents/{docId}/lock" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  // Drafts: the document's editors only (the couple reads committed text); without the lock a save is 409.
  "GET /documents/{id}/sections": {
    request: { url: "/documents/{docId}/sections" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  "GET /documents/{id}/drafts/sections": {
    request: { url: "/documents/{docId}/drafts/sections" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  "GET /documents/{id}/drafts/clauses": {
    request: { url: "/documents/{docId}/drafts/clauses" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  "POST /documents/{id}/drafts/many": {
    request: { url: "/documents/{docId}/drafts/many", payload: { sections: [{ title: "Matrix", order: 1 }] } },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: 409,
      admin: 409,
    },
  },
  // No lock held and the owner's agreement not generated: the editors' commit is 409.
  "POST /documents/{id}/drafts/commit": {
    request: { url: "/documents/{docId}/drafts/commit", payload: { message: "Matrix commit" } },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: 409,
      admin: 409,
    },
  },
  "POST /documents/{id}/drafts/admin/unlock-erase": {
    request: { url: "/documents/{docId}/drafts/admin/unlock-erase", payload: {} },
    expect: adminOnly,
  },
  // Library groups: editors read them, admins keep them.
  "GET /library-groups": { request: { url: "/library-groups?stateId={stateId}" }, expect: templateReaders },
  "POST /library-groups": { request: { payload: { key: "matrix_group", name: "Matrix group" } }, expect: adminOnly },
  "GET /library-groups/{id}": { request: { url: "/library-groups/{libraryGroupId}" }, expect: templateReaders },
  "PATCH /library-groups/{id}": {
    request: { url: "/library-groups/{libraryGroupId}", payload: { name: "Matrix renamed" } },
    expect: adminOnly,
  },
  // The owner's agreement is not generated: its clauses are still written from its template and answers.
  "GET /documents/{docId}/library-groups/{groupId}/render": {
    request: { url: "/documents/{docId}/library-groups/{libraryGroupId}/render" },
    expect: {
      anonymous: 401,
      owner: 403,
      partner: 403,
      stranger: 403,
      unassignedAttorney: 404,
      assignedAttorney: "allow",
      admin: "allow",
    },
  },
  // The local notary's signing page: the link's token is the key (a completed session, beforeAll).
  "GET /notary/local/{session}/{role}": {
    request: { url: "/notary/local/{notarySession}/USER_A?token=matrix-token" },
    expect: everyone,
  },
  "POST /notary/local/{session}/{role}": {
    request: { url: "/notary/local/{notarySession}/USER_A?token=matrix-token" },
    expect: {
      anonymous: 303,
      owner: 303,
      partner: 303,
      stranger: 303,
      unassignedAttorney: 303,
      assignedAttorney: 303,
      admin: 303,
    },
  },
};

let api: TestApi;
const subjects = {} as Record<Exclude<Persona, "anonymous">, TokenClaims>;
let ownerId = "";
let ownerDocumentId = "";
let stateId = "";
const money: Record<string, string> = {
  cartId: "",
  itemId: "",
  pid: "",
  couponId: "",
  codeId: "",
  productId: "",
  reference: "",
  templateId: "",
  commitAt: "",
  fileId: "",
  eventId: "",
  attorneyId: "",
  // attorney portal
  otherAttorneyId: "",
  noteId: "",
  recordId: "",
  lawFirmId: "",
  representationId: "",
  localAccountId: "",
  attorneyServiceId: "",
};

beforeAll(async () => {
  // The matrix checks who may call /ready, not how fast the database answers it: the ping gets the
  // time a loaded CI machine may need (test/database-faults.test.ts holds the 150 ms timeout).
  const config = defaultConfig();
  api = await createTestApi({ config: { database: { ...config.database, readyTimeoutMs: 10_000 } } });
  const { db } = api;
  const couple = await createCouple(db, { paid: true });
  const strangerCouple = await createCouple(db, { state: "NY" });
  const assigned = await createAttorney(db, { stage: "APPROVED" });
  const unassigned = await createAttorney(db, { stage: "APPROVED" });
  await db.update(documents).set({ attorneyAId: assigned.attorney.id }).where(eq(documents.id, couple.document.id));
  const admin = await createAdmin(db);
  await createCustomer(db); // someone unrelated to everybody, so lookups have other rows to skip
  ownerId = couple.userA.id;
  stateId = couple.document.stateId!;
  ownerDocumentId = couple.document.id;
  for (const [user, options] of [
    [couple.userA, { disclosure_approach: "full_disclosure", signing_timeline: "over_30_days" }],
    [couple.userB, { disclosure_approach: "disclosure_plus_waiver", signing_timeline: "under_30_days" }],
  ] as const) {
    for (const [questionKey, option] of Object.entries(options)) {
      await insertAnswer(db, { userId: user.id, documentId: couple.document.id, questionKey, options: [option] });
    }
  }
  const notarization = await findProductByType(db, "NOTARIZATION");
  const [cart] = await db.insert(carts).values({ userId: couple.userA.id, documentId: couple.document.id }).returning();
  const [cartItem] = await db
    .insert(cartItems)
    .values({ cartId: cart!.id, productId: notarization.id, quantity: 1 })
    .returning();
  const [prenupItem] = await db.select().from(purchaseItems).where(eq(purchaseItems.userId, couple.userA.id));
  const [coupon] = await db.insert(coupons).values({ name: "Matrix", percentOff: 5 }).returning();
  const [code] = await db.insert(discountCodes).values({ couponId: coupon!.id, code: "MATRIX5" }).returning();
  const reference = "lpi_000000000000000000000001";
  await db.insert(localGatewayRecords).values({
    reference,
    kind: "payment",
    idempotencyKey: "matrix",
    status: "requires_action",
    amountInCents: 9_900,
    details: {
      method: "KLARNA",
      returnUrl: "http://localhost:5173/payment/success",
      metadata: { cartId: cart!.id, userId: couple.userA.id },
    },
  });
  Object.assign(money, {
    cartId: cart!.id,
    itemId: cartItem!.id,
    pid: prenupItem!.id,
    couponId: coupon!.id,
    codeId: code!.id,
    productId: notarization.id,
    reference,
  });
  // A version in the history and a generated file on the owner's agreement.
  const commitAt = new Date("2026-11-20T10:00:00.000Z");
  await db
    .insert(documentCommits)
    .values({ documentId: couple.document.id, kind: "GENERATION", committedAt: commitAt });
  const uploaded = await api.inject({
    method: "POST",
    url: `/documents/${couple.document.id}/files?name=Agreement.pdf`,
    headers: { "content-type": "application/pdf" },
    payload: "%PDF-1.7\n%%EOF\n",
    as: claimsOf(couple.userA),
  });
  const fileId = uploaded.json<{ id: string }>().id;
  await db.update(documentFiles).set({ kind: "generated-pdf" }).where(eq(documentFiles.fileId, fileId));
  Object.assign(money, { templateId: couple.document.templateId!, commitAt: commitAt.toISOString(), fileId });
  // One entry of each disclosure kind of the owner's, and a joint account whose percentages the owner set.
  const entryOf = { userId: couple.userA.id, documentId: couple.document.id };
  const disclosureRows = {
    assets: await db
      .insert(accountsAndAssets)
      .values({ ...entryOf, assetAccountType: "ACCOUNT", accountType: "CHECKING" })
      .returning(),
    vehicles: await db
      .insert(vehicles)
      .values({ ...entryOf, vehicleType: "CAR", make: "Ford", model: "Focus" })
      .returning(),
    businesses: await db
      .insert(businesses)
      .values({ ...entryOf, name: "Owner LLC" })
      .returning(),
    debts: await db
      .insert(debts)
      .values({ ...entryOf, creditor: "Bank" })
      .returning(),
    "real-estates": await db
      .insert(realEstates)
      .values({
        ...entryOf,
        streetAddress: "2 Main St",
        city: "Fresno",
        state: "CA",
        country: "US",
        zipcode: "93650",
        titleHeldInNameOf: "Owner",
        purchasePriceInCents: 1,
        assessedValueInCents: 1,
      })
      .returning(),
    incomes: await db
      .insert(incomes)
      .values({ ...entryOf, year: 2025, incomeType: "BASE_SALARY" })
      .returning(),
    "inheritances-trusts": await db
      .insert(inheritancesAndTrusts)
      .values({ ...entryOf, category: "TRUST", nameOfTrust: "Trust" })
      .returning(),
    "legacy-joint-properties": await db
      .insert(legacyJointProperties)
      .values({ ...entryOf, description: "Imported" })
      .returning(),
  };
  for (const [kind, [row]] of Object.entries(disclosureRows)) money[`fd_${kind}`] = row!.id;
  // A document behind each editable entry, attached by the owner.
  for (const kind of Object.keys(disclosureRows).filter((kind) => kind !== "legacy-joint-properties")) {
    const attached = await api.inject({
      method: "POST",
      url: `/users/${couple.userA.id}/documents/${couple.document.id}/${kind}/${money[`fd_${kind}`]}/documents?name=statement.pdf`,
      headers: { "content-type": "application/pdf" },
      payload: "%PDF-1.7\n%%EOF\n",
      as: claimsOf(couple.userA),
    });
    money[`fdd_${kind}`] = attached.json<{ id: string }>().id;
  }
  const [joint] = await db
    .insert(accountsAndAssets)
    .values({
      ...entryOf,
      assetAccountType: "ACCOUNT",
      accountType: "CHECKING",
      isJoint: true,
      userAPercentage: 50,
      userBPercentage: 50,
      jointSetById: couple.userA.id,
    })
    .returning();
  money["fd_joint"] = joint!.id;
  const [call] = await db
    .insert(events)
    .values({
      attorneyId: assigned.attorney.id,
      userId: couple.userA.id,
      documentId: couple.document.id,
      eventStartAt: new Date("2026-12-01T17:00:00Z"),
      eventEndAt: new Date("2026-12-01T17:20:00Z"),
    })
    .returning();
  Object.assign(money, { eventId: call!.id, attorneyId: assigned.attorney.id });
  // Attorney portal: a note about the owner, a disciplinary record of the unassigned attorney, a photo.
  const [note] = await db
    .insert(internalNotes)
    .values({ attorneyId: assigned.attorney.id, clientUserId: couple.userA.id, message: "Seed note" })
    .returning();
  const [record] = await db
    .insert(attorneyDisciplinaryRecords)
    .values({ attorneyId: unassigned.attorney.id, description: "Seed record" })
    .returning();
  const representation = await findProductByType(db, "REPRESENTATION");
  Object.assign(money, {
    otherAttorneyId: unassigned.attorney.id,
    noteId: note!.id,
    recordId: record!.id,
    lawFirmId: assigned.lawFirm!.id,
    representationId: representation.id,
    attorneyServiceId: assigned.attorneyServices[0]!.id,
  });
  const photo = await api.inject({
    method: "POST",
    url: `/users/${assigned.user.id}/attorneys/${assigned.user.id}/files?kind=profile-photo`,
    headers: { "content-type": "image/png" },
    payload: Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==",
      "base64",
    ),
    as: claimsOf(assigned.user, "attorney"),
  });
  if (photo.statusCode !== 200) throw new Error(`photo upload failed: ${photo.body}`);
  const [account] = await db
    .insert(localGatewayRecords)
    .values({
      reference: "acct_local_000000000000000000000001",
      kind: "account",
      idempotencyKey: "matrix-account",
      status: "pending",
      amountInCents: 0,
      details: {
        businessName: "Matrix Firm",
        email: null,
        metadata: { lawFirmId: assigned.lawFirm!.id },
        detailsSubmitted: false,
        payoutsEnabled: false,
        returnUrl: null,
      },
    })
    .returning();
  money.localAccountId = account!.reference;
  // Admin portal: a review of the assigned attorney by the owner, for the moderation routes.
  const [review] = await db
    .insert(attorneyReviews)
    .values({ attorneyId: assigned.attorney.id, userId: couple.userA.id, rating: 80 })
    .returning();
  money["reviewId"] = review!.id;
  const [term] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.stateId, couple.document.stateId!), eq(terms.documentTemplateId, couple.document.templateId!)))
    .limit(1);
  money["termKey"] = term!.key;
  // --- Notarization: a reset notarization of the owner's, and a completed local notary session.
  const resetAt = new Date("2026-11-20T11:00:00.000Z");
  const [resetNotarization] = await db
    .insert(notarizations)
    .values({ documentId: couple.document.id, provider: "local", resetAt, deletedAt: resetAt })
    .returning();
  await db.insert(localNotarySessions).values({
    externalId: "lns_00000000000000000000000a",
    title: "Matrix agreement",
    stateAbbreviation: "TX",
    sourcePdfBase64: Buffer.from("%PDF-1.7\n%%EOF\n").toString("base64"),
    signers: [{ role: "USER_A", name: "Matrix", token: "matrix-token", signedAt: resetAt.toISOString() }],
    status: "COMPLETED",
    completedAt: resetAt,
  });
  Object.assign(money, { nid: resetNotarization!.id, notarySession: "lns_00000000000000000000000a" });
  // A legal hold standing on the stranger, for the admin to lift.
  const [hold] = await db
    .insert(legalHolds)
    .values({ userId: strangerCouple.userA.id, basis: "Matrix dispute", placedAt: resetAt, placedById: admin.id })
    .returning();
  Object.assign(money, { holdUserId: strangerCouple.userA.id, holdId: hold!.id });
  const [libraryGroup] = await db
    .insert(libraryGroups)
    .values({ key: "matrix_library", name: "Matrix library" })
    .returning();
  money["libraryGroupId"] = libraryGroup!.id;
  subjects.owner = claimsOf(couple.userA);
  subjects.partner = claimsOf(couple.userB);
  subjects.stranger = claimsOf(strangerCouple.userA);
  subjects.unassignedAttorney = claimsOf(unassigned.user, "attorney");
  subjects.assignedAttorney = claimsOf(assigned.user, "attorney");
  subjects.admin = claimsOf(admin, "admin");
});

afterAll(async () => {
  await api?.close();
});

function fillIn(text: string): string {
  let filled = text.replaceAll("{id}", ownerId).replaceAll("{docId}", ownerDocumentId).replaceAll("{stateId}", stateId);
  for (const [key, value] of Object.entries(money)) filled = filled.replaceAll(`{${key}}`, value);
  return filled;
}

function injectAs(persona: Persona, key: string, row: MatrixRow): Promise<LightMyRequestResponse> {
  const [method, path] = key.split(" ") as [string, string];
  const url = fillIn(row.request?.url ?? path);
  const payload = row.request?.payload;
  return api.inject({
    ...row.request,
    ...(payload && typeof payload === "object"
      ? { payload: JSON.parse(fillIn(JSON.stringify(payload))) as object }
      : {}),
    method: method as InjectOptions["method"],
    url,
    as: persona === "anonymous" ? null : subjects[persona],
  } as InjectOptions & { as: TokenClaims | null });
}

describe("access matrix", () => {
  it("has a row for every registered route, and no row for a route that does not exist", () => {
    const registered = api.app.registeredRoutes.map((route) => `${route.method} ${route.path}`);
    const missing = registered.filter((key) => !(key in MATRIX));
    const stale = Object.keys(MATRIX).filter((key) => !registered.includes(key));
    expect(missing, `routes without an access-matrix row: ${missing.join(", ")}`).toEqual([]);
    expect(stale, `matrix rows for routes that are not registered: ${stale.join(", ")}`).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    for (const persona of PERSONAS) {
      const expected = row.expect[persona];
      it(`${key} as ${persona} → ${expected}`, async () => {
        const response = await injectAs(persona, key, row);
        if (expected === "allow") {
          expect(response.statusCode, response.body).toBeGreaterThanOrEqual(200);
          expect(response.statusCode, response.body).toBeLessThan(300);
        } else {
          expect(response.statusCode, response.body).toBe(expected);
          if (expected === 401 || expected === 403 || expected === 404) {
            const body = response.json<{ code: string }>();
            const codes = { 401: "UNAUTHENTICATED", 403: "FORBIDDEN", 404: "NOT_FOUND" } as const;
            expect(body.code).toBe(codes[expected]);
          }
        }
      });
    }
  }
});
