import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parentChain } from "@prenup/domain";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { apiErrorCode, type ApiError } from "../errors.ts";
import { standingQueryOptions, type Standing } from "./standing.ts";
import {
  type Answer,
  type Question,
  questionnaireSectionQueryOptions,
  questionnaireSectionsQueryPrefix,
  type QuestionnaireSection,
  type SectionGroups,
  sectionGroupsQueryOptions,
} from "./questionnaire.ts";

type AnswersPath = ApiPaths["/users/{id}/answers"];

export type AnswerSaved = AnswersPath["post"]["responses"][201]["content"]["application/json"];
export type AnswerBody = AnswersPath["post"]["requestBody"]["content"]["application/json"];
export type AttorneyRestrictions = ApiPaths["/users/{id}/answers/attorney-restrictions"]["get"]["responses"][200]["content"]["application/json"];

/** GET /users/{id}/answers (optionally one question's). */
export function answersQueryOptions(api: ApiClient, userId: string, questionId?: string) {
  return api.$api.queryOptions("get", "/users/{id}/answers", {
    params: { path: { id: userId }, ...(questionId ? { query: { questionId } } : {}) },
  });
}

export function useAnswers(userId: string | null | undefined, questionId?: string) {
  const api = useApiClient();
  return useQuery({ ...answersQueryOptions(api, userId ?? "", questionId), enabled: Boolean(userId) });
}

/** GET /users/{id}/answers/attorney-restrictions: the attorney rules the user's answers trigger, and whether representation is paid. */
export function attorneyRestrictionsQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/answers/attorney-restrictions", { params: { path: { id: userId } } });
}

