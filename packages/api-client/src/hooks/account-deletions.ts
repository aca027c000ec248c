import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClient, ApiPaths } from "../client.ts";
import { useApiClient } from "../api-context.tsx";
import { noSessionError, type ApiError } from "../errors.ts";
import { getPathKey } from "../query-keys.ts";

/** One's account deletion as the account page shows it: NONE or SCHEDULED (with `dueAt`), a legal hold, the message to read. */
export type AccountDeletion =
  ApiPaths["/users/{id}/account-deletion"]["get"]["responses"][200]["content"]["application/json"];

/** The body of POST /users/{id}/account-deletion: what the user typed to confirm. */
export type AccountDeletionRequest =
  ApiPaths["/users/{id}/account-deletion"]["post"]["requestBody"]["content"]["application/json"];

/** GET /users/{id}/account-deletion: whether the account is scheduled for deletion, and any hold on it. */
export function accountDeletionQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/account-deletion", { params: { path: { id: userId } } });
}

export function useAccountDeletion(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...accountDeletionQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/**
 * POST /users/{id}/account-deletion: schedules the deletion of one's own account. The server ends
 * every session of the user on success, so the caller signs out next (any later request answers
 * 401 SESSION_ENDED, which signs out too). Refused with DELETION_CONFIRMATION_MISMATCH,
 * RECENT_SIGN_IN_REQUIRED after an old sign-in, ACCOUNT_DELETION_SCHEDULED when one is already.
 */
export function useRequestAccountDeletion(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AccountDeletion, ApiError, AccountDeletionRequest>({
    mutationFn: async (body) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.POST("/users/{id}/account-deletion", {
        params: { path: { id: userId } },
        body,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(accountDeletionQueryOptions(api, userId ?? "").queryKey, data);
    },
  });
}

/**
 * DELETE /users/{id}/account-deletion: cancels the scheduled deletion. The answer replaces the
 * cached deletion; the e-mail preferences are read again (the cancellation turns e-mail back on
 * when the request had turned it off).
 */
export function useWithdrawAccountDeletion(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AccountDeletion, ApiError, void>({
    mutationFn: async () => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.DELETE("/users/{id}/account-deletion", {
        params: { path: { id: userId } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: async (data) => {
      queryClient.setQueryData(accountDeletionQueryOptions(api, userId ?? "").queryKey, data);
      await queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/email-preferences") });
    },
  });
}
