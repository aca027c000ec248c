import { describe, expect, it } from "vitest";
import { describeError } from "./db-errors.ts";

describe("describeError", () => {
  it("writes the message and each cause on one line, without a failed query's parameters", () => {
    const reached = new Error("Proof answered 502 (/v1/transactions/ot_1)", {
      cause: new Error('Failed query: select 1 from "users" where email = $1\nparams: alex@demo.prenup.test'),
    });
    const error = new Error("The notary service could not be reached.", { cause: reached });
    expect(describeError(error)).toBe(
      "The notary service could not be reached. | cause: Proof answered 502 (/v1/transactions/ot_1) | " +
        'cause: Failed query: select 1 from "users" where email = $1 params: [redacted]',
    );
  });

  it("stops after three causes and at 2,000 characters, and names a thrown value that is not an error", () => {
    let error = new Error("level 5");
    for (let level = 4; level >= 0; level -= 1) error = new Error(`level ${level}`, { cause: error });
    expect(describeError(error)).toBe("level 0 | cause: level 1 | cause: level 2 | cause: level 3");
    expect(describeError(new Error("x".repeat(3000)))).toHaveLength(2000);
    expect(describeError("a string")).toBe("non-error thrown");
    expect(describeError(new Error("refused", { cause: "a string" }))).toBe("refused | cause: non-error thrown");
  });
});
