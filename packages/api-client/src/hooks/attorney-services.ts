import { getPathKey } from "../query-keys.ts";
/**
 * Attorney services (the customer's /attorney-services screens, the floating card, events, the
 * review prompt and the chat panel). Every fact is the server's: eligibility, quantities and
 * ratings are computed there; screens show what these hooks answer.
 */
import { useEffect, useState } from "react";
import { useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "../api-context.tsx";
import { followServerSentEvents } from "../server-sent-events.ts";
import type { ApiClient, ApiPaths } from "../client.ts";
import { noSessionError } from "../errors.ts";
import { attorneyServicesEligibilityQueryOptions, attorneysNeedingReviewsQueryOptions } from "./early-reads.ts";
import { invalidateStanding } from "./standing.ts";

export type AttorneyServicesEligibility =
  ApiPaths["/users/{id}/products/attorney-services/eligibility"]["get"]["responses"][200]["content"]["application/json"];
export type AttorneyPage =
  ApiPaths["/users/{id}/documents/{docId}/attorneys"]["get"]["responses"][200]["content"]["application/json"];
export type AttorneyCard = AttorneyPage["attorneys"][number];
export type ServiceType = "REPRESENTATION" | "Q_A";
export type UserAttorney =
  ApiPaths["/users/{id}/attorneys"]["get"]["responses"][200]["content"]["application/json"][number];
export type EventsPage =
  ApiPaths["/users/{id}/purchase-items/events"]["get"]["responses"][200]["content"]["application/json"];
export type ServiceEvent = EventsPage["events"][number];
export type EventFilter = "all" | "past" | "future";
export type BookingSlots =
  ApiPaths["/users/{id}/purchase-items/{pid}/slots"]["get"]["responses"][200]["content"]["application/json"];
export type AttorneyNeedingReview =
  ApiPaths["/users/{id}/attorneys-needing-reviews"]["get"]["responses"][200]["content"]["application/json"][number];
export type ChatsPage =
  ApiPaths["/users/{id}/documents/{docId}/chats"]["get"]["responses"][200]["content"]["application/json"];
export type ChatMessage = ChatsPage["chats"][number];

function unwrap<T>(result: { data?: T; error?: unknown }): T {
  if (result.error !== undefined) throw result.error;
  return result.data as T;
}

/** GET /users/{id}/products/attorney-services/eligibility — refetched on mount, focus and reconnect. */
export function useAttorneyServicesEligibility(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...attorneyServicesEligibilityQueryOptions(api, userId ?? ""),
    enabled: Boolean(userId),
    refetchOnMount: "always",
    refetchOnWindowFocus: "always",
    refetchOnReconnect: "always",
  });
}

/** GET /users/{id}/documents/{docId}/attorneys — the attorneys the user may choose, best rated first. */
export function useAvailableAttorneys(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  serviceType: ServiceType,
  page = 1,
  pageSize = 20,
) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/documents/{docId}/attorneys", {
      params: { path: { id: userId ?? "", docId: documentId ?? "" }, query: { serviceType, page, pageSize } },
    }),
    enabled: Boolean(userId && documentId),
  });
}

/** GET …/attorneys/featured-attorney — the user's own attorney, else the best-rated one (null: none). */
export function useFeaturedAttorney(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  serviceType: ServiceType,
) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/documents/{docId}/attorneys/featured-attorney", {
      params: { path: { id: userId ?? "", docId: documentId ?? "" }, query: { serviceType } },
    }),
    enabled: Boolean(userId && documentId),
  });
}

/** GET /users/{id}/attorneys — the attorneys serving the user. */
export function useUserAttorneys(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/attorneys", { params: { path: { id: userId ?? "" } } }),
    enabled: Boolean(userId),
  });
}

/** GET /users/{id}/purchase-items/events — all, past or future calls. */
export function useUserEvents(userId: string | null | undefined, filter: EventFilter = "all", page = 1) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/purchase-items/events", {
      params: { path: { id: userId ?? "" }, query: { filter, page } },
    }),
    enabled: Boolean(userId),
  });
}

