// What each virtual user of the api-load benchmark does, in order, on every pass of its loop.
// A new route joins the benchmark with one more entry in `apiScenario` (and, when it needs rows
// the user does not have yet, a field on VirtualUser filled in by setup.ts).

/** One signed-in customer driving load: their ids and a real signed access token. */
export interface VirtualUser {
  /** users.id */
  id: string;
  /** The token's `sub` (users.external_id). */
  externalId: string;
  token: string;
  /** The couple's document (the user is partner A or B). */
  documentId: string;
  /** The other partner's users.id. */
  partnerId: string;
  /** A free-text question every user may answer (answered once during setup, so saves are updates). */
  answerQuestionId: string;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface ScenarioStep {
  /** How the step is reported: one row of figures per name. */
  name: string;
  method: HttpMethod;
  path(user: VirtualUser): string;
  /** A JSON body; `iteration` counts the user's passes so writes can vary. */
  body?(user: VirtualUser, iteration: number): unknown;
}

const twoDigits = (n: number): string => String(n % 100).padStart(2, "0");

/** The calls the foundation implements, as the customer app makes them (always with the user's token). */
export const apiScenario: ScenarioStep[] = [
  { name: "GET /users/me", method: "GET", path: () => "/users/me" },
  { name: "GET /users/{id}/documents", method: "GET", path: (user) => `/users/${user.id}/documents` },
  { name: "GET /users/{id}/purchase-items", method: "GET", path: (user) => `/users/${user.id}/purchase-items` },
  { name: "GET /states", method: "GET", path: () => "/states" },
  {
    name: "PATCH /users/{id} phone",
    method: "PATCH",
    path: (user) => `/users/${user.id}`,
    // 555-0100…0199: the numbers set aside for fiction, and valid to libphonenumber.
    body: (_user, iteration) => ({ phoneNumber: `(415) 555-01${twoDigits(iteration)}` }),
  },
  {
    name: "PATCH /users/{id} name",
    method: "PATCH",
    path: (user) => `/users/${user.id}`,
    body: (_user, iteration) => ({ firstName: `Bench ${iteration}` }),
  },
  // The questionnaire, as a section screen uses it: the menu's statuses, the section load, an answer save.
  {
    name: "GET /users/{id}/questionnaire-sections (status)",
    method: "GET",
    path: (user) => `/users/${user.id}/questionnaire-sections?includeStatus=true`,
  },
  {
    name: "section load: GET …/questionnaire-sections/{section}/answers",
    method: "GET",
    path: (user) => `/users/${user.id}/questionnaire-sections/about-you-two/answers`,
  },
  {
    name: "answer save: PUT /users/{id}/answers/{questionId}",
    method: "PUT",
    path: (user) => `/users/${user.id}/answers/${user.answerQuestionId}`,
    body: (_user, iteration) => ({ valueTyped: `Bench City ${iteration}, CA` }),
  },
  { name: "GET /users/{id}/answers/dispute", method: "GET", path: (user) => `/users/${user.id}/answers/dispute` },
];
