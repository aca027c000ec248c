import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRedisClient } from "../src/integrations/redis.ts";
import { createTestApi, type TestApi } from "./harness.ts";

// Two API instances sharing Redis (REDIS_URL) share the rate limit. Needs a Redis server:
// TEST_REDIS_URL (CI sets it; .ci/run exports redis://127.0.0.1:6379), skipped without one.
const redisUrl = process.env["TEST_REDIS_URL"];

describe.runIf(redisUrl)("rate limits shared through Redis", () => {
  const clients: Redis[] = [];
  const apis: TestApi[] = [];
  const prefix = `test-${randomUUID()}:`;
  const client = async (url: string) => {
    const redis = await createRedisClient(url, () => undefined);
    // Keys of this run only, so parallel runs on one Redis do not count each other's requests.
    redis.options.keyPrefix = prefix;
    clients.push(redis);
    return redis;
  };

  beforeAll(async () => {
    for (let i = 0; i < 2; i += 1) {
      apis.push(
        await createTestApi({
          config: { rateLimit: { max: 3, windowMs: 60_000 } },
          deps: { redis: await client(redisUrl!) },
        }),
      );
    }
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.close()));
    await Promise.all(clients.map((redis) => redis.quit().catch(() => undefined)));
  });

  it("counts one client's requests across both instances: the fourth is refused whichever instance gets it", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await apis[i % 2]!.inject({ method: "GET", url: "/states" });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(response.json()).toMatchObject({ code: "RATE_LIMITED" });
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const counters = await clients[0]!.keys(`${prefix}prenup-rate-limit:*`);
    expect(counters.length).toBeGreaterThan(0);
  });

  it("lets requests through when Redis does not answer, rather than refusing them", async () => {
    const unreachable = await createRedisClient("redis://127.0.0.1:1", () => undefined);
    clients.push(unreachable);
    const api = await createTestApi({
      config: { rateLimit: { max: 1, windowMs: 60_000 } },
      deps: { redis: unreachable },
    });
    apis.push(api);
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await api.inject({ method: "GET", url: "/states" })).statusCode);
    expect(statuses).toEqual([200, 200, 200]);
  });
});