/** GET /users/{id}/purchase-items/{pid}/slots — bookable times in `timeZone`, or the attorney's booking link. */
export function useBookingSlots(
  userId: string | null | undefined,
  purchaseItemId: string | null | undefined,
  timeZone: string,
  days = 7,
) {
  const api = useApiClient();
  return useQuery({
    ...api.$api.queryOptions("get", "/users/{id}/purchase-items/{pid}/slots", {
      params: { path: { id: userId ?? "", pid: purchaseItemId ?? "" }, query: { timeZone, days } },
    }),
    enabled: Boolean(userId && purchaseItemId),
  });
}

/** GET /users/{id}/attorneys-needing-reviews — the review prompt's services. */
export function useAttorneysNeedingReviews(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...attorneysNeedingReviewsQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

function invalidateServices(queryClient: ReturnType<typeof useQueryClient>, api: ApiClient, userId: string) {
  for (const path of [
    "/users/{id}/products/attorney-services/eligibility",
    "/users/{id}/attorneys",
    "/users/{id}/purchase-items",
    "/users/{id}/purchase-items/events",
  ] as const) {
    void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
  }
  void invalidateStanding(queryClient, api, userId);
}

/** PATCH /users/{id}/purchase-items/{pid} — choose the attorney (and link the agreement). */
export function useChooseAttorney(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { purchaseItemId: string; attorneyId: string; documentId?: string }) => {
      if (!userId) throw noSessionError();
      const body = { attorneyId: input.attorneyId, ...(input.documentId ? { documentId: input.documentId } : {}) };
      return unwrap(
        await api.client.PATCH("/users/{id}/purchase-items/{pid}", {
          params: { path: { id: userId, pid: input.purchaseItemId } },
          body,
        }),
      );
    },
    onSuccess: () => invalidateServices(queryClient, api, userId ?? ""),
  });
}

/** POST /users/{id}/purchase-items/{pid}/events — book an offered slot. */
export function useBookEvent(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { purchaseItemId: string; startsAt: string; timeZone: string; phoneNumber?: string }) => {
      if (!userId) throw noSessionError();
      const { purchaseItemId, ...body } = input;
      return unwrap(
        await api.client.POST("/users/{id}/purchase-items/{pid}/events", {
          params: { path: { id: userId, pid: purchaseItemId } },
          body,
        }),
      );
    },
    onSuccess: () => {
      invalidateServices(queryClient, api, userId ?? "");
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/purchase-items/{pid}/slots") });
    },
  });
}

/** POST /users/{id}/events/{eid}/cancel */
export function useCancelEvent(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (eventId: string) => {
      if (!userId) throw noSessionError();
      return unwrap(
        await api.client.POST("/users/{id}/events/{eid}/cancel", { params: { path: { id: userId, eid: eventId } } }),
      );
    },
    onSuccess: () => invalidateServices(queryClient, api, userId ?? ""),
  });
}

/** POST /users/{id}/attorneys/{aid}/attorney-reviews — PENDING until an admin approves it. */
export function useCreateAttorneyReview(userId: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { attorneyId: string; rating: number; message?: string; purchaseItemId?: string }) => {
      if (!userId) throw noSessionError();
      const { attorneyId, ...body } = input;
      return unwrap(
        await api.client.POST("/users/{id}/attorneys/{aid}/attorney-reviews", {
          params: { path: { id: userId, aid: attorneyId } },
          body,
        }),
      );
    },
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/attorneys-needing-reviews") }),
  });
}

// --- chat ---------------------------------------------------------------------------------------

/**
 * Which conversation on the agreement: the counterpart's user id (one of a customer's attorneys, an
 * attorney's client); null or left out for the first (a customer's representing attorney).
 */
type Counterpart = string | null | undefined;
const withCounterpart = (counterpartId: Counterpart) => (counterpartId ? { counterpartId } : {});

export function chatsQueryOptions(api: ApiClient, userId: string, documentId: string, counterpartId?: Counterpart) {
  return api.$api.queryOptions("get", "/users/{id}/documents/{docId}/chats", {
    params: { path: { id: userId, docId: documentId }, ...(counterpartId ? { query: { counterpartId } } : {}) },
  });
}

