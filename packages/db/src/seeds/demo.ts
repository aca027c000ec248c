import { createHash } from "node:crypto";
import type { DemoClientStage } from "@prenup/content";
import { allocateCents, processingFeeCents, type ProductType } from "@prenup/domain";
import { and, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
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
  disclosureAcknowledgements,
  disclosureVersions,
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
// content, and so do the demo attorneys' clients (couples of their own that no journey signs in
// as); this file adds the disclosures below (DEMO_DISCLOSED_COUPLES, and every client couple's).

const demoId = (kind: string, key: string) => referenceId(`demo-${kind}`, key);

/** The user id the demo seed gives the account with this `sub` (unless it adopts an existing row: see resolveDemoUserIds). */
export const demoUserId = (sub: string) => demoId("user", sub);

type DemoAccount = Omit<NewUser, "id"> & { externalId: string };

/** The accounts of common.md (the identity provider seeds the same `sub`s and e-mails). */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    externalId: "demo-couple1-a",
    email: "alex@demo.prenup.test",
    firstName: "Alex",
    lastName: "Rivera",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple1-b",
    email: "jordan@demo.prenup.test",
    firstName: "Jordan",
    lastName: "Lee",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple2-a",
    email: "sam@demo.prenup.test",
    firstName: "Sam",
    lastName: "Patel",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple2-b",
    email: "riley@demo.prenup.test",
    firstName: "Riley",
    lastName: "Chen",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple3-a",
    email: "noah@demo.prenup.test",
    firstName: "Noah",
    lastName: "Kim",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple3-b",
    email: "emma@demo.prenup.test",
    firstName: "Emma",
    lastName: "Garcia",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple4-a",
    email: "lena@demo.prenup.test",
    firstName: "Lena",
    lastName: "Fischer",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple4-b",
    email: "omar@demo.prenup.test",
    firstName: "Omar",
    lastName: "Haddad",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple5-a",
    email: "mia@demo.prenup.test",
    firstName: "Mia",
    lastName: "Torres",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-couple5-b",
    email: "theo@demo.prenup.test",
    firstName: "Theo",
    lastName: "Walsh",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-duplicate",
    email: "drew@demo.prenup.test",
    firstName: "Drew",
    lastName: "Parker",
    userType: "CUSTOMER",
  },
  {
    externalId: "demo-attorney-approved",
    email: "attorney@demo.prenup.test",
    firstName: "Morgan",
    lastName: "Ellis",
    userType: "ATTORNEY",
  },
  {
    externalId: "demo-attorney-priya",
    email: "priya@demo.prenup.test",
    firstName: "Priya",
    lastName: "Raman",
    userType: "ATTORNEY",
  },
  {
    externalId: "demo-attorney-review",
    email: "applicant@demo.prenup.test",
    firstName: "Casey",
    lastName: "Brooks",
    userType: "ATTORNEY",
  },
  {
    externalId: "demo-admin",
    email: "admin@demo.prenup.test",
    firstName: "Taylor",
    lastName: "Quinn",
    userType: "ADMIN",
  },
];

const SEEDED_AT = new Date("2026-11-01T15:00:00.000Z");
const AGREED_AT = new Date("2026-11-01T15:05:00.000Z");
const INVITED_AT = new Date("2026-11-02T18:00:00.000Z");
const ACCEPTED_AT = new Date("2026-11-02T19:30:00.000Z");
const PAID_AT = new Date("2026-11-03T16:45:00.000Z");

/**
 * A demo sale paid by card as a checkout on the embedded gateway pays one: a succeeded payment in
 * the gateway's ledger (the test card 4242, under the key a cart's first checkout sends), whose
 * reference the cart carries, and the card's processing fee spread over the lines as the purchase
 * completion spreads it. So a demo sale refunds from its charge and pays its attorney's firm out of
 * it as a real one does. The reference and row id derive from the cart and the amount: a second run
 * finds the payment it wrote (refunds made in the running demo kept), a changed price writes a new one.
 */
