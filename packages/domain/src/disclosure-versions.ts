import type { AgreementProblem } from "./agreement.ts";
import type { EntryDocumentFacts } from "./entry-documents.ts";
import type { Respondent } from "./enums.ts";

/**
 * Each partner's given disclosure is numbered: version 1 is the disclosure when it was first given,
 * and every change after that makes the next version, frozen when it is given again or when the
 * other partner acknowledges it. The other partner acknowledges a version ("I have received and
 * reviewed …"); the acknowledgement covers that version only and lapses once the owner changes
 * anything. The agreement is generated only from disclosures whose current version the other
 * partner has acknowledged.
 */

/** The latest frozen version of a partner's disclosure. */
export type DisclosureVersionFacts = {
  number: number;
  /** The owner's change count (`ownerChangeCount`) when the version was frozen. */
  asOfChange: number;
};

/**
 * - NOT_GIVEN: the owner has not given the disclosure (not complete, not declared empty): nothing to acknowledge yet;
 * - AWAITED: given, and the other partner has acknowledged no version;
 * - CURRENT: the other partner acknowledged the current version;
 * - LAPSED: the other partner acknowledged an earlier version, and the disclosure changed since.
 */
export const ACKNOWLEDGEMENT_STATES = ["NOT_GIVEN", "AWAITED", "CURRENT", "LAPSED"] as const;
export type AcknowledgementState = (typeof ACKNOWLEDGEMENT_STATES)[number];

export type DisclosureAcknowledgement = {
  state: AcknowledgementState;
  /** The version the other partner is asked to acknowledge now (the next number when the owner changed anything since the latest); null while not given. */
  currentVersion: number | null;
  /** Whether the current version is still to be frozen (the owner changed the disclosure after the latest version). */
  currentIsNew: boolean;
  /** The version the other partner last acknowledged, or null. */
  acknowledgedVersion: number | null;
};

/**
 * Where the other partner's acknowledgement of one partner's disclosure stands. Changes are counted,
 * not timed: two changes stamped in the same millisecond (a write that waited behind an
 * acknowledgement's lock) still make the latest version out of date.
 */
export function disclosureAcknowledgementOf(input: {
  /** The owner's disclosure is given (`isDisclosureGiven`). */
  given: boolean;
  latest: DisclosureVersionFacts | null;
  /** How many changes the owner has made to the disclosure (entries, documents or declaration). */
  ownerChangeCount: number;
  /** The version number the other partner last acknowledged, or null. */
  acknowledgedVersion: number | null;
}): DisclosureAcknowledgement {
  const acknowledgedVersion = input.acknowledgedVersion;
  if (!input.given) return { state: "NOT_GIVEN", currentVersion: null, currentIsNew: false, acknowledgedVersion };
  const unchanged = input.latest !== null && input.ownerChangeCount === input.latest.asOfChange;
  const currentVersion = unchanged ? input.latest!.number : (input.latest?.number ?? 0) + 1;
  const state: AcknowledgementState =
    acknowledgedVersion === null ? "AWAITED" : acknowledgedVersion === currentVersion ? "CURRENT" : "LAPSED";
  return { state, currentVersion, currentIsNew: !unchanged, acknowledgedVersion };
}

/** The sentence a partner acknowledges, naming the version and what it holds. */
export function acknowledgementStatement(input: {
  ownerFirstName: string;
  version: number;
  entryCount: number;
  /** The net worth as the page shows it (e.g. "$1,250,000.00"). */
  netWorth: string;
}): string {
  const entries = input.entryCount === 1 ? "1 entry" : `${input.entryCount} entries`;
  const holds = input.entryCount === 0 ? "nothing to disclose" : `${entries}, net worth ${input.netWorth}`;
  return `I have received and reviewed ${input.ownerFirstName}'s financial disclosure, version ${input.version} (${holds}).`;
}

/**
 * Why the agreement cannot be generated yet because a disclosure is not acknowledged (the owner's
 * disclosure given, the other partner's acknowledgement not CURRENT), or null. `viewer` reads "you".
 */
