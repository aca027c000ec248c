import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { DisclosureKind } from "@prenup/domain";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { type ApiError, noSessionError } from "../errors.ts";

/** The kinds a partner adds and edits (legacy joint properties are read and deleted only). */
export type EditableDisclosureKind = Exclude<DisclosureKind, "legacy-joint-properties">;

type ListPath<K extends DisclosureKind> = `/users/{id}/documents/{docId}/${K}`;
type EntryPath<K extends DisclosureKind> = `/users/{id}/documents/{docId}/${K}/{entryId}`;

/** One entry of a kind, as the API answers it. */
export type DisclosureEntry<K extends DisclosureKind = DisclosureKind> =
  ApiPaths[ListPath<K>]["get"]["responses"][200]["content"]["application/json"]["items"][number];
/** A page of a partner's entries of a kind. */
export type DisclosureEntryPage<K extends DisclosureKind = DisclosureKind> = ApiPaths[ListPath<K>]["get"]["responses"][200]["content"]["application/json"];
/** The body that creates an entry of a kind (the domain's create schema). */
export type DisclosureEntryBody<K extends EditableDisclosureKind = EditableDisclosureKind> =
  ApiPaths[ListPath<K>]["post"]["requestBody"]["content"]["application/json"];
/** GET /users/{id}/documents/{docId}/financial-summary */
export type FinancialSummary = ApiPaths["/users/{id}/documents/{docId}/financial-summary"]["get"]["responses"][200]["content"]["application/json"];
export type JointAnswer = ApiPaths["/users/{id}/documents/{docId}/assets/{entryId}/joint-confirmation"]["post"]["requestBody"]["content"]["application/json"];

/** The largest page the server gives; a partner's entries of one kind fit in it. */
const PAGE_SIZE = 200;

/** GET /users/{id}/documents/{docId}/{kind}: one partner's entries of a kind. */
export function disclosureEntriesQueryOptions(api: ApiClient, kind: DisclosureKind, ownerId: string, documentId: string) {
  return api.$api.queryOptions("get", `/users/{id}/documents/{docId}/${kind}` as ListPath<"assets">, {
    params: { path: { id: ownerId, docId: documentId }, query: { page: 1, pageSize: PAGE_SIZE } },
  });
}

/** A partner's entries of a kind (the caller's own, or the partner's read-only); waits for both ids. */
export function useDisclosureEntries<K extends DisclosureKind>(kind: K, ownerId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const query = useQuery({ ...disclosureEntriesQueryOptions(api, kind, ownerId ?? "", documentId ?? ""), enabled: Boolean(ownerId) && Boolean(documentId) });
  return query as unknown as Omit<typeof query, "data"> & { data: DisclosureEntryPage<K> | undefined };
}

export function financialSummaryQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/financial-summary", { params: { path: { id: userId, docId: documentId } } });
}

/** Both partners' totals in USD, income completeness and the joint entries awaiting confirmation. */
export function useFinancialSummary(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...financialSummaryQueryOptions(api, userId ?? "", documentId ?? ""), enabled: Boolean(userId) && Boolean(documentId) });
}

/** After a disclosure write: the kind's lists (both partners'), the summary, the outcome simulation and the standing (step 4, the gates). */
function afterDisclosureWrite(queryClient: QueryClient, kind: DisclosureKind) {
  for (const path of [`/users/{id}/documents/{docId}/${kind}`, "/users/{id}/documents/{docId}/financial-summary", "/users/{id}/documents/{docId}/outcome-simulation", "/users/{id}/standing"]) {
    void queryClient.invalidateQueries({ queryKey: ["get", path] });
  }
}

function need(value: string | null | undefined): string {
  if (!value) throw noSessionError();
  return value;
}

/** POST /users/{id}/documents/{docId}/{kind} */
export function useCreateDisclosureEntry<K extends EditableDisclosureKind>(kind: K, userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisclosureEntry<K>, ApiError, DisclosureEntryBody<K>>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST(`/users/{id}/documents/{docId}/${kind}` as ListPath<"assets">, {
        params: { path: { id: need(userId), docId: need(documentId) } },
        body: body as DisclosureEntryBody<"assets">,
      });
      if (error) throw error;
      return data as unknown as DisclosureEntry<K>;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/** PATCH /users/{id}/documents/{docId}/{kind}/{entryId} — the variables: the entry's id and the changed fields. */
export function useUpdateDisclosureEntry<K extends EditableDisclosureKind>(kind: K, userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisclosureEntry<K>, ApiError, { entryId: string; body: Partial<DisclosureEntryBody<K>> }>({
    mutationFn: async ({ entryId, body }) => {
      const { data, error } = await api.client.PATCH(`/users/{id}/documents/{docId}/${kind}/{entryId}` as EntryPath<"assets">, {
        params: { path: { id: need(userId), docId: need(documentId), entryId } },
        body: body as Partial<DisclosureEntryBody<"assets">>,
      });
      if (error) throw error;
      return data as unknown as DisclosureEntry<K>;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, kind),
  });
}

/** DELETE /users/{id}/documents/{docId}/{kind}/{entryId} — the variable is the entry's id. */
export function useDeleteDisclosureEntry(kind: DisclosureKind, userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: async (entryId) => {
      const { error } = await api.client.DELETE(`/users/{id}/documents/{docId}/${kind}/{entryId}` as EntryPath<"assets">, {
        params: { path: { id: need(userId), docId: need(documentId), entryId } },
      });
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
      const { data, error } = await api.client.POST("/users/{id}/documents/{docId}/assets/{entryId}/joint-confirmation", {
        params: { path: { id: ownerId, docId: need(documentId), entryId } },
        body: answer,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => afterDisclosureWrite(queryClient, "assets"),
  });
}

/** PUT /users/{id}/documents/{docId}/disclosure-declaration — the body and the answer. */
export type DisclosureDeclarationBody = ApiPaths["/users/{id}/documents/{docId}/disclosure-declaration"]["put"]["requestBody"]["content"]["application/json"];
export type DisclosureDeclaration = ApiPaths["/users/{id}/documents/{docId}/disclosure-declaration"]["put"]["responses"][200]["content"]["application/json"];

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
      for (const path of ["/users/{id}/documents/{docId}/financial-summary", "/users/{id}/standing"]) void queryClient.invalidateQueries({ queryKey: ["get", path] });
    },
  });
}
