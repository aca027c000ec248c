import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { namedDownload } from "./agreement.ts";

type EligibilityPath = ApiPaths["/users/{id}/documents/{docId}/change-eligibility"]["get"];
/** GET /users/{id}/documents/{docId}/change-eligibility: what the couple's state allows after the signing. */
export type ChangeEligibility = EligibilityPath["responses"][200]["content"]["application/json"];
/** What the couple asks about: the kind of change, where they live now, when they moved there. */
export type ChangeEligibilityQuery = EligibilityPath["parameters"]["query"];

export function changeEligibilityQueryOptions(
  api: ApiClient,
  userId: string,
  documentId: string,
  query: ChangeEligibilityQuery,
) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/change-eligibility", {
    params: { path: { id: userId, docId: documentId }, query },
  });
}

/**
 * Whether the couple may amend or revoke their signed agreement (or make one during the marriage)
 * in the state they live in now, and what it requires. A changed question keeps the previous
 * answer on screen until the new one arrives. Waits for both ids.
 */
export function useChangeEligibility(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  query: ChangeEligibilityQuery,
) {
  const api = useApiClient();
  return useQuery({
    ...changeEligibilityQueryOptions(api, userId ?? "", documentId ?? "", query),
    enabled: Boolean(userId) && Boolean(documentId),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

type DraftsPath = ApiPaths["/users/{id}/documents/{docId}/changes"];
/** GET /users/{id}/documents/{docId}/changes: the document's draft and signed amendments and revocations, newest first. */
export type ChangeDrafts = DraftsPath["get"]["responses"][200]["content"]["application/json"];
export type ChangeDraft = ChangeDrafts["items"][number];
/** POST /users/{id}/documents/{docId}/changes: the kind, the state the couple lives in now, an amendment's changes. */
export type NewChangeDraft = DraftsPath["post"]["requestBody"]["content"]["application/json"];

export function changeDraftsQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/changes", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** The couple's draft and signed amendments and revocations of their agreement. Waits for both ids. */
export function useChangeDrafts(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...changeDraftsQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId) && Boolean(documentId),
  });
}

/**
 * POST …/changes: a partner starts the couple's draft amendment or revocation (409 when the state's
 * law does not allow it now or a draft already exists); the list is read again after it.
 */
export function useCreateChangeDraft(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ChangeDraft, ApiError, NewChangeDraft>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/users/{id}/documents/{docId}/changes", {
        params: { path: { id: userId ?? "", docId: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: changeDraftsQueryOptions(api, userId ?? "", documentId ?? "").queryKey,
      }),
  });
}

type DetailPath = ApiPaths["/users/{id}/documents/{docId}/changes/{changeId}"];
/** GET …/changes/{changeId}: a change with its text as it would be signed today and an amendment's redline. */
export type ChangeDraftDetail = DetailPath["get"]["responses"][200]["content"]["application/json"];
/** PATCH …/changes/{changeId}: an amendment's changes, replacing the stored ones. */
/** PATCH …/changes/{changeId}: the amendment's whole list of changes, and its answers about what it does where sent. */
export type ChangeDraftUpdate = DetailPath["patch"]["requestBody"]["content"]["application/json"];
export type ChangeDraftChanges = ChangeDraftUpdate["changes"];

export function changeDraftQueryOptions(api: ApiClient, userId: string, documentId: string, changeId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/changes/{changeId}", {
    params: { path: { id: userId, docId: documentId, changeId } },
  });
}

/** One amendment or revocation with its text and redline. Waits for the three ids. */
export function useChangeDraft(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  changeId: string | null | undefined,
) {
  const api = useApiClient();
  return useQuery({
    ...changeDraftQueryOptions(api, userId ?? "", documentId ?? "", changeId ?? ""),
    enabled: Boolean(userId) && Boolean(documentId) && Boolean(changeId),
    placeholderData: keepPreviousData,
  });
}

type ClausesPath = ApiPaths["/users/{id}/documents/{docId}/signed-clauses"]["get"];
/** GET …/signed-clauses: the signed agreement's clauses an amendment can name, with their signed text. */
export type SignedClauses = ClausesPath["responses"][200]["content"]["application/json"];
export type SignedClause = SignedClauses["items"][number];

/** The signed agreement's clauses by label (it never changes once signed). Waits for both ids. */
export function useSignedClauses(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/documents/{docId}/signed-clauses", {
      params: { path: { id: userId ?? "", docId: documentId ?? "" } },
    }),
    enabled: Boolean(userId) && Boolean(documentId),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** After a draft is saved or deleted: the list and that draft are read again. */
function refreshDrafts(
  queryClient: ReturnType<typeof useQueryClient>,
  api: ApiClient,
  ids: { userId: string; documentId: string; changeId: string },
) {
  return Promise.all([
    queryClient.invalidateQueries({
      queryKey: changeDraftsQueryOptions(api, ids.userId, ids.documentId).queryKey,
    }),
    queryClient.invalidateQueries({
      queryKey: changeDraftQueryOptions(api, ids.userId, ids.documentId, ids.changeId).queryKey,
    }),
  ]);
}

/** PATCH …/changes/{changeId}: the couple's draft amendment's changes replaced (409 once it is no longer a draft). */
export function useUpdateChangeDraft(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  changeId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const ids = { userId: userId ?? "", documentId: documentId ?? "", changeId: changeId ?? "" };
  return useMutation<ChangeDraft, ApiError, ChangeDraftUpdate>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/users/{id}/documents/{docId}/changes/{changeId}", {
        params: { path: { id: ids.userId, docId: ids.documentId, changeId: ids.changeId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => refreshDrafts(queryClient, api, ids),
  });
}

