import { getPathKey } from "../query-keys.ts";
/** Admin portal hooks: users, a user's audit trail, actions on a user, review moderation. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import type { components } from "../schema.d.ts";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

export type AdminUserRow = components["schemas"]["AdminUserRow"];
export type AdminUsersQuery = NonNullable<ApiPaths["/admin/users"]["get"]["parameters"]["query"]>;
export type AdminUsersPage = Json<ApiPaths["/admin/users"]["get"]["responses"][200]>;
export type AdminUserDetail = Json<ApiPaths["/admin/users/{id}"]["get"]["responses"][200]>;
export type AdminUserUpdate = Json<ApiPaths["/admin/users/{id}"]["patch"]["requestBody"]>;
export type AuditEntry = components["schemas"]["AuditEntry"];
export type AuditPage = Json<ApiPaths["/admin/users/{id}/audit-log"]["get"]["responses"][200]>;
export type AdminReviewsQuery = NonNullable<ApiPaths["/admin/attorney-reviews"]["get"]["parameters"]["query"]>;
export type AdminReviewsPage = Json<ApiPaths["/admin/attorney-reviews"]["get"]["responses"][200]>;
export type AdminReview = AdminReviewsPage["items"][number];
export type ReviewStatusValue = AdminReview["status"];

function compactQuery<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as T;
}

export const adminUsersKey = ["get", "/admin/users"] as const;
export const adminUserKey = ["get", "/admin/users/{id}"] as const;
export const adminAuditKey = ["get", "/admin/users/{id}/audit-log"] as const;
export const adminReviewsKey = ["get", "/admin/attorney-reviews"] as const;

export function adminUsersQueryOptions(api: ApiClient, query: AdminUsersQuery = {}) {
  return api.$api.queryOptions("get", "/admin/users", { params: { query: compactQuery(query) } });
}

/** One page of users (search, filters, sort and page in the key); the last page stays while the next loads. */
export function useAdminUsers(query: AdminUsersQuery = {}) {
  const api = useApiClient();
  return useQuery({ ...adminUsersQueryOptions(api, query), placeholderData: keepPreviousData });
}

export function adminUserQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/admin/users/{id}", { params: { path: { id: userId } } });
}

export function useAdminUser(userId: string) {
  const api = useApiClient();
  return useQuery(adminUserQueryOptions(api, userId));
}

export function adminAuditQueryOptions(
  api: ApiClient,
  userId: string,
  query: { page?: number; pageSize?: number } = {},
) {
  return api.$api.queryOptions("get", "/admin/users/{id}/audit-log", {
    params: { path: { id: userId }, query: compactQuery(query) },
  });
}

/** A user's audit trail, newest first. */
export function useAdminAuditTrail(userId: string, query: { page?: number; pageSize?: number } = {}) {
  const api = useApiClient();
  return useQuery({ ...adminAuditQueryOptions(api, userId, query), placeholderData: keepPreviousData });
}

/** After any action on a user: the user, their trail and the user lists are read again. */
function useRefreshUser() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [adminUsersKey, adminUserKey, adminAuditKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

export function useAdminUpdateUser(userId: string) {
  const api = useApiClient();
  const refresh = useRefreshUser();
  return useMutation<AdminUserDetail, ApiError, AdminUserUpdate>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/admin/users/{id}", { params: { path: { id: userId } }, body });
      if (error) throw error;
      return data;
    },
    onSuccess: refresh,
  });
}

type UserAction = "mark-paid" | "unsubscribe" | "send-password-reset-email";

/** The one-click actions on a user (each confirmed on screen first). */
export function useAdminUserAction(userId: string, action: UserAction) {
  const api = useApiClient();
  const refresh = useRefreshUser();
  return useMutation<unknown, ApiError, void>({
    mutationFn: async () => {
      const params = { params: { path: { id: userId } } };
      const { data, error } =
        action === "mark-paid"
          ? await api.client.POST("/admin/users/{id}/mark-paid", params)
          : action === "unsubscribe"
            ? await api.client.POST("/admin/users/{id}/unsubscribe", params)
            : await api.client.POST("/admin/users/{id}/send-password-reset-email", params);
      if (error) throw error;
      return data;
    },
    onSuccess: refresh,
  });
}

