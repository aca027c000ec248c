import * as fakeIndexedDb from "fake-indexeddb";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TransportError } from "../errors.ts";
import { classifyWriteFailure, createOfflineWrites, type SendResult } from "./offline-writes.ts";
import { rebaseWrites } from "./rebase.ts";
import type { ApiFetchClient } from "../client.ts";
import { isAnswerRequest, sendRequest, withBodyFields } from "./requests.ts";
import { createIndexedDbWriteQueue, type NewQueuedWrite, type QueuedWrite } from "./write-queue.ts";

// The queue's own IndexedDB for these tests only (the package's other test files share the worker).
const { indexedDB: _default, ...idbClasses } = fakeIndexedDb;
const globals = globalThis as unknown as Record<string, unknown>;
const saved = Object.fromEntries(["indexedDB", ...Object.keys(idbClasses)].map((name) => [name, globals[name]]));
beforeAll(() => {
  Object.assign(globals, idbClasses, { indexedDB: new fakeIndexedDb.IDBFactory() });
});
afterAll(() => {
  Object.assign(globals, saved);
});

let databases = 0;
const freshQueue = () => {
  const name = `writes-test-${(databases += 1)}`;
  return { name, queue: createIndexedDbWriteQueue(name) };
};

/** The body of a kept answer write (every write of these tests is one). */
function answerBody(write: QueuedWrite) {
  if (!isAnswerRequest(write)) throw new Error(`not an answer write: ${write.path}`);
  return write.body;
}

const offline = (): SendResult => ({
  ok: false,
  error: new TransportError({ status: "FETCH_ERROR", error: "Could not reach the server." }),
});
const unavailable = (): SendResult => ({
  ok: false,
  error: { status: 503, data: { error: "The service is briefly unavailable.", code: "DATABASE_UNAVAILABLE" } },
  retryAfterMs: 1000,
});

/** An answer's write as the app makes it: PUT /users/{id}/answers/{questionId}, on the version `baseUpdatedAt`. */
function answerWrite(
  questionId: string,
  valueTyped: string,
  baseUpdatedAt: string | null = "2026-11-21T12:00:00.000Z",
): NewQueuedWrite {
  return {
    userId: "u1",
    target: `answer:${questionId}`,
    method: "PUT",
    path: "/users/{id}/answers/{questionId}",
    params: { path: { id: "u1", questionId } },
    body: { valueTyped, questionOptionIds: [], baseUpdatedAt },
  };
}

/** An answer's write as an earlier version of the app kept it: POST (first answer) or PATCH /users/{id}/answers. */
function earlierAnswerWrite(
  questionId: string,
  valueTyped: string,
  method: "POST" | "PATCH",
  baseUpdatedAt: string | null,
): NewQueuedWrite {
  return {
    userId: "u1",
    target: `answer:${questionId}`,
    method,
    path: "/users/{id}/answers",
    params: { path: { id: "u1" }, query: { questionId } },
    body: { valueTyped, questionOptionIds: [], baseUpdatedAt },
  };
}

function savedAnswer(
  write: QueuedWrite,
  updatedAt: string,
  defaults: { questionId: string; updatedAt: string }[] = [],
) {
  const questionId = write.target.slice("answer:".length);
  return {
    answer: {
      id: `a-${questionId}`,
      questionId,
      valueTyped: answerBody(write).valueTyped,
      questionOptionIds: [],
      updatedAt,
    },
    defaults,
    validationError: null,
    section: {},
  };
}

/** A server that is down until `up()`; records every request it was sent. */
function fakeServer() {
  let isUp = false;
  const received: QueuedWrite[] = [];
  let clock = 0;
  const send = async (write: QueuedWrite): Promise<SendResult> => {
    received.push(structuredClone(write));
    if (!isUp) return offline();
    clock += 1;
    return { ok: true, data: savedAnswer(write, `2026-11-21T12:00:0${clock}.000Z`) };
  };
  return { send, received, up: () => (isUp = true) };
}

