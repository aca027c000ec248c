import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

type SectionsPath = ApiPaths["/users/{id}/questionnaire-sections"]["get"];
type GroupsPath = ApiPaths["/users/{id}/questionnaire-sections/{section}/groups"]["get"];
type AnswersPath = ApiPaths["/users/{id}/questionnaire-sections/{section}/answers"]["get"];
type ContentPath = ApiPaths["/users/{id}/questionnaire-sections/{section}/content"]["get"];
type QuestionOptionsPath = ApiPaths["/users/{userId}/question-options"]["post"];

export type QuestionnaireSection = SectionsPath["responses"][200]["content"]["application/json"][number];
export type SectionGroups = GroupsPath["responses"][200]["content"]["application/json"];
export type QuestionGroup = SectionGroups["groups"][number];
export type Question = QuestionGroup["questions"][number];
export type QuestionOption = Question["options"][number];
export type Answer = NonNullable<Question["answer"]>;
/** A section's status, the user's answers in it (answered questions only) and the key of its wording. */
export type SectionAnswers = AnswersPath["responses"][200]["content"]["application/json"];
/** A section's wording under one key: its groups and questions without answers. */
export type SectionContent = ContentPath["responses"][200]["content"]["application/json"];
export type SelectedQuestionOptions = QuestionOptionsPath["responses"][200]["content"]["application/json"];

/** GET /users/{id}/questionnaire-sections, with each section's status unless `includeStatus` is false. */
export function questionnaireSectionsQueryOptions(
  api: ApiClient,
  userId: string,
  options: { includeStatus?: boolean } = {},
) {
  return api.$api.queryOptions("get", "/users/{id}/questionnaire-sections", {
    params: { path: { id: userId }, query: { includeStatus: options.includeStatus === false ? "false" : "true" } },
  });
}

/** The user's questionnaire sections by order, with their status; waits until `userId` is known. */
export function useQuestionnaireSections(userId: string | null | undefined, options: { includeStatus?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...questionnaireSectionsQueryOptions(api, userId ?? "", options), enabled: Boolean(userId) });
}

/** Every cached sections list of this user (with or without statuses): the prefix to invalidate. */
export function questionnaireSectionsQueryPrefix(userId: string) {
  return ["get", "/users/{id}/questionnaire-sections", { params: { path: { id: userId } } }] as const;
}

/** GET /users/{id}/questionnaire-sections/{section} (key or slug). */
export function questionnaireSectionQueryOptions(api: ApiClient, userId: string, section: string) {
  return api.$api.queryOptions("get", "/users/{id}/questionnaire-sections/{section}", {
    params: { path: { id: userId, section } },
  });
}

/**
 * GET /users/{id}/questionnaire-sections/{section}/content?key=…: the section's wording named by
 * `contentKey`. The key names the exact wording, so the cached answer never goes stale; the API
 * lets the browser keep it too (Cache-Control immutable) when the key is still current.
 */
export function sectionContentQueryOptions(api: ApiClient, userId: string, section: string, contentKey: string) {
  return {
    ...api.$api.queryOptions("get", "/users/{id}/questionnaire-sections/{section}/content", {
      params: { path: { id: userId, section }, query: { key: contentKey } },
    }),
    staleTime: Infinity,
  };
}

/**
 * The section's groups and questions, each question with the user's answer in it or null: the
 * wording's questions in their order, the answer of each found by its questionId.
 */
export function mergeSectionAnswers(answers: SectionAnswers, content: SectionContent): SectionGroups {
  const byQuestion = new Map(answers.answers.map((answer) => [answer.questionId, answer]));
  return {
    section: answers.section,
    groups: content.groups.map((group) => ({
      ...group,
      questions: group.questions.map((question) => ({ ...question, answer: byQuestion.get(question.id) ?? null })),
    })),
  };
}

/**
 * The section's groups and questions with the user's answers, cached under the key of
 * GET /users/{id}/questionnaire-sections/{section}/groups (the answer hooks and the live updates
 * read and write that entry) but read in two lighter calls: GET …/answers (status, answers and the
 * wording's key) on each read, then the wording by its key (GET …/content?key=…), which stays in
 * the query cache and in the browser's HTTP cache until the key changes.
 */
export function sectionGroupsQueryOptions(api: ApiClient, userId: string, section: string) {
  const { queryKey } = api.$api.queryOptions("get", "/users/{id}/questionnaire-sections/{section}/groups", {
    params: { path: { id: userId, section } },
  });
  return queryOptions<SectionGroups, ApiError, SectionGroups, typeof queryKey>({
    queryKey,
    queryFn: async ({ client, signal }) => {
      const answered = await api.client.GET("/users/{id}/questionnaire-sections/{section}/answers", {
        params: { path: { id: userId, section } },
        signal,
      });
      if (answered.error) throw answered.error;
      const content = await client.ensureQueryData(
        sectionContentQueryOptions(api, userId, section, answered.data.contentKey),
      );
      return mergeSectionAnswers(answered.data, content);
    },
  });
}

export function useSectionGroups(userId: string | null | undefined, section: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...sectionGroupsQueryOptions(api, userId ?? "", section ?? ""),
    enabled: Boolean(userId) && Boolean(section),
  });
}

/** GET /documents/{docId}/questionnaire-sections/{section}/groups: one respondent's answers, read-only (reviewers). */
export function documentSectionGroupsQueryOptions(
  api: ApiClient,
  documentId: string,
  section: string,
  userId?: string,
) {
  return api.$api.queryOptions("get", "/documents/{docId}/questionnaire-sections/{section}/groups", {
    params: { path: { docId: documentId, section }, ...(userId ? { query: { userId } } : {}) },
  });
}

export function useDocumentSectionGroups(
  documentId: string | null | undefined,
  section: string | null | undefined,
  userId?: string,
) {
  const api = useApiClient();
  return useQuery({
    ...documentSectionGroupsQueryOptions(api, documentId ?? "", section ?? "", userId),
    enabled: Boolean(documentId) && Boolean(section),
  });
}

/**
 * POST /users/{userId}/question-options: which of the given options the user has selected now — asked
 * with an option's restrictedOptionIds before choosing it, to name the answer it conflicts with.
 */
export function useCheckQuestionOptions(userId: string | null | undefined) {
  const api = useApiClient();
  return useMutation<SelectedQuestionOptions, ApiError, string[]>({
    mutationFn: async (restrictedQuestionOptionIds) => {
      const { data, error } = await api.client.POST("/users/{userId}/question-options", {
        params: { path: { userId: userId ?? "" } },
        body: { restrictedQuestionOptionIds },
      });
      if (error) throw error;
      return data;
    },
  });
}
