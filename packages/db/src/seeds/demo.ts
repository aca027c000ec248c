import type { ProductType } from "@prenup/domain";
import { inArray, or, sql } from "drizzle-orm";
import type { Executor } from "../client.ts";
import { findDefaultDocumentTemplate, findProductByType, findStateByAbbreviation } from "../lookups.ts";
import { referenceId } from "../reference-id.ts";
import {
  accountsAndAssets,
  answerQuestionOptions,
  answers,
  attorneyReviews,
  attorneys,
  attorneyServices,
  attorneyStates,
  cartItems,
  carts,
  documents,
  events,
  financialDisclosures,
  lawFirms,
  localGatewayRecords,
  notarizations,
  purchaseItems,
  questionOptions,
  questions,
  users,
} from "../schema/index.ts";
import type { NewUser } from "../types.ts";
import { contentIds, loadContent } from "./reference/index.ts";
import { upsertById } from "./upsert.ts";

// The demo data: the accounts of common.md (external ids = the identity provider's fixed
// `sub` values) plus the law firms, attorneys, reviews and couples' answers of @prenup/content's
// `demo`. Only loaded on request (`seed --demo`). Ids and timestamps are fixed, so a second run
// changes nothing. Everything about the firms and attorneys (licences included) comes from the
// content; this file adds the disclosures below (DEMO_DISCLOSED_COUPLES) and the demo attorneys'
// clients (DEMO_CLIENT_COUPLES), couples of their own that no journey signs in as.

const demoId = (kind: string, key: string) => referenceId(`demo-${kind}`, key);

/** The user id the demo seed gives the account with this `sub` (unless it adopts an existing row: see resolveDemoUserIds). */
export const demoUserId = (sub: string) => demoId("user", sub);

type DemoAccount = Omit<NewUser, "id"> & { externalId: string };

/** The accounts of common.md (the identity provider seeds the same `sub`s and e-mails). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { externalId: "demo-couple1-a", email: "alex@demo.prenup.test", firstName: "Alex", lastName: "Rivera", userType: "CUSTOMER" },
  { externalId: "demo-couple1-b", email: "jordan@demo.prenup.test", firstName: "Jordan", lastName: "Lee", userType: "CUSTOMER" },
  { externalId: "demo-couple2-a", email: "sam@demo.prenup.test", firstName: "Sam", lastName: "Patel", userType: "CUSTOMER" },
  { externalId: "demo-couple2-b", email: "riley@demo.prenup.test", firstName: "Riley", lastName: "Chen", userType: "CUSTOMER" },
  { externalId: "demo-couple3-a", email: "noah@demo.prenup.test", firstName: "Noah", lastName: "Kim", userType: "CUSTOMER" },
  { externalId: "demo-couple3-b", email: "emma@demo.prenup.test", firstName: "Emma", lastName: "Garcia", userType: "CUSTOMER" },
  { externalId: "demo-couple4-a", email: "lena@demo.prenup.test", firstName: "Lena", lastName: "Fischer", userType: "CUSTOMER" },
  { externalId: "demo-couple4-b", email: "omar@demo.prenup.test", firstName: "Omar", lastName: "Haddad", userType: "CUSTOMER" },
  { externalId: "demo-couple5-a", email: "mia@demo.prenup.test", firstName: "Mia", lastName: "Torres", userType: "CUSTOMER" },
  { externalId: "demo-couple5-b", email: "theo@demo.prenup.test", firstName: "Theo", lastName: "Walsh", userType: "CUSTOMER" },
  { externalId: "demo-duplicate", email: "drew@demo.prenup.test", firstName: "Drew", lastName: "Parker", userType: "CUSTOMER" },
  { externalId: "demo-attorney-approved", email: "attorney@demo.prenup.test", firstName: "Morgan", lastName: "Ellis", userType: "ATTORNEY" },
  { externalId: "demo-attorney-priya", email: "priya@demo.prenup.test", firstName: "Priya", lastName: "Raman", userType: "ATTORNEY" },
  { externalId: "demo-attorney-review", email: "applicant@demo.prenup.test", firstName: "Casey", lastName: "Brooks", userType: "ATTORNEY" },
  { externalId: "demo-admin", email: "admin@demo.prenup.test", firstName: "Taylor", lastName: "Quinn", userType: "ADMIN" },
];

const SEEDED_AT = new Date("2026-11-01T15:00:00.000Z");
const AGREED_AT = new Date("2026-11-01T15:05:00.000Z");
const INVITED_AT = new Date("2026-11-02T18:00:00.000Z");
const ACCEPTED_AT = new Date("2026-11-02T19:30:00.000Z");
const PAID_AT = new Date("2026-11-03T16:45:00.000Z");

/**
 * The couples whose financial disclosure is on file (one account each, with the basis of its
 * value, marked complete), so their agreement can be generated: the couples the attorney-services
 * and notarization journeys generate for. Couple 1's disclosure stays empty: the disclosure
 * journey fills it.
 */
