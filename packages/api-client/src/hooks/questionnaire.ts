import { useMutation, useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

type SectionsPath = ApiPaths["/users/{id}/questionnaire-sections"]["get"];
type GroupsPath = ApiPaths["/users/{id}/questionnaire-sections/{section}/groups"]["get"];
type QuestionOptionsPath = ApiPaths["/users/{userId}/question-options"]["post"];

export type QuestionnaireSection = SectionsPath["responses"][200]["content"]["application/json"][number];
export type SectionGroups = GroupsPath["responses"][200]["content"]["application/json"];
export type QuestionGroup = SectionGroups["groups"][number];
export type Question = QuestionGroup["questions"][number];
export type QuestionOption = Question["options"][number];
export type Answer = NonNullable<Question["answer"]>;
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

/** GET /users/{id}/questionnaire-sections/{section}/groups: the section's groups and questions with the user's answers. */
export function sectionGroupsQueryOptions(api: ApiClient, userId: string, section: string) {
  return api.$api.queryOptions("get", "/users/{id}/questionnaire-sections/{section}/groups", {
    params: { path: { id: userId, section } },
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
