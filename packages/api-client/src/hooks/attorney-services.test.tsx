import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createTestApiWrapper } from "../testing/api-wrapper.tsx";
import { createFakeFetch, type FakeApiRoutes } from "../testing/index.ts";
import { readServerSentEvents } from "../server-sent-events.ts";
import { addLiveChat, useChats, useChatStream, useSendChat, type ChatsPage } from "./attorney-services.ts";

const userId = "11111111-1111-4111-8111-111111111111";
const documentId = "22222222-2222-4222-8222-222222222222";
const attorneyId = "33333333-3333-4333-8333-333333333333";
const chatsPath = `GET /users/${userId}/documents/${documentId}/chats`;
const sendPath = `POST /users/${userId}/documents/${documentId}/chats`;

const page: ChatsPage = { chats: [], total: 0, unreadCount: 0, counterpartId: attorneyId, page: 1, pageSize: 50 };

function setup(routes: FakeApiRoutes) {
  const { fetch } = createFakeFetch(routes);
  const { wrapper } = createTestApiWrapper(fetch);
  return renderHook(() => ({ chats: useChats(userId, documentId), send: useSendChat(userId, documentId) }), {
    wrapper,
  });
}

describe("useSendChat", () => {
  it("shows the message at once and replaces it with the server's", async () => {
    const saved = {
      id: "44444444-4444-4444-8444-444444444444",
      documentId,
      fromUserId: userId,
      toUserId: attorneyId,
      message: "Hello",
      isRead: false,
      createdAt: "2026-11-23T09:00:00.000Z",
    };
    // The server lists the message once it is saved (a refetch after the send must not lose it).
    let stored = false;
    const { result } = setup({
      [chatsPath]: () => ({ status: 200, body: stored ? { ...page, chats: [saved], total: 1 } : page }),
      [sendPath]: () => {
        stored = true;
        return { status: 201, body: saved };
      },
    });
    await waitFor(() => expect(result.current.chats.data).toBeDefined());
    await act(() => result.current.send.mutateAsync({ message: "Hello", temporaryId: "temp-1" }));
    await waitFor(() => expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual([saved.id]));
  });

  it("removes the temporary message when the send fails", async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const refusal = {
      status: 409,
      body: { error: "You can chat once an attorney is assigned to your agreement.", code: "CHAT_NOT_ALLOWED" },
    };
    const { result } = setup({ [chatsPath]: page, [sendPath]: async () => answered.then(() => refusal) });
    await waitFor(() => expect(result.current.chats.data).toBeDefined());
    act(() => result.current.send.mutate({ message: "Hello", temporaryId: "temp-2" }));
    await waitFor(() => expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual(["temp-2"]));
    answer();
    await waitFor(() => expect(result.current.send.isError).toBe(true));
    expect(result.current.chats.data?.chats).toEqual([]);
    expect(result.current.chats.data?.total).toBe(0);
  });
});

