import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { notarizationsQueryOptions } from "./notarizations.ts";
import { standingQueryOptions } from "./standing.ts";

/** GET /users/{id}/documents/{docId}/counsel-certifications */
export type CounselCertifications =
  ApiPaths["/users/{id}/documents/{docId}/counsel-certifications"]["get"]["responses"][200]["content"]["application/json"];
export type CounselCertification = CounselCertifications["items"][number];
/** The attorney's details the upload records with the signed file. */
export type CounselCertificationDetails = Omit<
  NonNullable<ApiPaths["/users/{id}/documents/{docId}/counsel-certifications"]["post"]["parameters"]["query"]>,
  "name"
>;

export function counselCertificationsQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/counsel-certifications", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** The partners' own attorneys on record, with the certifications they signed. */
export function useCounselCertifications(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...counselCertificationsQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId && documentId),
  });
}

function invalidateCounsel(queryClient: QueryClient, api: ApiClient, userId: string, documentId: string) {
  for (const key of [
    counselCertificationsQueryOptions(api, userId, documentId).queryKey,
    notarizationsQueryOptions(api, documentId).queryKey,
    standingQueryOptions(api, userId).queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/**
 * POST …/counsel-certifications: the partner puts their own attorney on record with the signed
 * certification, sent as its bytes (a PDF), the attorney's details in the query.
 */
export function useRecordCounselCertification(
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CounselCertification, ApiError, { file: File; details: CounselCertificationDetails }>({
    mutationFn: async ({ file, details }) => {
      const { data, error } = await api.client.POST("/users/{id}/documents/{docId}/counsel-certifications", {
        params: { path: { id: userId ?? "", docId: documentId ?? "" }, query: { ...details, name: file.name } },
        body: file as never,
        bodySerializer: (body: unknown) => body as Blob,
        headers: { "content-type": "application/pdf" },
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => invalidateCounsel(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

/** DELETE …/counsel-certifications/{certificationId}: the partner withdraws their attorney's certification. */
export function useWithdrawCounselCertification(
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (certificationId) => {
      const { error } = await api.client.DELETE(
        "/users/{id}/documents/{docId}/counsel-certifications/{certificationId}",
        { params: { path: { id: userId ?? "", docId: documentId ?? "", certificationId } } },
      );
      if (error) throw error;
    },
    onSettled: () => invalidateCounsel(queryClient, api, userId ?? "", documentId ?? ""),
  });
}