const DEMO_DISCLOSED_COUPLES = ["couple_3", "couple_4"] as const;
const DISCLOSED_AT = new Date("2026-11-04T10:00:00.000Z");

export const DEMO_COUPLE1_DOCUMENT_ID = demoId("document", "couple_1");
export const DEMO_COUPLE2_DOCUMENT_ID = demoId("document", "couple_2");
export const demoLawFirmId = (key: string) => demoId("law-firm", key);
export const demoDocumentId = (coupleKey: string) => demoId("document", coupleKey);

function attorneyUserId(attorney: { key: string; externalId: string | null }): string {
  return attorney.externalId ? demoUserId(attorney.externalId) : demoId("user", `attorney:${attorney.key}`);
}

/** The external id the demo seed gives an attorney without a sign-in (it matches no identity account). */
const noSignInExternalId = (attorneyKey: string) => `demo-no-sign-in:${attorneyKey}`;

/**
 * Which existing user row each demo user becomes, keyed by the id the seed would give it.
 *
 * Rule (ADOPT, never skip): the seed looks for, in this order,
 *  1. the row with the seed's own id (every run after the first);
 *  2. a row with the demo external id (the demo identity signed in, and POST /users created its
 *     user, before the seed ran);
 *  3. a row with the demo e-mail, compared without letter case, under another external id
 *     (someone signed up with a demo address first).
 *  4. for an attorney who had no sign-in in an earlier demo seed (Priya Raman), the row that seed
 *     made under the no-sign-in external id, so her reviews, services and clients stay hers.
 * The first found is adopted: it keeps its id, and the seed sets its external id, e-mail, name and
 * type to the demo account's, so the demo sign-in reaches it and the demo data hangs off it. The
 * demo addresses belong to the demo accounts (the identity provider seeds them), so in case 3 the
 * other external id no longer reaches that row. Skipping instead would leave the demo account
 * without a user, and with it the couple, attorney and reviews that need one.
 * When two of these are different rows, adopting either would break a unique index, so the seed
 * stops with an error naming both rather than guess.
 */
