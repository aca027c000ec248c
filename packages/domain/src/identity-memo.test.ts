import { describe, expect, it } from "vitest";
import { memoizedByIdentity } from "./identity-memo.ts";

describe("memoizedByIdentity", () => {
  it("computes once per identity of the arguments, null included", () => {
    const calls: string[] = [];
    const joined = memoizedByIdentity((a: { name: string }, b: { name: string } | null) => {
      calls.push(`${a.name}+${b?.name ?? "none"}`);
      return Object.freeze([a.name, b?.name ?? null]);
    });
    const ann = { name: "Ann" };
    const bob = { name: "Bob" };
    const first = joined(ann, bob);
    expect(joined(ann, bob)).toBe(first);
    expect(joined(ann, null)).toEqual(["Ann", null]);
    expect(joined(ann, null)).toBe(joined(ann, null));
    // An equal object is another argument: identity, not equality, is the key.
    expect(joined(ann, { name: "Bob" })).not.toBe(first);
    expect(joined(bob, ann)).toEqual(["Bob", "Ann"]);
    expect(calls).toEqual(["Ann+Bob", "Ann+none", "Ann+Bob", "Bob+Ann"]);
  });

  it("keeps a result that is undefined or falsy", () => {
    let calls = 0;
    const nothing = memoizedByIdentity((_: object) => {
      calls += 1;
      return undefined;
    });
    const key = {};
    nothing(key);
    nothing(key);
    expect(calls).toBe(1);
  });
});
