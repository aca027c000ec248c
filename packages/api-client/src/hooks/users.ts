import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Auth } from "../auth.ts";
import { useOptionalAuthClient } from "../auth-context.tsx";
import { useApiClient } from "../api-context.tsx";
import { offlineWritesFor } from "../offline/use-offline-writes.ts";
import type { QueuedWrite } from "../offline/write-queue.ts";
import type { ApiClient, ApiPaths } from "../client.ts";
import { type ApiError, apiErrorCode, noSessionError } from "../errors.ts";
import { getPathKey } from "../query-keys.ts";
import { standingQueryOptions } from "./standing.ts";

/** The body of GET /users/me, as the API declares it. */
export type CurrentUser = ApiPaths["/users/me"]["get"]["responses"][200]["content"]["application/json"];

export const currentUserQueryKey = ["get", "/users/me"] as const;

/** What the current user's reads need of the session: the names of a new account, and where its id is kept. */
type SessionOfUser = Pick<Auth, "getProfile"> & Partial<Pick<Auth, "rememberUserId">>;

const userCreations = new WeakMap<ApiClient, Promise<void>>();

/**
 * Creates the API user for a sign-in that has none yet, at most once per client at a time: every
 * caller waiting for the same creation shares it; a failed creation may be tried again later.
 */
function ensureUserCreated(api: ApiClient, auth: SessionOfUser | null): Promise<void> {
  let creation = userCreations.get(api);
  if (!creation) {
    creation = (async () => {
      const profile = await auth?.getProfile().catch(() => null);
      const { error } = await api.client.POST("/users", {
        body: { firstName: profile?.givenName ?? undefined, lastName: profile?.familyName ?? undefined },
      });
      // Two tabs creating at once both get the account (the API answers the existing one); a refusal
      // (an unconfirmed address, an address another account holds) is the person's to read.
      if (error) throw error;
    })();
    userCreations.set(api, creation);
    creation.catch(() => userCreations.delete(api));
  }
  return creation;
}

/**
 * Right after a sign-in: POST /users creates the account of a new identity or answers the existing
 * one (the call is idempotent), and its answer becomes the cached current user — so a first visit
 * never asks GET /users/me for an account that does not exist yet (no 404 in the console). A
 * refusal is left to the GET's own handling (e.g. an admin identity without an account).
 */
export async function registerSignedInUser(
  api: ApiClient,
  queryClient: QueryClient,
  auth: SessionOfUser | null,
): Promise<void> {
  const profile = await auth?.getProfile().catch(() => null);
  const { data } = await api.client.POST("/users", {
    body: { firstName: profile?.givenName ?? undefined, lastName: profile?.familyName ?? undefined },
  });
  if (data) {
    auth?.rememberUserId?.(data.id);
    queryClient.setQueryData(currentUserQueryKey, data);
  }
}

async function fetchCurrentUser(api: ApiClient, signal: AbortSignal | undefined): Promise<CurrentUser> {
  const { data, error } = await api.client.GET("/users/me", { signal });
  if (error) throw error;
  return data;
}

/**
 * GET /users/me. A sign-in without an API user (404 USER_NOT_FOUND) gets one created with the
 * names of the ID token (POST /users, once), then the user is read again.
 */
export function currentUserQueryOptions(api: ApiClient, auth: SessionOfUser | null = null) {
  return queryOptions<CurrentUser, ApiError>({
    queryKey: currentUserQueryKey,
    queryFn: async ({ signal }) => {
      let user: CurrentUser;
      try {
        user = await fetchCurrentUser(api, signal);
      } catch (error) {
        if (apiErrorCode(error) !== "USER_NOT_FOUND") throw error;
        await ensureUserCreated(api, auth);
        user = await fetchCurrentUser(api, signal);
      }
      // The next page load of this tab starts its reads with this id (startSignedInReads).
      auth?.rememberUserId?.(user.id);
      return user;
    },
  });
}

export function useCurrentUser(options: { enabled?: boolean } = {}) {
  const api = useApiClient();
  const auth = useOptionalAuthClient();
  return useQuery({ ...currentUserQueryOptions(api, auth), enabled: options.enabled ?? true });
}

/** GET /users/{id} */
export function userQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}", { params: { path: { id: userId } } });
}