async function resolveDemoUserIds(
  db: Executor,
  wanted: readonly { id: string; externalId: string; email: string; formerExternalId?: string }[],
): Promise<Map<string, string>> {
  const formerExternalIds = wanted.flatMap((w) => (w.formerExternalId ? [w.formerExternalId] : []));
  const found = await db
    .select({ id: users.id, externalId: users.externalId, email: users.email })
    .from(users)
    .where(
      or(
        inArray(users.id, wanted.map((w) => w.id)),
        inArray(users.externalId, [...wanted.map((w) => w.externalId), ...formerExternalIds]),
        inArray(sql`lower(${users.email})`, wanted.map((w) => w.email.toLowerCase())),
      ),
    );
  const resolved = new Map<string, string>();
  for (const account of wanted) {
    const own = found.find((row) => row.id === account.id);
    const byExternalId = found.find((row) => row.externalId === account.externalId);
    const byEmail = found.find((row) => row.email.toLowerCase() === account.email.toLowerCase());
    const byFormerExternalId = account.formerExternalId ? found.find((row) => row.externalId === account.formerExternalId) : undefined;
    const chosen = own ?? byExternalId ?? byEmail ?? byFormerExternalId;
    for (const other of [byExternalId, byEmail, byFormerExternalId]) {
      if (chosen && other && other.id !== chosen.id) {
        throw new Error(
          `Demo account ${account.externalId} (${account.email}) matches two users: ${chosen.id} (external id ${chosen.externalId}, ${chosen.email}) and ${other.id} (external id ${other.externalId}, ${other.email}); remove or rename one and seed again`,
        );
      }
    }
    resolved.set(account.id, chosen?.id ?? account.id);
  }
  return resolved;
}

async function productForContentKey(db: Executor, productKey: string) {
  const { products: contentProducts } = await loadContent();
  const productType = contentProducts.find((p) => p.key === productKey)?.productType as ProductType | undefined;
  if (!productType) throw new Error(`Demo data names an unknown product ${productKey}`);
  return findProductByType(db, productType);
}

