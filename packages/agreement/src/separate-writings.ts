import type { Respondent } from "@prenup/domain";

/**
 * Writings a party signs apart from the agreement itself, by the section that holds them:
 * California's written explanation for a party without an attorney (Fam. Code § 1615(c)(3)) and
 * the waiver of independent counsel in a separate writing (§ 1615(c)(1)). Each section holds one
 * clause per party who needs it, keyed `<clause>_a` / `<clause>_b`. They are not pages of the
 * agreement: `buildAgreementModel` makes each one a document of its own (`SeparateWritingModel`),
 * rendered to its own PDF and DOCX. The enforceability record notes which writings each party
 * received with the agreement.
 */
export const SEPARATE_WRITINGS = [
  { kind: "CA_WRITTEN_EXPLANATION", sectionKey: "california_explanation", clauseKey: "ca_explanation" },
  { kind: "CA_COUNSEL_WAIVER", sectionKey: "california_counsel_waiver", clauseKey: "ca_waiver" },
] as const;
export type SeparateWritingKind = (typeof SEPARATE_WRITINGS)[number]["kind"];
/** The kinds, in order (for schemas). */
export const SEPARATE_WRITING_KINDS = [
  "CA_WRITTEN_EXPLANATION",
  "CA_COUNSEL_WAIVER",
] as const satisfies readonly SeparateWritingKind[];

/** The keys of the sections that hold separate writings (never printed inside the agreement). */
export const SEPARATE_WRITING_SECTION_KEYS: ReadonlySet<string> = new Set(
  SEPARATE_WRITINGS.map((writing) => writing.sectionKey),
);

type KeyedSection = { key: string | null; clauses: readonly { key: string | null }[] };

/** The separate writings each party has in these sections. */
export function separateWritingsOf(sections: readonly KeyedSection[]): Record<Respondent, SeparateWritingKind[]> {
  const out: Record<Respondent, SeparateWritingKind[]> = { A: [], B: [] };
  for (const writing of SEPARATE_WRITINGS) {
    const section = sections.find((candidate) => candidate.key === writing.sectionKey);
    for (const side of ["A", "B"] as const) {
      if (section?.clauses.some((clause) => clause.key === `${writing.clauseKey}_${side.toLowerCase()}`))
        out[side].push(writing.kind);
    }
  }
  return out;
}

const WRITING_NAMES: Record<SeparateWritingKind, string> = {
  CA_WRITTEN_EXPLANATION: "the written explanation for a party without an attorney",
  CA_COUNSEL_WAIVER: "the waiver of counsel",
};

/** "the written explanation … and the waiver of counsel" (empty for none). */
export function describeSeparateWritings(kinds: readonly string[]): string {
  const names = kinds
    .filter((kind): kind is SeparateWritingKind => kind in WRITING_NAMES)
    .map((kind) => WRITING_NAMES[kind]);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

const FILE_TITLES: Record<SeparateWritingKind, string> = {
  CA_WRITTEN_EXPLANATION: "Written Explanation (Family Code 1615(c)(3))",
  CA_COUNSEL_WAIVER: "Waiver of Counsel (Family Code 1615(c)(1))",
};

/** A separate writing's file name: whose it is and what ("Avery J. Stone - Waiver of Counsel (Family Code 1615(c)(1)).pdf"). */
export function separateWritingFileName(
  kind: SeparateWritingKind,
  partyName: string,
  extension: "pdf" | "docx",
): string {
  const name = partyName
    // eslint-disable-next-line no-control-regex
    .replace(/[/\\:*?"<>|\u0000-\u001f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `${[name, FILE_TITLES[kind]].filter((part) => part !== "").join(" - ")}.${extension}`;
}
