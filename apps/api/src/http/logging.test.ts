import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import { RequestLogController, redactPersonal, serializeError } from "./logging.ts";

describe("serializeError", () => {
  it("drops the SQL parameters a failed query carries, in the message, the stack and the cause", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_unique"'),
      {
        code: "23505",
        detail: "Key (lower(email))=(alex@demo.prenup.test) already exists.",
      },
    );
    const error = new Error('Failed query: insert into "users" ("email") values ($1)\nparams: alex@demo.prenup.test', {
      cause,
    });
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("alex@demo.prenup.test");
    expect(serialized.message).toBe('Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]');
    expect(serialized.cause).toMatchObject({ code: "23505" });
    expect(serialized.stack).toContain("logging.test.ts");
  });
});

describe("redactPersonal", () => {
  it("censors personal fields in objects and arrays up to the depth limit, without changing what was logged", () => {
    const logged = {
      attempt: 2,
      users: [{ email: "a@example.test", name: "Alex", id: "u1" }],
      note: { a: { b: { c: { phone: "1" } } } },
    };
    const before = structuredClone(logged);
    expect(redactPersonal(logged)).toEqual({
      attempt: 2,
      users: [{ email: "[redacted]", name: "[redacted]", id: "u1" }],
      note: { a: { b: { c: { phone: "[redacted]" } } } },
    });
    expect(logged).toEqual(before);
    // Five levels: a field deeper than that is left as it is.
    expect(redactPersonal({ a: { b: { c: { d: { e: { email: "deep@example.test" } } } } } })).toEqual({
      a: { b: { c: { d: { e: { email: "deep@example.test" } } } } },
    });
  });

  it("returns the very object when there is nothing to censor, and leaves class instances alone", () => {
    const logged = { route: "/users/:id", statusCode: 200, tags: ["a"] };
    expect(redactPersonal(logged)).toBe(logged);
    const when = new Date("2026-11-25T00:00:00.000Z");
    expect(redactPersonal({ when })).toEqual({ when });
  });
});

describe("RequestLogController", () => {
  function requestLoggingTo(lines: { level: string; msg: string }[]): FastifyRequest {
    const at = (level: string) => (_fields: unknown, msg: string) => void lines.push({ level, msg });
    return { log: { debug: at("debug"), info: at("info") } } as unknown as FastifyRequest;
  }

  it("writes the incoming request at debug, leaving the completion line as the request's one line at info", () => {
    const lines: { level: string; msg: string }[] = [];
    new RequestLogController().incomingRequest(requestLoggingTo(lines));
    expect(lines).toEqual([{ level: "debug", msg: "incoming request" }]);
  });

  it("writes nothing for a request whose logging is turned off", () => {
    const lines: { level: string; msg: string }[] = [];
    new RequestLogController({ disableRequestLogging: true }).incomingRequest(requestLoggingTo(lines));
    expect(lines).toEqual([]);
  });
});
