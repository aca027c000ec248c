import { createHash, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { agreementProductTypeFor, type AttorneyStage, type ProductType } from "@prenup/domain";
import type { Executor } from "../client.ts";
import { findDefaultDocumentTemplate, findProductByType, findStateByAbbreviation } from "../lookups.ts";
import { contentIds } from "../reference-id.ts";
import {
  answerQuestionOptions,
  answers,
  attorneys,
  attorneyServices,
  attorneyStates,
  cartItems,
  carts,
  disclosureAcknowledgements,
  disclosureVersions,
  documents,
  financialDisclosures,
  lawFirms,
  purchaseItems,
  users,
} from "../schema/index.ts";
import type {
  Attorney,
  AttorneyService,
  AttorneyState,
  Cart,
  Document,
  LawFirm,
  NewAttorney,
  NewDocument,
  NewLawFirm,
  NewPurchaseItem,
  NewUser,
  PurchaseItem,
  User,
} from "../types.ts";

// Factories for API tests and end-to-end journeys. Each inserts consistent rows into a seeded
// database (createTestDatabase) and returns them; every field can be overridden.

function uniqueSuffix(): string {
  return randomUUID().slice(0, 8);
}

export type UserOverrides = Partial<NewUser>;

/** A user of any type (CUSTOMER unless overridden) with a unique e-mail and external id. */
export async function createUser(db: Executor, overrides: UserOverrides = {}): Promise<User> {
  const suffix = uniqueSuffix();
  const [user] = await db
    .insert(users)
    .values({
      externalId: `test-${suffix}`,
      email: `user-${suffix}@test.prenup.test`,
      firstName: "Test",
      lastName: `User ${suffix}`,
      userType: "CUSTOMER",
      ...overrides,
    })
    .returning();
  return user!;
}

/** A customer who has agreed to the terms. */
export function createCustomer(db: Executor, overrides: UserOverrides = {}): Promise<User> {
  return createUser(db, { termsAgreedAt: new Date(), ...overrides, userType: "CUSTOMER" });
}

export function createAdmin(db: Executor, overrides: UserOverrides = {}): Promise<User> {
  return createUser(db, { firstName: "Admin", ...overrides, userType: "ADMIN" });
}

export async function createLawFirm(db: Executor, overrides: Partial<NewLawFirm> = {}): Promise<LawFirm> {
  const suffix = uniqueSuffix();
  const [firm] = await db
    .insert(lawFirms)
    .values({
      name: `Test Law Firm ${suffix}`,
      contactEmail: `firm-${suffix}@test.prenup.test`,
      isApproved: true,
      ...overrides,
    })
    .returning();
  return firm!;
}

export type CreateAttorneyOptions = {
  /** Default APPROVED. */
  stage?: AttorneyStage;
  /** A law firm row or id; `null` for none. Default: a new approved firm. */
  lawFirm?: LawFirm | string | null;
  /** Abbreviations of the states the attorney is licensed in (default ["CA"]). */
  states?: string[];
  /** Products the attorney offers (default REPRESENTATION and Q_A when APPROVED, none otherwise). */
  services?: ProductType[];
  user?: UserOverrides;
  attorney?: Partial<NewAttorney>;
};

export type CreatedAttorney = {
  user: User;
  attorney: Attorney;
  lawFirm: LawFirm | null;
  attorneyStates: AttorneyState[];
  attorneyServices: AttorneyService[];
};

/** An ATTORNEY user with their attorney record, licences and services. */
export async function createAttorney(db: Executor, options: CreateAttorneyOptions = {}): Promise<CreatedAttorney> {
  const stage = options.stage ?? "APPROVED";
  const user = await createUser(db, { firstName: "Attorney", ...options.user, userType: "ATTORNEY" });
  let lawFirm: LawFirm | null = null;
  if (options.lawFirm === undefined) lawFirm = await createLawFirm(db);
  else if (typeof options.lawFirm === "string") {
    const [found] = await db.select().from(lawFirms).where(eq(lawFirms.id, options.lawFirm)).limit(1);
    lawFirm = found ?? null;
  } else lawFirm = options.lawFirm;
  const [attorney] = await db
    .insert(attorneys)
    .values({
      id: user.id,
      userId: user.id,
      stage,
      lawFirmId: lawFirm?.id ?? null,
      bio: "Family-law attorney.",
      languages: ["English"],
      practiceAreas: ["Family law"],
      yearsOfExperience: 10,
      responseTimeHours: 24,
      hasMalpracticeInsurance: true,
      ...options.attorney,
    })
    .returning();
  const licensed: AttorneyState[] = [];
  const abbreviations = options.states ?? ["CA"];
  for (const [order, abbreviation] of abbreviations.entries()) {
    const state = await findStateByAbbreviation(db, abbreviation);
    const [row] = await db
      .insert(attorneyStates)
      .values({
        attorneyId: user.id,
        stateId: state.id,
        order,
        barLicenseNum: `${state.abbreviation}-${uniqueSuffix()}`,
      })
      .returning();
    licensed.push(row!);
  }
  const offered: AttorneyService[] = [];
  const serviceTypes = options.services ?? (stage === "APPROVED" ? (["REPRESENTATION", "Q_A"] as const) : []);
  for (const productType of serviceTypes) {
    const product = await findProductByType(db, productType);
    const [row] = await db.insert(attorneyServices).values({ attorneyId: user.id, productId: product.id }).returning();
    offered.push(row!);
  }
  return { user, attorney: attorney!, lawFirm, attorneyStates: licensed, attorneyServices: offered };
}

export type CreateDocumentOptions = {
  userA: User | string;
  userB?: User | string | null;
  /** State abbreviation (default "CA"); `null` for a document without a state yet. */
  state?: string | null;
  /** Partner B accepted the invitation (default true when userB is given). */
  invitationAccepted?: boolean;
  overrides?: Partial<NewDocument>;
};

const idOf = (value: { id: string } | string): string => (typeof value === "string" ? value : value.id);

/** A document for partner A, optionally with partner B linked through an accepted invitation. */
export async function createDocument(db: Executor, options: CreateDocumentOptions): Promise<Document> {
  const stateAbbreviation = options.state === undefined ? "CA" : options.state;
  const state = stateAbbreviation === null ? null : await findStateByAbbreviation(db, stateAbbreviation);
  const template = await findDefaultDocumentTemplate(db);
  const userBId = options.userB ? idOf(options.userB) : null;
  const accepted = options.invitationAccepted ?? userBId !== null;
  const now = new Date();
  const [document] = await db
    .insert(documents)
    .values({
      userAId: idOf(options.userA),
      userBId: accepted ? userBId : null,
      invitedUserId: userBId,
      invitationSentAt: userBId ? now : null,
      invitationAcceptedAt: accepted && userBId ? now : null,
      stateId: state?.id ?? null,
      templateId: template?.id ?? null,
      createdById: idOf(options.userA),
      ...options.overrides,
    })
    .returning();
  return document!;
}

export type CreatePurchaseItemOptions = {
  /** Whom the purchase is for. */
  user: User | string;
  /** Who paid for it (their cart): the user themself unless given. */
  buyer?: User | string;
  productType: ProductType;
  document?: Document | string | null;
  attorney?: Attorney | string | null;
  overrides?: Partial<NewPurchaseItem>;
};

/**
 * A purchase as checkout leaves it: a PAID cart with one item and a SUCCESSFUL purchase item at the
 * product's price (attorney services: payout DUE, booking WAITING, a 20% platform fee).
 */
export async function createPurchaseItem(
  db: Executor,
  options: CreatePurchaseItemOptions,
): Promise<{ cart: Cart; purchaseItem: PurchaseItem }> {
  const product = await findProductByType(db, options.productType);
  const userId = idOf(options.user);
  const documentId = options.document ? idOf(options.document) : null;
  const attorneyId = options.attorney ? idOf(options.attorney) : null;
  const isService = product.productCategory === "ATTORNEY_SERVICE";
  const fee = isService ? Math.round(product.priceInCents * 0.2) : 0;
  const now = new Date();
  const buyerId = options.buyer ? idOf(options.buyer) : userId;
  const [cart] = await db
    .insert(carts)
    .values({
      userId: buyerId,
      documentId,
      cartStatus: "PAID",
      totalPaidInCents: product.priceInCents,
      totalFeeInCents: fee,
      paymentMethod: "CARD",
      transactionCompletedAt: now,
      createdById: buyerId,
    })
    .returning();
  await db
    .insert(cartItems)
    .values({ cartId: cart!.id, productId: product.id, quantity: 1, chosenAttorneyId: attorneyId });
  const [purchaseItem] = await db
    .insert(purchaseItems)
    .values({
      userId,
      productId: product.id,
      cartId: cart!.id,
      documentId,
      attorneyId,
      category: product.productCategory,
      pricePaidInCents: product.priceInCents,
      feePaidInCents: fee,
      pricePaidToAttorneyInCents: isService ? product.priceInCents - fee : null,
      payoutStatus: isService ? "DUE" : null,
      bookingStatus: isService ? "WAITING" : null,
      paymentStatus: "SUCCESSFUL",
      createdById: userId,
      ...options.overrides,
    })
    .returning();
  return { cart: cart!, purchaseItem: purchaseItem! };
}

/** Pay the couple's prenup (bought by partner A unless `user` says otherwise). */
export async function markPrenupPaid(
  db: Executor,
  options: { document: Document; user?: User | string },
): Promise<{ cart: Cart; purchaseItem: PurchaseItem }> {
  return createPurchaseItem(db, {
    user: options.user ?? options.document.userAId,
    productType: agreementProductTypeFor(options.document.kind),
    document: options.document,
  });
}

export type CreateCoupleOptions = {
  /** State abbreviation, default "CA". */
  state?: string | null;
  /** Prenup paid by partner A (default false). */
  paid?: boolean;
  /** Partner B accepted the invitation (default true). */
  invitationAccepted?: boolean;
  userA?: UserOverrides;
  userB?: UserOverrides;
  document?: Partial<NewDocument>;
};

export type CreatedCouple = {
  userA: User;
  userB: User;
  document: Document;
  prenupPurchase: PurchaseItem | null;
};

/** Two customers engaged to each other, with their document (and the prenup paid if asked). */
export async function createCouple(db: Executor, options: CreateCoupleOptions = {}): Promise<CreatedCouple> {
  const userA = await createCustomer(db, { firstName: "Partner", lastName: "A", ...options.userA });
  const userB = await createCustomer(db, { firstName: "Partner", lastName: "B", ...options.userB });
  const document = await createDocument(db, {
    userA,
    userB,
    state: options.state === undefined ? "CA" : options.state,
    invitationAccepted: options.invitationAccepted ?? true,
    ...(options.document ? { overrides: options.document } : {}),
  });
  const prenupPurchase = options.paid ? (await markPrenupPaid(db, { document, user: userA })).purchaseItem : null;
  return { userA, userB, document, prenupPurchase };
}

/**
 * A partner's declaration about their disclosure on a document, as PUT …/disclosure-declaration
 * stores it: COMPLETE (counts with at least one entry) or NOTHING_TO_DISCLOSE (with none).
 */
export async function declareDisclosure(
  db: Executor,
  input: { userId: string; documentId: string; declaration: "COMPLETE" | "NOTHING_TO_DISCLOSE"; at?: Date },
): Promise<void> {
  const at = input.at ?? new Date();
  const declared =
    input.declaration === "COMPLETE"
      ? { completedAt: at, nothingToDiscloseAt: null }
      : { completedAt: null, nothingToDiscloseAt: at };
  await db
    .insert(financialDisclosures)
    .values({
      userId: input.userId,
      documentId: input.documentId,
      lastChangedAt: at,
      changeCount: 1,
      ...declared,
      createdById: input.userId,
      updatedById: input.userId,
    })
    .onConflictDoUpdate({
      target: [financialDisclosures.documentId, financialDisclosures.userId],
      set: { lastChangedAt: at, changeCount: sql`${financialDisclosures.changeCount} + 1`, ...declared, updatedAt: at },
    });
}

/**
 * The reader's acknowledgement of their partner's disclosure as it stands (as POST
 * …/disclosure-acknowledgement stores it): the owner's declared disclosure frozen as its next
 * version (`entryCount` entries, `netWorthUsdCents`), acknowledged at `at`.
 */
export async function acknowledgeDisclosure(
  db: Executor,
  input: {
    documentId: string;
    ownerId: string;
    readerId: string;
    entryCount?: number;
    netWorthUsdCents?: number;
    at?: Date;
  },
): Promise<{ version: number }> {
  const at = input.at ?? new Date();
  const [owner] = await db
    .select()
    .from(financialDisclosures)
    .where(and(eq(financialDisclosures.documentId, input.documentId), eq(financialDisclosures.userId, input.ownerId)));
  if (!owner?.lastChangedAt || (!owner.completedAt && !owner.nothingToDiscloseAt)) {
    throw new Error("acknowledgeDisclosure: the owner has not declared their disclosure");
  }
  const [latest] = await db
    .select({ number: sql<number>`coalesce(max(${disclosureVersions.number}), 0)` })
    .from(disclosureVersions)
    .where(and(eq(disclosureVersions.documentId, input.documentId), eq(disclosureVersions.ownerId, input.ownerId)));
  const number = Number(latest?.number ?? 0) + 1;
  const status = owner.completedAt ? "COMPLETED" : "NOTHING_TO_DISCLOSE";
  const content = { status, entryCount: input.entryCount ?? 0, netWorthUsdCents: input.netWorthUsdCents ?? 0 };
  const [version] = await db
    .insert(disclosureVersions)
    .values({
      documentId: input.documentId,
      ownerId: input.ownerId,
      number,
      status,
      entryCount: input.entryCount ?? 0,
      netWorthUsdCents: input.netWorthUsdCents ?? 0,
      content,
      contentSha256: createHash("sha256").update(JSON.stringify(content)).digest("hex"),
      asOf: owner.lastChangedAt,
      asOfChange: owner.changeCount,
      createdAt: at,
    })
    .returning({ id: disclosureVersions.id });
  await db.insert(disclosureAcknowledgements).values({
    versionId: version!.id,
    documentId: input.documentId,
    acknowledgedById: input.readerId,
    acknowledgedAt: at,
  });
  return { version: number };
}

/**
 * Writes a partner's answers straight into the database (setting up, not exercising the API), by
 * question key: a typed value, or the keys of the options chosen.
 */
export async function writeAnswers(
  db: Executor,
  input: { userId: string; documentId: string; answers: Readonly<Record<string, string | readonly string[]>> },
): Promise<void> {
  const entries = Object.entries(input.answers);
  if (entries.length === 0) return;
  const rows = await db
    .insert(answers)
    .values(
      entries.map(([key, value]) => ({
        questionId: contentIds.question(key),
        userId: input.userId,
        documentId: input.documentId,
        valueTyped: typeof value === "string" ? value : null,
        createdById: input.userId,
        updatedById: input.userId,
      })),
    )
    .returning({ id: answers.id, questionId: answers.questionId });
  const idByQuestion = new Map(rows.map((row) => [row.questionId, row.id]));
  const options = entries.flatMap(([key, value]) =>
    (typeof value === "string" ? [] : value).map((option) => ({
      answerId: idByQuestion.get(contentIds.question(key)) as string,
      questionOptionId: contentIds.questionOption(option),
    })),
  );
  if (options.length > 0) await db.insert(answerQuestionOptions).values(options);
}
