import type { Executor } from "../client.ts";
import { findDefaultDocumentTemplate, findProductByType, findStateByAbbreviation } from "../lookups.ts";
import { referenceId } from "../reference-id.ts";
import {
  attorneys,
  attorneyServices,
  attorneyStates,
  cartItems,
  carts,
  documents,
  lawFirms,
  purchaseItems,
  users,
} from "../schema/index.ts";
import type { NewUser } from "../types.ts";
import { upsertById } from "./upsert.ts";

// The demo data of common.md: seven accounts whose external ids are the identity provider's fixed
// `sub` values, two couples, a law firm with an approved attorney and an applicant, and the admin.
// Only loaded on request (`seed --demo`). Ids and timestamps are fixed so a second run changes nothing.

export const DEMO_PASSWORD_HINT = "Prenup-demo-2026!";

const demoId = (kind: string, key: string) => referenceId(`demo-${kind}`, key);

type DemoAccount = Omit<NewUser, "id"> & { externalId: string };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { externalId: "demo-couple1-a", email: "alex@demo.prenup.test", firstName: "Alex", lastName: "Rivera", userType: "CUSTOMER" },
  { externalId: "demo-couple1-b", email: "jordan@demo.prenup.test", firstName: "Jordan", lastName: "Lee", userType: "CUSTOMER" },
  { externalId: "demo-couple2-a", email: "sam@demo.prenup.test", firstName: "Sam", lastName: "Patel", userType: "CUSTOMER" },
  { externalId: "demo-couple2-b", email: "riley@demo.prenup.test", firstName: "Riley", lastName: "Chen", userType: "CUSTOMER" },
  {
    externalId: "demo-attorney-approved",
    email: "attorney@demo.prenup.test",
    firstName: "Morgan",
    lastName: "Ellis",
    userType: "ATTORNEY",
  },
  {
    externalId: "demo-attorney-review",
    email: "applicant@demo.prenup.test",
    firstName: "Casey",
    lastName: "Brooks",
    userType: "ATTORNEY",
  },
  { externalId: "demo-admin", email: "admin@demo.prenup.test", firstName: "Taylor", lastName: "Quinn", userType: "ADMIN" },
];

/** The user id the demo seed gives the account with this `sub`. */
export const demoUserId = (sub: string) => demoId("user", sub);

const SEEDED_AT = new Date("2026-11-01T15:00:00.000Z");
const AGREED_AT = new Date("2026-11-01T15:05:00.000Z");
const INVITED_AT = new Date("2026-11-02T18:00:00.000Z");
const ACCEPTED_AT = new Date("2026-11-02T19:30:00.000Z");
const PAID_AT = new Date("2026-11-03T16:45:00.000Z");

export const DEMO_LAW_FIRM_ID = demoId("law-firm", "harbor-family-law");
export const DEMO_COUPLE1_DOCUMENT_ID = demoId("document", "couple1");
export const DEMO_COUPLE2_DOCUMENT_ID = demoId("document", "couple2");

