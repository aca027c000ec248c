import { getPathKey } from "../query-keys.ts";
/** The attorney portal's hooks: the attorney's application and work, and the admin's attorney and law-firm screens. */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import type { components } from "../schema.d.ts";
import { currentUserQueryKey } from "./users.ts";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;
type Base = "/users/{id}/attorneys/{aid}";

export type AttorneyProfile = components["schemas"]["AttorneyProfile"];
export type UpdateAttorneyApplicationBody = Json<ApiPaths[Base]["patch"]["requestBody"]>;
export type AttorneyLawFirmBody = Json<ApiPaths[`${Base}/law-firms`]["post"]["requestBody"]>;
export type AttorneyFileKind = "profile-photo" | "malpractice-certificate";
export type AttorneyClientsPage = Json<ApiPaths[`${Base}/clients`]["get"]["responses"][200]>;
export type AttorneyClientSummary = AttorneyClientsPage["clients"][number];
export type AttorneyClientDetail = Json<ApiPaths[`${Base}/clients/{clientId}`]["get"]["responses"][200]>;
export type InternalNote = Json<ApiPaths[`${Base}/clients/{cid}/internal-notes/{noteId}`]["patch"]["responses"][200]>;
export type AttorneyDashboard = Json<ApiPaths[`${Base}/dashboard`]["get"]["responses"][200]>;
export type AttorneyEventsPage = Json<ApiPaths[`${Base}/events`]["get"]["responses"][200]>;
export type AttorneyEvent = AttorneyEventsPage["events"][number];
export type AttorneyEventsQuery = NonNullable<ApiPaths[`${Base}/events`]["get"]["parameters"]["query"]>;
export type AttorneyReviewsPage = Json<ApiPaths[`${Base}/attorney-reviews`]["get"]["responses"][200]>;
export type AttorneyReviewsQuery = NonNullable<ApiPaths[`${Base}/attorney-reviews`]["get"]["parameters"]["query"]>;
export type AttorneyPayoutsQuery = NonNullable<ApiPaths[`${Base}/payouts`]["get"]["parameters"]["query"]>;
export type AttorneyPayoutsPage = Json<ApiPaths[`${Base}/payouts`]["get"]["responses"][200]>;
export type AttorneyServiceOffer = Json<ApiPaths[`${Base}/attorney-services`]["get"]["responses"][200]>[number];
export type PayoutAccountStatus = Json<
  ApiPaths[`${Base}/law-firms/{lawFirmId}/account-status`]["get"]["responses"][200]
>;
export type AdminAttorneysQuery = NonNullable<ApiPaths["/admin/attorneys"]["get"]["parameters"]["query"]>;
export type AdminAttorneysPage = Json<ApiPaths["/admin/attorneys"]["get"]["responses"][200]>;
export type AdminAttorneyDetail = Json<ApiPaths["/admin/attorneys/{id}"]["get"]["responses"][200]>;
export type AdminStageAction = Json<ApiPaths["/admin/attorneys/{id}/stage"]["post"]["requestBody"]>["action"];
export type AttorneyServicesBody = Json<ApiPaths["/admin/attorneys/{id}/attorney-services"]["put"]["requestBody"]>;
export type DisciplinaryRecordBody = Json<
  ApiPaths["/admin/attorneys/{id}/disciplinary-records"]["post"]["requestBody"]
>;
export type UpdateDisciplinaryRecordBody = Json<
  ApiPaths["/admin/attorneys/{id}/disciplinary-records/{rid}"]["patch"]["requestBody"]
>;
export type DisciplinaryRecord = Json<
  ApiPaths["/admin/attorneys/{id}/disciplinary-records/{rid}"]["patch"]["responses"][200]
>;
export type AdminLawFirmsQuery = NonNullable<ApiPaths["/admin/law-firms"]["get"]["parameters"]["query"]>;
export type AdminLawFirmsPage = Json<ApiPaths["/admin/law-firms"]["get"]["responses"][200]>;
export type AdminLawFirmDetail = Json<ApiPaths["/admin/law-firms/{id}"]["get"]["responses"][200]>;
export type CreateLawFirmBody = Json<ApiPaths["/admin/law-firms"]["post"]["requestBody"]>;
export type UpdateLawFirmBody = Json<ApiPaths["/admin/law-firms/{id}"]["patch"]["requestBody"]>;