function demoCardSale(cart: { id: string; userId: string }, lineCents: readonly number[]) {
  const totalPaidInCents = lineCents.reduce((sum, cents) => sum + cents, 0);
  const totalFeeInCents = processingFeeCents("CARD", totalPaidInCents);
  const key = `${cart.id}:${totalPaidInCents}`;
  const paymentReference = `lpi_${createHash("sha256").update(`demo-payment:${key}`).digest("hex").slice(0, 24)}`;
  const payment: typeof localGatewayRecords.$inferInsert = {
    id: demoId("local-gateway-payment", key),
    reference: paymentReference,
    kind: "payment",
    idempotencyKey: `checkout:${cart.id}:0:CARD:${totalPaidInCents}`,
    status: "succeeded",
    amountInCents: totalPaidInCents,
    details: {
      method: "CARD",
      card: { brand: "visa", last4: "4242" },
      returnUrl: `/payment/success?cartId=${cart.id}`,
      metadata: { cartId: cart.id, userId: cart.userId },
    },
    createdAt: PAID_AT,
  };
  return {
    cart: { totalPaidInCents, totalFeeInCents, paymentMethod: "CARD" as const, paymentReference },
    lineFees: allocateCents(totalFeeInCents, lineCents),
    payment,
  };
}

/** The demo sales' payments in the gateway's ledger, each written once (see demoCardSale). */
async function recordDemoPayments(db: Executor, payments: (typeof localGatewayRecords.$inferInsert)[]): Promise<void> {
  if (payments.length > 0) await db.insert(localGatewayRecords).values(payments).onConflictDoNothing();
}

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
        inArray(
          users.id,
          wanted.map((w) => w.id),
        ),
        inArray(users.externalId, [...wanted.map((w) => w.externalId), ...formerExternalIds]),
        inArray(
          sql`lower(${users.email})`,
          wanted.map((w) => w.email.toLowerCase()),
        ),
      ),
    );
  const resolved = new Map<string, string>();
  for (const account of wanted) {
    const own = found.find((row) => row.id === account.id);
    const byExternalId = found.find((row) => row.externalId === account.externalId);
    const byEmail = found.find((row) => row.email.toLowerCase() === account.email.toLowerCase());
    const byFormerExternalId = account.formerExternalId
      ? found.find((row) => row.externalId === account.formerExternalId)
      : undefined;
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

/**
 * Insert the demo accounts and their data (requires the reference seed). Running it again changes
 * nothing. Answers the demo attorneys' client agreements that the API takes to their stage
 * (generated, reviewed, approved, notarized) through its own services after the seed.
 */
export async function seedDemo(db: Executor): Promise<DemoClientAgreement[]> {
  const { demo } = await loadContent();
  const template = await findDefaultDocumentTemplate(db);

  // Existing rows the demo users adopt (see resolveDemoUserIds); `userId` maps the seed's own id
  // of a demo user to the row it really is.
  const withoutSignIn = demo.attorneys.filter((a) => a.externalId === null);
  const adopted = await resolveDemoUserIds(db, [
    ...DEMO_ACCOUNTS.map((account) => {
      const attorney = demo.attorneys.find((a) => a.externalId === account.externalId);
      return {
        id: demoUserId(account.externalId),
        externalId: account.externalId,
        email: account.email,
        ...(attorney ? { formerExternalId: noSignInExternalId(attorney.key) } : {}),
      };
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
              details: {
                businessName: firm.name,
                email: firm.contactEmail,
                metadata: { lawFirmId: demoLawFirmId(firm.key) },
                detailsSubmitted: true,
                payoutsEnabled: true,
                returnUrl: null,
              },
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
  // Every couple's answers and disclosures, the attorneys' clients' too, written together once their documents exist.
  const answerSets: AnswerSet[] = [];
  const disclosures: DisclosedCouple[] = [];
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
      const sale = demoCardSale({ id: cartId, userId: userA }, [prenup.priceInCents]);
      await recordDemoPayments(db, [sale.payment]);
      await upsertById(db, carts, [
        {
          id: cartId,
          userId: userA,
          documentId,
          cartStatus: "PAID",
          ...sale.cart,
          transactionCompletedAt: PAID_AT,
          createdById: userA,
          createdAt: PAID_AT,
        },
      ]);
      await upsertById(db, cartItems, [
        {
          id: demoId("cart-item", `${couple.key}:prenup`),
          cartId,
          productId: prenup.id,
          quantity: 1,
          createdById: userA,
          createdAt: PAID_AT,
        },
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
          feePaidInCents: sale.lineFees[0]!,
          paymentStatus: "SUCCESSFUL",
          amountRefundedInCents: 0,
          createdById: userA,
          createdAt: PAID_AT,
        },
      ]);
    }
    answerSets.push(
      { documentId, coupleKey: couple.key, respondent: "A", userId: userA, given: couple.answersA },
      { documentId, coupleKey: couple.key, respondent: "B", userId: userB, given: couple.answersB },
    );
    if ((DEMO_DISCLOSED_COUPLES as readonly string[]).includes(couple.key))
      disclosures.push({ coupleKey: couple.key, documentId, userA, userB });
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
      {
        id: demoDocumentId(duplicate.key),
        userAId: drew,
        stateId: state.id,
        templateId: template?.id ?? null,
        createdById: drew,
        createdAt: duplicate.createdAt,
      },
    ]);
  }

  const clientAgreements = await seedDemoClients(
    db,
    (key) => {
      const attorney = demo.attorneys.find((a) => a.key === key);
      if (!attorney) throw new Error(`Demo client names an unknown attorney ${key}`);
      return attorneyId(attorney);
    },
    template?.id ?? null,
    { answerSets, disclosures },
  );
  await seedAnswers(db, answerSets);
  await seedDisclosures(db, disclosures);

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
  return clientAgreements;
}

