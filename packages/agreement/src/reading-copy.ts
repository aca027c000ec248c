import type { AgreementChange } from "./agreement-changes.ts";
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