function compactQuery<T extends Record<string, unknown>>(query: T): T {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== null && value !== ""),
  ) as T;
}

/** The attorney's own path parameters: an attorney's id is their user id. */
const own = (attorneyId: string) => ({ id: attorneyId, aid: attorneyId });

// ——— The application and the account ———

export function ownAttorneyQueryOptions(api: ApiClient, attorneyId: string) {
  return api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}", { params: { path: own(attorneyId) } });
}

/** The signed-in attorney's record (application, files, firm, licences, what still blocks submitting). */
export function useOwnAttorney(attorneyId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...ownAttorneyQueryOptions(api, attorneyId ?? ""), enabled: Boolean(attorneyId) });
}

/** Puts the server's record in the cache; a stage change also refreshes the signed-in user (routing by stage). */
function applyProfile(queryClient: QueryClient, api: ApiClient, profile: AttorneyProfile) {
  const key = ownAttorneyQueryOptions(api, profile.id).queryKey;
  const previous = queryClient.getQueryData<AttorneyProfile>(key);
  queryClient.setQueryData(key, profile);
  if (previous?.stage !== profile.stage) void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
}

/** PATCH /users/{id}/attorneys/{aid}: save part of the application, or submit it (`submit: true`). */
export function useUpdateOwnAttorney(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AttorneyProfile, ApiError, UpdateAttorneyApplicationBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/users/{id}/attorneys/{aid}", {
        params: { path: own(attorneyId) },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (profile) => applyProfile(queryClient, api, profile),
  });
}

/** POST …/law-firms: join an approved firm or create one. */
export function useSetOwnLawFirm(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AttorneyProfile, ApiError, AttorneyLawFirmBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/users/{id}/attorneys/{aid}/law-firms", {
        params: { path: own(attorneyId) },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (profile) => applyProfile(queryClient, api, profile),
  });
}

/** POST …/files: the photo or the malpractice certificate as raw bytes (the server reads their type). */
export function useUploadOwnAttorneyFile(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AttorneyProfile, ApiError, { kind: AttorneyFileKind; file: File }>({
    mutationFn: async ({ kind, file }) => {
      const { data, error } = await api.client.POST("/users/{id}/attorneys/{aid}/files", {
        params: { path: own(attorneyId), query: { kind, name: file.name } },
        body: file as never,
        bodySerializer: (body: unknown) => body as BodyInit,
        headers: { "content-type": "application/octet-stream" },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (profile) => applyProfile(queryClient, api, profile),
  });
}

export function ownAttorneyServicesQueryOptions(api: ApiClient, attorneyId: string) {
  return api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/attorney-services", {
    params: { path: own(attorneyId) },
  });
}

/** The services the attorney offers, with their booking links. */
export function useOwnAttorneyServices(attorneyId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...ownAttorneyServicesQueryOptions(api, attorneyId ?? ""), enabled: Boolean(attorneyId) });
}

/** PATCH …/attorney-services/{serviceId}: the attorney sets a service's booking link (null: the built-in slots). */
export function useUpdateOwnAttorneyService(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AttorneyServiceOffer[], ApiError, { serviceId: string; bookingLink: string | null }>({
    mutationFn: async ({ serviceId, bookingLink }) => {
      const { data, error } = await api.client.PATCH("/users/{id}/attorneys/{aid}/attorney-services/{serviceId}", {
        params: { path: { ...own(attorneyId), serviceId } },
        body: { bookingLink },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (services) =>
      queryClient.setQueryData(ownAttorneyServicesQueryOptions(api, attorneyId).queryKey, services),
  });
}

export function useLawFirmAccountStatus(attorneyId: string | null | undefined, lawFirmId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/law-firms/{lawFirmId}/account-status", {
      params: { path: { ...own(attorneyId ?? ""), lawFirmId: lawFirmId ?? "" } },
    }),
    enabled: Boolean(attorneyId && lawFirmId),
  });
}

/** POST …/onboarding-link: where to send the firm's lead for the payment provider's onboarding. */
export function useCreateOnboardingLink(attorneyId: string) {
  const api = useApiClient();
  return useMutation<{ url: string }, ApiError, { lawFirmId: string }>({
    mutationFn: async ({ lawFirmId }) => {
      const { data, error } = await api.client.POST(
        "/users/{id}/attorneys/{aid}/law-firms/{lawFirmId}/onboarding-link",
        { params: { path: { ...own(attorneyId), lawFirmId } } },
      );
      if (error) throw error;
      return data;
    },
  });
}

