import { getPathKey } from "../query-keys.ts";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { DisclosureKind } from "@prenup/domain";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { type ApiError, noSessionError } from "../errors.ts";
import { offlineWritesFor, useOfflineWrites, usePendingWrites } from "../offline/use-offline-writes.ts";
import { isDisclosureRequest, type OfflineRequest, withBodyFields } from "../offline/requests.ts";
import { newIdempotencyKey, type QueuedWrite } from "../offline/write-queue.ts";
import { useCallback, useMemo } from "react";

/** The kinds a partner adds and edits (legacy joint properties are read and deleted only). */
export type EditableDisclosureKind = Exclude<DisclosureKind, "legacy-joint-properties">;

type ListPath<K extends DisclosureKind> = `/users/{id}/documents/{docId}/${K}`;
type EntryPath<K extends DisclosureKind> = `/users/{id}/documents/{docId}/${K}/{entryId}`;

/** One entry of a kind, as the API answers it. */
export type DisclosureEntry<K extends DisclosureKind = DisclosureKind> =
  ApiPaths[ListPath<K>]["get"]["responses"][200]["content"]["application/json"]["items"][number];
/** A page of a partner's entries of a kind. */
export type DisclosureEntryPage<K extends DisclosureKind = DisclosureKind> =
  ApiPaths[ListPath<K>]["get"]["responses"][200]["content"]["application/json"];
/** The body that creates an entry of a kind (the domain's create schema). */
export type DisclosureEntryBody<K extends EditableDisclosureKind = EditableDisclosureKind> =
  ApiPaths[ListPath<K>]["post"]["requestBody"]["content"]["application/json"];
/** GET /users/{id}/documents/{docId}/financial-summary */
export type FinancialSummary =
  ApiPaths["/users/{id}/documents/{docId}/financial-summary"]["get"]["responses"][200]["content"]["application/json"];
export type JointAnswer =
  ApiPaths["/users/{id}/documents/{docId}/assets/{entryId}/joint-confirmation"]["post"]["requestBody"]["content"]["application/json"];

/** The largest page the server gives; a partner's entries of one kind fit in it. */
const PAGE_SIZE = 200;

/** GET /users/{id}/documents/{docId}/{kind}: one partner's entries of a kind. */
export function disclosureEntriesQueryOptions(
  api: ApiClient,
  kind: DisclosureKind,
  ownerId: string,
  documentId: string,
) {
  return api.$api.queryOptions("get", `/users/{id}/documents/{docId}/${kind}` as ListPath<"assets">, {
    params: { path: { id: ownerId, docId: documentId }, query: { page: 1, pageSize: PAGE_SIZE } },
  });
}

/** A partner's entries of a kind (the caller's own, or the partner's read-only); waits for both ids. */
export function useDisclosureEntries<K extends DisclosureKind>(
  kind: K,
  ownerId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const query = useQuery({
    ...disclosureEntriesQueryOptions(api, kind, ownerId ?? "", documentId ?? ""),
    enabled: Boolean(ownerId) && Boolean(documentId),
  });
  return query as unknown as Omit<typeof query, "data"> & { data: DisclosureEntryPage<K> | undefined };
}

export function financialSummaryQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/financial-summary", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** Both partners' totals in USD, income completeness and the joint entries awaiting confirmation. */
export function useFinancialSummary(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...financialSummaryQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId) && Boolean(documentId),
  });
}

/** After a disclosure write: the kind's lists (both partners'), the summary, the outcome simulation and the standing (step 4, the gates). */
function afterDisclosureWrite(queryClient: QueryClient, kind: DisclosureKind) {
  for (const path of [
    `/users/{id}/documents/{docId}/${kind}`,
    "/users/{id}/documents/{docId}/financial-summary",
    "/users/{id}/documents/{docId}/outcome-simulation",
    "/users/{id}/standing",
  ] as const) {
    void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
  }
}