/**
 * POST …/changes/{changeId}/approval/grant or /rescind: the signed-in attorney approves the draft change
 * as it reads now for their client, or withdraws that approval; the lists and the change are read again.
 */
export function useChangeApproval(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ChangeDraft, ApiError, { changeId: string; action: "grant" | "rescind" }>({
    mutationFn: async ({ changeId, action }) => {
      const path = { id: userId ?? "", docId: documentId ?? "", changeId };
      const { data, error } =
        action === "grant"
          ? await api.client.POST("/users/{id}/documents/{docId}/changes/{changeId}/approval/grant", {
              params: { path },
            })
          : await api.client.POST("/users/{id}/documents/{docId}/changes/{changeId}/approval/rescind", {
              params: { path },
            });
      if (error) throw error;
      return data;
    },
    onSettled: (_data, _error, { changeId }) =>
      refreshDrafts(queryClient, api, { userId: userId ?? "", documentId: documentId ?? "", changeId }),
  });
}

/** DELETE …/changes/{changeId}: the couple's draft deleted, so another may be started. */
export function useDeleteChangeDraft(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (changeId) => {
      const { error } = await api.client.DELETE("/users/{id}/documents/{docId}/changes/{changeId}", {
        params: { path: { id: userId ?? "", docId: documentId ?? "", changeId } },
      });
      if (error) throw error;
    },
    onSettled: (_data, _error, changeId) =>
      refreshDrafts(queryClient, api, { userId: userId ?? "", documentId: documentId ?? "", changeId }),
  });
}

type ReadingCopyPath = ApiPaths["/users/{id}/documents/{docId}/reading-copy"]["get"];
/** GET …/reading-copy: the agreement with its signed amendments applied (not itself signed). */
export type ReadingCopy = ReadingCopyPath["responses"][200]["content"]["application/json"];

export function readingCopyQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/reading-copy", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** The agreement as it reads now: the signed original with the amendments both spouses have signed. Waits for both ids. */
export function useReadingCopy(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...readingCopyQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId) && Boolean(documentId),
  });
}

/** What a spouse records of their signing: the notarized PDF, the certificate's day, the witnesses, their attorney. */
export type ChangeSigningInput = {
  changeId: string;
  file: Blob;
  signedOn: string;
  witnesses: string[];
  counsel?: string;
};

/**
 * POST …/changes/{changeId}/signatures: the caller's own signing of a draft amendment or revocation
 * before a notary, sent as the PDF's bytes. Afterwards the list, the change, the reading copy and
 * the clauses in effect are read again (the second signing puts the change in effect).
 */
export function useSignChange(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<ChangeDraft, ApiError, ChangeSigningInput>({
    mutationFn: async ({ changeId, file, signedOn, witnesses, counsel }) => {
      const { data, error } = await api.client.POST("/users/{id}/documents/{docId}/changes/{changeId}/signatures", {
        params: {
          path: { id: userId ?? "", docId: documentId ?? "", changeId },
          query: { signedOn, witness: witnesses, ...(counsel ? { counsel } : {}) },
        },
        body: file as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { "content-type": "application/pdf" },
      });
      if (error) throw error;
      return data;
    },
    onSettled: (_data, _error, { changeId }) => {
      const ids = { userId: userId ?? "", documentId: documentId ?? "", changeId };
      return Promise.all([
        refreshDrafts(queryClient, api, ids),
        queryClient.invalidateQueries({ queryKey: readingCopyQueryOptions(api, ids.userId, ids.documentId).queryKey }),
        queryClient.invalidateQueries({
          queryKey: api.$api.queryOptions("get", "/users/{id}/documents/{docId}/signed-clauses", {
            params: { path: { id: ids.userId, docId: ids.documentId } },
          }).queryKey,
        }),
      ]);
    },
  });
}

/** GET …/changes/{changeId}/signatures/{respondent}/file: the notarized copy a spouse recorded with their signing, and its name. */
export async function fetchChangeSignedCopy(
  api: ApiClient,
  ids: { userId: string; documentId: string; changeId: string; respondent: "A" | "B" },
): Promise<{ bytes: ArrayBuffer; fileName: string | null }> {
  return namedDownload(
    await api.client.GET("/users/{id}/documents/{docId}/changes/{changeId}/signatures/{respondent}/file", {
      params: { path: { id: ids.userId, docId: ids.documentId, changeId: ids.changeId, respondent: ids.respondent } },
      parseAs: "arrayBuffer",
    }),
  );
}

/** GET …/reading-copy/pdf: the reading copy as a PDF to print or share (not itself signed), and its name. */
export async function fetchReadingCopyPdf(
  api: ApiClient,
  ids: { userId: string; documentId: string },
): Promise<{ bytes: ArrayBuffer; fileName: string | null }> {
  return namedDownload(
    await api.client.GET("/users/{id}/documents/{docId}/reading-copy/pdf", {
      params: { path: { id: ids.userId, docId: ids.documentId } },
      parseAs: "arrayBuffer",
    }),
  );
}

/**
 * GET …/changes/{changeId}/document/{format}: the amendment or revocation as the couple signs it — a
 * PDF to print and take to the notary, or a Word file for an attorney — and its name.
 */
export async function fetchChangeDocument(
  api: ApiClient,
  ids: { userId: string; documentId: string; changeId: string; format: "pdf" | "docx" },
): Promise<{ bytes: ArrayBuffer; fileName: string | null }> {
  return namedDownload(
    await api.client.GET("/users/{id}/documents/{docId}/changes/{changeId}/document/{format}", {
      params: { path: { id: ids.userId, docId: ids.documentId, changeId: ids.changeId, format: ids.format } },
      parseAs: "arrayBuffer",
    }),
  );
}