type DisclosedCouple = { coupleKey: string; documentId: string; userA: string; userB: string };

/** Couples' financial disclosures: one account each partner, with the basis of its value, marked complete. */
async function seedDisclosures(db: Executor, couples: readonly DisclosedCouple[]): Promise<void> {
  if (couples.length === 0) return;
  const partners = couples.flatMap((couple) => [
    { couple, side: "A", userId: couple.userA, valueInCents: 2_450_000 },
    { couple, side: "B", userId: couple.userB, valueInCents: 1_180_000 },
  ]);
  await upsertById(
    db,
    accountsAndAssets,
    partners.map((partner) => ({
      id: demoId("account", `${partner.couple.coupleKey}:${partner.side}`),
      userId: partner.userId,
      documentId: partner.couple.documentId,
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
        id: demoId("financial-disclosure", `${partner.couple.coupleKey}:${partner.side}`),
        userId: partner.userId,
        documentId: partner.couple.documentId,
        completedAt: DISCLOSED_AT,
        lastChangedAt: DISCLOSED_AT,
        changeCount: 1,
        createdById: partner.userId,
        createdAt: DISCLOSED_AT,
        updatedAt: DISCLOSED_AT,
      })),
    )
    .onConflictDoNothing({ target: [financialDisclosures.documentId, financialDisclosures.userId] });
  // Each disclosure frozen as version 1, which the other partner acknowledged the next day.
  const versions = partners.map((partner) => {
    const content = {
      status: "COMPLETED",
      entries: [
        {
          kind: "asset",
          title: "Checking",
          institution: "First Community Bank",
          accountNumber: partner.side === "A" ? "4821" : "7730",
          amountInCents: partner.valueInCents,
          currency: "USD",
          valueBasis: "account statement of 2026-10-31",
        },
      ],
      totalsInUsdCents: { netWorth: partner.valueInCents },
    };
    return {
      id: demoId("disclosure-version", `${partner.couple.coupleKey}:${partner.side}`),
      documentId: partner.couple.documentId,
      ownerId: partner.userId,
      number: 1,
      status: "COMPLETED",
      entryCount: 1,
      netWorthUsdCents: partner.valueInCents,
      content,
      contentSha256: createHash("sha256").update(JSON.stringify(content)).digest("hex"),
      asOf: DISCLOSED_AT,
      asOfChange: 1,
      createdAt: DISCLOSED_AT,
      readerId: partner.side === "A" ? partner.couple.userB : partner.couple.userA,
    };
  });
  // A partner whose own writes froze a version first keeps it (and no acknowledgement is seeded for it).
  const stored = await db
    .insert(disclosureVersions)
    .values(versions.map(({ readerId: _reader, ...version }) => version))
    .onConflictDoNothing()
    .returning({ id: disclosureVersions.id });
  const inserted = new Set(stored.map((row) => row.id));
  if (inserted.size === 0) return;
  await db
    .insert(disclosureAcknowledgements)
    .values(
      versions
        .filter((version) => inserted.has(version.id))
        .map((version) => ({
          id: demoId("disclosure-acknowledgement", version.id),
          versionId: version.id,
          documentId: version.documentId,
          acknowledgedById: version.readerId,
          acknowledgedAt: new Date(DISCLOSED_AT.getTime() + 24 * 3600 * 1000),
        })),
    )
    .onConflictDoNothing();
}

