import { describe, expect, it, vi } from "vitest";
import { createApiClient } from "./client.ts";
import { apiErrorMessage, FETCH_ERROR_TEXT, TIMEOUT_ERROR_TEXT } from "./errors.ts";
import { createFakeFetch, createFakeSession } from "../test/fakes.ts";
import { fakeCurrentUser } from "./testing/index.ts";

const user = fakeCurrentUser({ id: "u1" });

describe("bearer token", () => {
  it("sends the session's access token with each request", async () => {
    const auth = createFakeSession();
    const { fetch, requests } = createFakeFetch(() => ({ status: 200, body: user }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    const { data } = await client.GET("/users/me");

    expect(data).toEqual(user);
    expect(requests).toEqual([
      expect.objectContaining({ method: "GET", path: "/users/me", authorization: "Bearer token-1" }),
    ]);
  });

  it("sends no Authorization header when signed out", async () => {
    const auth = createFakeSession({ signedIn: false });
    const { fetch, requests } = createFakeFetch(() => ({ status: 200, body: [] }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    await client.GET("/states");

    expect(requests[0]?.authorization).toBeNull();
  });
});

describe("401 handling", () => {
  it("renews once and retries the request with the new token", async () => {
    const auth = createFakeSession();
    const { fetch, requests } = createFakeFetch((request) =>
      request.headers.get("Authorization") === "Bearer token-1"
        ? { status: 401, body: { error: "Token expired", code: "UNAUTHORIZED" } }
        : { status: 201, body: user },
    );
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    const { data, error } = await client.POST("/users", { body: { firstName: "Alex", lastName: "Rivera" } });

    expect(error).toBeUndefined();
    expect(data).toEqual(user);
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(requests.map((r) => r.authorization)).toEqual(["Bearer token-1", "Bearer token-2"]);
    // The retried request carries the same body.
    expect(JSON.parse(requests[1]!.body)).toEqual({ firstName: "Alex", lastName: "Rivera" });
  });

  it("signs out when the retry is refused too, and reports the 401", async () => {
    const auth = createFakeSession();
    const { fetch, requests } = createFakeFetch(() => ({
      status: 401,
      body: { error: "Unauthorized", code: "UNAUTHORIZED" },
    }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    const { error } = await client.GET("/users/me");

    expect(requests).toHaveLength(2);
    expect(auth.renew).toHaveBeenCalledTimes(1);
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(error).toEqual({ status: 401, data: { error: "Unauthorized", code: "UNAUTHORIZED" } });
  });

  it("signs out without retrying when the renewal fails, through onSignedOut when given", async () => {
    const auth = createFakeSession({ renewSucceeds: false });
    const onSignedOut = vi.fn();
    const { fetch, requests } = createFakeFetch(() => ({
      status: 401,
      body: { error: "Unauthorized", code: "UNAUTHORIZED" },
    }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch, onSignedOut });

    const { error } = await client.GET("/users/me");

    expect(requests).toHaveLength(1);
    expect(onSignedOut).toHaveBeenCalledTimes(1);
    expect(auth.signOut).not.toHaveBeenCalled();
    expect(error).toMatchObject({ status: 401 });
  });

  it("shares one renewal between requests refused at the same time", async () => {
    const auth = createFakeSession();
    const { fetch } = createFakeFetch((request) =>
      request.headers.get("Authorization") === "Bearer token-1"
        ? { status: 401, body: { error: "Expired", code: "UNAUTHORIZED" } }
        : { status: 200, body: [] },
    );
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    const results = await Promise.all([client.GET("/states"), client.GET("/products"), client.GET("/states")]);

    expect(results.map((r) => r.data)).toEqual([[], [], []]);
    expect(auth.renew).toHaveBeenCalledTimes(1);
  });

  it("signs out at once on SESSION_ENDED, without a renewal, and reports the server's message", async () => {
    const auth = createFakeSession();
    const body = { error: "You were signed out on every device. Please sign in again.", code: "SESSION_ENDED" };
    const { fetch, requests } = createFakeFetch(() => ({ status: 401, body }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    const { error } = await client.GET("/users/me");

    expect(requests).toHaveLength(1);
    expect(auth.renew).not.toHaveBeenCalled();
    expect(auth.signOut).toHaveBeenCalledTimes(1);
    expect(error).toEqual({ status: 401, data: body });
    expect(apiErrorMessage(error)).toBe("You were signed out on every device. Please sign in again.");
  });

  it("does not renew or sign out for a request sent without a token", async () => {
    const auth = createFakeSession({ signedIn: false });
    const { fetch } = createFakeFetch(() => ({ status: 401, body: { error: "Sign in first", code: "UNAUTHORIZED" } }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth, fetch });

    const { error } = await client.GET("/users/me");

    expect(error).toMatchObject({ status: 401 });
    expect(auth.renew).not.toHaveBeenCalled();
    expect(auth.signOut).not.toHaveBeenCalled();
  });
});

describe("error classification", () => {
  it("gives the HTTP status with the parsed body for a 4xx answer", async () => {
    const body = { error: { issues: [{ message: "First name is required", path: ["firstName"] }] } };
    const { fetch } = createFakeFetch(() => ({ status: 400, body }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });

    const { data, error } = await client.POST("/users", { body: {} });

    expect(data).toBeUndefined();
    expect(error).toEqual({ status: 400, data: body });
  });

  it("still reports an error for an empty 5xx answer", async () => {
    const { fetch } = createFakeFetch(() => ({ status: 500, raw: "", headers: { "Content-Length": "0" } }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });

    const { error } = await client.GET("/states");

    expect(error).toEqual({ status: 500, data: null });
  });

  it("classifies an unreachable server as FETCH_ERROR", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });

    await expect(client.GET("/states")).rejects.toEqual({ status: "FETCH_ERROR", error: FETCH_ERROR_TEXT });
  });

  it("aborts a request that outlasts the time limit and classifies it as TIMEOUT_ERROR", async () => {
    const fetch = vi.fn(
      (_request: Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
        }),
    );
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch, timeoutMs: 30 });

    const started = Date.now();
    await expect(client.GET("/states")).rejects.toEqual({ status: "TIMEOUT_ERROR", error: TIMEOUT_ERROR_TEXT });
    expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true);
  });

  it("uses a 20 s time limit by default", async () => {
    vi.useFakeTimers();
    try {
      const fetch = vi.fn(
        (_request: Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      );
      const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });
      const outcome = client.GET("/states").then(
        () => "answered",
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(19_999);
      expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toMatchObject({ status: "TIMEOUT_ERROR" });
    } finally {
      vi.useRealTimers();
    }
  });

  it("classifies a successful answer that is not JSON as PARSING_ERROR with its status and text", async () => {
    const { fetch } = createFakeFetch(() => ({
      status: 200,
      raw: "<html>maintenance</html>",
      headers: { "Content-Type": "application/json" },
    }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });

    const { error } = await client.GET("/states");

    expect(error).toMatchObject({ status: "PARSING_ERROR", originalStatus: 200, data: "<html>maintenance</html>" });
    expect((error as { error: string }).error).toMatch(/SyntaxError/);
  });

  it("classifies an error answer that is not JSON as PARSING_ERROR", async () => {
    const { fetch } = createFakeFetch(() => ({
      status: 502,
      raw: "Bad Gateway",
      headers: { "Content-Type": "text/plain" },
    }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });

    const { error } = await client.GET("/states");

    expect(error).toMatchObject({ status: "PARSING_ERROR", originalStatus: 502, data: "Bad Gateway" });
  });

  it("leaves other response formats to the caller", async () => {
    const { fetch } = createFakeFetch(() => ({
      status: 200,
      raw: "plain words",
      headers: { "Content-Type": "text/plain" },
    }));
    const { client } = createApiClient({ baseUrl: "http://api.test", auth: createFakeSession(), fetch });

    const { data } = await client.GET("/states", { parseAs: "text" });

    expect(data).toBe("plain words");
  });
});
