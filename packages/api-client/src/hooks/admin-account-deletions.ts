/** Admin portal hooks: account deletion requests, a user's deletion, legal holds. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

export type AdminAccountDeletionsQuery = NonNullable<
  ApiPaths["/admin/account-deletions"]["get"]["parameters"]["query"]
>;
export type AdminAccountDeletionsPage =
  ApiPaths["/admin/account-deletions"]["get"]["responses"][200]["content"]["application/json"];
export type AdminAccountDeletionRow = AdminAccountDeletionsPage["items"][number];
export type AccountDeletionView =
  ApiPaths["/admin/users/{id}/account-deletion"]["get"]["responses"][200]["content"]["application/json"];

const listKey = ["get", "/admin/account-deletions"] as const;
const userDeletionKey = ["get", "/admin/users/{id}/account-deletion"] as const;

/** The deletion requests, newest first, with due dates, holds and the median days to complete. */
export function useAdminAccountDeletions(query: AdminAccountDeletionsQuery = {}) {
  const api = useApiClient();
  const compact = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined),
  ) as AdminAccountDeletionsQuery;
  return useQuery({
    ...api.$api.queryOptions("get", "/admin/account-deletions", { params: { query: compact } }),
    placeholderData: keepPreviousData,
  });
}

/** A user's scheduled deletion and standing hold, for the admin's user page. */
export function useAdminUserAccountDeletion(userId: string) {
  const api = useApiClient();
  return useQuery(
    api.$api.queryOptions("get", "/admin/users/{id}/account-deletion", { params: { path: { id: userId } } }),
  );
}

/** POST /admin/users/{id}/legal-holds, then DELETE …/{holdId}: the user's deletion waits while a hold stands. */
export function useAdminLegalHold(userId: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userDeletionKey }),
      queryClient.invalidateQueries({ queryKey: listKey }),
    ]);
  const place = useMutation<AccountDeletionView, ApiError, { basis: string }>({
    mutationFn: async ({ basis }) => {
      const { data, error } = await api.client.POST("/admin/users/{id}/legal-holds", {
        params: { path: { id: userId } },
        body: { basis },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: refresh,
  });
  const release = useMutation<AccountDeletionView, ApiError, { holdId: string }>({
    mutationFn: async ({ holdId }) => {
      const { data, error } = await api.client.DELETE("/admin/users/{id}/legal-holds/{holdId}", {
        params: { path: { id: userId, holdId } },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: refresh,
  });
  return { place, release };
}
