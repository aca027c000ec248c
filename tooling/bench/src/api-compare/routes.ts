// The hot routes api-compare sets side by side with the bare baseline, as the customer app calls
// them (each with the signed-in user's token).
import type { VirtualUser } from "../api-load/scenario.ts";
import type { RequestSpec } from "./load-job.ts";

export interface CompareRoute {
  name: string;
  method: RequestSpec["method"];
  path(user: VirtualUser): string;
  /** JSON bodies sent in turn; a write alternates between two so every request changes the row. */
  bodies?: unknown[];
  /** Reads the financial disclosure: every user gets 200 entries first (api-compare/disclosure.ts). */
  disclosure?: boolean;
}

export const compareRoutes: CompareRoute[] = [
  { name: "GET /users/me", method: "GET", path: () => "/users/me" },
  { name: "standing", method: "GET", path: (user) => `/users/${user.id}/standing` },
  {
    name: "sections list",
    method: "GET",
    path: (user) => `/users/${user.id}/questionnaire-sections?includeStatus=true`,
  },
  // A visit to a section reads its status and answers; the wording comes once per key (the browser keeps it).
  {
    name: "section load",
    method: "GET",
    path: (user) => `/users/${user.id}/questionnaire-sections/about-you-two/answers`,
  },
  {
    name: "section wording",
    method: "GET",
    path: (user) => `/users/${user.id}/questionnaire-sections/about-you-two/content`,
  },
  { name: "disputes", method: "GET", path: (user) => `/users/${user.id}/answers/dispute` },
  {
    name: "answer save",
    method: "PUT",
    path: (user) => `/users/${user.id}/answers/${user.answerQuestionId}`,
    bodies: [{ valueTyped: "Napa Valley, CA" }, { valueTyped: "Sonoma, CA" }],
  },
  // The partner's view of the disclosure: their 60 accounts (one page), and the couple's summary in USD.
  {
    name: "disclosure list",
    method: "GET",
    path: (user) => `/users/${user.partnerId}/documents/${user.documentId}/assets`,
    disclosure: true,
  },
  {
    name: "disclosure summary",
    method: "GET",
    path: (user) => `/users/${user.id}/documents/${user.documentId}/financial-summary`,
    disclosure: true,
  },
  // The outcome simulator: 30 years of both scenarios for both partners in one answer (~60 KB of JSON).
  {
    name: "outcome simulation",
    method: "GET",
    path: (user) => `/users/${user.id}/documents/${user.documentId}/outcome-simulation`,
    disclosure: true,
  },
];

/** The request a user sends on a route, to our API. */
export function requestSpec(route: CompareRoute, user: VirtualUser): RequestSpec {
  const bodies = route.bodies?.map((body) => JSON.stringify(body));
  return {
    method: route.method,
    path: route.path(user),
    headers: {
      authorization: `Bearer ${user.token}`,
      accept: "application/json",
      ...(bodies ? { "content-type": "application/json" } : {}),
    },
    ...(bodies ? { bodies } : {}),
  };
}