describe("the device's line of writes", () => {
  it("keeps the writes in order across a new instance (a reload, a closed tab)", async () => {
    const { name, queue } = freshQueue();
    await queue.add(answerWrite("q1", "one"));
    await queue.add(answerWrite("q2", "two"));
    await queue.add(answerWrite("q1", "three"));
    const reopened = createIndexedDbWriteQueue(name);
    const writes = await reopened.list("u1");
    expect(writes.map((write) => answerBody(write).valueTyped)).toEqual(["one", "two", "three"]);
    expect(new Set(writes.map((write) => write.idempotencyKey)).size).toBe(3);
    expect(await reopened.list("someone-else")).toEqual([]);
  });

  it("keeps a write on a network failure or a 503, and not on a 400 (shown as today)", async () => {
    const { queue } = freshQueue();
    const results = [
      offline(),
      unavailable(),
      {
        ok: false as const,
        error: { status: 400, data: { error: { issues: [{ message: "Too long", path: ["valueTyped"] }] } } },
      },
    ];
    const writes = createOfflineWrites({ queue, userId: "u1", send: async () => results.shift()! });
    expect(await writes.submit(answerWrite("q1", "one"))).toMatchObject({ kind: "queued" });
    // Writes wait behind a kept one (order): this one is kept without being sent first.
    expect(await writes.submit(answerWrite("q2", "two"))).toMatchObject({ kind: "queued" });
    expect((await queue.list("u1")).map((write) => write.target)).toEqual(["answer:q1", "answer:q2"]);

    const { queue: other } = freshQueue();
    const refusing = createOfflineWrites({
      queue: other,
      userId: "u1",
      send: async () => ({ ok: false, error: { status: 400, data: { error: "Bad" } } }),
    });
    await expect(refusing.submit(answerWrite("q1", "bad"))).rejects.toMatchObject({ status: 400 });
    expect(await other.list("u1")).toEqual([]);
    expect(classifyWriteFailure({ status: 503, data: null })).toEqual({ kind: "retry" });
    expect(classifyWriteFailure({ status: 422, data: { error: "No", code: "OPTION_NOT_AVAILABLE" } })).toMatchObject({
      kind: "refused",
    });
  });

  it("replays in order with the key chosen when the change was made, the same on every try", async () => {
    const { queue } = freshQueue();
    const server = fakeServer();
    const writes = createOfflineWrites({ queue, userId: "u1", send: server.send, rebase: rebaseWrites });
    await writes.submit(answerWrite("q1", "one"));
    await writes.submit(answerWrite("q2", "two"));
    await writes.flush(); // still down: each try uses the same key
    await writes.flush();
    server.up();
    await writes.flush();
    const keysOf = (target: string) =>
      new Set(server.received.filter((write) => write.target === target).map((write) => write.idempotencyKey));
    expect(keysOf("answer:q1").size).toBe(1);
    expect(keysOf("answer:q2").size).toBe(1);
    const delivered = server.received.slice(-2);
    expect(delivered.map((write) => answerBody(write).valueTyped)).toEqual(["one", "two"]);
    expect(await queue.list("u1")).toEqual([]);
  });

  it("makes the later writes of a question, and first answers to its recorded defaults, on the version the server gave", async () => {
    const { queue } = freshQueue();
    const first = await queue.add(answerWrite("q1", "one", null));
    await queue.add(answerWrite("q1", "two", null));
    await queue.add(answerWrite("q2", "default changed", null));
    await queue.add(answerWrite("q3", "made on a version", "2026-11-20T09:00:00.000Z"));
    const later = (await queue.list("u1")).slice(1);
    const version = "2026-11-21T12:00:05.000Z";
    const changed = rebaseWrites(
      first,
      savedAnswer(first, version, [
        { questionId: "q2", updatedAt: version },
        { questionId: "q3", updatedAt: version },
      ]),
      later,
    );
    // Still the one write each: the server decides whether it creates or updates the answer.
    expect(changed.map((write) => [write.target, write.method, answerBody(write).baseUpdatedAt])).toEqual([
      ["answer:q1", "PUT", version],
      ["answer:q2", "PUT", version],
    ]);
  });

  it("makes an earlier version's kept first answer a PATCH on the version the server gave", async () => {
    const { queue } = freshQueue();
    const first = await queue.add(answerWrite("q1", "one", null));
    await queue.add(earlierAnswerWrite("q1", "two", "POST", null));
    const changed = rebaseWrites(
      first,
      savedAnswer(first, "2026-11-21T12:00:05.000Z"),
      (await queue.list("u1")).slice(1),
    );
    expect(changed.map((write) => [write.method, write.path, answerBody(write).baseUpdatedAt])).toEqual([
      ["PATCH", "/users/{id}/answers", "2026-11-21T12:00:05.000Z"],
    ]);
  });

  it("holds a write the server says changed since (and its question's later writes) until the person chooses", async () => {
    const { queue } = freshQueue();
    const sent: QueuedWrite[] = [];
    const current = {
      id: "a1",
      questionId: "q1",
      valueTyped: "theirs",
      questionOptionIds: [],
      updatedAt: "2026-11-21T13:00:00.000Z",
    };
    let stored = current;
    const writes = createOfflineWrites({
      queue,
      userId: "u1",
      send: async (write) => {
        sent.push(structuredClone(write));
        if (write.target === "answer:q1" && answerBody(write).baseUpdatedAt !== stored.updatedAt) {
          return {
            ok: false,
            error: { status: 409, data: { error: "Changed since", code: "ANSWER_CHANGED", current: stored } },
          };
        }
        const data = savedAnswer(write, `2026-11-21T14:00:0${sent.length}.000Z`);
        if (write.target === "answer:q1") stored = data.answer as typeof current;
        return { ok: true, data };
      },
      rebase: rebaseWrites,
    });
    const events: string[] = [];
    writes.subscribe((event) => event && events.push(`${event.type} ${event.write.target}`));
    await queue.add(answerWrite("q1", "mine"));
    await queue.add(answerWrite("q2", "other"));
    await queue.add(answerWrite("q1", "mine again"));
    await writes.flush();
    expect(events).toEqual(["conflict answer:q1", "synced answer:q2"]);
    const [held, waiting] = await queue.list("u1");
    expect(held?.conflict).toMatchObject({ code: "ANSWER_CHANGED", current });
    expect(answerBody(waiting!).valueTyped).toBe("mine again");

    // Keep mine: sent again on the server's version, with the same key; the later write follows on the new version.
    await writes.keepMine(held!.seq, (write) => withBodyFields(write, { baseUpdatedAt: current.updatedAt }));
    expect(await queue.list("u1")).toEqual([]);
    const resent = sent.filter((write) => write.target === "answer:q1");
    expect(resent.map((write) => answerBody(write).valueTyped)).toEqual(["mine", "mine", "mine again"]);
    expect(resent[1]!.idempotencyKey).toBe(resent[0]!.idempotencyKey);
    expect(answerBody(resent[2]!).baseUpdatedAt).toBe(`2026-11-21T14:00:0${sent.indexOf(resent[1]!) + 1}.000Z`);
  });

  it("keeps a stored write whose path this version does not know, in conflict, and sends the others", async () => {
    const { queue } = freshQueue();
    const reached: string[] = [];
    // The typed client: a request reaching it answers like the server would.
    const answer = (method: string) => async (path: string) => {
      reached.push(`${method} ${path}`);
      return { data: { ok: true }, response: new Response(null, { status: 200 }) };
    };
    const client = { PUT: answer("PUT"), PATCH: answer("PATCH") } as unknown as ApiFetchClient;
    const writes = createOfflineWrites({
      queue,
      userId: "u1",
      send: async (write) => {
        const { data, error } = await sendRequest(client, write, { "Idempotency-Key": write.idempotencyKey });
        return error === undefined ? { ok: true, data } : { ok: false, error };
      },
    });
    const events: string[] = [];
    writes.subscribe((event) => event && events.push(`${event.type} ${event.write.target}`));
    // A write stored by another version of the app, under a path this one has no sender for.
    const older = { ...answerWrite("q1", "kept"), path: "/users/{id}/answer-drafts/{questionId}" };
    await queue.add(older as unknown as NewQueuedWrite);
    await queue.add(answerWrite("q2", "other"));
    // An earlier version's PATCH of an answer still goes out as it was made.
    await queue.add(earlierAnswerWrite("q3", "earlier", "PATCH", "2026-11-21T12:00:00.000Z"));
    await writes.flush();

    expect(reached).toEqual(["PUT /users/{id}/answers/{questionId}", "PATCH /users/{id}/answers"]);
    expect(events).toEqual(["conflict answer:q1", "synced answer:q2", "synced answer:q3"]);
    const [held, ...rest] = await queue.list("u1");
    expect(rest).toEqual([]);
    expect(held).toMatchObject({ path: "/users/{id}/answer-drafts/{questionId}", target: "answer:q1" });
    expect(held?.conflict).toMatchObject({ code: "UNSENDABLE_REQUEST", current: null });
    expect(writes.pending().map((write) => write.target)).toEqual(["answer:q1"]);

    // Another round leaves it where it is; taking the saved value drops it.
    await writes.flush();
    expect(await queue.list("u1")).toHaveLength(1);
    await writes.discard(held!.seq);
    expect(await queue.list("u1")).toEqual([]);
  });
});