export function useAdminDeleteUser(userId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, void>({
    mutationFn: async () => {
      const { error } = await api.client.DELETE("/admin/users/{id}", { params: { path: { id: userId } } });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}

export function adminReviewsQueryOptions(api: ApiClient, query: AdminReviewsQuery = {}) {
  return api.$api.queryOptions("get", "/admin/attorney-reviews", { params: { query: compactQuery(query) } });
}

/** The review moderation queue (pending first). */
export function useAdminReviews(query: AdminReviewsQuery = {}) {
  const api = useApiClient();
  return useQuery({ ...adminReviewsQueryOptions(api, query), placeholderData: keepPreviousData });
}

/** PATCH /admin/attorney-reviews/{id}; every queue page is read again (the average changed). */
export function useAdminSetReviewStatus() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AdminReview, ApiError, { reviewId: string; status: ReviewStatusValue }>({
    mutationFn: async ({ reviewId, status }) => {
      const { data, error } = await api.client.PATCH("/admin/attorney-reviews/{id}", {
        params: { path: { id: reviewId } },
        body: { status },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewsKey }),
  });
}

// ——— States, terms and template states (admin edits) ———

export type AdminState = Json<ApiPaths["/states/admin"]["get"]["responses"][200]>[number];
export type StateEdit = Json<ApiPaths["/states/{id}"]["patch"]["requestBody"]>;
export type DocumentTemplateState = Json<
  ApiPaths["/templates/document-template-states/{id}"]["get"]["responses"][200]
>[number];
export type TemplateStateEdit = Json<
  ApiPaths["/states/{stateId}/document-template-states/{templateId}"]["patch"]["requestBody"]
>;

export const adminStatesKey = ["get", "/states/admin"] as const;

/** GET /states/admin: every state, inactive ones included. */
export function useAdminStates() {
  const api = useApiClient();
  return useQuery(api.$api.queryOptions("get", "/states/admin"));
}

/** GET /templates/document-templates (first page): the agreement templates a state's settings belong to. */
export function useDocumentTemplates() {
  const api = useApiClient();
  return useQuery(
    api.$api.queryOptions("get", "/templates/document-templates", { params: { query: { page: 1, pageSize: 50 } } }),
  );
}

/** A template's settings for one state. */
export function useTemplateStates(templateId: string | undefined, stateId: string) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/templates/document-template-states/{id}", {
      params: { path: { id: templateId ?? "" }, query: { stateId } },
    }),
    enabled: Boolean(templateId),
  });
}

export function useUpdateState(stateId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AdminState, ApiError, StateEdit>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/states/{id}", { params: { path: { id: stateId } }, body });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminStatesKey }),
        queryClient.invalidateQueries({ queryKey: getPathKey("/states") }),
      ]),
  });
}

export function useUpdateTerm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { key: string; stateId: string; documentTemplateId: string; value: string }>({
    mutationFn: async ({ value, ...path }) => {
      const { data, error } = await api.client.PATCH("/terms/{key}/{stateId}/{documentTemplateId}", {
        params: { path },
        body: { value },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPathKey("/terms") }),
  });
}

export function useUpdateTemplateState(stateId: string, templateId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DocumentTemplateState, ApiError, TemplateStateEdit>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/states/{stateId}/document-template-states/{templateId}", {
        params: { path: { stateId, templateId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getPathKey("/templates/document-template-states/{id}") }),
  });
}

// ——— Duplicate agreements ———

export type DuplicateDocuments = Json<ApiPaths["/admin/users/{id}/duplicate-documents"]["get"]["responses"][200]>;

