import { getPathKey } from "../query-keys.ts";
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import { type ApiError, noSessionError } from "../errors.ts";
import type { UserDocument } from "./documents.ts";

/** An open invitation addressed to the caller's e-mail (GET /users/{id}/documents/invites). */
export type Invite =
  ApiPaths["/users/{id}/documents/invites"]["get"]["responses"][200]["content"]["application/json"][number];
/** Who is on a document: both partners, their attorneys, and the invitation (GET /documents/{id}/participants). */
export type DocumentParticipants =
  ApiPaths["/documents/{id}/participants"]["get"]["responses"][200]["content"]["application/json"];
export type QuestionnaireReminder =
  ApiPaths["/users/{id}/questionnaire-reminder"]["post"]["responses"][202]["content"]["application/json"];

/** GET /users/{id}/documents/invites */
export function documentInvitesQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/invites", { params: { path: { id: userId } } });
}

/** Invitations waiting for this user; waits until `userId` is known. */
export function useDocumentInvites(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...documentInvitesQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** What an invitation link tells its holder before they sign in (GET /documents/{docId}/invitation). */
export type InvitationPreview =
  ApiPaths["/documents/{docId}/invitation"]["get"]["responses"][200]["content"]["application/json"];

/** GET /documents/{docId}/invitation?token= — anonymous: who invited the holder of the link, to what. */
export function invitationPreviewQueryOptions(api: ApiClient, documentId: string, token: string) {
  return api.$api.queryOptions("get", "/documents/{docId}/invitation", {
    params: { path: { docId: documentId }, query: { token } },
  });
}

/** The invitation a link names; waits until both the document and the token are known. A refused link is not retried. */
export function useInvitationPreview(documentId: string | null | undefined, token: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...invitationPreviewQueryOptions(api, documentId ?? "", token ?? ""),
    enabled: Boolean(documentId && token),
    retry: false,
  });
}

/** GET /documents/{id}/participants */
export function documentParticipantsQueryOptions(api: ApiClient, documentId: string) {
  return api.$api.queryOptions("get", "/documents/{id}/participants", { params: { path: { id: documentId } } });
}

/** The participants of a document; waits until `documentId` is known. */
export function useDocumentParticipants(documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...documentParticipantsQueryOptions(api, documentId ?? ""), enabled: Boolean(documentId) });
}

/** What a change of partners makes stale, by path: documents, participants, invitations and whatever reads the partner. */
const PATHS_CHANGED_BY_PARTNERS = [
  "/users/{id}/documents",
  "/documents/{id}",
  "/documents/{id}/participants",
  "/users/{id}/documents/invites",
  "/users/{id}/answers/dispute",
  "/users/{id}/standing",
] as const;

function invalidatePartners(queryClient: QueryClient) {
  for (const path of PATHS_CHANGED_BY_PARTNERS) void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
}

/** POST /users/{id}/invite — invites (or invites again, replacing the earlier link) the partner by e-mail. */
export function useInvitePartner(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserDocument, ApiError, { email: string }>({
    mutationFn: async ({ email }) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.POST("/users/{id}/invite", {
        params: { path: { id: userId } },
        body: { email },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => invalidatePartners(queryClient),
  });
}

/**
 * GET /users/{id}/documents/{docId}/accept-invite — joins the document as user B, with the e-mail
 * link's token (or, without one, by the verified e-mail address the invitation was sent to).
 */
export function useAcceptInvite(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UserDocument, ApiError, { documentId: string; token?: string }>({
    mutationFn: async ({ documentId, token }) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.GET("/users/{id}/documents/{docId}/accept-invite", {
        params: { path: { id: userId, docId: documentId }, query: token ? { token } : {} },
      });
      if (error) throw error;
      return data;
    },
    // The person now has a document: every screen that reads it starts afresh.
    onSuccess: () => {
      invalidatePartners(queryClient);
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/questionnaire-sections") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/purchase-items") });
    },
  });
}

/**
 * POST /users/{id}/questionnaire-reminder — e-mails the partner a reminder to finish the
 * questionnaire; the documents are read again (they carry when the last reminder went).
 */
export function useSendQuestionnaireReminder(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<QuestionnaireReminder, ApiError, void>({
    mutationFn: async () => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.POST("/users/{id}/questionnaire-reminder", {
        params: { path: { id: userId } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/documents") });
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/standing") });
    },
  });
}
