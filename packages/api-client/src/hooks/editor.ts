import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

/** GET/POST /documents/{id}/lock: who holds the editor's lock, and the timings the editor follows. */
export type DocumentLockView = ApiPaths["/documents/{id}/lock"]["get"]["responses"][200]["content"]["application/json"];
export type DocumentLock = NonNullable<DocumentLockView["lock"]>;
/** GET /documents/{id}/drafts/sections and /drafts/clauses */
export type SectionDraft =
  ApiPaths["/documents/{id}/drafts/sections"]["get"]["responses"][200]["content"]["application/json"]["items"][number];
export type ClauseDraft =
  ApiPaths["/documents/{id}/drafts/clauses"]["get"]["responses"][200]["content"]["application/json"]["items"][number];
/** POST /documents/{id}/drafts/many */
export type SaveDraftsBody =
  ApiPaths["/documents/{id}/drafts/many"]["post"]["requestBody"]["content"]["application/json"];
export type SaveDraftsResult =
  ApiPaths["/documents/{id}/drafts/many"]["post"]["responses"][200]["content"]["application/json"];
/** POST /documents/{id}/drafts/commit */
export type CommitDraftsBody =
  ApiPaths["/documents/{id}/drafts/commit"]["post"]["requestBody"]["content"]["application/json"];
export type CommitDraftsResult =
  ApiPaths["/documents/{id}/drafts/commit"]["post"]["responses"][200]["content"]["application/json"];
/** GET /documents/{id}/sections: the agreement as it stands, with the ids drafts refer to. */
export type DocumentSectionsView =
  ApiPaths["/documents/{id}/sections"]["get"]["responses"][200]["content"]["application/json"];
export type DocumentSection = DocumentSectionsView["sections"][number];
export type DocumentClause = DocumentSection["clauses"][number];

export function documentLockQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/lock", { params: { path: { id: documentId } } });
}

/**
 * Who is editing the agreement (null when nobody is). Always read afresh when a screen shows it
 * (`staleTime` 0, unlike the app's 10-second default): the lock changes hands behind this tab's
 * back, and a notice naming the holder must not show what this tab knew a moment ago.
 */
export function useDocumentLock(documentId: string | null | undefined, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...documentLockQueryOptions(api, documentId ?? ""),
    staleTime: 0,
    enabled: Boolean(documentId) && (options.enabled ?? true),
  });
}

/** POST /documents/{id}/lock: take the lock, or renew it (the heartbeat). 409 DOCUMENT_LOCKED names the holder; 403 for someone who may not edit. */
export function useAcquireDocumentLock(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DocumentLockView, ApiError, void>({
    mutationFn: async () => {
      const { data, error } = await api.client.POST("/documents/{id}/lock", {
        params: { path: { id: documentId ?? "" } },
        body: {},
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(documentLockQueryOptions(api, documentId ?? "").queryKey, data),
  });
}

/** DELETE /documents/{id}/lock: the holder lets go. */
export function useReleaseDocumentLock(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  // `keepalive` lets the request outlive the page (the tab is closing).
  return useMutation<void, ApiError, { keepalive?: boolean } | void>({
    mutationFn: async (options) => {
      const { error } = await api.client.DELETE("/documents/{id}/lock", {
        params: { path: { id: documentId ?? "" } },
        keepalive: options?.keepalive ?? false,
      });
      if (error) throw error;
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: documentLockQueryOptions(api, documentId ?? "").queryKey }),
  });
}

export function documentSectionsQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/sections", { params: { path: { id: documentId } } });
}

/** The agreement's current sections, each with its clauses (in order; sub-clauses name their parent). Editors only. */
export function useDocumentSections(documentId: string | null | undefined, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...documentSectionsQueryOptions(api, documentId ?? ""),
    enabled: Boolean(documentId) && (options.enabled ?? true),
  });
}

export function sectionDraftsQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/drafts/sections", { params: { path: { id: documentId } } });
}

export function useSectionDrafts(documentId: string | null | undefined, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...sectionDraftsQueryOptions(api, documentId ?? ""),
    enabled: Boolean(documentId) && (options.enabled ?? true),
  });
}

export function clauseDraftsQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/drafts/clauses", { params: { path: { id: documentId } } });
}

export function useClauseDrafts(documentId: string | null | undefined, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...clauseDraftsQueryOptions(api, documentId ?? ""),
    enabled: Boolean(documentId) && (options.enabled ?? true),
  });
}

/**
 * POST /documents/{id}/drafts/many: the autosave. The caller keeps the drafts it is editing (a
 * refetch while typing would overwrite them), so nothing is invalidated here.
 */
export function useSaveDrafts(documentId: string | null | undefined) {
  const api = useApiClient();
  return useMutation<SaveDraftsResult, ApiError, SaveDraftsBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/documents/{id}/drafts/many", {
        params: { path: { id: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
  });
}

/** After a commit or an unlock-erase: the drafts, the lock and the agreement's versions are read again. */
function invalidateEditor(queryClient: ReturnType<typeof useQueryClient>, api: ApiClient, documentId: string) {
  for (const key of [
    sectionDraftsQueryOptions(api, documentId).queryKey,
    clauseDraftsQueryOptions(api, documentId).queryKey,
    documentLockQueryOptions(api, documentId).queryKey,
    documentSectionsQueryOptions(api, documentId).queryKey,
    ["get", "/documents/{id}/history"],
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** POST /documents/{id}/drafts/commit: the drafts become the agreement's text, with a summary for its history. */
export function useCommitDrafts(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CommitDraftsResult, ApiError, CommitDraftsBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/documents/{id}/drafts/commit", {
        params: { path: { id: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => invalidateEditor(queryClient, api, documentId ?? ""),
  });
}

/** POST /documents/{id}/drafts/admin/unlock-erase: an admin frees the agreement (the lock and every draft go). */
export function useUnlockEraseDrafts(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: async () => {
      const { error } = await api.client.POST("/documents/{id}/drafts/admin/unlock-erase", {
        params: { path: { id: documentId ?? "" } },
        body: {},
      });
      if (error) throw error;
    },
    onSuccess: () => invalidateEditor(queryClient, api, documentId ?? ""),
  });
}
