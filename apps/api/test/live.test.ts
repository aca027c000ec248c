/**
 * Partners together (GET /users/{id}/live, POST /users/{id}/live/presence): each partner's stream
 * carries the other's presence and changes, and nothing of anyone else's; a route that declares a
 * change tells the couple once it succeeded and not when it failed; at most 5 streams a user; a
 * closed account's stream ends on the next delivery; bad input is refused with the places named.
 * Two API instances sharing the bus: `live-two-instances.test.ts`.
 */
import { contentIds, users } from "@prenup/db";
import { createAttorney, createCouple, createCustomer } from "@prenup/db/testing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_MESSAGES } from "../src/modules/live/index.ts";
import { claimsOf, createTestApi, json, type TestApi, type TokenClaims } from "./harness.ts";
import { opt, q } from "./questionnaire-fixtures.ts";
import { openEventStream } from "./event-stream-reader.ts";

let api: TestApi;
let baseUrl = "";

beforeAll(async () => {
  api = await createTestApi({ now: new Date() });
  baseUrl = await api.app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await api?.close();
});

const liveOf = async (user: { id: string }, as: TokenClaims = claimsOf(user as never)) =>
  openEventStream(`${baseUrl}/users/${user.id}/live`, await api.token(as));

const presence = (user: { id: string; externalId: string; email: string }, payload: unknown) =>
  api.inject({
    method: "POST",
    url: `/users/${user.id}/live/presence`,
    payload: payload as object,
    as: claimsOf(user),
  });

