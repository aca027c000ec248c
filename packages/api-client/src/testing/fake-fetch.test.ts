import { describe, expect, it } from "vitest";
import { createFakeFetch } from "./index.ts";

function patch(body: unknown): Request {
  return new Request("http://api.test/users/u1", {
    method: "PATCH",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

describe("createFakeFetch", () => {
  it("answers from an async route that reads the request body first", async () => {
    let stored = { firstName: "Alex", middleName: null as string | null };
    const { fetch } = createFakeFetch({
      "PATCH /users/u1": async (request: Request) => {
        stored = { ...stored, ...((await request.json()) as Partial<typeof stored>) };
        return { status: 200, body: stored };
      },
    });

    const response = await fetch(patch({ middleName: "Quinn" }));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ firstName: "Alex", middleName: "Quinn" });
    expect(stored.middleName).toBe("Quinn");
  });

  it("keeps the recorded request's body readable after a route has read it", async () => {
    const { fetch, requests } = createFakeFetch({
      "PATCH /users/u1": async (request: Request) => ({ status: 200, body: await request.json() }),
    });

    await fetch(patch({ suffix: "Jr." }));

    expect(await requests[0]!.json()).toEqual({ suffix: "Jr." });
  });

  it("answers plain values with 200 and unknown routes with the API's 404", async () => {
    const { fetch } = createFakeFetch({ "GET /states": [{ id: "CA" }] });

    expect(await (await fetch(new Request("http://api.test/states"))).json()).toEqual([{ id: "CA" }]);
    const missing = await fetch(new Request("http://api.test/nope"));
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: "Not found", code: "NOT_FOUND" });
  });
});
