import { describe, expect, it } from "vitest";
import { fixtureRecord } from "./fixtures.ts";
import { canonicalJson } from "./hash.ts";
import { chainRecordEntry, GENESIS_HASH, verifyRecordChain, type RecordEntry } from "./record.ts";

const DOCUMENT = "3f1b2c4d-0000-4000-8000-00000000abcd";

describe("the enforceability record's hash chain", () => {
  const entries = fixtureRecord(DOCUMENT);

  it("links every entry to the one before, from the genesis hash", () => {
    expect(entries.map((entry) => entry.sequence)).toEqual([1, 2, 3, 4]);
    expect(entries[0]?.previousHash).toBe(GENESIS_HASH);
    for (const [index, entry] of entries.entries()) {
      if (index > 0) expect(entry.previousHash).toBe(entries[index - 1]?.hash);
      expect(entry.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(verifyRecordChain(entries)).toEqual({ valid: true, head: entries[3]?.hash });
    expect(verifyRecordChain([])).toEqual({ valid: true, head: GENESIS_HASH });
  });

  it("detects a change to any field of any entry", () => {
    const tampers: ((entry: RecordEntry) => RecordEntry)[] = [
      (entry) => ({ ...entry, kind: "AGREEMENT_REVIEWED" }),
      (entry) => ({ ...entry, occurredAt: "2026-11-22T11:59:00.000Z" }),
      (entry) => ({ ...entry, respondent: entry.respondent === "A" ? "B" : "A" }),
      (entry) => ({ ...entry, actorUserId: "00000000-0000-4000-8000-000000000099" }),
      (entry) => ({ ...entry, details: { ...entry.details, entryCount: 99 } }),
      (entry) => ({ ...entry, documentId: "00000000-0000-4000-8000-000000000000" }),
    ];
    for (let index = 0; index < entries.length; index += 1) {
      for (const tamper of tampers) {
        const changed = entries.map((entry, at) => (at === index ? tamper(entry) : entry));
        expect(verifyRecordChain(changed)).toMatchObject({ valid: false, brokenAt: index + 1 });
      }
    }
  });

  it("detects a rewritten entry even when its own hash is recomputed (the next entry no longer follows)", () => {
    const rewritten = chainRecordEntry(
      { sequence: 1, hash: entries[0]!.hash },
      { ...entries[1]!, details: { entryCount: 7 } },
    );
    const changed = [entries[0]!, rewritten, ...entries.slice(2)];
    expect(verifyRecordChain(changed)).toMatchObject({
      valid: false,
      brokenAt: 3,
      problem: "entry 3 does not follow entry 2",
    });
  });

  it("detects a removed or reordered entry", () => {
    expect(verifyRecordChain([entries[0]!, ...entries.slice(2)])).toMatchObject({ valid: false, brokenAt: 2 });
    expect(verifyRecordChain([entries[1]!, entries[0]!, ...entries.slice(2)])).toMatchObject({
      valid: false,
      brokenAt: 1,
    });
  });

  it("hashes details the same whatever order their keys come back in (jsonb reorders them)", () => {
    const reordered = entries.map((entry) => ({
      ...entry,
      details: Object.fromEntries(Object.entries(entry.details).reverse()),
    }));
    expect(verifyRecordChain(reordered).valid).toBe(true);
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
  });
});
