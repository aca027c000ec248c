/** What the user page's component tests share: a user, their partner, and the page opened on fake calls. */
import type { AdminUserDetail } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";

type Routes = Parameters<typeof renderApp>[0];
import { adminUser } from "./fixtures.ts";

export const ID = "9b2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";
export const PARTNER = "1b2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";

export function detail(overrides: Partial<AdminUserDetail> = {}): AdminUserDetail {
  return {
    id: ID,
    email: "sam@example.test",
    firstName: "Sam",
    middleName: null,
    lastName: "Taylor",
    suffix: null,
    userType: "CUSTOMER",
    createdAt: "2026-11-20T12:00:00.000Z",
    lastActiveAt: null,
    paid: false,
    activeDocumentCount: 1,
    emailUnsubscribedAt: null,
    gender: null,
    phoneNumber: null,
    birthdate: null,
    residenceState: null,
    hasPaidDocument: false,
    document: {
      id: "d-1",
      kind: "PRENUP",
      stateId: "s-1",
      stateName: "California",
      status: "NOT_APPROVED",
      stage: "NOT_GENERATED",
      hasAttorney: false,
      respondent: "A",
      partner: { id: PARTNER, email: "alex@example.test", firstName: "Alex", lastName: "Rivera" },
      createdAt: "2026-11-20T12:00:00.000Z",
    },
    ...overrides,
  };
}

export const noRestrictions = {
  ruleTypes: [],
  descriptionKey: "DEFAULT",
  requiresAttorney: false,
  representationPaid: false,
  triggers: [],
};
export const emptyPage = { items: [], total: 0, page: 1, pageSize: 10 };

/** /admin/users/{ID} (the app's routes, which only tests may import) with every section's call answered empty unless `api` says otherwise. */
/** A user who never asked to delete their account, with no hold. */
export const noDeletion = { status: "NONE", requestedAt: null, dueAt: null, hold: null, message: null };

export function openUserPage(routes: Routes, api: FakeApiRoutes) {
  return renderApp(routes, `/admin/users/${ID}`, {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": adminUser(),
      [`GET /admin/users/${ID}`]: detail(),
      [`GET /admin/users/${ID}/audit-log`]: emptyPage,
      [`GET /admin/users/${ID}/attorney-restrictions`]: noRestrictions,
      [`GET /admin/users/${PARTNER}/attorney-restrictions`]: noRestrictions,
      [`GET /admin/users/${ID}/questionnaire-sections`]: [],
      "GET /admin/purchase-items": emptyPage,
      "GET /admin/events": emptyPage,
      "GET /documents/d-1/notarizations": { ...emptyPage, availability: null },
      [`GET /users/${ID}/documents/d-1/changes`]: { original: null, items: [] },
      [`GET /admin/users/${ID}/account-deletion`]: noDeletion,
      ...api,
    },
  });
}
