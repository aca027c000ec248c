// Test doubles for apps built on this package: a session that never leaves the page and a fetch
// that answers like the API. Only test code imports this entry ("@prenup/api-client/testing").
import { generationRequirements, NOTARIZATION_BLOCKERS, progressLabel } from "@prenup/domain";
import { vi, type Mock } from "vitest";
import type { Auth, AuthProfile } from "../auth.ts";
import type { Standing, StandingSection } from "../hooks/standing.ts";
import type { CurrentUser } from "../hooks/users.ts";
import type { UserDocument } from "../hooks/documents.ts";
import type { ChangeDraft } from "../hooks/agreement-changes.ts";
import type { FinancialSummary } from "../hooks/financial-disclosure.ts";

export type FakeAuth = Auth & {
  signIn: Mock<Auth["signIn"]>;
  signUp: Mock<Auth["signUp"]>;
  signOut: Mock<Auth["signOut"]>;
  completeSignIn: Mock<Auth["completeSignIn"]>;
};

export const FAKE_PROFILE: AuthProfile = {
  sub: "sub-test",
  email: "person@example.test",
  givenName: "Pat",
  familyName: "Doe",
  name: "Pat Doe",
};

/** A session that never leaves the page: signed in (with a token) or signed out. */
export function createFakeAuth(options: { signedIn: boolean; returnTo?: string }): FakeAuth {
  return {
    signIn: vi.fn<Auth["signIn"]>(async () => undefined),
    signUp: vi.fn<Auth["signUp"]>(async () => undefined),
    signOut: vi.fn<Auth["signOut"]>(async () => undefined),
    completeSignIn: vi.fn<Auth["completeSignIn"]>(async () => ({ returnTo: options.returnTo ?? "/" })),
    getAccessToken: async () => (options.signedIn ? "test-access-token" : null),
    renew: async () => false,
    getProfile: async () => (options.signedIn ? FAKE_PROFILE : null),
    subscribe: () => () => undefined,
    onSignOut: () => () => undefined,
  };
}

export type FakeApiReply = { status: number; body: unknown };
export type FakeApiRoute = (request: Request) => FakeApiReply | Promise<FakeApiReply>;
export type FakeApiRoutes = Record<string, unknown | FakeApiRoute>;

/** The live stream and presence reports (GET /users/{id}/live, POST /users/{id}/live/presence). */
const LIVE_PATH = /^\/users\/[^/]+\/live(\/presence)?$/;

/**
 * A fetch answering `"<METHOD> <path>"` keys with JSON. A function may answer with any status, and
 * may be async (e.g. `await request.json()` to read a PATCH body before answering); anything else
 * is a 404 in the API's error shape (a ReadableStream body is sent as an event stream). Every request is recorded, except the live stream's and the
 * presence reports the shell makes on every page: unless a test routes them, they are answered (a
 * stream that stays open and sends nothing; 204) and recorded apart, in `liveRequests`.
 */
export function createFakeFetch(routes: FakeApiRoutes) {
  const requests: Request[] = [];
  const liveRequests: Request[] = [];
  const fetch = async (request: Request) => {
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    if (route === undefined && LIVE_PATH.test(new URL(request.url).pathname)) {
      liveRequests.push(request);
      if (request.method !== "GET") return new Response(null, { status: 204 });
      return new Response(new ReadableStream<Uint8Array>({ start: () => undefined }), {
        status: 200,
        headers: { "Content-Type": "text/event-stream" },
      });
    }
    requests.push(request);
    const reply: FakeApiReply =
      route === undefined
        ? { status: 404, body: { error: "Not found", code: "NOT_FOUND" } }
        : typeof route === "function"
          ? await (route as FakeApiRoute)(request.clone())
          : { status: 200, body: route };
    // A 204 has no body (the Response constructor refuses one); a stream is sent as server-sent events.
    if (reply.status === 204) return new Response(null, { status: 204 });
    if (reply.body instanceof ReadableStream)
      return new Response(reply.body, { status: reply.status, headers: { "Content-Type": "text/event-stream" } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { "Content-Type": "application/json" },
    });
  };
  return { fetch, requests, liveRequests };
}