/** Insert the demo accounts and their data (requires the reference seed). Running it again changes nothing. */
export async function seedDemo(db: Executor): Promise<void> {
  const { demo } = await loadContent();
  const template = await findDefaultDocumentTemplate(db);

  // Existing rows the demo users adopt (see resolveDemoUserIds); `userId` maps the seed's own id
  // of a demo user to the row it really is.
  const withoutSignIn = demo.attorneys.filter((a) => a.externalId === null);
  const adopted = await resolveDemoUserIds(db, [
    ...DEMO_ACCOUNTS.map((account) => {
      const attorney = demo.attorneys.find((a) => a.externalId === account.externalId);
      return { id: demoUserId(account.externalId), externalId: account.externalId, email: account.email, ...(attorney ? { formerExternalId: noSignInExternalId(attorney.key) } : {}) };
    }),
    ...withoutSignIn.map((a) => ({ id: attorneyUserId(a), externalId: noSignInExternalId(a.key), email: a.email })),
  ]);
  const userId = (seedId: string) => adopted.get(seedId) ?? seedId;
  const accountUserId = (sub: string) => userId(demoUserId(sub));
  const attorneyId = (attorney: { key: string; externalId: string | null }) => userId(attorneyUserId(attorney));

  // Customers: the common.md accounts, with the profile details of the content's couples.
  const partners = new Map(demo.couples.flatMap((c) => [c.partnerA, c.partnerB]).map((p) => [p.externalId, p]));
  await upsertById(
    db,
    users,
    DEMO_ACCOUNTS.map((account) => {
      const partner = partners.get(account.externalId);
      const attorney = demo.attorneys.find((a) => a.externalId === account.externalId);
      return {
        ...account,
        id: accountUserId(account.externalId),
        phoneNumber: partner?.phoneNumber ?? attorney?.phoneNumber ?? null,
        birthdate: partner?.birthdate ?? null,
        gender: partner?.gender ?? null,
        termsAgreedAt: account.userType === "ADMIN" ? null : AGREED_AT,
        createdAt: SEEDED_AT,
      };
    }),
  );

  await upsertById(
    db,
    lawFirms,
    demo.lawFirms.map((firm) => ({
      id: demoLawFirmId(firm.key),
      name: firm.name,
      contactEmail: firm.contactEmail,
      website: firm.website,
      payoutDetails: firm.payoutDetails,
      isApproved: firm.isApproved,
      stripeAccountId: firm.payoutAccountId,
      createdAt: SEEDED_AT,
    })),
  );

  // A firm onboarded with the embedded local gateway has its payout account in the gateway's ledger,
  // ready for payouts, so its account status and onboarding link answer offline. The idempotency key
  // is the one the law-firms module creates a firm's account with.
  await upsertById(
    db,
    localGatewayRecords,
    demo.lawFirms.flatMap((firm) =>
      firm.payoutAccountId?.startsWith("acct_local_")
        ? [
            {
              id: demoId("local-gateway-account", firm.key),
              reference: firm.payoutAccountId,
              kind: "account" as const,
              idempotencyKey: `law-firm-account-${demoLawFirmId(firm.key)}`,
              status: "enabled",
              amountInCents: 0,
              details: { businessName: firm.name, email: firm.contactEmail, metadata: { lawFirmId: demoLawFirmId(firm.key) }, detailsSubmitted: true, payoutsEnabled: true, returnUrl: null },
              createdAt: SEEDED_AT,
            },
          ]
        : [],
    ),
  );

  // Attorneys without a sign-in still need a user row (attorney id = user id); their external id
  // matches no identity account.
  await upsertById(
    db,
    users,
    withoutSignIn.map((a) => ({
      id: attorneyId(a),
      externalId: noSignInExternalId(a.key),
      email: a.email,
      firstName: a.firstName,
      lastName: a.lastName,
      phoneNumber: a.phoneNumber,
      userType: "ATTORNEY" as const,
      termsAgreedAt: AGREED_AT,
      createdAt: SEEDED_AT,
    })),
  );
  await upsertById(
    db,
    attorneys,
    demo.attorneys.map((a) => ({
      id: attorneyId(a),
      userId: attorneyId(a),
      stage: a.stage,
      lawFirmId: a.lawFirmKey ? demoLawFirmId(a.lawFirmKey) : null,
      isLawFirmLead: a.isLawFirmLead,
      bio: a.bio,
      languages: a.languages,
      practiceAreas: a.practiceAreas,
      professionalAssociations: a.professionalAssociations,
      yearsOfExperience: a.yearsOfExperience,
      lawSchool: a.lawSchool,
      responseTimeHours: a.responseTimeHours,
      hasMalpracticeInsurance: a.hasMalpracticeInsurance,
      isEmbryoAttorney: a.isEmbryoAttorney,
      hasFastTurnaround: a.hasFastTurnaround,
      createdAt: SEEDED_AT,
    })),
  );

  const licences: (typeof attorneyStates.$inferInsert)[] = [];
  for (const a of demo.attorneys) {
    for (const licence of a.licences) {
      const state = await findStateByAbbreviation(db, licence.stateId);
      licences.push({
        id: demoId("attorney-state", `${a.key}:${licence.stateId}`),
        attorneyId: attorneyId(a),
        stateId: state.id,
        order: licence.order,
        barLicenseNum: licence.barLicenseNum,
        createdAt: SEEDED_AT,
      });
    }
  }
  await upsertById(db, attorneyStates, licences);

  const services: (typeof attorneyServices.$inferInsert)[] = [];
  for (const a of demo.attorneys) {
    for (const service of a.services) {
      const product = await productForContentKey(db, service.productKey);
      services.push({
        id: demoId("attorney-service", `${a.key}:${service.productKey}`),
        attorneyId: attorneyId(a),
        productId: product.id,
        bookingLink: service.bookingLink,
        createdAt: SEEDED_AT,
      });
    }
  }
  await upsertById(db, attorneyServices, services);

  // Couples: a document each with partner B's invitation accepted; the prenup paid where the content says so.
  const prenup = await findProductByType(db, "PRENUP");
  for (const couple of demo.couples) {
    const state = await findStateByAbbreviation(db, couple.stateId);
    const userA = accountUserId(couple.partnerA.externalId);
    const userB = accountUserId(couple.partnerB.externalId);
    const documentId = demoDocumentId(couple.key);
    await upsertById(db, documents, [
      {
        id: documentId,
        userAId: userA,
        userBId: userB,
        invitedUserId: userB,
        invitationEmail: couple.partnerB.email,
        invitationSentAt: INVITED_AT,
        invitationAcceptedAt: ACCEPTED_AT,
        stateId: state.id,
        templateId: template?.id ?? null,
        createdById: userA,
        createdAt: SEEDED_AT,
      },
    ]);
    if (couple.prenupPaid) {
      const cartId = demoId("cart", `${couple.key}:prenup`);
      await upsertById(db, carts, [
        {
          id: cartId,
          userId: userA,
          documentId,
          cartStatus: "PAID",
          totalPaidInCents: prenup.priceInCents,
          totalFeeInCents: 0,
          paymentMethod: "CARD",
          transactionCompletedAt: PAID_AT,
          createdById: userA,
          createdAt: PAID_AT,
        },
      ]);
      await upsertById(db, cartItems, [
        { id: demoId("cart-item", `${couple.key}:prenup`), cartId, productId: prenup.id, quantity: 1, createdById: userA, createdAt: PAID_AT },
      ]);
      await upsertById(db, purchaseItems, [
        {
          id: demoId("purchase-item", `${couple.key}:prenup`),
          userId: userA,
          productId: prenup.id,
          cartId,
          documentId,
          category: prenup.productCategory,
          pricePaidInCents: prenup.priceInCents,
          feePaidInCents: 0,
          paymentStatus: "SUCCESSFUL",
          amountRefundedInCents: 0,
          createdById: userA,
          createdAt: PAID_AT,
        },
      ]);
    }
    await seedCoupleAnswers(db, documentId, couple.key, "A", userA, couple.answersA);
    await seedCoupleAnswers(db, documentId, couple.key, "B", userB, couple.answersB);
    if ((DEMO_DISCLOSED_COUPLES as readonly string[]).includes(couple.key)) {
      const partners = [
        { side: "A", userId: userA, valueInCents: 2_450_000 },
        { side: "B", userId: userB, valueInCents: 1_180_000 },
      ] as const;
      await upsertById(
        db,
        accountsAndAssets,
        partners.map((partner) => ({
          id: demoId("account", `${couple.key}:${partner.side}`),
          userId: partner.userId,
          documentId,
          assetAccountType: "ACCOUNT" as const,
          accountType: "CHECKING" as const,
          institution: "First Community Bank",
          accountNumber: partner.side === "A" ? "4821" : "7730",
          valueInCents: partner.valueInCents,
          valueBasis: "account statement of 2026-10-31",
          createdById: partner.userId,
          createdAt: DISCLOSED_AT,
          updatedAt: DISCLOSED_AT,
        })),
      );
      // One row per partner and document (unique): a row the partner's own writes made first is kept.
      await db
        .insert(financialDisclosures)
        .values(
          partners.map((partner) => ({
            id: demoId("financial-disclosure", `${couple.key}:${partner.side}`),
            userId: partner.userId,
            documentId,
            completedAt: DISCLOSED_AT,
            lastChangedAt: DISCLOSED_AT,
            createdById: partner.userId,
            createdAt: DISCLOSED_AT,
            updatedAt: DISCLOSED_AT,
          })),
        )
        .onConflictDoNothing({ target: [financialDisclosures.documentId, financialDisclosures.userId] });
    }
  }

  // Drew started two agreements (Texas, then Florida), both still active: the admin's duplicate
  // resolution (the admin-portal journey keeps one). No partner, no answers, no purchases.
  const drew = accountUserId("demo-duplicate");
  const duplicates = [
    { key: "duplicate_first", stateId: "TX", createdAt: SEEDED_AT },
    { key: "duplicate_second", stateId: "FL", createdAt: INVITED_AT },
  ];
  for (const duplicate of duplicates) {
    const state = await findStateByAbbreviation(db, duplicate.stateId);
    await upsertById(db, documents, [
      { id: demoDocumentId(duplicate.key), userAId: drew, stateId: state.id, templateId: template?.id ?? null, createdById: drew, createdAt: duplicate.createdAt },
    ]);
  }

  await seedDemoClients(
    db,
    (key) => {
      const attorney = demo.attorneys.find((a) => a.key === key);
      if (!attorney) throw new Error(`Demo client names an unknown attorney ${key}`);
      return attorneyId(attorney);
    },
    template?.id ?? null,
  );

  // Reviews by the demo customers, on the document they share.
  const documentOf = new Map(
    demo.couples.flatMap((c) => [
      [c.partnerA.externalId, demoDocumentId(c.key)],
      [c.partnerB.externalId, demoDocumentId(c.key)],
    ]),
  );
  await upsertById(
    db,
    attorneyReviews,
    demo.reviews.map((review) => {
      const attorney = demo.attorneys.find((a) => a.key === review.attorneyKey);
      if (!attorney) throw new Error(`Demo review ${review.key} names an unknown attorney`);
      return {
        id: demoId("attorney-review", review.key),
        attorneyId: attorneyId(attorney),
        userId: accountUserId(review.reviewerExternalId),
        documentId: documentOf.get(review.reviewerExternalId) ?? null,
        rating: review.rating,
        message: review.message,
        status: review.status,
        createdAt: PAID_AT,
      };
    }),
  );
}

