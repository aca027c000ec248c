import { describe, expect, it } from "vitest";
import { isDatabaseUnavailableError, waitForDatabase } from "./availability.ts";

const withCode = (message: string, code: string): Error => Object.assign(new Error(message), { code });

describe("isDatabaseUnavailableError", () => {
  it("recognises lost and refused connections, through drizzle's wrapping", () => {
    expect(isDatabaseUnavailableError(withCode("terminating connection due to administrator command", "57P01"))).toBe(
      true,
    );
    expect(isDatabaseUnavailableError(withCode("the database system is starting up", "57P03"))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("connection failure", "08006"))).toBe(true);
    expect(isDatabaseUnavailableError(withCode("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"))).toBe(true);
    expect(isDatabaseUnavailableError(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(
      isDatabaseUnavailableError(new Error("Client has encountered a connection error and is not queryable")),
    ).toBe(true);
    expect(isDatabaseUnavailableError(new Error("timeout exceeded when trying to connect"))).toBe(true);
    const wrapped = new Error("Failed query: select 1", { cause: new Error("Connection terminated unexpectedly") });
    expect(isDatabaseUnavailableError(wrapped)).toBe(true);
    expect(
      isDatabaseUnavailableError(new AggregateError([withCode("refused", "ECONNREFUSED")], "connect failed")),
    ).toBe(true);
  });

  it("leaves failing statements alone", () => {
    expect(isDatabaseUnavailableError(withCode("duplicate key value violates unique constraint", "23505"))).toBe(false);
    expect(isDatabaseUnavailableError(withCode("password authentication failed", "28P01"))).toBe(false);
    expect(isDatabaseUnavailableError(new Error("Failed query", { cause: withCode("syntax error", "42601") }))).toBe(
      false,
    );
    expect(isDatabaseUnavailableError("Connection terminated")).toBe(false);
  });
});

describe("waitForDatabase", () => {
  const clock = () => {
    let at = 0;
    const pauses: number[] = [];
    return {
      pauses,
      now: () => at,
      sleep: async (ms: number) => {
        pauses.push(ms);
        at += ms;
      },
    };
  };

  it("retries with doubling pauses, capped, until the database answers", async () => {
    const time = clock();
    let calls = 0;
    const database = {
      async ping() {
        calls += 1;
        if (calls < 7) throw withCode("refused", "ECONNREFUSED");
      },
    };
    await waitForDatabase(database, { sleep: time.sleep, now: time.now, initialDelayMs: 100, maxDelayMs: 1000 });
    expect(calls).toBe(7);
    expect(time.pauses).toEqual([100, 200, 400, 800, 1000, 1000]);
  });

  it("gives up after the timeout with the last error", async () => {
    const time = clock();
    const database = { ping: () => Promise.reject(withCode("refused", "ECONNREFUSED")) };
    await expect(waitForDatabase(database, { sleep: time.sleep, now: time.now, timeoutMs: 1000 })).rejects.toThrow(
      "refused",
    );
    expect(time.pauses.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it("fails at once on an error that waiting will not fix", async () => {
    const time = clock();
    const database = { ping: () => Promise.reject(withCode("password authentication failed", "28P01")) };
    await expect(waitForDatabase(database, { sleep: time.sleep, now: time.now })).rejects.toThrow("password");
    expect(time.pauses).toEqual([]);
  });
});
