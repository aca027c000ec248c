import { chainRecordEntry, type RecordEntry } from "@prenup/agreement";
import { describe, expect, it } from "vitest";
import type { DisclosureHistoryVersion } from "./generation-facts.read-model.ts";
import { disclosureHistoryEntries } from "./record-entries.ts";

const version = (owner: "A" | "B", number: number, acknowledgedAt: string | null): DisclosureHistoryVersion => ({
  owner,
  number,
  status: "COMPLETED",
  entryCount: 3,
  netWorthUsdCents: 100_000,
  contentSha256: `${owner}${number}`.padEnd(64, "0"),
  frozenAt: "2026-11-01T10:00:00.000Z",
  acknowledgedAt,
});

function recordOf(entries: ReturnType<typeof disclosureHistoryEntries>): RecordEntry[] {
  const record: RecordEntry[] = [];
  for (const entry of entries) record.push(chainRecordEntry(record.at(-1) ?? null, { ...entry, documentId: "d" }));
  return record;
}

describe("disclosureHistoryEntries", () => {
  it("records each version and its acknowledgement once, each at the time it happened", () => {
    const first = disclosureHistoryEntries([version("A", 1, "2026-11-02T10:00:00.000Z"), version("B", 1, null)], []);
    expect(first.map((entry) => [entry.kind, entry.respondent, entry.details["version"]])).toEqual([
      ["DISCLOSURE_VERSION", "A", 1],
      ["DISCLOSURE_ACKNOWLEDGED", "B", 1],
      ["DISCLOSURE_VERSION", "B", 1],
    ]);
    // Recorded by a later generation, each entry keeps its own time: the freeze, the acknowledgement.
    expect(first.map((entry) => entry.occurredAt)).toEqual([
      "2026-11-01T10:00:00.000Z",
      "2026-11-02T10:00:00.000Z",
      "2026-11-01T10:00:00.000Z",
    ]);
    expect(first[1]).toMatchObject({ details: { owner: "A", acknowledgedAt: "2026-11-02T10:00:00.000Z" } });

    // The next generation adds only what happened since: B's version 1 acknowledged, A's version 2.
    const later = disclosureHistoryEntries(
      [version("A", 1, "2026-11-02T10:00:00.000Z"), version("B", 1, "2026-11-03T10:00:00.000Z"), version("A", 2, null)],
      recordOf(first),
    );
    expect(
      later.map((entry) => [entry.kind, entry.respondent, entry.details["owner"], entry.details["version"]]),
    ).toEqual([
      ["DISCLOSURE_ACKNOWLEDGED", "A", "B", 1],
      ["DISCLOSURE_VERSION", "A", "A", 2],
    ]);
  });
});
