import { getQueryKey } from "../query-keys.ts";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

export type UserDocument =
  ApiPaths["/users/{id}/documents"]["get"]["responses"][200]["content"]["application/json"][number];

/** GET /users/{id}/documents — the documents where the user is party A or B. */
export function userDocumentsQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents", { params: { path: { id: userId } } });
}

/** The user's documents; waits until `userId` is known. */
export function useUserDocuments(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...userDocumentsQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** The document the couple works on: the active one, else the first listed (null when none). */
export function currentDocument(documents: readonly UserDocument[] | undefined): UserDocument | null {
  return documents?.find((candidate) => candidate.isActive) ?? documents?.[0] ?? null;
}

export type DocumentCreateBody = ApiPaths["/documents"]["post"]["requestBody"]["content"]["application/json"];
export type DocumentStateChange = ApiPaths["/documents/{id}"]["patch"]["requestBody"]["content"]["application/json"];

/** GET /documents/{id} */
export function documentQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}", { params: { path: { id: documentId } } });
}

export function useDocument(documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...documentQueryOptions(api, documentId ?? ""), enabled: Boolean(documentId) });
}

/** What a new or changed state makes stale: the documents, and the sections and questions that depend on the state. */
function invalidateAfterStateChange(
  queryClient: QueryClient,
  api: ApiClient,
  userId: string,
  documentId: string | undefined,
) {
  void queryClient.invalidateQueries({ queryKey: userDocumentsQueryOptions(api, userId).queryKey });
  if (documentId) void queryClient.invalidateQueries({ queryKey: documentQueryOptions(api, documentId).queryKey });
  for (const path of [
    "/users/{id}/questionnaire-sections",
    "/users/{id}/questionnaire-sections/{section}",
    "/users/{id}/questionnaire-sections/{section}/groups",
    "/users/{id}/answers/attorney-restrictions",
    "/users/{id}/standing",
  ] as const) {
    void queryClient.invalidateQueries({ queryKey: getQueryKey(path, { params: { path: { id: userId } } }) });
  }
}

/** POST /documents: the first choice of a state starts the user's document (the user is party A). */
export function useCreateDocument(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserDocument, ApiError, DocumentCreateBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/documents", { body });
      if (error) throw error;
      return data;
    },
    onSuccess: (document) => {
      queryClient.setQueryData(
        userDocumentsQueryOptions(api, userId ?? "").queryKey,
        (documents: UserDocument[] | undefined) => [
          document,
          ...(documents ?? []).filter((candidate) => candidate.id !== document.id),
        ],
      );
      invalidateAfterStateChange(queryClient, api, userId ?? "", document.id);
    },
  });
}

/**
 * PATCH /documents/{id} with a new state. After payment the server wants `confirmStateChange: true`
 * (409 STATE_CHANGE_NEEDS_CONFIRMATION otherwise).
 */
export function useUpdateDocumentState(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserDocument, ApiError, DocumentStateChange>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/documents/{id}", {
        params: { path: { id: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (document) => {
      queryClient.setQueryData(
        userDocumentsQueryOptions(api, userId ?? "").queryKey,
        (documents: UserDocument[] | undefined) =>
          documents?.map((candidate) => (candidate.id === document.id ? document : candidate)),
      );
      invalidateAfterStateChange(queryClient, api, userId ?? "", document.id);
    },
  });
}