/** A demo attorney's client agreement as seeded: the API takes it to its stage (`DEMO_CLIENT_TIMELINE`). */
export type DemoClientAgreement = {
  key: string;
  documentId: string;
  stage: DemoClientStage;
  partnerAId: string;
  partnerBId: string;
  /** The representing attorney's user id (partner A's side). */
  attorneyId: string;
};

/**
 * When each step of the demo attorneys' clients' agreements happens, in the order the product's
 * rules require: generated after the first call, reviewed by partner A, approved by the attorney,
 * reviewed by partner B and finalized by partner A once approved, notarized online (the notarized couple).
 */
export const DEMO_CLIENT_TIMELINE = {
  generatedAt: new Date("2026-11-06T14:00:00.000Z"),
  reviewedAt: new Date("2026-11-06T20:00:00.000Z"),
  approvedAt: new Date("2026-11-09T17:30:00.000Z"),
  partnerReviewedAt: new Date("2026-11-09T18:15:00.000Z"),
  finalizedAt: new Date("2026-11-09T19:00:00.000Z"),
  notarizedAt: new Date("2026-11-18T16:00:00.000Z"),
} as const;

const CALL_AT = new Date("2026-11-05T17:00:00.000Z");

/**
 * The demo attorneys' clients (the content's `clientCouples`): users, a paid agreement with both
 * questionnaires answered and both disclosures given, representation bought from the attorney (the
 * first call held, except for the couple still waiting). What follows the first call (generation,
 * review, approval, notarization) is the API's, through its services, so the files and the record
 * exist and the product's rules hold; this seed writes none of it.
 */