describe("a send and the live stream together", () => {
  it("never shows the viewer's message twice when the stream delivers it before the send's answer", async () => {
    const saved = {
      id: "55555555-5555-4555-8555-555555555555",
      documentId,
      fromUserId: userId,
      toUserId: attorneyId,
      message: "Can we talk about the house?",
      isRead: false,
      createdAt: "2026-11-23T09:00:00.000Z",
    };
    let live: ReadableStreamDefaultController<Uint8Array> | undefined;
    let answerSend: () => void = () => {};
    const sendAnswered = new Promise<void>((resolve) => (answerSend = resolve));
    let stored = false;
    const { fetch: json } = createFakeFetch({
      [chatsPath]: () => ({ status: 200, body: stored ? { ...page, chats: [saved], total: 1 } : page }),
      [sendPath]: async () => {
        stored = true;
        await sendAnswered;
        return { status: 201, body: saved };
      },
    });
    const fetch = async (request: Request) =>
      new URL(request.url).pathname.endsWith("/chats/stream")
        ? new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (live = controller) }), {
            status: 200,
            headers: { "Content-Type": "text/event-stream" },
          })
        : json(request);
    const { wrapper } = createTestApiWrapper(fetch);
    const { result, unmount } = renderHook(
      () => ({
        chats: useChats(userId, documentId),
        send: useSendChat(userId, documentId),
        stream: useChatStream(userId, documentId),
      }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.stream.connected && result.current.chats.data && !result.current.chats.isFetching).toBe(
        true,
      ),
    );

    act(() => result.current.send.mutate({ message: saved.message, temporaryId: "temp-1" }));
    await waitFor(() => expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual(["temp-1"]));
    // The saved message arrives on the stream while the send still waits for its answer.
    live!.enqueue(new TextEncoder().encode(`event: message\ndata: ${JSON.stringify(saved)}\n\n`));
    await waitFor(() => expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual([saved.id]));
    expect(result.current.chats.data?.total).toBe(1);
    answerSend();
    await waitFor(() => expect(result.current.send.isSuccess).toBe(true));
    expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual([saved.id]);
    unmount();
  });
});

describe("the live stream and a read of the page in flight", () => {
  it("keeps a message that arrives while the page's read (begun before it was sent) is still on its way", async () => {
    const arrived = {
      id: "66666666-6666-4666-8666-666666666666",
      documentId,
      fromUserId: attorneyId,
      toUserId: userId,
      message: "Hi, I have your draft.",
      isRead: false,
      createdAt: "2026-11-23T09:00:00.000Z",
    };
    let live: ReadableStreamDefaultController<Uint8Array> | undefined;
    let stored = false;
    let reads = 0;
    let answerFirstRead: () => void = () => {};
    const { fetch: json } = createFakeFetch({
      [chatsPath]: async () => {
        reads += 1;
        // What the read sees when it reaches the database: the first read, before the message.
        const body = stored ? { ...page, chats: [arrived], total: 1, unreadCount: 1 } : page;
        if (reads === 1) await new Promise<void>((resolve) => (answerFirstRead = resolve));
        return { status: 200, body };
      },
    });
    const fetch = async (request: Request) =>
      new URL(request.url).pathname.endsWith("/chats/stream")
        ? new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (live = controller) }), {
            status: 200,
            headers: { "Content-Type": "text/event-stream" },
          })
        : json(request);
    const { wrapper } = createTestApiWrapper(fetch);
    const { result, unmount } = renderHook(
      () => ({ chats: useChats(userId, documentId), stream: useChatStream(userId, documentId) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.stream.connected && reads === 1).toBe(true));

    // The attorney's message is saved and announced on the stream while the first read is on its way.
    stored = true;
    live!.enqueue(new TextEncoder().encode(`event: message\ndata: ${JSON.stringify(arrived)}\n\n`));
    await new Promise((resolve) => setTimeout(resolve, 50));
    answerFirstRead();
    await waitFor(() => expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual([arrived.id]));
    await waitFor(() => expect(result.current.chats.isFetching).toBe(false));
    expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual([arrived.id]);
    unmount();
  });
});

