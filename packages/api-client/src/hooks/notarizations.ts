import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { documentFilesQueryOptions } from "./agreement.ts";
import { standingQueryOptions } from "./standing.ts";

/** GET /documents/{id}/notarizations */
export type NotarizationsPage =
  ApiPaths["/documents/{id}/notarizations"]["get"]["responses"][200]["content"]["application/json"];
export type Notarization = NotarizationsPage["items"][number];
export type NotarizationAvailability = NotarizationsPage["availability"];

export function notarizationsQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/notarizations", {
    params: { path: { id: documentId }, query: { page: 1, pageSize: 10 } },
  });
}

/**
 * The agreement's notarizations (newest first) and whether one may start now, with the server's
 * reason when not. While a session is under way it is read again every few seconds (signers sign
 * elsewhere: the notary's page, the partner's device).
 */
export function useNotarizations(documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...notarizationsQueryOptions(api, documentId ?? ""),
    enabled: Boolean(documentId),
    refetchInterval: (query) => {
      const live = query.state.data?.items.find((item) => item.isLive);
      const finished = live?.externalStatus === "COMPLETED" || live?.externalStatus === "CANCELLED";
      return live && !live.notarizationCompletedAt && !finished ? 5_000 : false;
    },
  });
}

function invalidateNotarization(queryClient: QueryClient, api: ApiClient, userId: string, documentId: string) {
  for (const key of [
    notarizationsQueryOptions(api, documentId).queryKey,
    documentFilesQueryOptions(api, documentId).queryKey,
    standingQueryOptions(api, userId).queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** POST /documents/{id}/notarizations: starts the online session; answers it with the caller's signing link. */
/**
 * PUT /documents/{id}/notarizations/signer-location: the signer's own answer to their state's
 * question ("Will you be in California when you sign online?"), asked only where the availability's
 * `signerLocation` is not null; the availability is read again (it decides whether the online
 * session may start).
 */
export function useAnswerNotarySignerLocation(
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ role: string; inState: boolean; answeredAt: string }, ApiError, { inState: boolean }>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PUT("/documents/{id}/notarizations/signer-location", {
        params: { path: { id: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => invalidateNotarization(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

export function useStartNotarization(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Notarization, ApiError, { signEarly?: boolean } | void>({
    mutationFn: async (choices) => {
      const { data, error } = await api.client.POST("/documents/{id}/notarizations", {
        params: { path: { id: documentId ?? "" } },
        // `signEarly`: the couple chose to sign before the recommended days to consider the final text.
        body: choices?.signEarly ? { signEarly: true } : {},
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => invalidateNotarization(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

/**
 * POST /documents/{id}/notarizations/proof: the in-person notarized copy, sent as its bytes (the
 * server accepts PDFs only), with the date on the notary's certificate.
 */
export function useUploadNotarizationProof(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Notarization, ApiError, { file: Blob; signedOn: string }>({
    mutationFn: async ({ file, signedOn }) => {
      const { data, error } = await api.client.POST("/documents/{id}/notarizations/proof", {
        params: { path: { id: documentId ?? "" }, query: { signedOn } },
        body: file as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { "content-type": "application/pdf" },
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => invalidateNotarization(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

/** POST /notarizations/{id}/reset: the couple starts over (an unfinished session only). */
export function useResetNotarization(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (notarizationId) => {
      const { error } = await api.client.POST("/notarizations/{id}/reset", {
        params: { path: { id: notarizationId } },
        body: {},
      });
      if (error) throw error;
    },
    onSettled: () => invalidateNotarization(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

/** PATCH /notarizations/{id}/force-reset (admins). */
export function useForceResetNotarization(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (notarizationId) => {
      const { error } = await api.client.PATCH("/notarizations/{id}/force-reset", {
        params: { path: { id: notarizationId } },
        body: {},
      });
      if (error) throw error;
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: notarizationsQueryOptions(api, documentId ?? "").queryKey }),
  });
}

/** PATCH /documents/{id}/notarizations/{nid}: the date of signing, corrected by the couple's assigned attorney or an admin. */
export function useCorrectNotarizationSignedOn(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<Notarization, ApiError, { notarizationId: string; signedOn: string }>({
    mutationFn: async ({ notarizationId, signedOn }) => {
      const { data, error } = await api.client.PATCH("/documents/{id}/notarizations/{nid}", {
        params: { path: { id: documentId ?? "", nid: notarizationId } },
        body: { signedOn },
      });
      if (error) throw error;
      return data;
    },
    onSettled: () =>
      void queryClient.invalidateQueries({ queryKey: notarizationsQueryOptions(api, documentId ?? "").queryKey }),
  });
}
