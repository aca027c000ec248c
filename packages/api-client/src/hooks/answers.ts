import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { parentChain } from "@prenup/domain";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { apiErrorCode, type ApiError } from "../errors.ts";
import { standingQueryOptions } from "./standing.ts";
import { type Answer, questionnaireSectionQueryOptions, questionnaireSectionsQueryPrefix, type QuestionnaireSection, type SectionGroups, sectionGroupsQueryOptions } from "./questionnaire.ts";

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
const saveStates = new WeakMap<QueryClient, Map<string, QuestionSaves>>();

function questionSaves(queryClient: QueryClient, userId: string, questionId: string): QuestionSaves {
  let byQuestion = saveStates.get(queryClient);
  if (!byQuestion) {
    byQuestion = new Map();
    saveStates.set(queryClient, byQuestion);
  }
  const key = `${userId}:${questionId}`;
  let state = byQuestion.get(key);
  if (!state) {
    state = { saved: undefined, pending: 0, queue: Promise.resolve() };
    byQuestion.set(key, state);
  }
  return state;
}

function cachedAnswer(groups: SectionGroups | undefined, questionId: string): Answer | null | undefined {
  for (const group of groups?.groups ?? []) {
    const question = group.questions.find((candidate) => candidate.id === questionId);
    if (question) return question.answer;
  }
  return undefined;
}

function withAnswer(groups: SectionGroups, questionId: string, answer: Answer | null): SectionGroups {
  return {
    ...groups,
    groups: groups.groups.map((group) =>
      group.questions.some((question) => question.id === questionId)
        ? { ...group, questions: group.questions.map((question) => (question.id === questionId ? { ...question, answer } : question)) }
        : group,
    ),
  };
}

/**
 * Saves one answer of a section (POST /users/{id}/answers?questionId the first time, PATCH after).
 * The change shows at once in the section's cached groups; saves of one question go one after the
 * other, and a follow-up's save waits for its parent questions' saves under way (the server refuses
 * an answer to a follow-up its parent's stored answer does not reveal); a refused or failed save puts the answer the server holds back into the cache (customer
 * spec §4, §7) and rejects with the ApiError. After a save the section statuses are read again.
 * `section` is the key or slug the groups were read with.
 */
export function useSaveAnswer(userId: string | null | undefined, section: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const groupsKey = sectionGroupsQueryOptions(api, userId ?? "", section ?? "").queryKey;

  const send = async (input: SaveAnswerInput, method: "POST" | "PATCH"): Promise<AnswerSaved> => {
    const request = { params: { path: { id: userId ?? "" }, query: { questionId: input.questionId } }, body: { valueTyped: input.valueTyped, questionOptionIds: input.questionOptionIds } };
    const { data, error } = method === "POST" ? await api.client.POST("/users/{id}/answers", request) : await api.client.PATCH("/users/{id}/answers", request);
    if (error) throw error;
    return data;
  };

  return useMutation<AnswerSaved, ApiError, SaveAnswerInput>({
    mutationKey: ["saveAnswer", userId],
    onMutate: async (input) => {
      const saves = questionSaves(queryClient, userId ?? "", input.questionId);
      await queryClient.cancelQueries({ queryKey: groupsKey });
      const current = queryClient.getQueryData<SectionGroups>(groupsKey);
      if (saves.pending === 0) saves.saved = cachedAnswer(current, input.questionId) ?? null;
      saves.pending += 1;
      if (current) {
        const previous = cachedAnswer(current, input.questionId);
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
      const saves = questionSaves(queryClient, userId ?? "", input.questionId);
      const run = async () => {
        let result: AnswerSaved;
        try {
          result = await send(input, saves.saved ? "PATCH" : "POST");
        } catch (error) {
          // Another tab created or removed the answer meanwhile: the other verb is right.
          const code = apiErrorCode(error);
          if (code === "ANSWER_EXISTS") result = await send(input, "PATCH");
          else if (code === "ANSWER_NOT_FOUND") result = await send(input, "POST");
          else throw error;
        }
        saves.saved = result.answer;
        return result;
      };
      const cached = queryClient.getQueryData<SectionGroups>(groupsKey);
      const parents = parentChain(cached?.groups.flatMap((group) => group.questions) ?? [], input.questionId);
      const before = [saves.queue, ...parents.map((id) => questionSaves(queryClient, userId ?? "", id).queue)];
      const next = Promise.all(before).then(run);
      saves.queue = next.catch(() => undefined);
      return next;
    },
    onSuccess: (result, input) => {
      const saves = questionSaves(queryClient, userId ?? "", input.questionId);
      saves.pending -= 1;
      // A newer change still on its way keeps showing; the last save shows what the server stored.
      if (saves.pending === 0) {
        queryClient.setQueryData<SectionGroups>(groupsKey, (groups) => (groups ? withAnswer(groups, input.questionId, result.answer) : groups));
      }
      const updateStatus = (sections: QuestionnaireSection[] | undefined) =>
        sections?.map((candidate) => (candidate.id === result.section.id && candidate.status !== null ? { ...candidate, status: result.section.status } : candidate));
      queryClient.setQueriesData<QuestionnaireSection[]>({ queryKey: questionnaireSectionsQueryPrefix(userId ?? "") }, updateStatus);
      void queryClient.invalidateQueries({ queryKey: questionnaireSectionsQueryPrefix(userId ?? "") });
      void queryClient.invalidateQueries({ queryKey: questionnaireSectionQueryOptions(api, userId ?? "", section ?? "").queryKey });
      void queryClient.invalidateQueries({ queryKey: attorneyRestrictionsQueryOptions(api, userId ?? "").queryKey });
      void queryClient.invalidateQueries({ queryKey: standingQueryOptions(api, userId ?? "").queryKey });
    },
    onError: (_error, input) => {
      const saves = questionSaves(queryClient, userId ?? "", input.questionId);
      saves.pending -= 1;
      if (saves.pending === 0) {
        queryClient.setQueryData<SectionGroups>(groupsKey, (groups) => (groups ? withAnswer(groups, input.questionId, saves.saved ?? null) : groups));
      }
    },
  });
}