type ClientStage = "waiting" | "in_review" | "approved" | "notarized";

/**
 * Couples represented by the demo attorneys (partner A by `attorneyKey`), one at each point of the
 * path, so the attorney portal is not empty: waiting for the first call, the agreement in review,
 * approved by the attorney, notarized. They have no sign-in; the journeys' couples are untouched.
 */
const DEMO_CLIENT_COUPLES: readonly {
  key: string;
  attorneyKey: string;
  stateId: string;
  stage: ClientStage;
  partnerA: { firstName: string; lastName: string; email: string; phoneNumber: string };
  partnerB: { firstName: string; lastName: string; email: string };
}[] = [
  { key: "client_waiting", attorneyKey: "morgan_ellis", stateId: "CA", stage: "waiting", partnerA: { firstName: "Maya", lastName: "Johnson", email: "maya.johnson@client.demo.prenup.test", phoneNumber: "+14155550161" }, partnerB: { firstName: "Ethan", lastName: "Brooks", email: "ethan.brooks@client.demo.prenup.test" } },
  { key: "client_in_review", attorneyKey: "morgan_ellis", stateId: "NY", stage: "in_review", partnerA: { firstName: "Olivia", lastName: "Martin", email: "olivia.martin@client.demo.prenup.test", phoneNumber: "+12125550163" }, partnerB: { firstName: "Lucas", lastName: "Wright", email: "lucas.wright@client.demo.prenup.test" } },
  { key: "client_approved", attorneyKey: "morgan_ellis", stateId: "WA", stage: "approved", partnerA: { firstName: "Sofia", lastName: "Alvarez", email: "sofia.alvarez@client.demo.prenup.test", phoneNumber: "+12065550165" }, partnerB: { firstName: "Daniel", lastName: "Okafor", email: "daniel.okafor@client.demo.prenup.test" } },
  { key: "client_notarized", attorneyKey: "morgan_ellis", stateId: "CA", stage: "notarized", partnerA: { firstName: "Grace", lastName: "Liu", email: "grace.liu@client.demo.prenup.test", phoneNumber: "+14155550167" }, partnerB: { firstName: "Henry", lastName: "Adams", email: "henry.adams@client.demo.prenup.test" } },
  { key: "client_priya_in_review", attorneyKey: "priya_raman", stateId: "NY", stage: "in_review", partnerA: { firstName: "Hannah", lastName: "Cohen", email: "hannah.cohen@client.demo.prenup.test", phoneNumber: "+12125550169" }, partnerB: { firstName: "Marcus", lastName: "Reed", email: "marcus.reed@client.demo.prenup.test" } },
];