export function disclosureAcknowledgementProblem(input: {
  /** Per owner: their first name and where the other partner's acknowledgement of their disclosure stands. */
  owners: Record<Respondent, { firstName: string | null; acknowledgement: DisclosureAcknowledgement }>;
  viewer: Respondent | null;
}): AgreementProblem | null {
  const order: Respondent[] = input.viewer === "B" ? ["A", "B"] : ["B", "A"];
  for (const owner of order) {
    const { acknowledgement } = input.owners[owner];
    if (acknowledgement.state !== "AWAITED" && acknowledgement.state !== "LAPSED") continue;
    const reader: Respondent = owner === "A" ? "B" : "A";
    const name = (side: Respondent) => input.owners[side].firstName?.trim() || `Partner ${side}`;
    const ownerName = owner === input.viewer ? "your" : `${name(owner)}'s`;
    const readerName = reader === input.viewer ? "You have" : `${name(reader)} has`;
    const what = `${ownerName} financial disclosure (version ${acknowledgement.currentVersion})`;
    const message =
      acknowledgement.state === "LAPSED"
        ? `${readerName} not acknowledged ${what}: it changed after version ${acknowledgement.acknowledgedVersion} was acknowledged. Each of you acknowledges the other's latest disclosure on the Financial Disclosure page.`
        : `${readerName} not acknowledged ${what} yet. Each of you acknowledges the other's disclosure on the Financial Disclosure page.`;
    return { code: "GENERATION_NOT_READY", message };
  }
  return null;
}

/**
 * An entry as a disclosure version holds it (the schedules' line): enough to say what changed,
 * with the documents attached to it (name and SHA-256; absent when there are none).
 */
export type VersionedEntry = {
  kind: string;
  title: string;
  documents?: readonly EntryDocumentFacts[];
  [field: string]: unknown;
};

/** What changed between two versions of a disclosure, by entry title (entries of one kind and title are matched in order). */
export type DisclosureChanges = { added: string[]; removed: string[]; changed: string[] };

/**
 * What changed from `before` (the version last acknowledged) to `after` (the disclosure now): entries
 * added, removed, and changed in any figure or detail or in the documents attached to them (a
 * document added, removed or replaced by other bytes; their order does not count), each named by
 * its title.
 */
export function disclosureChangesSince(
  before: readonly VersionedEntry[],
  after: readonly VersionedEntry[],
): DisclosureChanges {
  // A version stored without an entry's title still names it, by its kind.
  const titleOf = (entry: VersionedEntry) =>
    typeof entry.title === "string" && entry.title !== "" ? entry.title : entry.kind;
  const keyOf = (entry: VersionedEntry) => `${entry.kind}\u0000${titleOf(entry)}`;
  const remaining = new Map<string, VersionedEntry[]>();
  for (const entry of before) remaining.set(keyOf(entry), [...(remaining.get(keyOf(entry)) ?? []), entry]);
  const changes: DisclosureChanges = { added: [], removed: [], changed: [] };
  for (const entry of after) {
    const earlier = remaining.get(keyOf(entry))?.shift();
    if (!earlier) changes.added.push(titleOf(entry));
    else if (JSON.stringify(canonicalOf(earlier)) !== JSON.stringify(canonicalOf(entry)))
      changes.changed.push(titleOf(entry));
  }
  for (const left of remaining.values()) for (const entry of left) changes.removed.push(titleOf(entry));
  return changes;
}

function canonicalOf(entry: VersionedEntry): [string, unknown][] {
  const documents = [...(entry.documents ?? [])].map((document) => `${document.sha256}\u0000${document.name}`).sort();
  return Object.entries({ ...entry, documents: documents.length > 0 ? documents : undefined })
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The changes in one sentence ("Added: …. Changed: …. Removed: …."), or null when none shows. */
export function disclosureChangesText(changes: DisclosureChanges): string | null {
  const parts = [
    changes.added.length ? `Added: ${changes.added.join(", ")}.` : null,
    changes.changed.length ? `Changed: ${changes.changed.join(", ")}.` : null,
    changes.removed.length ? `Removed: ${changes.removed.join(", ")}.` : null,
  ].filter((part): part is string => part !== null);
  return parts.length ? parts.join(" ") : null;
}
