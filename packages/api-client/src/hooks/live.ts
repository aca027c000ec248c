import { getPathKey, type GetPath } from "../query-keys.ts";
import {
  DISCLOSURE_KINDS,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_TTL_MS,
  isPresent,
  type LiveAction,
  type LiveChange,
  type LivePlace,
} from "@prenup/domain";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useApiClient } from "../api-context.tsx";
import { followServerSentEvents } from "../server-sent-events.ts";

/** How long a live stream stays open before the client opens the next (the server's limit is an hour). */
const STREAM_SECONDS = 600;

/** Where the partner is, as their last report said, and when it was heard. */
export type PartnerPresence = { place: LivePlace; sectionId: string | null; seenAt: number };
/** The last change the partner (or an attorney) made, and when it arrived. */
export type LiveNotice = { userId: string; change: LiveChange; action: LiveAction | null; at: number };

/**
 * What each change makes the screens read again. The partner's answers never change the viewer's
 * own, so an answers change leaves them alone (a field being typed in is not refetched under the
 * viewer's hands); an accepted proposal does change them (alignment).
 */
export const PATHS_CHANGED_LIVE: Record<LiveChange, readonly GetPath[]> = {
  answers: [
    "/users/{id}/standing",
    "/users/{id}/answers/dispute",
    "/users/{id}/documents/{docId}/resolutions",
    "/users/{id}/questionnaire-sections",
    "/users/{id}/documents",
    "/documents/{docId}/dispute-threads",
  ],
  alignment: [
    "/users/{id}/standing",
    "/users/{id}/answers",
    "/users/{id}/answers/dispute",
    "/users/{id}/answers/attorney-restrictions",
    "/users/{id}/documents/{docId}/resolutions",
    "/users/{id}/questionnaire-sections",
    "/users/{id}/questionnaire-sections/{section}",
    "/users/{id}/questionnaire-sections/{section}/groups",
    "/documents/{docId}/dispute-threads",
  ],
  disclosure: [
    "/users/{id}/standing",
    "/users/{id}/documents/{docId}/financial-summary",
    "/users/{id}/documents/{docId}/outcome-simulation",
    ...DISCLOSURE_KINDS.map((kind) => `/users/{id}/documents/{docId}/${kind}` as const),
  ],
  agreement: [
    "/users/{id}/standing",
    "/users/{id}/documents",
    "/documents/{id}",
    "/documents/{id}/files",
    "/documents/{id}/history",
    "/documents/{id}/sections",
    "/documents/{id}/regeneration-status",
    "/documents/{id}/participants",
    "/documents/{id}/notarizations",
  ],
  notarization: ["/users/{id}/standing", "/documents/{id}", "/documents/{id}/files", "/documents/{id}/notarizations"],
};

export function invalidateLiveChange(queryClient: QueryClient, change: LiveChange): void {
  for (const path of PATHS_CHANGED_LIVE[change]) void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
}

/** What the screens read again on `resync`: every path a change can touch (changes may have been lost). */
export const PATHS_RESYNCED_LIVE: readonly GetPath[] = [...new Set(Object.values(PATHS_CHANGED_LIVE).flat())];

export function invalidateLiveResync(queryClient: QueryClient): void {
  for (const path of PATHS_RESYNCED_LIVE) void queryClient.invalidateQueries({ queryKey: getPathKey(path) });
}

/**
 * Together in the app: the signed-in customer's live stream (GET /users/{id}/live). It keeps the
 * partner's presence (dropped after PRESENCE_TTL_MS without a word, at once when they leave, and
 * while the stream is down: a reopened stream says `hello` and the partner answers with their place),
 * reads again what a change of the partner or an attorney touches, and keeps the last such change
 * for the screens to say. `report(place, sectionId)` tells the partner where the viewer is: at once,
 * again when the partner arrives (`hello`), and every PRESENCE_HEARTBEAT_MS while the tab is shown.
 * Every (re)connection reads the standing again, so nothing that happened while it was down is lost;
 * `resync` (the server's bus lost events) reads again everything a change can touch and reports the
 * viewer's place again.
 */
export function useLiveTogether(
  userId: string | null | undefined,
  partnerId: string | null | undefined,
  options: { enabled?: boolean } = {},
) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const { enabled = true } = options;
  const [connected, setConnected] = useState(false);
  const [presence, setPresence] = useState<PartnerPresence | null>(null);
  const [notice, setNotice] = useState<LiveNotice | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const place = useRef<{ place: LivePlace; sectionId: string | null } | null>(null);

  const send = useCallback(() => {
    if (!userId || !place.current) return;
    void api.client
      .POST("/users/{id}/live/presence", {
        params: { path: { id: userId } },
        body: { place: place.current.place, sectionId: place.current.sectionId },
      })
      .catch(() => undefined);
  }, [api, userId]);

  const report = useCallback(
    (next: LivePlace, sectionId: string | null = null) => {
      place.current = { place: next, sectionId };
      send();
    },
    [send],
  );

  useEffect(() => {
    if (!userId || !enabled) return;
    const controller = new AbortController();
    void followServerSentEvents({
      signal: controller.signal,
      open: async (signal) => {
        const { data, error } = await api.client.GET("/users/{id}/live", {
          params: { path: { id: userId }, query: { maxSeconds: STREAM_SECONDS } },
          parseAs: "stream",
          signal,
        });
        if (error !== undefined || !data) throw error ?? new Error("no stream");
        return data as unknown as ReadableStream<Uint8Array>;
      },
      onOpen: () => {
        setConnected(true);
        void queryClient.invalidateQueries({ queryKey: getPathKey("/users/{id}/standing") });
        send();
      },
      // Events sent while the stream is down are lost (the partner's `left` among them): their presence
      // is unknown until the next stream's `hello` brings their answer.
      onClose: () => {
        setConnected(false);
        setPresence(null);
      },
      onEvent: (event) => {
        const data = JSON.parse(event.data) as {
          userId?: string;
          place?: LivePlace;
          sectionId?: string | null;
          change?: LiveChange;
          action?: LiveAction;
        };
        if (event.event === "resync") {
          invalidateLiveResync(queryClient);
          send();
        } else if (event.event === "changed" && data.change && data.userId) {
          invalidateLiveChange(queryClient, data.change);
          setNotice({ userId: data.userId, change: data.change, action: data.action ?? null, at: Date.now() });
        } else if (data.userId && data.userId === partnerId) {
          if (event.event === "presence" && data.place)
            setPresence({ place: data.place, sectionId: data.sectionId ?? null, seenAt: Date.now() });
          else if (event.event === "hello") send();
          else if (event.event === "left") setPresence(null);
        }
      },
    });
    return () => {
      controller.abort();
      setConnected(false);
    };
  }, [api, queryClient, userId, partnerId, enabled, send]);

  // While the tab is shown: the viewer's place again every heartbeat, and the partner's presence
  // dropped once nothing was heard for its time to live.
  useEffect(() => {
    if (!userId || !enabled) return;
    const beat = setInterval(
      () => {
        if (typeof document === "undefined" || document.visibilityState === "visible") send();
        setNow(Date.now());
      },
      Math.min(PRESENCE_HEARTBEAT_MS, PRESENCE_TTL_MS / 3),
    );
    return () => clearInterval(beat);
  }, [userId, enabled, send]);

  const present = presence && isPresent(presence.seenAt, now) ? presence : null;
  return { connected, presence: present, notice, report, now };
}