export function useAttorneyRestrictions(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...attorneyRestrictionsQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

export type SaveAnswerInput = { questionId: string; valueTyped: string | null; questionOptionIds: string[] };

/** Per question: the answer the server holds, the saves not finished yet, and the last save in line. */
type QuestionSaves = { saved: Answer | null | undefined; pending: number; queue: Promise<unknown> };
/** Per user: the questions' saves, and every save of the user started so far (settled, never rejecting). */
type UserSaves = { questions: Map<string, QuestionSaves>; started: Promise<unknown> };
const saveStates = new WeakMap<QueryClient, Map<string, UserSaves>>();

function userSaves(queryClient: QueryClient, userId: string): UserSaves {
  let byUser = saveStates.get(queryClient);
  if (!byUser) {
    byUser = new Map();
    saveStates.set(queryClient, byUser);
  }
  let state = byUser.get(userId);
  if (!state) {
    state = { questions: new Map(), started: Promise.resolve() };
    byUser.set(userId, state);
  }
  return state;
}

function questionSaves(queryClient: QueryClient, userId: string, questionId: string): QuestionSaves {
  const { questions } = userSaves(queryClient, userId);
  let state = questions.get(questionId);
  if (!state) {
    state = { saved: undefined, pending: 0, queue: Promise.resolve() };
    questions.set(questionId, state);
  }
  return state;
}

function findQuestion(groups: SectionGroups | undefined, questionId: string): Question | undefined {
  for (const group of groups?.groups ?? []) {
    const question = group.questions.find((candidate) => candidate.id === questionId);
    if (question) return question;
  }
  return undefined;
}

function withAnswers(groups: SectionGroups, answers: ReadonlyMap<string, Answer | null>): SectionGroups {
  if (answers.size === 0) return groups;
  return {
    ...groups,
    groups: groups.groups.map((group) =>
      group.questions.some((question) => answers.has(question.id))
        ? { ...group, questions: group.questions.map((question) => (answers.has(question.id) ? { ...question, answer: answers.get(question.id) ?? null } : question)) }
        : group,
    ),
  };
}

function withAnswer(groups: SectionGroups, questionId: string, answer: Answer | null): SectionGroups {
  return withAnswers(groups, new Map([[questionId, answer]]));
}

/**
 * Saves one answer of a section: POST /users/{id}/answers?questionId when the user has no answer to
 * the question, PATCH when they have one — known from the section's groups (each question's
 * `answer`) and from the saves' responses, which name the default answers the server recorded with
 * the write. One request per save. The change shows at once in the section's cached groups; saves
 * of one question go one after the other, a follow-up's save waits for its parent questions' saves
 * under way (the server refuses an answer to a follow-up its parent's stored answer does not
 * reveal), and a first answer waits for the user's saves under way (one of them may record it as a
 * default). A refused or failed save puts the answer the server holds back into the cache (customer
 * spec §4, §7) and rejects with the ApiError.
 *
 * The response updates the cache: the answer and the recorded defaults in the groups, the
 * section's status in the sections list, the section and the standing. When the status changed or
 * the question carries attorney rules (locks, restrictions, the standing's progress can change),
 * those are read again; otherwise they are only marked stale. `section` is the key or slug the
 * groups were read with.
 */
export function useSaveAnswer(userId: string | null | undefined, section: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const user = userId ?? "";
  const groupsKey = sectionGroupsQueryOptions(api, user, section ?? "").queryKey;

  const send = async (input: SaveAnswerInput, method: "POST" | "PATCH"): Promise<AnswerSaved> => {
    const request = { params: { path: { id: user }, query: { questionId: input.questionId } }, body: { valueTyped: input.valueTyped, questionOptionIds: input.questionOptionIds } };
    const { data, error } = method === "POST" ? await api.client.POST("/users/{id}/answers", request) : await api.client.PATCH("/users/{id}/answers", request);
    if (error) throw error;
    return data;
  };

  /** The defaults the server recorded: known to exist from now on, and shown where no change of the person's is under way. */
  const recordDefaults = (defaults: readonly Answer[]) => {
    const shown = new Map<string, Answer>();
    for (const answer of defaults) {
      const saves = questionSaves(queryClient, user, answer.questionId);
      if (!saves.saved) saves.saved = answer;
      if (saves.pending === 0) shown.set(answer.questionId, answer);
    }
    queryClient.setQueryData<SectionGroups>(groupsKey, (groups) => (groups ? withAnswers(groups, shown) : groups));
  };

  return useMutation<AnswerSaved, ApiError, SaveAnswerInput>({
    mutationKey: ["saveAnswer", userId],
    onMutate: async (input) => {
      const saves = questionSaves(queryClient, user, input.questionId);
      await queryClient.cancelQueries({ queryKey: groupsKey });
      const current = queryClient.getQueryData<SectionGroups>(groupsKey);
      const previous = findQuestion(current, input.questionId)?.answer;
      if (saves.pending === 0) saves.saved = previous ?? saves.saved ?? null;
      saves.pending += 1;
      if (current) {
        const optimistic: Answer = {
          id: previous?.id ?? "",
          questionId: input.questionId,
          valueTyped: input.valueTyped,
          questionOptionIds: input.questionOptionIds,
          updatedAt: new Date().toISOString(),
        };
        queryClient.setQueryData<SectionGroups>(groupsKey, withAnswer(current, input.questionId, optimistic));
      }
    },
    mutationFn: (input) => {
      const all = userSaves(queryClient, user);
      const saves = questionSaves(queryClient, user, input.questionId);
      const earlier = all.started;
      const run = async () => {
        if (!saves.saved) await earlier;
        const result = await send(input, saves.saved ? "PATCH" : "POST");
        saves.saved = result.answer;
        recordDefaults(result.defaults);
        return result;
      };
      const cached = queryClient.getQueryData<SectionGroups>(groupsKey);
      const parents = parentChain(cached?.groups.flatMap((group) => group.questions) ?? [], input.questionId);
      const before = [saves.queue, ...parents.map((id) => questionSaves(queryClient, user, id).queue)];
      const next = Promise.all(before).then(run);
      const settled = next.catch(() => undefined);
      saves.queue = settled;
      all.started = Promise.all([earlier, settled]);
      return next;
    },
    onSuccess: (result, input) => {
      const saves = questionSaves(queryClient, user, input.questionId);
      saves.pending -= 1;
      const groups = queryClient.getQueryData<SectionGroups>(groupsKey);
      const question = findQuestion(groups, input.questionId);
      const statusBefore = groups?.section.id === result.section.id ? groups.section.status : null;
      // A newer change still on its way keeps showing; the last save shows what the server stored.
      queryClient.setQueryData<SectionGroups>(groupsKey, (current) => {
        if (!current) return current;
        const next = saves.pending === 0 ? withAnswer(current, input.questionId, result.answer) : current;
        return next.section.id === result.section.id ? { ...next, section: { ...next.section, status: result.section.status } } : next;
      });
      const { id, status } = result.section;
      queryClient.setQueriesData<QuestionnaireSection[]>({ queryKey: questionnaireSectionsQueryPrefix(user) }, (sections) =>
        sections?.map((candidate) => (candidate.id === id && candidate.status !== null ? { ...candidate, status } : candidate)),
      );
      const sectionKey = questionnaireSectionQueryOptions(api, user, section ?? "").queryKey;
      queryClient.setQueryData<QuestionnaireSection>(sectionKey, (current) => (current && current.id === id ? { ...current, status } : current));
      const standingKey = standingQueryOptions(api, user).queryKey;
      queryClient.setQueryData<Standing>(standingKey, (current) =>
        current
          ? { ...current, questionnaire: { ...current.questionnaire, sections: current.questionnaire.sections.map((candidate) => (candidate.id === id ? { ...candidate, status } : candidate)) } }
          : current,
      );
      // An answer to a question with attorney rules can change locks, restrictions and what the
      // standing says about an attorney; a new section status, the standing's progress and gates.
      // Otherwise nothing else the screens show changed: the queries are only marked stale.
      const attorneyRules = question?.options.some((option) => option.attorneyRuleTypes.length > 0) ?? true;
      const refetch = (needed: boolean) => (needed ? "active" : "none");
      void queryClient.invalidateQueries({ queryKey: standingKey, refetchType: refetch(attorneyRules || statusBefore !== status) });
      for (const queryKey of [attorneyRestrictionsQueryOptions(api, user).queryKey, questionnaireSectionsQueryPrefix(user), sectionKey]) {
        void queryClient.invalidateQueries({ queryKey, refetchType: refetch(attorneyRules) });
      }
    },
    onError: (error, input) => {
      const saves = questionSaves(queryClient, user, input.questionId);
      saves.pending -= 1;
      if (saves.pending === 0) {
        queryClient.setQueryData<SectionGroups>(groupsKey, (groups) => (groups ? withAnswer(groups, input.questionId, saves.saved ?? null) : groups));
      }
      // Another tab created or removed the answer meanwhile: the groups are read again, so the next
      // change goes with the verb the server's answer calls for.
      const code = apiErrorCode(error);
      if (code === "ANSWER_EXISTS" || code === "ANSWER_NOT_FOUND") {
        saves.saved = undefined;
        void queryClient.invalidateQueries({ queryKey: groupsKey });
      }
    },
  });
}
