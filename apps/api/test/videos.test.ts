import { contentIds, videos, videoStates } from "@prenup/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, json, type TestApi } from "./harness.ts";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api?.close();
});

type Video = {
  id: string;
  title: string;
  author: string | null;
  youtubeLink: string;
  location: string | null;
  order: number;
};

const list = async (query = ""): Promise<Video[]> => {
  const response = await api.inject({ method: "GET", url: `/videos${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return json<Video[]>(response);
};

describe("GET /videos", () => {
  it("lists every live video in order, to anyone", async () => {
    const all = await list();
    expect(all.length).toBeGreaterThanOrEqual(11);
    const orders = all.map((video) => video.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(all[0]).toEqual({
      id: contentIds.video("video_state_welcome"),
      title: "Why your state matters",
      author: "Morgan Ellis, family law attorney",
      youtubeLink: "https://www.youtube.com/@prenup-platform/why-your-state-matters",
      location: "background_information",
      order: 0,
    });
  });

  it("keeps one location, and in a state the videos shown everywhere plus that state's own", async () => {
    const background = await list("?location=background_information");
    expect(background.map((video) => video.id)).toEqual([
      contentIds.video("video_state_welcome"),
      contentIds.video("video_state_welcome_california"),
    ]);

    const inCalifornia = await list(`?location=background_information&stateId=${contentIds.state("CA")}`);
    expect(inCalifornia.map((video) => video.id)).toEqual([
      contentIds.video("video_state_welcome"),
      contentIds.video("video_state_welcome_california"),
    ]);
    const inNewYork = await list(`?location=background_information&stateId=${contentIds.state("NY")}`);
    expect(inNewYork.map((video) => video.id)).toEqual([contentIds.video("video_state_welcome")]);

    // A video limited to several states (the community-property ones) shows in each of them only.
    const rules = (abbreviation: string) =>
      list(`?location=shared_property_rules&stateId=${contentIds.state(abbreviation)}`);
    expect((await rules("TX")).map((video) => video.id)).toContain(contentIds.video("video_community_property_states"));
    expect((await rules("NY")).map((video) => video.id)).not.toContain(
      contentIds.video("video_community_property_states"),
    );

    expect(await list("?location=nowhere")).toEqual([]);
  });

  it("leaves out deleted videos and deleted state rows", async () => {
    const [hidden] = await api.db
      .insert(videos)
      .values({
        key: "test_hidden",
        title: "Hidden",
        youtubeLink: "https://example.test/v",
        location: "test_place",
        deletedAt: new Date(),
      })
      .returning();
    const [limited] = await api.db
      .insert(videos)
      .values({
        key: "test_limited",
        title: "Limited",
        youtubeLink: "https://example.test/w",
        location: "test_place",
        order: 5,
      })
      .returning();
    // Its only state row is deleted: the video is shown everywhere again.
    await api.db
      .insert(videoStates)
      .values({ videoId: limited!.id, stateId: contentIds.state("CA"), deletedAt: new Date() });
    const shown = await list(`?location=test_place&stateId=${contentIds.state("NY")}`);
    expect(shown.map((video) => video.id)).toEqual([limited!.id]);
    expect(shown.map((video) => video.id)).not.toContain(hidden!.id);
  });

  it("answers 400 for a stateId that is not a uuid", async () => {
    const response = await api.inject({ method: "GET", url: "/videos?stateId=CA" });
    expect(response.statusCode).toBe(400);
  });
});
