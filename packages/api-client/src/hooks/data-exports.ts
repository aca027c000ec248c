import { useMutation } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";

/** What POST /users/{id}/data-exports answers: the request's status and what happens next. */
export type DataExportRequested =
  ApiPaths["/users/{id}/data-exports"]["post"]["responses"][202]["content"]["application/json"];

/**
 * POST /users/{id}/data-exports: asks for a copy of one's own data, which arrives as a single-use
 * link by e-mail. Refused with RECENT_SIGN_IN_REQUIRED after an old sign-in, DATA_EXPORT_IN_PROGRESS
 * while a copy is on its way.
 */
export function useRequestDataExport(userId: string | null | undefined) {
  const api = useApiClient();
  return useMutation<DataExportRequested, ApiError, void>({
    mutationFn: async () => {
      const { data, error } = await api.client.POST("/users/{id}/data-exports", {
        params: { path: { id: userId ?? "" } },
      });
      if (error) throw error;
      return data;
    },
  });
}