/** GET /users/{id}/documents/{docId}/chats — the latest page, newest first, with the unread count. */
export function useChats(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  counterpartId?: Counterpart,
) {
  const api = useApiClient();
  return useQuery({
    ...chatsQueryOptions(api, userId ?? "", documentId ?? "", counterpartId),
    enabled: Boolean(userId && documentId),
  });
}

/**
 * POST …/chats with an optimistic message: a temporary message shows at once; the server's answer
 * replaces it; a failed send removes the temporary message again.
 */
export function useSendChat(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  counterpartId?: Counterpart,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const key = chatsQueryOptions(api, userId ?? "", documentId ?? "", counterpartId).queryKey;
  return useMutation({
    mutationKey: sendChatKey(userId, documentId, counterpartId),
    mutationFn: async (input: SendChatInput) => {
      if (!userId || !documentId) throw noSessionError();
      return unwrap(
        await api.client.POST("/users/{id}/documents/{docId}/chats", {
          params: { path: { id: userId, docId: documentId }, query: withCounterpart(counterpartId) },
          body: { message: input.message },
        }),
      );
    },
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<ChatsPage>(key, (page) =>
        page
          ? {
              ...page,
              total: page.total + 1,
              chats: [
                {
                  id: input.temporaryId,
                  documentId: documentId ?? "",
                  fromUserId: userId ?? "",
                  toUserId: page.counterpartId,
                  message: input.message,
                  isRead: false,
                  createdAt: new Date().toISOString(),
                },
                ...page.chats,
              ],
            }
          : page,
      );
    },
    onError: (_error, input) => {
      queryClient.setQueryData<ChatsPage>(key, (page) =>
        page
          ? { ...page, total: page.total - 1, chats: page.chats.filter((chat) => chat.id !== input.temporaryId) }
          : page,
      );
    },
    onSuccess: (saved, input) => {
      queryClient.setQueryData<ChatsPage>(key, (page) =>
        page
          ? {
              ...page,
              chats: page.chats.some((chat) => chat.id === saved.id)
                ? page.chats.filter((chat) => chat.id !== input.temporaryId)
                : page.chats.map((chat) => (chat.id === input.temporaryId ? saved : chat)),
            }
          : page,
      );
    },
  });
}

/** PATCH …/chats/read */
export function useReadChats(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  counterpartId?: Counterpart,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (chatIds: string[]) => {
      if (!userId || !documentId) throw noSessionError();
      return unwrap(
        await api.client.PATCH("/users/{id}/documents/{docId}/chats/read", {
          params: { path: { id: userId, docId: documentId }, query: withCounterpart(counterpartId) },
          body: { chatIds },
        }),
      );
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/documents/{docId}/chats") });
      // An attorney's dashboard counts their unread messages.
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/attorneys/{aid}/dashboard") });
    },
  });
}

/** The temporary ids of the messages whose send is still under way (they are not the server's yet: nothing to delete). */
export function usePendingChatIds(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  counterpartId?: Counterpart,
): string[] {
  return useMutationState({
    filters: { mutationKey: sendChatKey(userId, documentId, counterpartId), status: "pending" },
    select: (mutation) => (mutation.state.variables as SendChatInput | undefined)?.temporaryId ?? "",
  }).filter((id) => id !== "");
}