describe("live chat stream parsing", () => {
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it("reads named events across chunk boundaries and skips comments", async () => {
    const events: { event: string; data: string }[] = [];
    for await (const event of readServerSentEvents(
      streamOf(
        ": connected\n\nretry: 1000\n\nevent: mess",
        'age\ndata: {"id":"1"}\n\n',
        'event: read\r\ndata: {"chatIds":["1"]}\r\n\r\n: ping\n\n',
      ),
    )) {
      events.push(event);
    }
    expect(events).toEqual([
      { event: "message", data: '{"id":"1"}' },
      { event: "read", data: '{"chatIds":["1"]}' },
    ]);
  });

  it("adds a live message once, counting it unread when it is addressed to the viewer", () => {
    const page = { chats: [], total: 0, unreadCount: 0, counterpartId: "att", page: 1, pageSize: 50 };
    const message = {
      id: "m1",
      documentId: "d",
      fromUserId: "att",
      toUserId: "me",
      message: "hi",
      isRead: false,
      createdAt: "2026-11-21T09:00:00.000Z",
    };
    const once = addLiveChat(page, message, "me")!;
    expect(once).toMatchObject({ total: 1, unreadCount: 1 });
    expect(addLiveChat(once, message, "me")).toBe(once);
    expect(addLiveChat(page, { ...message, fromUserId: "me", toUserId: "att" }, "me")).toMatchObject({
      total: 1,
      unreadCount: 0,
    });
  });

  it("shows the viewer's own message once when its live copy arrives before the send's answer", () => {
    const base = {
      documentId: "d",
      fromUserId: "me",
      toUserId: "att",
      isRead: false,
      createdAt: "2026-11-21T09:00:00.000Z",
    };
    // Two sends of the same words are pending (newest first, as the panel shows them).
    const page = {
      chats: [
        { ...base, id: "temp-2", message: "ok" },
        { ...base, id: "temp-1", message: "ok" },
        { ...base, id: "m0", fromUserId: "att", toUserId: "me", message: "hi" },
      ],
      total: 3,
      unreadCount: 0,
      counterpartId: "att",
      page: 1,
      pageSize: 50,
    };
    const first = addLiveChat(page, { ...base, id: "m1", message: "ok" }, "me", ["temp-1", "temp-2"])!;
    expect(first.chats.map((chat) => chat.id)).toEqual(["temp-2", "m1", "m0"]);
    expect(first.total).toBe(3);
    const second = addLiveChat(first, { ...base, id: "m2", message: "ok" }, "me", ["temp-2"])!;
    expect(second.chats.map((chat) => chat.id)).toEqual(["m2", "m1", "m0"]);
    // Without a pending send (another tab of the same user sent it), the message is added.
    expect(addLiveChat(page, { ...base, id: "m3", message: "ok" }, "me")!.chats.map((chat) => chat.id)).toEqual([
      "m3",
      "temp-2",
      "temp-1",
      "m0",
    ]);
  });
});

describe("the live chat stream's resync", () => {
  it("reads the page again when the server says events may have been lost", async () => {
    const missed = {
      id: "77777777-7777-4777-8777-777777777777",
      documentId,
      fromUserId: attorneyId,
      toUserId: userId,
      message: "Sent while the bus was down.",
      isRead: false,
      createdAt: "2026-11-23T09:00:00.000Z",
    };
    let live: ReadableStreamDefaultController<Uint8Array> | undefined;
    let stored = false;
    let reads = 0;
    const { fetch: json } = createFakeFetch({
      [chatsPath]: () => {
        reads += 1;
        return { status: 200, body: stored ? { ...page, chats: [missed], total: 1, unreadCount: 1 } : page };
      },
    });
    const fetch = async (request: Request) =>
      new URL(request.url).pathname.endsWith("/chats/stream")
        ? new Response(new ReadableStream<Uint8Array>({ start: (controller) => void (live = controller) }), {
            status: 200,
            headers: { "Content-Type": "text/event-stream" },
          })
        : json(request);
    const { wrapper } = createTestApiWrapper(fetch);
    const { result, unmount } = renderHook(
      () => ({ chats: useChats(userId, documentId), stream: useChatStream(userId, documentId) }),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.stream.connected && result.current.chats.data && !result.current.chats.isFetching).toBe(
        true,
      ),
    );
    const readsBefore = reads;

    // The message was saved while the server's bus was reconnecting: its event never came.
    stored = true;
    live!.enqueue(new TextEncoder().encode("event: resync\ndata: {}\n\n"));
    await waitFor(() => expect(result.current.chats.data?.chats.map((chat) => chat.id)).toEqual([missed.id]));
    expect(reads).toBe(readsBefore + 1);
    unmount();
  });
});
