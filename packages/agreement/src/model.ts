import type { ListStyle, TextStyle } from "@prenup/domain";
import type { SeparateWritingKind } from "./separate-writings.ts";

/** The mark on every page of an agreement that is not final yet (`AgreementModel.draft`). */
export const DRAFT_MARK = "Draft — not for signature";
/** Every page of a reading copy (the agreement with its signed amendments applied) carries it. */
export const READING_COPY_MARK = "Reading copy — not a signed document";

/**
 * The agreement as a document, ready to be laid out: what the PDF and DOCX renderers draw. Built by
 * `buildAgreementModel` from the document's own sections and clauses (as generated, later as edited
 * by attorneys), the state's execution formalities, both partners' disclosure and the
 * enforceability record. Plain data (no functions, no class instances), so it crosses to the
 * rendering thread as it is.
 */

/** A section or clause as a document stores it: text resolved, clauses nested. */
export type StoredClause = {
  key: string | null;
  title: string | null;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  children: StoredClause[];
};

export type StoredSection = {
  key: string | null;
  title: string;
  text: string;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  isSeparatePage: boolean;
  clauses: StoredClause[];
};

export type ModelClause = {
  key: string | null;
  /** "1.2", "A.", "(a)", "(iv)"; null when the list is unnumbered. */
  label: string | null;
  title: string | null;
  text: string;
  /** Emphasis of the title (or of the text when there is no title). */
  emphasis: TextStyle | null;
  children: ModelClause[];
};

export type ModelArticle = {
  key: string | null;
  /** The article's number (numbered articles only: those whose clauses are numbered 1, 2, 3…). */
  number: number | null;
  heading: string;
  headingStyle: TextStyle | null;
  intro: string;
  clauses: ModelClause[];
};

export type ModelParty = {
  respondent: "A" | "B";
  fullName: string;
  firstName: string;
  /** The initials of the given, middle and family names, without a suffix ("Blake Moreno Jr." → "BM"). */
  initials: string;
};

export type ScheduleRow = {
  title: string;
  details: string;
  /** In the currency disclosed ("€12,000.00"); a dash when not given. */
  amount: string;
  /** In US dollars; a dash when not given. */
  amountUsd: string;
  /** "Joint (60% / 40%)" for joint entries, null otherwise. */
  ownership: string | null;
  /** The documents behind the entry, one line each (`entryDocumentLine`: name and SHA-256), printed under it. */
  documents: string[];
};

export type ModelSchedule = {
  key: string | null;
  party: ModelParty;
  heading: string;
  intro: string;
  /** False: the schedule says that nothing was disclosed. */
  disclosed: boolean;
  groups: { label: string; rows: ScheduleRow[] }[];
  totals: { label: string; value: string }[];
  notes: string[];
};

export type ModelWitnessGroup = {
  /** Whose signing the group attests: both parties, or one (a waiving party's own witnesses). */
  attests: "BOTH" | "A" | "B";
  attestation: string;
  labels: string[];
};

/** The venue above a certificate; `bracketed`: a caption with a bracket and "ss." beside the lines (New York). */
export type ModelVenue = { lines: string[]; bracketed: boolean };

/** An execution page's act (Louisiana's authentic act): its text above the parties' lines, the notary's lines last. */
export type ModelExecutionAct = { body: string; notarySignature: string[] };

export type ModelSignatures = {
  heading: string;
  intro: ModelClause[];
  /** The act the page executes, when the notary and witnesses sign this page (null: a separate acknowledgments page). */
  act: ModelExecutionAct | null;
  parties: ModelParty[];
  /** Every witness line (the sum over the groups). */
  witnessCount: number;
  witnessGroups: ModelWitnessGroup[];
  /** Attorney certifications and any other clause of the signature page, as written. */
  certifications: ModelClause[];
  counterpartsAllowed: boolean;
  /**
   * The final agreement's signing window in words ("Signing window: Sign on or after … and before
   * …", with its basis), printed above the signature lines; null on a draft or when no end is known.
   */
  signingWindow: string | null;
};

/** One notary certificate for one party. */
export type ModelAcknowledgment = {
  party: ModelParty;
  /** "Acknowledgment of Avery J. Stone", with when it applies where a form gives a choice ("… taken outside New York State"). */
  heading: string;
  /** Where a party has more than one certificate: when the notary completes this one (null otherwise). */
  use: string | null;
  venue: ModelVenue | null;
  body: string;
  /** The notary's signature block under it. */
  signature: string[];
};

export type ModelAcknowledgements = {
  heading: string;
  notice: string | null;
  /** In order: each party's certificate(s). */
  certificates: ModelAcknowledgment[];
  /** Any other clause of the page, as written. */
  extra: ModelClause[];
};

export type CertificateRow = { sequence: number; when: string; event: string; hash: string };

export type ModelCertificate = {
  heading: string;
  intro: string;
  rows: CertificateRow[];
  generatedAt: string;
  inputHash: string;
  /** The hash of the record's last entry when the agreement was generated. */
  chainHead: string;
  closing: string;
};

export type AgreementPart =
  | { type: "title"; title: string; subtitle: string; clauses: ModelClause[] }
  | { type: "article"; article: ModelArticle }
  | { type: "page"; article: ModelArticle }
  | { type: "signatures"; signatures: ModelSignatures }
  | { type: "acknowledgements"; acknowledgements: ModelAcknowledgements }
  | { type: "schedule"; schedule: ModelSchedule };

/**
 * A writing a party signs apart from the agreement (California's § 1615(c)(3) explanation and the
 * § 1615(c)(1) waiver of counsel): its own document, with its own title, pages and signature line,
 * rendered to its own PDF and DOCX.
 */
export type SeparateWritingModel = {
  kind: SeparateWritingKind;
  party: ModelParty;
  title: string;
  /** Under the title: whose writing it is and the agreement it belongs to. */
  subtitle: string;
  /** The writing's text, in paragraphs (its own signature lines are drawn from `party`). */
  clauses: ModelClause[];
  /** The agreement's name ("Premarital Agreement"), for the footer. */
  agreementTitle: string;
  generatedAt: string;
  /** Written for a draft of the agreement: every page carries `DRAFT_MARK`. */
  draft: boolean;
};

export type AgreementModel = {
  documentTitle: string;
  stateName: string;
  parties: { A: ModelParty; B: ModelParty };
  /** In order; a part other than a title or an article starts a new page. */
  parts: AgreementPart[];
  certificate: ModelCertificate | null;
  /** ISO 8601: the PDF's creation date (so the same input gives the same bytes). */
  generatedAt: string;
  /** Not the final agreement yet: every page carries `DRAFT_MARK`, and nothing may be signed on it. */
  draft: boolean;
  /** A reading copy, never signed: every page carries `READING_COPY_MARK` and no initials line. */
  readingCopy?: boolean;
  /** The writings each party signs apart from the agreement: separate documents, not pages of it. */
  separateWritings: SeparateWritingModel[];
};

/** The words every page of the document carries: the draft's mark, the reading copy's, or none. */
export function pageMarkOf(model: Pick<AgreementModel, "draft" | "readingCopy">): string | null {
  if (model.draft) return DRAFT_MARK;
  return model.readingCopy ? READING_COPY_MARK : null;
}
