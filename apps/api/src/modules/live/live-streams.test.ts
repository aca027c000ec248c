import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createInProcessCoupleBus, type CoupleBusEvent } from "../../integrations/live/couple-bus.ts";
import type { StreamEnd } from "../../integrations/live/streams.ts";
import { announceChange } from "./announce-change.ts";
import { liveContext } from "./live.context.ts";
import { LIVE_MESSAGES } from "./live.messages.ts";
import { openLiveStream } from "./open-live-stream.ts";
import { reportPresence } from "./report-presence.ts";

/** A context on the in-process bus whose partners the test sets, and streams that record. */
function setUp(maxPerUser?: number) {
  const bus = createInProcessCoupleBus();
  const partners = new Map<string, string | null>([
    ["alex", "jordan"],
    ["jordan", "alex"],
  ]);
  const published: CoupleBusEvent[] = [];
  bus.subscribe(["alex", "jordan"], (event) => published.push(event));
  const live = liveContext({
    bus,
    couples: {
      coupleOf: async (userId) =>
        partners.has(userId) ? { documentId: "doc", partnerId: partners.get(userId)! } : null,
    },
    recheckMs: 30_000,
    ...(maxPerUser !== undefined ? { maxPerUser } : {}),
  });
  const open = async (viewerId: string) => {
    const received: CoupleBusEvent[] = [];
    const ended: StreamEnd[] = [];
    const close = await openLiveStream(live, {
      viewerId,
      expiresAt: null,
      maxMs: 3_600_000,
      sink: { send: (event) => received.push(event), end: (reason) => ended.push(reason) },
    });
    return { received, ended, close };
  };
  return { bus, live, open, partners, published };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("the live streams", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("says hello when a stream opens and left when the user's last stream closes", async () => {
    const { open, published } = setUp();
    const first = await open("alex");
    const second = await open("alex");
    await settle();
    expect(published.filter((event) => event.type === "hello")).toHaveLength(2);
    first.close();
    first.close();
    await settle();
    expect(published.some((event) => event.type === "left")).toBe(false);
    second.close();
    await settle();
    expect(published.filter((event) => event.type === "left")).toEqual([{ type: "left", userId: "alex" }]);
  });

  it("delivers the partner's presence and others' changes, but nothing the viewer did themself", async () => {
    const { live, open } = setUp();
    const alex = await open("alex");
    reportPresence(live, "alex", { place: "dashboard" });
    reportPresence(live, "jordan", { place: "alignment", sectionId: null });
    announceChange(live, "alex", "answers", []);
    announceChange(live, "attorney-1", "agreement", ["alex", "jordan"]);
    announceChange(live, "someone-else", "agreement", ["sam"]);
    announceChange(live, "jordan", "alignment", [], "accepted-proposal");
    await vi.waitFor(() => expect(alex.received).toHaveLength(3));
    expect(alex.received).toEqual([
      { type: "presence", userId: "jordan", place: "alignment", sectionId: null },
      { type: "changed", userId: "attorney-1", change: "agreement", action: null, userIds: ["alex", "jordan"] },
      { type: "changed", userId: "jordan", change: "alignment", action: "accepted-proposal", userIds: [] },
    ]);
  });

  it("ends the stream when the partner changed or the account is gone, at the next check", async () => {
    const { open, partners } = setUp();
    const alex = await open("alex");
    const jordan = await open("jordan");
    partners.set("alex", "sam");
    partners.delete("jordan");
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(() => expect([...alex.ended, ...jordan.ended]).toEqual(["access-lost", "access-lost"]));
  });

  it("refuses a sixth stream and a user with no customer account, and ends every stream when stopped", async () => {
    const { live, open } = setUp();
    const streams = [];
    for (let n = 0; n < 5; n += 1) streams.push(await open("alex"));
    await expect(open("alex")).rejects.toMatchObject({ code: "LIVE_STREAMS_LIMIT", message: LIVE_MESSAGES.tooMany });
    await expect(open("nobody")).rejects.toMatchObject({ code: "USER_NOT_FOUND" });
    live.streams.stop();
    expect(streams.flatMap((stream) => stream.ended)).toEqual(Array(5).fill("server-stopping"));
    await expect(open("jordan")).rejects.toMatchObject({ code: "NOT_READY" });
  });

  it("holds the configured number of streams per user and names it in the refusal", async () => {
    const { open } = setUp(2);
    await open("alex");
    await open("alex");
    await expect(open("alex")).rejects.toMatchObject({
      code: "LIVE_STREAMS_LIMIT",
      message: "At most 2 live connections can be open at once. Close the app in another tab or device and try again.",
    });
    await expect(open("jordan")).resolves.toBeDefined();
  });
});