const GENERATED_AT = new Date("2026-11-06T14:00:00.000Z");
const APPROVED_AT = new Date("2026-11-09T17:30:00.000Z");
const NOTARIZED_AT = new Date("2026-11-18T16:00:00.000Z");
const CALL_AT = new Date("2026-11-05T17:00:00.000Z");

/** The demo attorneys' clients (DEMO_CLIENT_COUPLES): users, a paid agreement, representation bought from the attorney, and the stage's facts. */
async function seedDemoClients(db: Executor, attorneyIdOf: (key: string) => string, templateId: string | null): Promise<void> {
  const prenup = await findProductByType(db, "PRENUP");
  const representation = await findProductByType(db, "REPRESENTATION");
  for (const couple of DEMO_CLIENT_COUPLES) {
    const attorneyId = attorneyIdOf(couple.attorneyKey);
    const state = await findStateByAbbreviation(db, couple.stateId);
    const userA = demoId("user", `${couple.key}:A`);
    const userB = demoId("user", `${couple.key}:B`);
    const documentId = demoDocumentId(couple.key);
    await upsertById(db, users, [
      { id: userA, externalId: `demo-no-sign-in:${couple.key}:A`, userType: "CUSTOMER" as const, termsAgreedAt: AGREED_AT, createdAt: SEEDED_AT, ...couple.partnerA },
      { id: userB, externalId: `demo-no-sign-in:${couple.key}:B`, userType: "CUSTOMER" as const, termsAgreedAt: AGREED_AT, createdAt: SEEDED_AT, ...couple.partnerB },
    ]);
    const generated = couple.stage !== "waiting";
    const approved = couple.stage === "approved" || couple.stage === "notarized";
    const notarized = couple.stage === "notarized";
    await upsertById(db, documents, [
      {
        id: documentId,
        userAId: userA,
        userBId: userB,
        invitedUserId: userB,
        invitationEmail: couple.partnerB.email,
        invitationSentAt: INVITED_AT,
        invitationAcceptedAt: ACCEPTED_AT,
        stateId: state.id,
        templateId,
        attorneyAId: attorneyId,
        userAWillHireAttorney: true,
        lastGeneratedAt: generated ? GENERATED_AT : null,
        reviewedAt: generated ? GENERATED_AT : null,
        attorneyAApprovedAt: approved ? APPROVED_AT : null,
        status: notarized ? "FULLY_APPROVED" : approved ? "PARTIALLY_APPROVED" : "NOT_APPROVED",
        statusModifiedAt: approved ? APPROVED_AT : null,
        finalizedAt: notarized ? NOTARIZED_AT : null,
        createdById: userA,
        createdAt: SEEDED_AT,
      },
    ]);
    const cartId = demoId("cart", `${couple.key}:prenup`);
    await upsertById(db, carts, [
      {
        id: cartId,
        userId: userA,
        documentId,
        cartStatus: "PAID",
        totalPaidInCents: prenup.priceInCents + representation.priceInCents,
        totalFeeInCents: 0,
        paymentMethod: "CARD",
        transactionCompletedAt: PAID_AT,
        createdById: userA,
        createdAt: PAID_AT,
      },
    ]);
    await upsertById(db, cartItems, [
      { id: demoId("cart-item", `${couple.key}:prenup`), cartId, productId: prenup.id, quantity: 1, createdById: userA, createdAt: PAID_AT },
      { id: demoId("cart-item", `${couple.key}:representation`), cartId, productId: representation.id, quantity: 1, chosenAttorneyId: attorneyId, createdById: userA, createdAt: PAID_AT },
    ]);
    const representationItemId = demoId("purchase-item", `${couple.key}:representation`);
    await upsertById(db, purchaseItems, [
      { id: demoId("purchase-item", `${couple.key}:prenup`), userId: userA, productId: prenup.id, cartId, documentId, category: prenup.productCategory, pricePaidInCents: prenup.priceInCents, feePaidInCents: 0, paymentStatus: "SUCCESSFUL", amountRefundedInCents: 0, createdById: userA, createdAt: PAID_AT },
      {
        id: representationItemId,
        userId: userA,
        productId: representation.id,
        cartId,
        documentId,
        attorneyId,
        category: representation.productCategory,
        pricePaidInCents: representation.priceInCents,
        feePaidInCents: 0,
        paymentStatus: "SUCCESSFUL",
        amountRefundedInCents: 0,
        bookingStatus: couple.stage === "waiting" ? "WAITING" : "BOOKED",
        createdById: userA,
        createdAt: PAID_AT,
      },
    ]);
    if (couple.stage !== "waiting") {
      await upsertById(db, events, [
        {
          id: demoId("event", `${couple.key}:call`),
          purchaseItemId: representationItemId,
          attorneyId,
          userId: userA,
          documentId,
          eventStartAt: CALL_AT,
          eventEndAt: new Date(CALL_AT.getTime() + 30 * 60_000),
          eventStatus: "BOOKED",
          serviceCompletedAt: new Date(CALL_AT.getTime() + 30 * 60_000),
          timeZone: "America/Los_Angeles",
          createdAt: PAID_AT,
        },
      ]);
    }
    if (notarized) {
      await upsertById(db, notarizations, [
        { id: demoId("notarization", couple.key), documentId, provider: "local", externalStatus: "COMPLETED", externalStatusAt: NOTARIZED_AT, notarizationCompletedAt: NOTARIZED_AT, signedOn: "2026-11-18", createdAt: NOTARIZED_AT },
      ]);
    }
  }
}