function need(value: string | null | undefined): string {
  if (!value) throw noSessionError();
  return value;
}

/** A write kept on the device instead of an answer (offline, the server down, or the entry changed since). */
export type KeptDisclosureWrite = { kept: "queued" | "conflict"; write: QueuedWrite };

/** A kind's create or change as the typed client sends it (K's path with K's body). */
type DisclosureRequest<K extends EditableDisclosureKind> =
  | { method: "POST"; path: ListPath<K>; params: { path: { id: string; docId: string } }; body: DisclosureEntryBody<K> }
  | {
      method: "PATCH";
      path: EntryPath<K>;
      params: { path: { id: string; docId: string; entryId: string } };
      body: Partial<DisclosureEntryBody<K>> & { baseUpdatedAt?: string };
    };

/**
 * A kind's request as one of the writes kept on the device. Each kind's path goes with that kind's
 * body, but TypeScript cannot follow a generic kind into the union of the kinds' requests, so
 * this is the one place that says so.
 */
function disclosureRequest<K extends EditableDisclosureKind>(request: DisclosureRequest<K>): OfflineRequest {
  return request as OfflineRequest;
}

/** The line-of-writes target of an entry's changes (a new entry: its own key, there is no id yet). */
const entryTarget = (kind: DisclosureKind, entryId: string) => `${kind}:${entryId}`;
const NEW_ENTRY = "new:";

/**
 * POST /users/{id}/documents/{docId}/{kind}, with an Idempotency-Key: offline or with the server
 * down the new entry is kept on the device and created once when it goes out.
 */