async function seedDemoClients(
  db: Executor,
  attorneyIdOf: (key: string) => string,
  templateId: string | null,
  later: { answerSets: AnswerSet[]; disclosures: DisclosedCouple[] },
): Promise<DemoClientAgreement[]> {
  const { demo } = await loadContent();
  const prenup = await findProductByType(db, "PRENUP");
  const representation = await findProductByType(db, "REPRESENTATION");
  const stateIds = new Map<string, string>();
  for (const stateId of new Set(demo.clientCouples.map((couple) => couple.stateId)))
    stateIds.set(stateId, (await findStateByAbbreviation(db, stateId)).id);
  const agreements: DemoClientAgreement[] = [];
  const rows = {
    users: [] as (typeof users.$inferInsert)[],
    documents: [] as (typeof documents.$inferInsert)[],
    carts: [] as (typeof carts.$inferInsert)[],
    cartItems: [] as (typeof cartItems.$inferInsert)[],
    purchaseItems: [] as (typeof purchaseItems.$inferInsert)[],
    events: [] as (typeof events.$inferInsert)[],
    payments: [] as (typeof localGatewayRecords.$inferInsert)[],
  };
  for (const couple of demo.clientCouples) {
    const attorneyId = attorneyIdOf(couple.attorneyKey);
    const userA = demoId("user", `${couple.key}:A`);
    const userB = demoId("user", `${couple.key}:B`);
    const documentId = demoDocumentId(couple.key);
    rows.users.push(
      ...(["A", "B"] as const).map((side) => {
        const partner = side === "A" ? couple.partnerA : couple.partnerB;
        return {
          id: side === "A" ? userA : userB,
          externalId: `demo-no-sign-in:${couple.key}:${side}`,
          userType: "CUSTOMER" as const,
          termsAgreedAt: AGREED_AT,
          createdAt: SEEDED_AT,
          ...partner,
        };
      }),
    );
    // The agreement's own fields (generation, review, approvals, status, finalization) are left to
    // the agreement module: this row never mentions them, so a second run keeps what it wrote.
    rows.documents.push({
      id: documentId,
      userAId: userA,
      userBId: userB,
      invitedUserId: userB,
      invitationEmail: couple.partnerB.email,
      invitationSentAt: INVITED_AT,
      invitationAcceptedAt: ACCEPTED_AT,
      stateId: stateIds.get(couple.stateId)!,
      templateId,
      attorneyAId: attorneyId,
      userAWillHireAttorney: true,
      createdById: userA,
      createdAt: SEEDED_AT,
    });
    const cartId = demoId("cart", `${couple.key}:prenup`);
    const sale = demoCardSale({ id: cartId, userId: userA }, [prenup.priceInCents, representation.priceInCents]);
    rows.payments.push(sale.payment);
    rows.carts.push({
      id: cartId,
      userId: userA,
      documentId,
      cartStatus: "PAID",
      ...sale.cart,
      transactionCompletedAt: PAID_AT,
      createdById: userA,
      createdAt: PAID_AT,
    });
    rows.cartItems.push(
      {
        id: demoId("cart-item", `${couple.key}:prenup`),
        cartId,
        productId: prenup.id,
        quantity: 1,
        createdById: userA,
        createdAt: PAID_AT,
      },
      {
        id: demoId("cart-item", `${couple.key}:representation`),
        cartId,
        productId: representation.id,
        quantity: 1,
        chosenAttorneyId: attorneyId,
        createdById: userA,
        createdAt: PAID_AT,
      },
    );
    const representationItemId = demoId("purchase-item", `${couple.key}:representation`);
    rows.purchaseItems.push(
      {
        id: demoId("purchase-item", `${couple.key}:prenup`),
        userId: userA,
        productId: prenup.id,
        cartId,
        documentId,
        category: prenup.productCategory,
        pricePaidInCents: prenup.priceInCents,
        feePaidInCents: sale.lineFees[0]!,
        paymentStatus: "SUCCESSFUL",
        amountRefundedInCents: 0,
        createdById: userA,
        createdAt: PAID_AT,
      },
      {
        id: representationItemId,
        userId: userA,
        productId: representation.id,
        cartId,
        documentId,
        attorneyId,
        category: representation.productCategory,
        pricePaidInCents: representation.priceInCents,
        feePaidInCents: sale.lineFees[1]!,
        paymentStatus: "SUCCESSFUL",
        amountRefundedInCents: 0,
        // A service bought at checkout is due to the attorney's firm until an admin pays it out.
        payoutStatus: "DUE",
        bookingStatus: couple.stage === "waiting" ? "WAITING" : "BOOKED",
        createdById: userA,
        createdAt: PAID_AT,
      },
    );
    if (couple.stage !== "waiting") {
      rows.events.push({
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
      });
    }
    later.answerSets.push(
      { documentId, coupleKey: couple.key, respondent: "A", userId: userA, given: couple.answersA },
      { documentId, coupleKey: couple.key, respondent: "B", userId: userB, given: couple.answersB },
    );
    later.disclosures.push({ coupleKey: couple.key, documentId, userA, userB });
    agreements.push({
      key: couple.key,
      documentId,
      stage: couple.stage,
      partnerAId: userA,
      partnerBId: userB,
      attorneyId,
    });
  }
  await upsertById(db, users, rows.users);
  await upsertById(db, documents, rows.documents);
  await recordDemoPayments(db, rows.payments);
  await upsertById(db, carts, rows.carts);
  await upsertById(db, cartItems, rows.cartItems);
  // A refund, a payout or a booking made in the running demo stays when the seed runs again.
  await upsertById(db, purchaseItems, rows.purchaseItems, {
    keepUserEdits: ["paymentStatus", "amountRefundedInCents", "payoutStatus", "bookingStatus"],
  });
  await upsertById(db, events, rows.events);
  await forgetStageFactsWithoutFiles(db, agreements);
  return agreements;
}

/**
 * Earlier demo seeds wrote the clients' stage facts (generated, approved, a completed notarization)
 * with no agreement behind them. Where no generated PDF exists they are cleared, so the API
 * generates the agreement and applies the facts through its services; an agreement it generated
 * (a PDF on the row) is left alone.
 */
