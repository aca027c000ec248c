import { formatDay } from "@prenup/domain";
import type { AgreementChange, OriginalAgreementReference } from "./agreement-changes.ts";
import type { AgreementModel, ModelClause, ModelParty } from "./model.ts";
import type { AmendableClause } from "./numbering.ts";

/** A clause of the reading copy: as signed, or as the last signed amendment that touched it left it. */
export type ReadingCopyClause = AmendableClause & {
  /** The number of the last amendment that changed, added or removed it (null: as in the original). */
  amendedBy: number | null;
  /** Removed by an amendment: the text is the last one it had, printed struck through. */
  removed: boolean;
};

/** A signed amendment as the reading copy applies it: its number and its changes, in order. */
export type SignedAmendment = {
  number: number;
  changes: readonly Pick<AgreementChange, "label" | "title" | "newText">[];
};

const labelOrder = (a: string, b: string) => a.localeCompare(b, "en-US", { numeric: true });

/**
 * The agreement as it reads with its signed amendments applied, in their numbers' order: a changed
 * clause takes its new title and text, a removed one is marked removed, and a new clause goes after
 * the last clause whose label comes before its own. The reading copy is not itself signed; the
 * signed original and the signed amendments are the agreement. A draft or half-signed amendment is
 * not passed in, so it changes nothing here.
 */
export function consolidatedClauses(
  original: readonly AmendableClause[],
  amendments: readonly SignedAmendment[],
): ReadingCopyClause[] {
  const clauses: ReadingCopyClause[] = original.map((clause) => ({ ...clause, amendedBy: null, removed: false }));
  for (const amendment of [...amendments].sort((a, b) => a.number - b.number)) {
    for (const change of amendment.changes) {
      const index = clauses.findIndex((clause) => clause.label === change.label);
      if (index >= 0) {
        const clause = clauses[index]!;
        clauses[index] =
          change.newText === null
            ? { ...clause, amendedBy: amendment.number, removed: true }
            : { ...clause, title: change.title, text: change.newText, amendedBy: amendment.number, removed: false };
        continue;
      }
      if (change.newText === null) continue;
      const added: ReadingCopyClause = {
        label: change.label,
        title: change.title,
        text: change.newText,
        amendedBy: amendment.number,
        removed: false,
      };
      let after = -1;
      clauses.forEach((clause, position) => {
        if (labelOrder(clause.label, change.label) < 0) after = position;
      });
      clauses.splice(after + 1, 0, added);
    }
  }
  return clauses;
}

/** The clauses an amendment can name once earlier amendments are signed: the reading copy's, without the removed ones. */
export function currentClauses(clauses: readonly ReadingCopyClause[]): AmendableClause[] {
  return clauses.filter((clause) => !clause.removed).map(({ label, title, text }) => ({ label, title, text }));
}

/** A change in effect as the reading copy names it. */
export type ReadingCopyVersion = { kind: "AMENDMENT" | "REVOCATION"; number: number | null; effectiveOn: string };

export type ReadingCopyInput = {
  original: OriginalAgreementReference;
  parties: { A: ModelParty; B: ModelParty };
  /** The changes in effect, oldest first (`ReadingCopyVersion`). */
  versions: readonly ReadingCopyVersion[];
  clauses: readonly ReadingCopyClause[];
  /** ISO 8601: when the copy is drawn (the PDF's creation date). */
  generatedAt: string;
};

/** "Reading Copy of the Premarital Agreement of March 14, 2026". */
export function readingCopyTitle(original: Pick<OriginalAgreementReference, "title" | "signedOn">): string {
  return `Reading Copy of the ${original.title} of ${formatDay(original.signedOn)}`;
}

const amendmentName = (number: number | null) => `Amendment No. ${number ?? ""}`;

/** "Amendment No. 1 (in effect from May 2, 2026) and Amendment No. 2 (…)". */
function amendmentsInWords(amendments: readonly ReadingCopyVersion[]): string {
  const names = amendments.map(
    (version) => `${amendmentName(version.number)} (in effect from ${formatDay(version.effectiveOn)})`,
  );
  return names.length <= 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** A clause of the copy: as it reads now, with the amendment that last changed it named under it. */
function readingClause(clause: ReadingCopyClause, versions: readonly ReadingCopyVersion[]): ModelClause {
  const by = versions.find((version) => version.kind === "AMENDMENT" && version.number === clause.amendedBy);
  const since = by ? `, in effect from ${formatDay(by.effectiveOn)}` : "";
  const text = clause.removed
    ? `[Deleted by ${amendmentName(clause.amendedBy)}${since}. It read:]\n\n“${clause.text}”`
    : clause.amendedBy !== null
      ? `${clause.text}\n\n[As amended by ${amendmentName(clause.amendedBy)}${since}.]`
      : clause.text;
  return { key: null, label: clause.label, title: clause.title, text, emphasis: null, children: [] };
}

/**
 * The reading copy as a document to print or share: what it is (the signed original by its date,
 * state and record hash, with the amendments in effect applied), that it is not itself signed and
 * the signed documents govern, a revocation's end where one took effect, then every labelled clause
 * as it reads now, each changed one naming the amendment behind it. Every page carries
 * `READING_COPY_MARK`; there is nothing to sign or initial.
 */
export function buildReadingCopyModel(input: ReadingCopyInput): AgreementModel {
  const { original, parties } = input;
  const title = readingCopyTitle(original);
  const amendments = input.versions.filter((version) => version.kind === "AMENDMENT");
  const revocation = input.versions.find((version) => version.kind === "REVOCATION");
  const intro = [
    `This copy shows the ${original.title} that ${parties.A.fullName} and ${parties.B.fullName} signed on ${formatDay(original.signedOn)} under the law of ${original.stateName}, identified by the record hash above, ${
      amendments.length > 0
        ? `as it reads with ${amendmentsInWords(amendments)} applied.`
        : "as it was signed: no amendment has taken effect."
    }`,
    `It is not itself a signed document. The signed ${original.title}${amendments.length > 0 ? " and its signed amendments" : ""} are the agreement; where this copy differs from them, they govern. An amendment drafted or signed by one spouse only is not applied.`,
    ...(revocation
      ? [
          `The ${original.title} was revoked with effect from ${formatDay(revocation.effectiveOn)}, and no longer governs the Parties' rights. This copy shows it as it read until then.`,
        ]
      : []),
  ];
  return {
    documentTitle: title,
    stateName: original.stateName,
    parties,
    parts: [
      {
        type: "title",
        title: title.toLocaleUpperCase("en-US"),
        subtitle: `between ${parties.A.fullName} and ${parties.B.fullName}\nRecord hash ${original.recordHash.toLowerCase()}`,
        clauses: intro.map((text) => ({ key: null, label: null, title: null, text, emphasis: null, children: [] })),
      },
      {
        type: "article",
        article: {
          key: "reading_copy",
          number: null,
          heading: amendments.length > 0 ? "The Agreement as Amended" : "The Agreement as Signed",
          headingStyle: null,
          intro: "",
          clauses: input.clauses.map((clause) => readingClause(clause, input.versions)),
        },
      },
    ],
    certificate: null,
    generatedAt: new Date(input.generatedAt).toISOString(),
    draft: false,
    readingCopy: true,
    separateWritings: [],
  };
}