export function useCreateDisclosureEntry<K extends EditableDisclosureKind>(
  kind: K,
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisclosureEntry<K> | KeptDisclosureWrite, ApiError, DisclosureEntryBody<K>>({
    networkMode: "always",
    mutationFn: async (body) => {
      const idempotencyKey = newIdempotencyKey();
      const outcome = await offlineWritesFor(api, queryClient, need(userId)).submit({
        userId: need(userId),
        target: entryTarget(kind, `${NEW_ENTRY}${idempotencyKey}`),
        idempotencyKey,
        ...disclosureRequest<K>({
          method: "POST",
          path: `/users/{id}/documents/{docId}/${kind}`,
          params: { path: { id: need(userId), docId: need(documentId) } },
          body,
        }),
      });
      if (outcome.kind === "sent") return outcome.data as DisclosureEntry<K>;
      return { kept: outcome.kind === "conflict" ? "conflict" : "queued", write: outcome.write };
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/**
 * PATCH /users/{id}/documents/{docId}/{kind}/{entryId} — the variables: the entry's id, the changed
 * fields and the entry's `updatedAt` the change was made on (an entry changed since is a conflict).
 * Offline or with the server down the change is kept on the device.
 */
export function useUpdateDisclosureEntry<K extends EditableDisclosureKind>(
  kind: K,
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<
    DisclosureEntry<K> | KeptDisclosureWrite,
    ApiError,
    { entryId: string; body: Partial<DisclosureEntryBody<K>>; baseUpdatedAt?: string }
  >({
    networkMode: "always",
    mutationFn: async ({ entryId, body, baseUpdatedAt }) => {
      const outcome = await offlineWritesFor(api, queryClient, need(userId)).submit({
        userId: need(userId),
        target: entryTarget(kind, entryId),
        ...disclosureRequest<K>({
          method: "PATCH",
          path: `/users/{id}/documents/{docId}/${kind}/{entryId}`,
          params: { path: { id: need(userId), docId: need(documentId), entryId } },
          body: { ...body, ...(baseUpdatedAt ? { baseUpdatedAt } : {}) },
        }),
      });
      if (outcome.kind === "sent") return outcome.data as DisclosureEntry<K>;
      return { kept: outcome.kind === "conflict" ? "conflict" : "queued", write: outcome.write };
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/** A kind's entry change kept on the device: a new entry (no id yet) or a change of one, and the conflict it met. */
export type KeptDisclosureEntry = {
  seq: number;
  /** null: a new entry. */
  entryId: string | null;
  body: Record<string, unknown>;
  conflict: { message: string; current: Record<string, unknown> | null } | null;
};

/**
 * One partner's entries of a kind kept on the device, oldest first: `keepMine` sends a change that
 * met another version again on that version, `takeSaved` drops the entry's kept changes.
 */
export function useKeptDisclosureEntries(kind: DisclosureKind, userId: string | null | undefined) {
  const writes = useOfflineWrites(userId);
  const pending = usePendingWrites(userId);
  const kept = useMemo(
    () =>
      pending
        .filter(isDisclosureRequest)
        .filter((write) => write.target.startsWith(`${kind}:`))
        .map((write): KeptDisclosureEntry => {
          const id = write.target.slice(kind.length + 1);
          // A change carries the version it was made on; the entry shows without it.
          const { baseUpdatedAt: _base, ...body }: Record<string, unknown> = write.body;
          return {
            seq: write.seq,
            entryId: id.startsWith(NEW_ENTRY) ? null : id,
            body,
            conflict: write.conflict
              ? {
                  message: write.conflict.message,
                  current: (write.conflict.current as Record<string, unknown> | null) ?? null,
                }
              : null,
          };
        }),
    [pending, kind],
  );
  const keepMine = useCallback(
    async (entry: KeptDisclosureEntry) => {
      const updatedAt = entry.conflict?.current?.["updatedAt"];
      await writes?.keepMine(entry.seq, (write) =>
        typeof updatedAt === "string" ? withBodyFields(write, { baseUpdatedAt: updatedAt }) : write,
      );
    },
    [writes],
  );
  const takeSaved = useCallback(
    async (entry: KeptDisclosureEntry) => {
      for (const other of kept.filter((candidate) => candidate.entryId !== null && candidate.entryId === entry.entryId))
        await writes?.discard(other.seq);
    },
    [writes, kept],
  );
  return { kept, keepMine, takeSaved };
}

/** DELETE /users/{id}/documents/{docId}/{kind}/{entryId} — the variable is the entry's id. */
export function useDeleteDisclosureEntry(
  kind: DisclosureKind,
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (entryId) => {
      const { error } = await api.client.DELETE(
        `/users/{id}/documents/{docId}/${kind}/{entryId}` as EntryPath<"assets">,
        {
          params: { path: { id: need(userId), docId: need(documentId), entryId } },
        },
      );
      if (error) throw error;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/** POST …/assets/{entryId}/joint-confirmation — confirm a joint entry's percentages or propose others. */
export function useAnswerJointEntry(documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisclosureEntry<"assets">, ApiError, { ownerId: string; entryId: string; answer: JointAnswer }>({
    mutationFn: async ({ ownerId, entryId, answer }) => {
      const { data, error } = await api.client.POST(
        "/users/{id}/documents/{docId}/assets/{entryId}/joint-confirmation",
        {
          params: { path: { id: ownerId, docId: need(documentId), entryId } },
          body: answer,
        },
      );
      if (error) throw error;
      return data;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, "assets"),
  });
}

/** PUT /users/{id}/documents/{docId}/disclosure-declaration — the body and the answer. */
export type DisclosureDeclarationBody =
  ApiPaths["/users/{id}/documents/{docId}/disclosure-declaration"]["put"]["requestBody"]["content"]["application/json"];
export type DisclosureDeclaration =
  ApiPaths["/users/{id}/documents/{docId}/disclosure-declaration"]["put"]["responses"][200]["content"]["application/json"];

/**
 * The partner declares their own disclosure complete, that they have nothing to disclose, or
 * withdraws the declaration (null); the summary and the standing follow.
 */
export function useDeclareDisclosure(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisclosureDeclaration, ApiError, DisclosureDeclarationBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PUT("/users/{id}/documents/{docId}/disclosure-declaration", {
        params: { path: { id: need(userId), docId: need(documentId) } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      for (const path of ["/users/{id}/documents/{docId}/financial-summary", "/users/{id}/standing"] as const)
        void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
    },
  });
}

export type DisclosureAcknowledgementResult =
  ApiPaths["/users/{id}/documents/{docId}/disclosure-acknowledgement"]["post"]["responses"][200]["content"]["application/json"];

/**
 * The signed-in partner acknowledges their partner's disclosure at the version they read; the
 * summary (its acknowledgement) and the standing follow.
 */
export function useAcknowledgeDisclosure(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisclosureAcknowledgementResult, ApiError, { version: number }>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/users/{id}/documents/{docId}/disclosure-acknowledgement", {
        params: { path: { id: need(userId), docId: need(documentId) } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSettled: () => {
      for (const path of ["/users/{id}/documents/{docId}/financial-summary", "/users/{id}/standing"] as const)
        void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
    },
  });
}

type EntryDocumentsPath<K extends EditableDisclosureKind> = `/users/{id}/documents/{docId}/${K}/{entryId}/documents`;
type EntryDocumentPath<K extends EditableDisclosureKind> =
  `/users/{id}/documents/{docId}/${K}/{entryId}/documents/{attachmentId}`;

/** A document behind an entry (a statement, a valuation, a pay slip), as the entry carries it. */
export type EntryDocument = DisclosureEntry["documents"][number];

/**
 * POST …/{kind}/{entryId}/documents: the owner attaches a PDF, PNG or JPEG, sent as its bytes (the
 * server reads its type and takes its SHA-256); the entries and the summary are read again.
 */
export function useAttachEntryDocument(
  kind: EditableDisclosureKind,
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<EntryDocument, ApiError, { entryId: string; file: File }>({
    mutationFn: async ({ entryId, file }) => {
      const { data, error } = await api.client.POST(
        `/users/{id}/documents/{docId}/${kind}/{entryId}/documents` as EntryDocumentsPath<"assets">,
        {
          params: { path: { id: need(userId), docId: need(documentId), entryId }, query: { name: file.name } },
          body: file as never,
          bodySerializer: (body: unknown) => body as BodyInit,
          headers: { "content-type": "application/octet-stream" },
        },
      );
      if (error) throw error;
      return data as EntryDocument;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/** DELETE …/{kind}/{entryId}/documents/{attachmentId}: the owner removes a document from the entry. */
export function useDetachEntryDocument(
  kind: EditableDisclosureKind,
  userId: string | null | undefined,
  documentId: string | null | undefined,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, { entryId: string; attachmentId: string }>({
    mutationFn: async ({ entryId, attachmentId }) => {
      const { error } = await api.client.DELETE(
        `/users/{id}/documents/{docId}/${kind}/{entryId}/documents/{attachmentId}` as EntryDocumentPath<"assets">,
        { params: { path: { id: need(userId), docId: need(documentId), entryId, attachmentId } } },
      );
      if (error) throw error;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/** The bytes of a document behind an entry (for the entry's readers: the partners, their attorneys, admins). */
export async function fetchEntryDocument(
  api: ApiClient,
  kind: EditableDisclosureKind,
  input: { ownerId: string; documentId: string; entryId: string; attachmentId: string },
): Promise<ArrayBuffer> {
  const { data, error } = await api.client.GET(
    `/users/{id}/documents/{docId}/${kind}/{entryId}/documents/{attachmentId}` as EntryDocumentPath<"assets">,
    {
      params: {
        path: { id: input.ownerId, docId: input.documentId, entryId: input.entryId, attachmentId: input.attachmentId },
      },
      parseAs: "arrayBuffer",
    },
  );
  if (error) throw error;
  return data as unknown as ArrayBuffer;
}