/** The user's active agreements (asked only when the user has more than one). */
export function useAdminDuplicateDocuments(userId: string, enabled: boolean) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/users/{id}/duplicate-documents", { params: { path: { id: userId } } }),
    enabled,
  });
}

/** Keeps one agreement and deactivates the others; the user, the lists and the trail are read again. */
export function useAdminResolveDuplicates(userId: string) {
  const api = useApiClient();
  const refresh = useRefreshUser();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { keepDocumentId: string }>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/admin/users/{id}/resolve-duplicate-documents", {
        params: { path: { id: userId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: getPathKey("/admin/users/{id}/duplicate-documents") }),
      ]),
  });
}

// ——— Attorney appointments ———

export type AdminEventsQuery = NonNullable<ApiPaths["/admin/events"]["get"]["parameters"]["query"]>;
export type AdminEvent = Json<ApiPaths["/admin/events"]["get"]["responses"][200]>["items"][number];

/** GET /admin/events: calls by attorney, customer, status and start range (the previous page stays while the next loads). */
export function useAdminEvents(query: AdminEventsQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/events", { params: { query: compactQuery(query) } }),
    placeholderData: keepPreviousData,
  });
}

// ——— The user page: attorney restrictions, the questionnaire (read-only), notices to a call's attorney ———

export type AdminAttorneyRestrictions = Json<
  ApiPaths["/admin/users/{id}/attorney-restrictions"]["get"]["responses"][200]
>;
export type AdminNotifyAttorneyResult = Json<
  ApiPaths["/admin/users/{id}/notify-attorney-user-event/{eventId}"]["post"]["responses"][200]
>;

export function adminAttorneyRestrictionsQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/admin/users/{id}/attorney-restrictions", { params: { path: { id: userId } } });
}

/** The attorney rules a user's answers trigger (the answers module's rule); waits until `userId` is known. */
export function useAdminAttorneyRestrictions(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...adminAttorneyRestrictionsQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

export function adminQuestionnaireSectionsQueryOptions(api: ApiClient, userId: string, stateId?: string | null) {
  return api.$api.queryOptions("get", "/admin/users/{id}/questionnaire-sections", {
    params: { path: { id: userId }, query: compactQuery({ stateId: stateId ?? undefined }) },
  });
}

/** A user's questionnaire sections with their status (in `stateId` when given). */
export function useAdminQuestionnaireSections(userId: string | null | undefined, stateId?: string | null) {
  const api = useApiClient();
  return useQuery({ ...adminQuestionnaireSectionsQueryOptions(api, userId ?? "", stateId), enabled: Boolean(userId) });
}

export function adminSectionGroupsQueryOptions(
  api: ApiClient,
  userId: string,
  sectionId: string,
  documentId?: string | null,
) {
  return api.$api.queryOptions("get", "/admin/users/{id}/questionnaire-sections/{sectionId}/groups", {
    params: { path: { id: userId, sectionId }, query: compactQuery({ documentId: documentId ?? undefined }) },
  });
}

/** One section's groups and questions with the user's answers (read-only); waits for a section. */
export function useAdminSectionGroups(
  userId: string | null | undefined,
  sectionId: string | null | undefined,
  documentId?: string | null,
) {
  const api = useApiClient();
  return useQuery({
    ...adminSectionGroupsQueryOptions(api, userId ?? "", sectionId ?? "", documentId),
    enabled: Boolean(userId) && Boolean(sectionId),
  });
}

/** POST /admin/users/{id}/notify-attorney-user-event/{eventId}: e-mails the call's attorney; the trail is read again. */
export function useAdminNotifyAttorney(userId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AdminNotifyAttorneyResult, ApiError, { eventId: string }>({
    mutationFn: async ({ eventId }) => {
      const { data, error } = await api.client.POST("/admin/users/{id}/notify-attorney-user-event/{eventId}", {
        params: { path: { id: userId, eventId } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminAuditKey }),
  });
}