async function seedCoupleAnswers(
  db: Executor,
  documentId: string,
  coupleKey: string,
  respondent: "A" | "B",
  userId: string,
  given: Record<string, string | string[]>,
): Promise<void> {
  const entries = Object.entries(given);
  if (entries.length === 0) return;
  const questionIds = entries.map(([key]) => contentIds.question(key));
  const optionIds = entries.flatMap(([, value]) => (Array.isArray(value) ? value.map(contentIds.questionOption) : []));
  const knownQuestions = new Set(
    (await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, questionIds))).map((q) => q.id),
  );
  const knownOptions = new Set(
    optionIds.length === 0
      ? []
      : (await db.select({ id: questionOptions.id }).from(questionOptions).where(inArray(questionOptions.id, optionIds))).map((o) => o.id),
  );
  const missing = [
    ...entries.filter(([key]) => !knownQuestions.has(contentIds.question(key))).map(([key]) => `question ${key}`),
    ...entries.flatMap(([, value]) => (Array.isArray(value) ? value : [])).filter((key) => !knownOptions.has(contentIds.questionOption(key))).map((key) => `option ${key}`),
  ];
  if (missing.length > 0) throw new Error(`Demo answers of ${coupleKey} name what the reference seed lacks: ${missing.join(", ")}`);

  const answerId = (questionKey: string) => demoId("answer", `${coupleKey}:${respondent}:${questionKey}`);
  await upsertById(
    db,
    answers,
    entries.map(([questionKey, value]) => ({
      id: answerId(questionKey),
      questionId: contentIds.question(questionKey),
      userId,
      documentId,
      valueTyped: Array.isArray(value) ? null : value,
      createdById: userId,
      createdAt: ACCEPTED_AT,
    })),
  );
  await upsertById(
    db,
    answerQuestionOptions,
    entries.flatMap(([questionKey, value]) =>
      (Array.isArray(value) ? value : []).map((optionKey) => ({
        id: demoId("answer-option", `${coupleKey}:${respondent}:${optionKey}`),
        answerId: answerId(questionKey),
        questionOptionId: contentIds.questionOption(optionKey),
        createdById: userId,
        createdAt: ACCEPTED_AT,
      })),
    ),
  );
}
