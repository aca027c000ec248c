import { describe, expect, it } from "vitest";
import { serializeError } from "./logging.ts";

describe("serializeError", () => {
  it("drops the SQL parameters a failed query carries, in the message, the stack and the cause", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_lower_unique"'), {
      code: "23505",
      detail: "Key (lower(email))=(alex@demo.prenup.test) already exists.",
    });
    const error = new Error('Failed query: insert into "users" ("email") values ($1)\nparams: alex@demo.prenup.test', { cause });
    const serialized = serializeError(error);
    const text = JSON.stringify(serialized);
    expect(text).not.toContain("alex@demo.prenup.test");
    expect(serialized.message).toBe('Failed query: insert into "users" ("email") values ($1)\nparams: [redacted]');
    expect(serialized.cause).toMatchObject({ code: "23505" });
    expect(serialized.stack).toContain("logging.test.ts");
  });
});
