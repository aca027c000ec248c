import { getPathKey } from "../query-keys.ts";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { documentQueryOptions, userDocumentsQueryOptions, type UserDocument } from "./documents.ts";
import { standingQueryOptions } from "./standing.ts";

/** GET /documents/{id}/regeneration-status */
export type RegenerationStatus =
  ApiPaths["/documents/{id}/regeneration-status"]["get"]["responses"][200]["content"]["application/json"];
/** GET /documents/{id}/history */
export type AgreementHistory =
  ApiPaths["/documents/{id}/history"]["get"]["responses"][200]["content"]["application/json"];
export type AgreementCommit = AgreementHistory["commits"]["items"][number];
export type RecordEntry = AgreementHistory["record"]["entries"][number];
/** GET /documents/{id}/history/{commitAt} */
export type AgreementSnapshot =
  ApiPaths["/documents/{id}/history/{commitAt}"]["get"]["responses"][200]["content"]["application/json"];
export type AgreementSection = AgreementSnapshot["sections"][number];
export type AgreementClause = AgreementSection["clauses"][number];
/** A clause explained for the couple beside their state's default (null for boilerplate). */
export type ClauseExplanation = NonNullable<AgreementClause["explanation"]>;
/** GET /documents/{id}/files */
export type DocumentFilesPage =
  ApiPaths["/documents/{id}/files"]["get"]["responses"][200]["content"]["application/json"];
export type GenerateResult =
  ApiPaths["/documents/{id}/generate"]["post"]["responses"][201]["content"]["application/json"];
export type DocumentChange = NonNullable<
  ApiPaths["/documents/{id}"]["patch"]["requestBody"]
>["content"]["application/json"];

export function regenerationStatusQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/regeneration-status", { params: { path: { id: documentId } } });
}

/** Whether the agreement must be generated again, and who changed what; waits until the document is known. */
export function useRegenerationStatus(documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...regenerationStatusQueryOptions(api, documentId ?? ""), enabled: Boolean(documentId) });
}

export function agreementHistoryQueryOptions(api: ApiClient, documentId: string, page = 1) {
  return api.$api.queryOptions("get", "/documents/{id}/history", {
    params: { path: { id: documentId }, query: { page, pageSize: 20 } },
  });
}

/** The agreement's versions (newest first) and its enforceability record. */
export function useAgreementHistory(documentId: string | null | undefined, page = 1) {
  const api = useApiClient();
  return useQuery({ ...agreementHistoryQueryOptions(api, documentId ?? "", page), enabled: Boolean(documentId) });
}

export function agreementSnapshotQueryOptions(api: ApiClient, documentId: string, commitAt: string) {
  return api.$api.queryOptions("get", "/documents/{id}/history/{commitAt}", {
    params: { path: { id: documentId, commitAt } },
  });
}

/** The agreement as it stood at one version (sections, clauses, plain-language explanations). A version never changes. */
export function useAgreementSnapshot(documentId: string | null | undefined, commitAt: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...agreementSnapshotQueryOptions(api, documentId ?? "", commitAt ?? ""),
    enabled: Boolean(documentId && commitAt),
    staleTime: Infinity,
  });
}

export function documentFilesQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/files", {
    params: { path: { id: documentId }, query: { page: 1, pageSize: 50 } },
  });
}

export function useDocumentFiles(documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...documentFilesQueryOptions(api, documentId ?? ""), enabled: Boolean(documentId) });
}

export type DocumentFile = DocumentFilesPage["items"][number];
export type DocumentUploadKind = "upload" | "signed-agreement";

/** POST /documents/{id}/files: a PDF, PNG or JPEG as raw bytes (the server reads its type); the file list is read again. */
export function useUploadDocumentFile(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DocumentFile, ApiError, { file: File; kind: DocumentUploadKind }>({
    mutationFn: async ({ file, kind }) => {
      const { data, error } = await api.client.POST("/documents/{id}/files", {
        params: { path: { id: documentId ?? "" }, query: { name: file.name, kind } },
        body: file as never,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { "content-type": "application/octet-stream" },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: documentFilesQueryOptions(api, documentId ?? "").queryKey }),
  });
}

/** DELETE /documents/{id}/files/{fileId}: an upload of the caller's (generated files are never deleted). */
export function useDeleteDocumentFile(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (fileId) => {
      const { error } = await api.client.DELETE("/documents/{id}/files/{fileId}", {
        params: { path: { id: documentId ?? "", fileId } },
      });
      if (error) throw error;
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: documentFilesQueryOptions(api, documentId ?? "").queryKey }),
  });
}