describe("the couple's live stream", () => {
  it("carries the partner's presence, hello and left, and nothing of another couple", async () => {
    const { userA, userB } = await createCouple(api.db, { state: "CA" });
    const stranger = await createCouple(api.db, { state: "CA" });
    const a = await liveOf(userA, claimsOf(userA));
    const other = await liveOf(stranger.userA, claimsOf(stranger.userA));
    const b = await liveOf(userB, claimsOf(userB));
    await a.next("hello", (data) => data.userId === userB.id);

    const told = await presence(userB, { place: "questionnaire", sectionId: "0b9c1c4e-2f0a-4c67-9d53-2f8f5a3f2a11" });
    expect(told.statusCode, told.body).toBe(204);
    expect(await a.next("presence", (data) => data.userId === userB.id)).toEqual({
      userId: userB.id,
      place: "questionnaire",
      sectionId: "0b9c1c4e-2f0a-4c67-9d53-2f8f5a3f2a11",
    });

    b.close();
    expect(await a.next("left", (data) => data.userId === userB.id)).toEqual({ userId: userB.id });
    // The stream's end is logged once, with who ended it (the hijacked reply has no completion line).
    const closedLines = api.logs
      .map((line) => JSON.parse(line) as { msg: string; route?: string; endedBy?: string; streamMs?: number })
      .filter((line) => line.msg === "event stream closed");
    expect(closedLines).toHaveLength(1);
    expect(closedLines[0]).toMatchObject({ route: "/users/:id/live", endedBy: "client" });
    expect(closedLines[0]!.streamMs).toBeGreaterThanOrEqual(0);
    await presence(stranger.userB, { place: "dashboard" });
    await other.next("presence", (data) => data.userId === stranger.userB.id);
    expect(
      a.events.filter((event) => event.data.userId === stranger.userB.id || event.data.userId === stranger.userA.id),
    ).toEqual([]);
    a.close();
    other.close();
  });

  it("tells the partner of a committed change, and not of a refused one", async () => {
    const { userA, userB, document } = await createCouple(api.db, { state: "CA" });
    const a = await liveOf(userA, claimsOf(userA));
    const answered = await api.inject({
      method: "POST",
      url: `/users/${userB.id}/answers?questionId=${q("signing_timeline")}`,
      payload: { questionOptionIds: [opt("signing_timeline", "under_30_days")] },
      as: claimsOf(userB),
    });
    expect(answered.statusCode, answered.body).toBe(201);
    expect(await a.next("changed", (data) => data.userId === userB.id)).toEqual({
      userId: userB.id,
      change: "answers",
    });

    const refused = await api.inject({
      method: "POST",
      url: `/users/${userB.id}/answers?questionId=${q("signing_timeline")}`,
      payload: { questionOptionIds: [opt("signing_timeline", "under_30_days")] },
      as: claimsOf(userB),
    });
    expect(refused.statusCode).toBe(409);
    const moved = await api.inject({
      method: "PATCH",
      url: `/documents/${document.id}`,
      payload: { stateId: contentIds.state("NY") },
      as: claimsOf(userB),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await a.next("changed", (data) => data.change === "agreement");
    // The refused second POST told nobody: one answers change, then the agreement's.
    expect(a.events.filter((event) => event.event === "changed").map((event) => event.data.change)).toEqual([
      "answers",
      "agreement",
    ]);
    a.close();
  });

  it("holds at most 5 streams a user, and refuses another customer's stream and an attorney's", async () => {
    const { userA, userB } = await createCouple(api.db, { state: "CA" });
    const open = [];
    for (let n = 0; n < 5; n += 1) open.push(await liveOf(userA, claimsOf(userA)));
    const sixth = await fetch(`${baseUrl}/users/${userA.id}/live`, {
      headers: { authorization: `Bearer ${await api.token(claimsOf(userA))}` },
    });
    expect(sixth.status).toBe(429);
    expect(await sixth.json()).toMatchObject({ code: "LIVE_STREAMS_LIMIT", error: LIVE_MESSAGES.tooMany });
    for (const stream of open) stream.close();

    const notTheirs = await api.inject({ method: "GET", url: `/users/${userA.id}/live`, as: claimsOf(userB) });
    expect(notTheirs.statusCode).toBe(403);
    const attorney = await createAttorney(api.db, { states: ["CA"] });
    const asAttorney = await api.inject({
      method: "GET",
      url: `/users/${attorney.user.id}/live`,
      as: claimsOf(attorney.user, "attorney"),
    });
    expect(asAttorney.statusCode).toBe(403);
    const told = await api.inject({
      method: "POST",
      url: `/users/${userA.id}/live/presence`,
      payload: { place: "dashboard" },
      as: claimsOf(userB),
    });
    expect(told.statusCode).toBe(403);
  });

  it("ends a closed account's stream on the next event, with access-lost", async () => {
    const { userA, userB } = await createCouple(api.db, { state: "CA" });
    const a = await liveOf(userA, claimsOf(userA));
    await api.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, userA.id));
    await presence(userB, { place: "alignment" });
    expect(await a.ended(5_000)).toBe("access-lost");
    expect(a.events.some((event) => event.event === "presence")).toBe(false);
    await expect.poll(() => api.logs.filter((line) => line.includes('"endedBy":"access-lost"')).length).toBe(1);
  });

  it("refuses a presence report it cannot read, naming the places, and tells the partner nothing", async () => {
    const { userA, userB } = await createCouple(api.db, { state: "CA" });
    const loner = await createCustomer(api.db);
    const a = await liveOf(userA, claimsOf(userA));
    for (const [payload, message] of [
      [{ place: "kitchen" }, /^place must be one of: dashboard, questionnaire, alignment/],
      [{ place: "questionnaire", sectionId: "property" }, /^sectionId must be a section's id$/],
      [{}, /^place must be one of/],
    ] as const) {
      const response = await presence(userB, payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(json<{ error: { issues: { message: string }[] } }>(response).error.issues[0]!.message).toMatch(message);
    }
    // A customer with no agreement yet may still follow their own tabs.
    const alone = await liveOf(loner, claimsOf(loner));
    await presence(userB, { place: "profile" });
    await a.next("presence", (data) => data.place === "profile");
    expect(a.events.filter((event) => event.event === "presence")).toHaveLength(1);
    a.close();
    alone.close();
  });
});