async function forgetStageFactsWithoutFiles(db: Executor, agreements: readonly DemoClientAgreement[]): Promise<void> {
  const documentIds = agreements.map((agreement) => agreement.documentId);
  await db.delete(notarizations).where(
    and(
      inArray(
        notarizations.id,
        agreements.map((agreement) => demoId("notarization", agreement.key)),
      ),
      isNull(notarizations.notarizedFileId),
    ),
  );
  await db
    .update(documents)
    .set({
      lastGeneratedAt: null,
      userAReviewedAt: null,
      userBReviewedAt: null,
      reviewedAt: null,
      attorneyAApprovedAt: null,
      status: "NOT_APPROVED",
      statusModifiedAt: null,
      finalizedAt: null,
    })
    .where(
      and(
        inArray(documents.id, documentIds),
        isNull(documents.generatedPdfFileId),
        or(
          isNotNull(documents.lastGeneratedAt),
          isNotNull(documents.userAReviewedAt),
          isNotNull(documents.reviewedAt),
          isNotNull(documents.attorneyAApprovedAt),
          isNotNull(documents.finalizedAt),
        ),
      ),
    );
}

/** One partner's answers by question key: option keys for choice questions, a typed value otherwise. */
type AnswerSet = {
  documentId: string;
  coupleKey: string;
  respondent: "A" | "B";
  userId: string;
  given: Record<string, string | string[]>;
};

/** Every partner's answers, in two writes (answers, then their options), after checking the reference seed has each question and option. */
async function seedAnswers(db: Executor, sets: readonly AnswerSet[]): Promise<void> {
  const entries = sets.flatMap((set) =>
    Object.entries(set.given).map(([questionKey, value]) => ({ set, questionKey, value })),
  );
  if (entries.length === 0) return;
  const questionIds = [...new Set(entries.map((entry) => contentIds.question(entry.questionKey)))];
  const optionIds = [
    ...new Set(
      entries.flatMap((entry) => (Array.isArray(entry.value) ? entry.value.map(contentIds.questionOption) : [])),
    ),
  ];
  const knownQuestions = new Set(
    (await db.select({ id: questions.id }).from(questions).where(inArray(questions.id, questionIds))).map((q) => q.id),
  );
  const knownOptions = new Set(
    optionIds.length === 0
      ? []
      : (
          await db
            .select({ id: questionOptions.id })
            .from(questionOptions)
            .where(inArray(questionOptions.id, optionIds))
        ).map((o) => o.id),
  );
  for (const set of sets) {
    const given = Object.entries(set.given);
    const missing = [
      ...given.filter(([key]) => !knownQuestions.has(contentIds.question(key))).map(([key]) => `question ${key}`),
      ...given
        .flatMap(([, value]) => (Array.isArray(value) ? value : []))
        .filter((key) => !knownOptions.has(contentIds.questionOption(key)))
        .map((key) => `option ${key}`),
    ];
    if (missing.length > 0)
      throw new Error(`Demo answers of ${set.coupleKey} name what the reference seed lacks: ${missing.join(", ")}`);
  }

  const answerId = (set: AnswerSet, questionKey: string) =>
    demoId("answer", `${set.coupleKey}:${set.respondent}:${questionKey}`);
  await upsertById(
    db,
    answers,
    entries.map(({ set, questionKey, value }) => ({
      id: answerId(set, questionKey),
      questionId: contentIds.question(questionKey),
      userId: set.userId,
      documentId: set.documentId,
      valueTyped: Array.isArray(value) ? null : value,
      createdById: set.userId,
      createdAt: ACCEPTED_AT,
    })),
  );
  await upsertById(
    db,
    answerQuestionOptions,
    entries.flatMap(({ set, questionKey, value }) =>
      (Array.isArray(value) ? value : []).map((optionKey) => ({
        id: demoId("answer-option", `${set.coupleKey}:${set.respondent}:${optionKey}`),
        answerId: answerId(set, questionKey),
        questionOptionId: contentIds.questionOption(optionKey),
        createdById: set.userId,
        createdAt: ACCEPTED_AT,
      })),
    ),
  );
}