/** GET /users/me as the API answers it for a signed-in customer (Alex Rivera), with `overrides` applied. */
export function fakeCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "user-alex",
    email: "alex@demo.prenup.test",
    firstName: "Alex",
    middleName: null,
    lastName: "Rivera",
    suffix: null,
    gender: null,
    phoneNumber: null,
    birthdate: null,
    residenceState: null,
    userType: "CUSTOMER",
    termsAgreedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    attorney: null,
    ...overrides,
  };
}

/** One section of a fake standing: NOT_STARTED, open, no attorney rules, unless `overrides` say otherwise. */
export function fakeStandingSection(
  order: number,
  key: string,
  label: string,
  overrides: Partial<StandingSection> = {},
): StandingSection {
  return {
    id: `section-${key}`,
    key,
    label,
    name: label,
    description: `About ${label.toLowerCase()}.`,
    path: label.toLowerCase().replace(/\s+/g, "-"),
    order,
    status: "NOT_STARTED",
    locked: false,
    hasAttorneyRules: false,
    ...overrides,
  };
}

/**
 * GET /users/{id}/standing as the API answers it for a customer with an agreement in California,
 * partner joined, nothing paid and nothing answered, with `overrides` applied (nested objects replace
 * the defaults' as a whole).
 */
export function fakeStanding(overrides: Partial<Standing> = {}): Standing {
  const sections = overrides.questionnaire?.sections ?? [
    fakeStandingSection(1, "background_information", "Background Information"),
  ];
  return {
    documentId: "doc-1",
    respondent: "A",
    hasState: true,
    partnerJoined: true,
    prenupPaid: false,
    notarizationPaid: false,
    representationType: "NO_REPRESENTATION",
    me: {
      wantsAttorney: false,
      attorneyRuleTypes: [],
      attorneyRequired: false,
      representationPaid: false,
      representationBookingStatus: null,
      qaBookingStatus: null,
      questionnaireComplete: false,
    },
    partner: { questionnaireComplete: false, attorneyRequired: false, sectionsLeft: 1 },
    questionnaire: { blocked: false, complete: false, sections, resumePath: sections[0]?.path ?? null },
    alignment: { openDisputes: 0, complete: false, canSendReminder: false, proposalsAwaitingMe: 0 },
    financialsComplete: false,
    partnerDisclosureAcknowledgement: null,
    pendingFinancialDisputes: 0,
    document: {
      generated: false,
      inEditor: false,
      reviewed: false,
      finalized: false,
      inProof: false,
      notarizationComplete: false,
    },
    progress: { step: 0, percent: 0, label: progressLabel(0) },
    gates: { financialDisclosure: false, alignment: false, documents: false, reviewAndNotarize: false },
    notarization: {
      blocker: { reason: "NOT_GENERATED", ...NOTARIZATION_BLOCKERS.NOT_GENERATED },
      counselCertification: { mine: "NOT_NEEDED", partner: "NOT_NEEDED" },
      waitUntil: null,
      reflection: null,
      awaitingFinalization: false,
      signingCutoff: { maySign: true, lastDay: null, message: null },
      signBy: null,
    },
    attorneyServicesButton: false,
    attorneyServices: ["REPRESENTATION", "Q_A"],
    agreement: {
      status: "NOT_APPROVED",
      generation: {
        ready: false,
        requirements: generationRequirements({
          prenupPaid: false,
          myQuestionnaireComplete: false,
          partnerJoined: true,
          partnerQuestionnaireComplete: false,
          openDisputes: 0,
          questionnaireBlocked: false,
        }),
      },
      canOfferRegenerate: true,
      californiaWait: { applies: true, days: 7, startsAt: "REVIEW", waitUntil: null, mustWait: false, keptFrom: null },
      reviews: { mine: null, partner: null },
    },
    ...overrides,
  };
}

/**
 * Alex's California document as GET /users/{id}/documents answers it: Jordan Lee has joined as
 * partner B unless `overrides` say otherwise.
 */
