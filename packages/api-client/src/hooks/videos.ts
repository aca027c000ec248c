import { useQuery } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";

export type Video = ApiPaths["/videos"]["get"]["responses"][200]["content"]["application/json"][number];
export type VideosFilter = { location?: string; stateId?: string | null };

/** GET /videos: the videos of a location, those of every state plus the given state's, by order. */
export function videosQueryOptions(api: ApiClient, filter: VideosFilter = {}) {
  const query = {
    ...(filter.location ? { location: filter.location } : {}),
    ...(filter.stateId ? { stateId: filter.stateId } : {}),
  };
  return api.$api.queryOptions("get", "/videos", Object.keys(query).length > 0 ? { params: { query } } : {});
}

export function useVideos(filter: VideosFilter = {}, options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  return useQuery({ ...videosQueryOptions(api, filter), enabled: options.enabled ?? true });
}
