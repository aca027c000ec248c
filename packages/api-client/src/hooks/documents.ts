import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

export type UserDocument = ApiPaths["/users/{id}/documents"]["get"]["responses"][200]["content"]["application/json"][number];

/** GET /users/{id}/documents — the documents where the user is party A or B. */
export function userDocumentsQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/documents", { params: { path: { id: userId } } });
}

/** The user's documents; waits until `userId` is known. */
export function useUserDocuments(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...userDocumentsQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** The document the couple works on: the active one, else the first listed (null when none). */
export function currentDocument(documents: readonly UserDocument[] | undefined): UserDocument | null {
  return documents?.find((candidate) => candidate.isActive) ?? documents?.[0] ?? null;
}
