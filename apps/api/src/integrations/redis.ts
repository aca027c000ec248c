import type { Redis } from "ioredis";

/**
 * The Redis client behind the shared rate-limit counters (REDIS_URL). Loaded only when configured.
 * A slow or absent Redis must not hold requests up: commands fail fast (no offline queue, a short
 * timeout) and the rate limit then lets the request through; the client keeps reconnecting.
 */
export async function createRedisClient(url: string, onError: (error: Error) => void): Promise<Redis> {
  const { Redis: RedisClient } = await import("ioredis");
  const client = new RedisClient(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    commandTimeout: 500,
  });
  client.on("error", onError);
  try {
    await client.connect();
  } catch (error) {
    onError(error instanceof Error ? error : new Error(String(error)));
  }
  return client;
}
