import { fakeCurrentUser, type FakeApiReply, type FakeApiRoute, type FakeApiRoutes } from "@prenup/api-client/testing";

/** Alex Rivera, partner A of couple 1, as GET /users/me answers. */
export const customerUser = fakeCurrentUser;

/**
 * Alex's California document as GET /users/{id}/documents answers it (shared with the attorney app's
 * tests, in the api-client's test doubles).
 */
export { fakeUserDocument } from "@prenup/api-client/testing";

/** `GET /users/{id}/questionnaire-sections/{section}/groups`, with the part before `/groups` and the section. */
const GROUPS_ROUTE = /^(GET \/users\/[^/]+\/questionnaire-sections\/([^/]+))\/groups$/;

type GroupsBody = { section: unknown; groups: { questions: { answer?: unknown }[] }[] };

/** The reply of a route as the fake fetch gives it: a function's own reply, or 200 with the value. */
async function replyOf(route: unknown, request: Request): Promise<FakeApiReply> {
  return typeof route === "function" ? await (route as FakeApiRoute)(request) : { status: 200, body: route };
}

/** The content key the fake server names a section's wording with. */
export function fakeContentKey(section: string): string {
  return `content-of-${section}`;
}

/**
 * The fake server's two lighter views of a questionnaire section, as the API serves them beside the
 * full GET …/groups: for each `GET /users/{id}/questionnaire-sections/{section}/groups` route of
 * `routes` without a `…/answers` or `…/content` route of its own, that route is answered from the
 * groups route when asked — `…/answers` with the section, the questions' answers that are not null
 * in question order and the content key `fakeContentKey(section)`; `…/content` (whatever its `key`)
 * with that key and the groups without the questions' `answer`. A groups reply that is not a 200
 * is passed on as it is.
 */
export function withSectionViews(routes: FakeApiRoutes): FakeApiRoutes {
  const views: FakeApiRoutes = {};
  for (const key of Object.keys(routes)) {
    const match = GROUPS_ROUTE.exec(key);
    if (!match) continue;
    const [, base, section] = match as unknown as [string, string, string];
    const contentKey = fakeContentKey(section);
    const view =
      (shape: (body: GroupsBody) => unknown): FakeApiRoute =>
      async (request) => {
        const reply = await replyOf(routes[key], request);
        return reply.status === 200 ? { status: 200, body: shape(reply.body as GroupsBody) } : reply;
      };
    views[`${base}/answers`] = view((body) => ({
      section: body.section,
      contentKey,
      answers: body.groups.flatMap((group) =>
        group.questions.flatMap((question) => (question.answer ? [question.answer] : [])),
      ),
    }));
    views[`${base}/content`] = view((body) => ({
      contentKey,
      groups: body.groups.map((group) => ({
        ...group,
        questions: group.questions.map(({ answer: _answer, ...question }) => question),
      })),
    }));
  }
  return { ...views, ...routes };
}