export function fakeUserDocument(overrides: Partial<UserDocument> = {}): UserDocument {
  return {
    id: "doc-1",
    kind: "PRENUP",
    isActive: true,
    templateId: null,
    respondent: "A",
    userAId: "user-alex",
    userBId: "user-jordan",
    attorneyAId: null,
    attorneyBId: null,
    userAWillHireAttorney: null,
    userBWillHireAttorney: null,
    stateId: "state-ca",
    state: {
      id: "state-ca",
      name: "California",
      abbreviation: "CA",
      termForState: null,
      allowsOnlineNotary: true,
      distributionLaw: "COMMUNITY_PROPERTY",
      spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
      attorneySupport: "PARTNER",
      finalAgreementReviewDays: 7,
    },
    partner: { id: "user-jordan", firstName: "Jordan", middleName: null, lastName: "Lee", suffix: null },
    status: "NOT_APPROVED",
    statusModifiedAt: null,
    attorneyAApprovedAt: null,
    attorneyBApprovedAt: null,
    generatedPdfFileId: null,
    invitationEmail: "jordan@demo.prenup.test",
    invitationSentAt: "2026-11-02T09:00:00.000Z",
    invitationExpiresAt: null,
    invitationAcceptedAt: "2026-11-03T09:00:00.000Z",
    questionnaireReminderSentAt: null,
    userAReviewedAt: null,
    userBReviewedAt: null,
    reviewedAt: null,
    finalizedAt: null,
    lastGeneratedAt: null,
    lastGeneratedInputHash: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...overrides,
  };
}

/**
 * The couple's financial summary as GET …/financial-summary answers it for Alex's document: Alex (A)
 * and Jordan (B) with nothing listed, each disclosure in `statuses` (default: both COMPLETED, as
 * generation needs) and, once given, its version 1 acknowledged by the other partner.
 */
export function fakeFinancialSummary(
  statuses: {
    A?: FinancialSummary["partners"][number]["disclosureStatus"];
    B?: FinancialSummary["partners"][number]["disclosureStatus"];
  } = {},
  overrides: Partial<FinancialSummary> = {},
): FinancialSummary {
  const partner = (userId: string, respondent: "A" | "B"): FinancialSummary["partners"][number] => {
    const status = statuses[respondent] ?? "COMPLETED";
    return {
      userId,
      respondent,
      entryCount: status === "COMPLETED" || status === "IN_PROGRESS" ? 1 : 0,
      kinds: [],
      assetsUsdCents: 0,
      debtsUsdCents: 0,
      netWorthUsdCents: 0,
      annualIncomeUsdCents: 0,
      incomeByYear: [],
      missingIncomeYears: [],
      incomeMessage: null,
      financialsComplete: status === "COMPLETED",
      lastChangedAt: null,
      disclosureStatus: status,
      completedAt: status === "COMPLETED" ? "2026-11-04T10:00:00.000Z" : null,
      nothingToDiscloseAt: status === "NOTHING_TO_DISCLOSE" ? "2026-11-04T10:00:00.000Z" : null,
      entriesWithoutValueBasis: 0,
      acknowledgement:
        status === "COMPLETED" || status === "NOTHING_TO_DISCLOSE"
          ? {
              state: "CURRENT",
              currentVersion: 1,
              currentIsNew: false,
              acknowledgedVersion: 1,
              acknowledgedAt: "2026-11-05T10:00:00.000Z",
              latestVersionAt: "2026-11-04T10:00:00.000Z",
              changesSinceAcknowledged: null,
            }
          : {
              state: "NOT_GIVEN",
              currentVersion: null,
              currentIsNew: false,
              acknowledgedVersion: null,
              acknowledgedAt: null,
              latestVersionAt: null,
              changesSinceAcknowledged: null,
            },
    };
  };
  return {
    documentId: "doc-1",
    partners: [partner("user-alex", "A"), partner("user-jordan", "B")],
    pendingJointEntries: [],
    rates: [],
    rateDate: null,
    currenciesWithoutRate: [],
    stateAbbreviation: "CA",
    valueBasisRequired: false,
    stateName: "California",
    ...overrides,
  };
}

/**
 * Amendment No. 1 of a signed California agreement as GET …/changes answers it: a draft nobody has
 * signed or approved, with no change yet, unless `overrides` say otherwise.
 */
export function fakeChangeDraft(overrides: Partial<ChangeDraft> = {}): ChangeDraft {
  return {
    id: "change-1",
    documentId: "doc-1",
    kind: "AMENDMENT",
    number: 1,
    status: "DRAFT",
    state: { abbreviation: "CA", name: "California" },
    movedIn: null,
    changes: [],
    convertsSeparateProperty: false,
    waivesDeathRights: false,
    signatures: [],
    approvals: [],
    effectiveOn: null,
    createdById: "user-alex",
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
    ...overrides,
  };
}