export function useUser(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...userQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

export type UserUpdate = ApiPaths["/users/{id}"]["patch"]["requestBody"]["content"]["application/json"];

/** The profile after the change, or the change kept on the device (offline, the server down, or the field changed since). */
export type UpdateUserResult =
  | (Record<string, unknown> & { kept?: undefined })
  | { kept: "queued" | "conflict"; write: QueuedWrite };

/** The line-of-writes target of a profile field's changes. */
export const profileTarget = (field: string): string => `profile:${field}`;

/**
 * PATCH /users/{id}. The change shows at once in the cached current user and that user's record;
 * if the server refuses it, the previous data comes back and the mutation's
 * `error` holds the ApiError to show. Both are read again from the server afterwards.
 */
export function useUpdateUser(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<UpdateUserResult, ApiError, UserUpdate, { previous: [readonly unknown[], unknown][] }>({
    // Offline, the change still goes to the line of writes, which keeps it on the device.
    networkMode: "always",
    mutationFn: async (update) => {
      if (!userId) throw noSessionError();
      const { baseValue: _base, ...change } = update;
      const field = Object.keys(change)[0] ?? "";
      const outcome = await offlineWritesFor(api, queryClient, userId).submit({
        userId,
        target: profileTarget(field),
        method: "PATCH",
        path: "/users/{id}",
        params: { path: { id: userId } },
        body: update,
      });
      if (outcome.kind === "sent") return outcome.data as UpdateUserResult;
      return { kept: outcome.kind === "conflict" ? "conflict" : "queued", write: outcome.write };
    },
    onMutate: async ({ baseValue: _base, ...update }) => {
      const keys = [currentUserQueryKey, userQueryOptions(api, userId ?? "").queryKey] as const;
      await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const previous: [readonly unknown[], unknown][] = [];
      for (const queryKey of keys) {
        const current = queryClient.getQueryData<Record<string, unknown>>(queryKey);
        if (!current || (queryKey === currentUserQueryKey && current.id !== userId)) continue;
        previous.push([queryKey, current]);
        queryClient.setQueryData(queryKey, { ...current, ...update });
      }
      return { previous };
    },
    onError: (_error, _update, context) => {
      for (const [queryKey, data] of context?.previous ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSettled: (result) => {
      // Kept on the device: the cached change stays until the write goes out (the line of writes then reads everything again).
      if (result && "kept" in result && result.kept) return;
      // Not awaited: the outcome (and any error) shows at once, the fresh data follows.
      void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      void queryClient.invalidateQueries({ queryKey: userQueryOptions(api, userId ?? "").queryKey });
      // Names count in the background section's status.
      void queryClient.invalidateQueries({ queryKey: standingQueryOptions(api, userId ?? "").queryKey });
      // The state one lives in is compared with the agreement's (aftercare, the account page's notice).
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/documents/{docId}/aftercare") });
    },
  });
}

/** GET /users/{id}/postnup-waitlist: when the user joined the postnup waitlist (null: not on it). */
export function postnupWaitlistQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/postnup-waitlist", { params: { path: { id: userId } } });
}

export function usePostnupWaitlist(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...postnupWaitlistQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** PUT /users/{id}/postnup-waitlist: joins (true) or leaves (false); the answer replaces the cached place. */
export function useSetPostnupWaitlist(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ joinedAt: string | null }, ApiError, boolean>({
    mutationFn: async (joined) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.PUT("/users/{id}/postnup-waitlist", {
        params: { path: { id: userId } },
        body: { joined },
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(postnupWaitlistQueryOptions(api, userId ?? "").queryKey, data);
    },
  });
}

/** The body of GET /users/{id}/email-preferences: each milestone kind on or off, and whether every notification is off. */
export type EmailPreferences =
  ApiPaths["/users/{id}/email-preferences"]["get"]["responses"][200]["content"]["application/json"];
/** The body of PUT /users/{id}/email-preferences: one kind turned on or off. */
export type EmailPreferenceChange =
  ApiPaths["/users/{id}/email-preferences"]["put"]["requestBody"]["content"]["application/json"];

/** GET /users/{id}/email-preferences: which milestone e-mails the user receives. */
export function emailPreferencesQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/email-preferences", { params: { path: { id: userId } } });
}

export function useEmailPreferences(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...emailPreferencesQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** PUT /users/{id}/email-preferences: turns one kind on or off; the answer replaces the cached preferences. */
export function useSetEmailPreference(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<EmailPreferences, ApiError, EmailPreferenceChange>({
    mutationFn: async (change) => {
      if (!userId) throw noSessionError();
      const { data, error } = await api.client.PUT("/users/{id}/email-preferences", {
        params: { path: { id: userId } },
        body: change,
      });
      if (error) throw error;
      return data;
    },
    onSuccess: (data) => {
      queryClient.setQueryData(emailPreferencesQueryOptions(api, userId ?? "").queryKey, data);
    },
  });
}