/** DELETE …/chats (the user's own messages): the deleted ones leave the cached page at once, then it is read again. */
export function useDeleteChats(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  counterpartId?: Counterpart,
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (chatIds: string[]) => {
      if (!userId || !documentId) throw noSessionError();
      return unwrap(
        await api.client.DELETE("/users/{id}/documents/{docId}/chats", {
          params: { path: { id: userId, docId: documentId }, query: withCounterpart(counterpartId) },
          body: { chatIds },
        }),
      );
    },
    onSuccess: ({ deletedIds }) => {
      const key = chatsQueryOptions(api, userId ?? "", documentId ?? "", counterpartId).queryKey;
      queryClient.setQueryData<ChatsPage>(key, (page) =>
        page
          ? {
              ...page,
              total: page.total - page.chats.filter((chat) => deletedIds.includes(chat.id)).length,
              chats: page.chats.filter((chat) => !deletedIds.includes(chat.id)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/documents/{docId}/chats") });
    },
  });
}

// --- live chat ----------------------------------------------------------------------------------

type SendChatInput = { message: string; temporaryId: string };

function sendChatKey(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  counterpartId?: Counterpart,
) {
  return ["send-chat", userId ?? "", documentId ?? "", counterpartId ?? ""] as const;
}

/**
 * Puts a message that arrived live into the cached first page, once: the send's answer may have put
 * it there already. The viewer's own message can arrive before the send's answer; it then takes the
 * place of the temporary message it saves (one of `pendingTemporaryIds`) instead of showing twice.
 */
export function addLiveChat(
  page: ChatsPage | undefined,
  message: ChatMessage,
  viewerId: string,
  pendingTemporaryIds: readonly string[] = [],
): ChatsPage | undefined {
  if (!page || page.chats.some((chat) => chat.id === message.id)) return page;
  if (message.fromUserId === viewerId) {
    const temporary = page.chats.findLast(
      (chat) => pendingTemporaryIds.includes(chat.id) && chat.message === message.message,
    );
    if (temporary) return { ...page, chats: page.chats.map((chat) => (chat === temporary ? message : chat)) };
  }
  return {
    ...page,
    total: page.total + 1,
    unreadCount: page.unreadCount + (message.toUserId === viewerId && !message.isRead ? 1 : 0),
    chats: [message, ...page.chats],
  };
}

const STREAM_SECONDS = 300;

/**
 * Keeps the conversation live: reads GET …/chats/stream (server-sent events over fetch, so the
 * bearer token is sent) and puts each new message into the cached page at once (reading the page
 * again when a read begun before the message was saved is still on its way); deletions, read
 * receipts and `resync` (the server's bus lost events) read the page again. On every (re)connection the page is read again, so nothing sent
 * while the stream was down is missed; after a failure it reconnects with a growing pause (1 s … 30 s).
 * Answers whether the stream is open.
 */
export function useChatStream(
  userId: string | null | undefined,
  documentId: string | null | undefined,
  options: { enabled?: boolean; counterpartId?: Counterpart } = {},
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const { enabled = true, counterpartId } = options;
  useEffect(() => {
    if (!userId || !documentId || !enabled) return;
    const key = chatsQueryOptions(api, userId, documentId, counterpartId).queryKey;
    const controller = new AbortController();
    void followServerSentEvents({
      signal: controller.signal,
      open: async (signal) => {
        const { data, error } = await api.client.GET("/users/{id}/documents/{docId}/chats/stream", {
          params: {
            path: { id: userId, docId: documentId },
            query: { maxSeconds: STREAM_SECONDS, ...withCounterpart(counterpartId) },
          },
          parseAs: "stream",
          signal,
        });
        if (error !== undefined || !data) throw error ?? new Error("no stream");
        return data as unknown as ReadableStream<Uint8Array>;
      },
      onOpen: () => {
        setConnected(true);
        void queryClient.invalidateQueries({ queryKey: key });
      },
      onClose: () => setConnected(false),
      onEvent: async (event) => {
        if (event.event === "message") {
          const message = JSON.parse(event.data) as ChatMessage;
          // A read of the page still on its way began before this message was saved (the stream
          // announces a message once it is committed): its answer would drop it. So that read is
          // cancelled, the message added, and the page read again.
          const readInFlight = queryClient.isFetching({ queryKey: key }) > 0;
          if (readInFlight) await queryClient.cancelQueries({ queryKey: key });
          const pendingTemporaryIds = queryClient
            .getMutationCache()
            .findAll({ mutationKey: sendChatKey(userId, documentId, counterpartId), status: "pending" })
            .map((mutation) => (mutation.state.variables as SendChatInput | undefined)?.temporaryId)
            .filter((id): id is string => id !== undefined);
          queryClient.setQueryData<ChatsPage>(key, (page) => addLiveChat(page, message, userId, pendingTemporaryIds));
          if (readInFlight) void queryClient.invalidateQueries({ queryKey: key });
        } else if (event.event === "deleted" || event.event === "read" || event.event === "resync") {
          void queryClient.invalidateQueries({ queryKey: key });
        }
      },
    });
    return () => {
      controller.abort();
      setConnected(false);
    };
  }, [api, queryClient, userId, documentId, enabled, counterpartId]);
  return { connected };
}