/** Insert the demo accounts and their data (requires the reference seed). Running it again changes nothing. */
export async function seedDemo(db: Executor): Promise<void> {
  const california = await findStateByAbbreviation(db, "CA");
  const newYork = await findStateByAbbreviation(db, "NY");
  const prenup = await findProductByType(db, "PRENUP");
  const representation = await findProductByType(db, "REPRESENTATION");
  const questionsAndAnswers = await findProductByType(db, "Q_A");
  const template = await findDefaultDocumentTemplate(db);

  await upsertById(
    db,
    users,
    DEMO_ACCOUNTS.map((account) => ({
      ...account,
      id: demoUserId(account.externalId),
      termsAgreedAt: account.userType === "ADMIN" ? null : AGREED_AT,
      createdAt: SEEDED_AT,
    })),
  );

  await upsertById(db, lawFirms, [
    {
      id: DEMO_LAW_FIRM_ID,
      name: "Harbor Family Law LLP",
      contactEmail: "office@harbor-family-law.demo.prenup.test",
      website: null,
      isApproved: true,
      createdAt: SEEDED_AT,
    },
  ]);

  const morgan = demoUserId("demo-attorney-approved");
  const casey = demoUserId("demo-attorney-review");
  await upsertById(db, attorneys, [
    {
      id: morgan,
      userId: morgan,
      stage: "APPROVED",
      lawFirmId: DEMO_LAW_FIRM_ID,
      isLawFirmLead: true,
      bio: "Morgan Ellis advises couples in California and New York on premarital agreements, with a practice built on clear drafting and calm negotiation.",
      languages: ["English", "Spanish"],
      practiceAreas: ["Premarital agreements", "Family law"],
      professionalAssociations: "American Academy of Matrimonial Lawyers",
      yearsOfExperience: 12,
      lawSchool: "UC Berkeley School of Law",
      responseTimeHours: 24,
      hasMalpracticeInsurance: true,
      hasFastTurnaround: true,
      createdAt: SEEDED_AT,
    },
    {
      id: casey,
      userId: casey,
      stage: "UNDER_REVIEW",
      lawFirmId: DEMO_LAW_FIRM_ID,
      isLawFirmLead: false,
      bio: "Casey Brooks focuses on family law and estate planning for young couples.",
      languages: ["English"],
      practiceAreas: ["Family law"],
      yearsOfExperience: 4,
      lawSchool: "Fordham University School of Law",
      responseTimeHours: 48,
      hasMalpracticeInsurance: true,
      createdAt: SEEDED_AT,
    },
  ]);
  await upsertById(db, attorneyStates, [
    { id: demoId("attorney-state", "morgan:CA"), attorneyId: morgan, stateId: california.id, order: 0, barLicenseNum: "CA-284913", createdAt: SEEDED_AT },
    { id: demoId("attorney-state", "morgan:NY"), attorneyId: morgan, stateId: newYork.id, order: 1, barLicenseNum: "NY-5520871", createdAt: SEEDED_AT },
    { id: demoId("attorney-state", "casey:NY"), attorneyId: casey, stateId: newYork.id, order: 0, barLicenseNum: "NY-6011432", createdAt: SEEDED_AT },
  ]);
  await upsertById(db, attorneyServices, [
    { id: demoId("attorney-service", "morgan:representation"), attorneyId: morgan, productId: representation.id, bookingLink: null, createdAt: SEEDED_AT },
    { id: demoId("attorney-service", "morgan:q-a"), attorneyId: morgan, productId: questionsAndAnswers.id, bookingLink: null, createdAt: SEEDED_AT },
  ]);

  const alex = demoUserId("demo-couple1-a");
  const jordan = demoUserId("demo-couple1-b");
  const sam = demoUserId("demo-couple2-a");
  const riley = demoUserId("demo-couple2-b");
  await upsertById(db, documents, [
    {
      id: DEMO_COUPLE1_DOCUMENT_ID,
      userAId: alex,
      userBId: jordan,
      invitedUserId: jordan,
      invitationEmail: "jordan@demo.prenup.test",
      invitationSentAt: INVITED_AT,
      invitationAcceptedAt: ACCEPTED_AT,
      stateId: california.id,
      templateId: template?.id ?? null,
      createdById: alex,
      createdAt: SEEDED_AT,
    },
    {
      id: DEMO_COUPLE2_DOCUMENT_ID,
      userAId: sam,
      userBId: riley,
      invitedUserId: riley,
      invitationEmail: "riley@demo.prenup.test",
      invitationSentAt: INVITED_AT,
      invitationAcceptedAt: ACCEPTED_AT,
      stateId: newYork.id,
      templateId: template?.id ?? null,
      createdById: sam,
      createdAt: SEEDED_AT,
    },
  ]);

  const cartId = demoId("cart", "couple1-prenup");
  await upsertById(db, carts, [
    {
      id: cartId,
      userId: alex,
      documentId: DEMO_COUPLE1_DOCUMENT_ID,
      cartStatus: "PAID",
      totalPaidInCents: prenup.priceInCents,
      totalFeeInCents: 0,
      paymentMethod: "CARD",
      transactionCompletedAt: PAID_AT,
      createdById: alex,
      createdAt: PAID_AT,
    },
  ]);
  await upsertById(db, cartItems, [
    { id: demoId("cart-item", "couple1-prenup"), cartId, productId: prenup.id, quantity: 1, createdById: alex, createdAt: PAID_AT },
  ]);
  await upsertById(db, purchaseItems, [
    {
      id: demoId("purchase-item", "couple1-prenup"),
      userId: alex,
      productId: prenup.id,
      cartId,
      documentId: DEMO_COUPLE1_DOCUMENT_ID,
      category: prenup.productCategory,
      pricePaidInCents: prenup.priceInCents,
      feePaidInCents: 0,
      paymentStatus: "SUCCESSFUL",
      amountRefundedInCents: 0,
      createdById: alex,
      createdAt: PAID_AT,
    },
  ]);
}