/** After a generation, a review or a regenerate confirmation: what the screens read again. */
function invalidateAgreement(queryClient: QueryClient, api: ApiClient, userId: string, documentId: string) {
  for (const key of [
    regenerationStatusQueryOptions(api, documentId).queryKey,
    ["get", "/documents/{id}/history"],
    documentFilesQueryOptions(api, documentId).queryKey,
    documentQueryOptions(api, documentId).queryKey,
    userDocumentsQueryOptions(api, userId).queryKey,
    standingQueryOptions(api, userId).queryKey,
    ["get", "/users/{id}/questionnaire-sections"],
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** POST /documents/{id}/generate. */
export function useGenerateAgreement(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<GenerateResult, ApiError, void>({
    mutationFn: async () => {
      const { data, error } = await api.client.POST("/documents/{id}/generate", {
        params: { path: { id: documentId ?? "" } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => invalidateAgreement(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

/**
 * PATCH /documents/{id} for the agreement's lifecycle: `{ reviewedAt: now }` marks it reviewed,
 * `{ reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null }` confirms Regenerate.
 */
export function useAgreementChange(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserDocument, ApiError, DocumentChange>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/documents/{id}", {
        params: { path: { id: documentId ?? "" } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => invalidateAgreement(queryClient, api, userId ?? "", documentId ?? ""),
  });
}

/** The bytes of one of the document's files (a partner's first download of the generated PDF is recorded as presented). */
export async function fetchDocumentFile(api: ApiClient, documentId: string, fileId: string): Promise<ArrayBuffer> {
  const { data, error } = await api.client.GET("/documents/{id}/files/{fileId}", {
    params: { path: { id: documentId, fileId }, query: { inline: "true" } },
    parseAs: "arrayBuffer",
  });
  if (error) throw binaryRequestError(error);
  return data as unknown as ArrayBuffer;
}

/**
 * A refused request read as bytes: openapi-fetch hands its body over as bytes or text, so the body is
 * read as JSON again (the `{ error, code }` that `apiErrorMessage` words); a body that is no JSON
 * is kept as it came.
 */
export function binaryRequestError(error: unknown): unknown {
  const asJson = (body: unknown): unknown => {
    const text =
      typeof body === "string"
        ? body
        : body instanceof ArrayBuffer || ArrayBuffer.isView(body)
          ? new TextDecoder().decode(body)
          : null;
    if (text === null) return body;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return body;
    }
  };
  if (typeof error === "object" && error !== null && "status" in error && "data" in error)
    return { ...error, data: asJson(error.data) };
  return asJson(error);
}

/**
 * The file name a `Content-Disposition` header gives (`filename*=UTF-8''…` first, else
 * `filename="…"`); null without one.
 */
export function attachmentFileName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding falls back to the plain name.
    }
  }
  return /filename="([^"]*)"/i.exec(header)?.[1] ?? null;
}

/**
 * A download read as bytes, with the file name its `Content-Disposition` gives; a refusal is thrown
 * as `binaryRequestError` reads it.
 */
export function namedDownload(result: { data?: unknown; error?: unknown; response: Response }): {
  bytes: ArrayBuffer;
  fileName: string | null;
} {
  if (result.error !== undefined) throw binaryRequestError(result.error);
  return {
    bytes: result.data as ArrayBuffer,
    fileName: attachmentFileName(result.response.headers.get("content-disposition")),
  };
}

/** GET /documents/{id}/evidence-dossier: the agreement's evidence dossier, a PDF built on request, and the name the server gives it. */
export async function fetchEvidenceDossier(
  api: ApiClient,
  documentId: string,
): Promise<{ bytes: ArrayBuffer; fileName: string | null }> {
  return namedDownload(
    await api.client.GET("/documents/{id}/evidence-dossier", {
      params: { path: { id: documentId } },
      parseAs: "arrayBuffer",
    }),
  );
}

/** Reads a file's bytes as a query (the review page's PDF); a file never changes, so it is cached for good. */
export function useDocumentFileBytes(documentId: string | null | undefined, fileId: string | null | undefined) {
  const api = useApiClient();
  return useQuery<ArrayBuffer, ApiError>({
    queryKey: ["file", documentId, fileId],
    queryFn: () => fetchDocumentFile(api, documentId ?? "", fileId ?? ""),
    enabled: Boolean(documentId && fileId),
    staleTime: Infinity,
  });
}

/**
 * POST /documents/{id}/approval/grant or /rescind: the assigned attorney approves the agreement for
 * their client, or withdraws the approval; the server refuses (409) with its message when it may not.
 */
export function useAgreementApproval(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserDocument, ApiError, "grant" | "rescind">({
    mutationFn: async (action) => {
      const path = action === "grant" ? "/documents/{id}/approval/grant" : "/documents/{id}/approval/rescind";
      const { data, error } = await api.client.POST(path, { params: { path: { id: documentId ?? "" } } });
      if (error) throw error;
      return data;
    },
    onSuccess: (document) => {
      queryClient.setQueryData(documentQueryOptions(api, document.id).queryKey, document);
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/attorneys/{aid}/clients/{clientId}") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/attorneys/{aid}/clients") });
    },
  });
}
