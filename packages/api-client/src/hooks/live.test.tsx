import { useQuery } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useApiClient } from "../api-context.tsx";
import { createTestApiWrapper } from "../testing/api-wrapper.tsx";
import { createFakeFetch } from "../testing/index.ts";
import { PATHS_CHANGED_LIVE, PATHS_RESYNCED_LIVE, useLiveTogether } from "./live.ts";

const userId = "11111111-1111-4111-8111-111111111111";
const partnerId = "22222222-2222-4222-8222-222222222222";
const documentId = "33333333-3333-4333-8333-333333333333";
const summaryPath = `GET /users/${userId}/documents/${documentId}/financial-summary`;

describe("useLiveTogether", () => {
  it("reads again everything a change can touch and reports the viewer's place again", async () => {
    let live: ReadableStreamDefaultController<Uint8Array> | undefined;
    let summaryReads = 0;
    const presenceReports: unknown[] = [];
    const { fetch: json } = createFakeFetch({
      [summaryPath]: () => {
        summaryReads += 1;
        return { status: 200, body: { reads: summaryReads } };
      },
      [`GET /users/${userId}/standing`]: { status: 200 },
    });
    const fetch = async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/users/${userId}/live`) {
        return new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (live = controller) }), {
          status: 200,
          headers: { "Content-Type": "text/event-stream" },
        });
      }
      if (pathname === `/users/${userId}/live/presence`) {
        presenceReports.push(await request.json());
        return new Response(null, { status: 204 });
      }
      return json(request);
    };
    const { wrapper } = createTestApiWrapper(fetch);
    const { result, unmount } = renderHook(
      () => {
        const api = useApiClient();
        // A screen's read that no stream (re)connection reads again, only a disclosure change or a resync.
        const summary = useQuery(
          api.$api.queryOptions("get", "/users/{id}/documents/{docId}/financial-summary", {
            params: { path: { id: userId, docId: documentId } },
          }),
        );
        return { summary, live: useLiveTogether(userId, partnerId) };
      },
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.live.connected && result.current.summary.data && !result.current.summary.isFetching).toBe(
        true,
      ),
    );
    act(() => result.current.live.report("dashboard"));
    await waitFor(() => expect(presenceReports).toHaveLength(1));
    const readsBefore = summaryReads;

    live!.enqueue(new TextEncoder().encode("event: resync\ndata: {}\n\n"));
    await waitFor(() => expect(summaryReads).toBe(readsBefore + 1));
    await waitFor(() =>
      expect(presenceReports).toEqual([
        { place: "dashboard", sectionId: null },
        { place: "dashboard", sectionId: null },
      ]),
    );
    unmount();
  });

  it("forgets the partner's place while the stream is down, until the reopened stream hears it again", async () => {
    const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
    const { fetch: json } = createFakeFetch({ [`GET /users/${userId}/standing`]: { status: 200 } });
    const fetch = async (request: Request) => {
      const { pathname } = new URL(request.url);
      if (pathname === `/users/${userId}/live`)
        return new Response(new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) }), {
          status: 200,
          headers: { "Content-Type": "text/event-stream" },
        });
      if (pathname === `/users/${userId}/live/presence`) return new Response(null, { status: 204 });
      return json(request);
    };
    const { wrapper } = createTestApiWrapper(fetch);
    const { result, unmount } = renderHook(() => useLiveTogether(userId, partnerId), { wrapper });
    const say = (stream: number, event: string, data: object) =>
      streams[stream]!.enqueue(new TextEncoder().encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    await waitFor(() => expect(result.current.connected).toBe(true));
    say(0, "presence", { userId: partnerId, place: "section", sectionId: "assets" });
    await waitFor(() => expect(result.current.presence).toMatchObject({ place: "section", sectionId: "assets" }));

    // The stream ends; whatever the partner did meanwhile (closing their tab) was not heard.
    act(() => streams[0]!.close());
    await waitFor(() => expect(streams).toHaveLength(2));
    await waitFor(() => expect(result.current.connected).toBe(true));
    expect(result.current.presence).toBeNull();

    // A partner still there answers the new stream's hello.
    say(1, "presence", { userId: partnerId, place: "dashboard", sectionId: null });
    await waitFor(() => expect(result.current.presence).toMatchObject({ place: "dashboard", sectionId: null }));
    unmount();
  });

  it("covers every path of every change, once", () => {
    const all = Object.values(PATHS_CHANGED_LIVE).flat();
    expect(new Set(PATHS_RESYNCED_LIVE)).toEqual(new Set(all));
    expect(PATHS_RESYNCED_LIVE).toHaveLength(new Set(all).size);
  });
});