// ——— Approved attorneys: dashboard, clients, notes, events, reviews, payouts ———

export function useAttorneyDashboard(attorneyId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/dashboard", {
      params: { path: own(attorneyId ?? "") },
    }),
    enabled: Boolean(attorneyId),
  });
}

export type AttorneyClientsQuery = NonNullable<ApiPaths[`${Base}/clients`]["get"]["parameters"]["query"]>;

export function useAttorneyClients(attorneyId: string | null | undefined, query: AttorneyClientsQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/clients", {
      params: { path: own(attorneyId ?? ""), query: compactQuery(query) },
    }),
    enabled: Boolean(attorneyId),
    placeholderData: keepPreviousData,
  });
}

export function useAttorneyClient(attorneyId: string | null | undefined, clientId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/clients/{clientId}", {
      params: { path: { ...own(attorneyId ?? ""), clientId: clientId ?? "" } },
    }),
    enabled: Boolean(attorneyId && clientId),
  });
}

function notesQueryOptions(api: ApiClient, attorneyId: string, clientId: string) {
  return api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/clients/{cid}/internal-notes", {
    params: { path: { ...own(attorneyId), cid: clientId } },
  });
}

export function useInternalNotes(attorneyId: string | null | undefined, clientId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...notesQueryOptions(api, attorneyId ?? "", clientId ?? ""),
    enabled: Boolean(attorneyId && clientId),
  });
}

/** Adds or edits a note (noteId: edit); the list is read again. */
export function useSaveInternalNote(attorneyId: string, clientId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<InternalNote, ApiError, { noteId?: string; message: string }>({
    mutationFn: async ({ noteId, message }) => {
      const path = { ...own(attorneyId), cid: clientId };
      const { data, error } = noteId
        ? await api.client.PATCH("/users/{id}/attorneys/{aid}/clients/{cid}/internal-notes/{noteId}", {
            params: { path: { ...path, noteId } },
            body: { message },
          })
        : await api.client.POST("/users/{id}/attorneys/{aid}/clients/{cid}/internal-notes", {
            params: { path },
            body: { message },
          });
      if (error) throw error;
      return data;
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: notesQueryOptions(api, attorneyId, clientId).queryKey }),
  });
}

export function useClientQuestionnaireSections(
  attorneyId: string | null | undefined,
  clientId: string | null | undefined,
) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/questionnaire-sections", {
      params: { path: own(attorneyId ?? ""), query: { userId: clientId ?? "" } },
    }),
    enabled: Boolean(attorneyId && clientId),
  });
}

export function useClientQuestionnaireGroups(
  attorneyId: string | null | undefined,
  input: { section: string | null; documentId: string | null | undefined; clientId: string | null | undefined },
) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/questionnaire-sections/{sid}/groups", {
      params: {
        path: { ...own(attorneyId ?? ""), sid: input.section ?? "" },
        query: { documentId: input.documentId ?? "", userId: input.clientId ?? "" },
      },
    }),
    enabled: Boolean(attorneyId && input.section && input.documentId && input.clientId),
  });
}

const attorneyEventsKey = ["get", "/users/{id}/attorneys/{aid}/events"] as const;

export function useAttorneyEvents(attorneyId: string | null | undefined, query: AttorneyEventsQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/events", {
      params: { path: own(attorneyId ?? ""), query: compactQuery(query) },
    }),
    enabled: Boolean(attorneyId),
    placeholderData: keepPreviousData,
  });
}

/** Complete a call or mark it a no-show; the calls, clients and the dashboard are read again. */
export function useChangeEvent(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { eventId: string; change: "complete" | "no-show" }>({
    mutationFn: async ({ eventId, change }) => {
      const params = { path: { ...own(attorneyId), eid: eventId } };
      const { data, error } =
        change === "complete"
          ? await api.client.POST("/users/{id}/attorneys/{aid}/events/{eid}/complete", { params })
          : await api.client.POST("/users/{id}/attorneys/{aid}/events/{eid}/no-show", { params });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: attorneyEventsKey });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/attorneys/{aid}/clients/{clientId}") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/attorneys/{aid}/dashboard") });
    },
  });
}

