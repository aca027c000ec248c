/** Library groups: optional sections and clauses per state that attorneys insert from the editor (admins keep them). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import type { components } from "../schema.d.ts";

type Json<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

export type LibraryGroup = components["schemas"]["LibraryGroup"];
export type LibraryGroupsQuery = NonNullable<ApiPaths["/library-groups"]["get"]["parameters"]["query"]>;
export type LibraryGroupsPage = Json<ApiPaths["/library-groups"]["get"]["responses"][200]>;
export type CreateLibraryGroupBody = Json<ApiPaths["/library-groups"]["post"]["requestBody"]>;
export type UpdateLibraryGroupBody = Json<ApiPaths["/library-groups/{id}"]["patch"]["requestBody"]>;
/** GET /documents/{docId}/library-groups/{groupId}/render: a group's clauses written for one agreement. */
export type RenderedLibraryGroup = Json<
  ApiPaths["/documents/{docId}/library-groups/{groupId}/render"]["get"]["responses"][200]
>;
export type RenderedLibraryClause = RenderedLibraryGroup["clauses"][number];
export type SectionTemplate = components["schemas"]["SectionTemplate"];
export type ClauseTemplate = components["schemas"]["ClauseTemplate"];
export type SectionTemplatesQuery = NonNullable<ApiPaths["/templates/section-templates"]["get"]["parameters"]["query"]>;
export type ClauseTemplatesQuery = NonNullable<ApiPaths["/templates/clause-templates"]["get"]["parameters"]["query"]>;

/** Every cached list of library groups, whatever its state filter or page. */
export const libraryGroupsKey = ["get", "/library-groups"] as const;

/** GET /library-groups: those offered in a state with `stateId` (absent: all), one page. */
export function libraryGroupsQueryOptions(api: ApiClient, query: LibraryGroupsQuery = {}) {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ""),
  ) as LibraryGroupsQuery;
  return api.$api.queryOptions("get", "/library-groups", { params: { query: params } });
}

/** One page of library groups; while another filter or page loads the last answer stays on screen. `enabled: false` waits (e.g. for a state id). */
export function useLibraryGroups(query: LibraryGroupsQuery = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...libraryGroupsQueryOptions(api, query),
    placeholderData: keepPreviousData,
    enabled: options.enabled ?? true,
  });
}

/** GET /library-groups/{id}: one group with its states, sections and clauses. */
export function libraryGroupQueryOptions(api: ApiClient, id: string) {
  return api.$api.queryOptions("get", "/library-groups/{id}", { params: { path: { id } } });
}

export function useLibraryGroup(id: string) {
  const api = useApiClient();
  return useQuery({ ...libraryGroupQueryOptions(api, id), enabled: Boolean(id) });
}

/** POST /library-groups; the lists are read again. */
export function useCreateLibraryGroup() {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<LibraryGroup, ApiError, CreateLibraryGroupBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.POST("/library-groups", { body });
      if (error) throw error;
      return data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: libraryGroupsKey }),
  });
}

/** PATCH /library-groups/{id} (a list given replaces the group's links); the group takes the server's answer, the lists are read again. */
export function useUpdateLibraryGroup(id: string) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<LibraryGroup, ApiError, UpdateLibraryGroupBody>({
    mutationFn: async (body) => {
      const { data, error } = await api.client.PATCH("/library-groups/{id}", { params: { path: { id } }, body });
      if (error) throw error;
      return data;
    },
    onSuccess: (group) => {
      queryClient.setQueryData(libraryGroupQueryOptions(api, id).queryKey, group);
      void queryClient.invalidateQueries({ queryKey: libraryGroupsKey });
    },
  });
}

/** GET /templates/section-templates: the agreement's articles a group can link (one page). */
export function useSectionTemplates(query: SectionTemplatesQuery = {}) {
  const api = useApiClient();
  return useQuery(api.$api.queryOptions("get", "/templates/section-templates", { params: { query } }));
}

/** GET /templates/clause-templates: clauses a group can link, e.g. `libraryOnly` (one page). */
export function useClauseTemplates(query: ClauseTemplatesQuery = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/templates/clause-templates", { params: { query } }),
    enabled: options.enabled ?? true,
  });
}

export function renderedLibraryGroupQueryOptions(api: ApiClient, documentId: string, groupId: string) {
  return api.$api.queryOptions("get", "/documents/{docId}/library-groups/{groupId}/render", {
    params: { path: { docId: documentId, groupId } },
  });
}

/** A library group's clauses written for this agreement (the editor's preview before inserting). */
export function useRenderedLibraryGroup(documentId: string | null | undefined, groupId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...renderedLibraryGroupQueryOptions(api, documentId ?? "", groupId ?? ""),
    enabled: Boolean(documentId && groupId),
  });
}
