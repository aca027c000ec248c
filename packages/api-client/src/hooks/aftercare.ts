import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

type AftercarePath = ApiPaths["/users/{id}/documents/{docId}/aftercare"];
/** GET …/aftercare: the spouse's reminders, where they live against the agreement's state, what to keep separate. */
export type Aftercare = AftercarePath["get"]["responses"][200]["content"]["application/json"];
/** PUT …/aftercare's body: the life events a check-in asks about, the years between check-ins, the sunset reminder. */
export type AftercarePlanInput = AftercarePath["put"]["requestBody"]["content"]["application/json"];

export function aftercareQueryOptions(api: ApiClient, userId: string, documentId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/aftercare", {
    params: { path: { id: userId, docId: documentId } },
  });
}

/** The spouse's aftercare on their agreement; waits for both ids. */
export function useAftercare(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...aftercareQueryOptions(api, userId ?? "", documentId ?? ""),
    enabled: Boolean(userId && documentId),
  });
}

/**
 * PUT …/aftercare (turn reminders on or change them) and DELETE …/aftercare (turn them off): the
 * answer replaces the cached aftercare; after turning off it is read again.
 */
export function useAftercarePlan(userId: string | null | undefined, documentId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const queryKey = aftercareQueryOptions(api, userId ?? "", documentId ?? "").queryKey;
  const path = { id: userId ?? "", docId: documentId ?? "" };
  const save = useMutation<Aftercare, ApiError, AftercarePlanInput>({
    mutationFn: async (plan) => {
      const { data, error } = await api.client.PUT("/users/{id}/documents/{docId}/aftercare", {
        params: { path },
        body: plan,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (data) => queryClient.setQueryData(queryKey, data),
  });
  const stop = useMutation<void, ApiError, void>({
    mutationFn: async () => {
      const { error } = await api.client.DELETE("/users/{id}/documents/{docId}/aftercare", { params: { path } });
      if (error) throw error;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey }),
  });
  return { save, stop };
}