export function useOwnAttorneyReviews(attorneyId: string | null | undefined, query: AttorneyReviewsQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/attorney-reviews", {
      params: { path: own(attorneyId ?? ""), query: compactQuery(query) },
    }),
    enabled: Boolean(attorneyId),
    placeholderData: keepPreviousData,
  });
}

export function useAttorneyPayouts(attorneyId: string | null | undefined, query: AttorneyPayoutsQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys/{aid}/payouts", {
      params: { path: own(attorneyId ?? ""), query: compactQuery(query) },
    }),
    enabled: Boolean(attorneyId),
    placeholderData: keepPreviousData,
  });
}

// ——— Admin: attorneys ———

export function useAdminAttorneys(query: AdminAttorneysQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/attorneys", { params: { query: compactQuery(query) } }),
    placeholderData: keepPreviousData,
  });
}

function adminAttorneyQueryOptions(api: ApiClient, attorneyId: string) {
  return api.$api.queryOptions("get", "/admin/attorneys/{id}", { params: { path: { id: attorneyId } } });
}

export function useAdminAttorney(attorneyId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...adminAttorneyQueryOptions(api, attorneyId ?? ""), enabled: Boolean(attorneyId) });
}

export function useAdminAttorneyClients(
  attorneyId: string | null | undefined,
  query: { search?: string; page?: number; pageSize?: number } = {},
) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/attorneys/{id}/clients", {
      params: { path: { id: attorneyId ?? "" }, query: compactQuery(query) },
    }),
    enabled: Boolean(attorneyId),
    placeholderData: keepPreviousData,
  });
}

function refreshAdminAttorney(queryClient: QueryClient, api: ApiClient, attorneyId: string) {
  void queryClient.invalidateQueries({ queryKey: adminAttorneyQueryOptions(api, attorneyId).queryKey });
  void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/attorneys") });
}

export function useChangeAttorneyStage(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { action: AdminStageAction; reason?: string }>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/admin/attorneys/{id}/stage", {
        params: { path: { id: attorneyId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      refreshAdminAttorney(queryClient, api, attorneyId);
      // A declined or deactivated lead passes the firm's lead on; an approved attorney may take it.
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/law-firms") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/law-firms/{id}") });
    },
  });
}

export function usePutAttorneyServices(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, AttorneyServicesBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PUT("/admin/attorneys/{id}/attorney-services", {
        params: { path: { id: attorneyId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => refreshAdminAttorney(queryClient, api, attorneyId),
  });
}

export function useCreateDisciplinaryRecord(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, DisciplinaryRecordBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/admin/attorneys/{id}/disciplinary-records", {
        params: { path: { id: attorneyId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => refreshAdminAttorney(queryClient, api, attorneyId),
  });
}

/** Edits one disciplinary record (PATCH, any subset of its fields); the attorney's page reads it again. */
export function useUpdateDisciplinaryRecord(attorneyId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<DisciplinaryRecord, ApiError, { recordId: string; body: UpdateDisciplinaryRecordBody }>({
    mutationFn: async ({ recordId, body }) => {
      const { data, error } = await api.client.PATCH("/admin/attorneys/{id}/disciplinary-records/{rid}", {
        params: { path: { id: attorneyId, rid: recordId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      refreshAdminAttorney(queryClient, api, attorneyId);
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/attorneys/{id}/disciplinary-records") });
    },
  });
}

// ——— Admin: law firms ———

export function useAdminLawFirms(query: AdminLawFirmsQuery = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/law-firms", { params: { query: compactQuery(query) } }),
    placeholderData: keepPreviousData,
  });
}

export function useAdminLawFirm(lawFirmId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/law-firms/{id}", { params: { path: { id: lawFirmId ?? "" } } }),
    enabled: Boolean(lawFirmId),
  });
}

/** Creates (no id) or edits a law firm; the firm lists and the firm are read again. */
export function useSaveLawFirm() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ id: string }, ApiError, { id?: string; body: CreateLawFirmBody | UpdateLawFirmBody }>({
    mutationFn: async ({ id, body }) => {
      const { data, error } = id
        ? await api.client.PATCH("/admin/law-firms/{id}", { params: { path: { id } }, body: body as UpdateLawFirmBody })
        : await api.client.POST("/admin/law-firms", { body: body as CreateLawFirmBody });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/law-firms") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/law-firms/{id}") });
      // Naming the lead changes the attorneys' records too.
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/law-firms/{id}/lead") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/admin/attorneys/{id}") });
    },
  });
}
