import {
  entryDocumentLine,
  type MaritalAgreementDecision,
  type StateLawRow,
  formatDate,
  formatCents,
  fullName,
  signingDeadlineBasis,
  signingWindowText,
  type ListStyle,
  type NameParts,
  type SigningWindow,
} from "@prenup/domain";
import {
  DISCLOSED_ENTRY_KINDS,
  type CoupleDisclosure,
  type DisclosedEntry,
  type PartnerDisclosure,
} from "./disclosure.ts";
import { maritalRequirementsArticle } from "./marital-requirements.ts";
import type { ExecutionFormalities } from "./formalities.ts";
import { articleNumbers, clauseListStyle, labelClauses, LAYOUT_SECTION_KEYS, type Labelled } from "./numbering.ts";
import { SEPARATE_WRITINGS, SEPARATE_WRITING_SECTION_KEYS } from "./separate-writings.ts";
import type {
  AgreementModel,
  AgreementPart,
  ModelArticle,
  ModelCertificate,
  ModelAcknowledgment,
  ModelClause,
  ModelParty,
  ModelSchedule,
  SeparateWritingModel,
  StoredClause,
  StoredSection,
} from "./model.ts";
import { describeRecordEntry } from "./record-description.ts";
import { GENESIS_HASH, type RecordEntry } from "./record.ts";

/** Clauses of the signature and acknowledgment pages that the formalities replace. */
const DRAWN_CLAUSE_KEYS = new Set([
  "sig_party_a",
  "sig_party_b",
  "sig_witnesses",
  "notary_california_notice",
  "notary_ack_a",
  "notary_ack_b",
]);

export type BuildAgreementModelInput = {
  /** The state's name for the agreement ("Premarital Agreement"). */
  documentTitle: string;
  stateName: string;
  /** "State of Ohio", "Commonwealth of Virginia" (the state_style term). */
  stateStyle: string;
  /** The county or parish line of the acknowledgment (the venue_line term). */
  venueLine: string;
  parties: { A: NameParts; B: NameParts };
  sections: readonly StoredSection[];
  formalities: ExecutionFormalities;
  disclosure: CoupleDisclosure;
  /** The enforceability record so far: the certificate page lists it (none: no certificate page). */
  record: readonly RecordEntry[] | null;
  generation: { generatedAt: Date; inputHash: string };
  /**
   * Whether this is the final agreement, the one to sign (`isFinalForSigning`), and its signing
   * window (`signingWindow`, the rule the server enforces). Absent: a draft.
   */
  signing?: { final: boolean; window: SigningWindow | null };
  /**
   * An agreement made during the marriage (a postnup): the state's decision for it
   * (`postnupDecision`, ALLOWED or COURT_PETITION) and the state's name and words. Its requirements
   * become an article before the signatures, and the acknowledgments say "during the marriage".
   * Absent: a premarital agreement.
   */
  marital?: { decision: MaritalAgreementDecision; state: Pick<StateLawRow, "name" | "vocabulary"> };
};

/**
 * The signing window as the final agreement's signature page prints it: the domain's sentence and
 * the basis of each end (California's 7 days, the wedding-day cutoff). Null when no end is known.
 */
export function signingWindowNote(window: SigningWindow): string | null {
  const text = signingWindowText(window);
  if (!text) return null;
  const basis: string[] = [];
  if (window.firstDay)
    basis.push(
      "The first day is seven calendar days after the final text of this Agreement was given to the Parties (California Family Code section 1615(c)(2)).",
    );
  const deadline = signingDeadlineBasis(window);
  if (deadline) basis.push(deadline);
  return [`Signing window: ${text}`, ...basis, "The date of signing is the date of the notary's certificate."].join(
    " ",
  );
}

function modelClause({ clause, label, children }: Labelled<StoredClause>): ModelClause {
  return {
    key: clause.key,
    label,
    title: clause.title,
    text: clause.text,
    emphasis: clause.textStyle,
    children: children.map(modelClause),
  };
}

function modelClauses(clauses: readonly StoredClause[], style: ListStyle, articleNumber: number | null): ModelClause[] {
  return labelClauses(clauses, style, articleNumber).map(modelClause);
}

/** The first letter of each given, middle and family name (hyphenated names count each part); a suffix has none. */
export function initialsOf(names: NameParts): string {
  return [names.firstName, names.middleName, names.lastName]
    .flatMap((part) => (part ?? "").trim().split(/[\s-]+/))
    .filter((word) => word !== "")
    .map((word) => word[0]?.toLocaleUpperCase("en-US") ?? "")
    .join("");
}

function party(respondent: "A" | "B", names: NameParts): ModelParty {
  return {
    respondent,
    fullName: fullName(names),
    firstName: (names.firstName ?? "").trim(),
    initials: initialsOf(names),
  };
}

const GROUP_LABELS: Record<DisclosedEntry["kind"], string> = {
  "real-estate": "Real estate",
  asset: "Accounts and assets",
  vehicle: "Vehicles",
  business: "Business interests",
  "inheritance-trust": "Inheritances and trusts",
  "legacy-joint-property": "Joint property from before",
  income: "Income",
  debt: "Debts",
};

function ownership(entry: DisclosedEntry): string | null {
  if (!entry.isJoint) return null;
  const shares =
    entry.userAPercentage !== null && entry.userBPercentage !== null
      ? ` (${entry.userAPercentage}% / ${entry.userBPercentage}%)`
      : "";
  return `Joint${shares}`;
}

/** The version of the disclosure the schedule prints and the other partner's acknowledgement of it, when recorded. */
function acknowledgementNote(disclosure: PartnerDisclosure | null, reader: ModelParty): string[] {
  const acknowledgement = disclosure?.acknowledgement;
  if (!acknowledgement || acknowledgement.state !== "CURRENT" || !acknowledgement.acknowledgedAt) return [];
  const name = reader.fullName || `Partner ${reader.respondent}`;
  return [
    `This schedule is version ${acknowledgement.acknowledgedVersion} of the disclosure, which ${name} acknowledged having received and reviewed on ${formatDate(acknowledgement.acknowledgedAt)}.`,
  ];
}

function schedule(
  section: StoredSection,
  who: ModelParty,
  disclosure: PartnerDisclosure | null,
  reader: ModelParty,
): ModelSchedule {
  const entries = disclosure?.entries ?? [];
  const groups = DISCLOSED_ENTRY_KINDS.map((kind) => ({
    label: GROUP_LABELS[kind],
    rows: entries
      .filter((entry) => entry.kind === kind)
      .map((entry) => ({
        title: entry.title,
        details: entry.details.filter((line) => line.trim() !== "").join("; "),
        amount: formatCents(entry.amountInCents, entry.currency),
        amountUsd: formatCents(entry.amountInUsdCents),
        ownership: ownership(entry),
        documents: (entry.documents ?? []).map(entryDocumentLine),
      })),
  })).filter((group) => group.rows.length > 0);
  const totals = disclosure?.totalsInUsdCents;
  const foreign = entries.some((entry) => entry.currency !== "USD");
  return {
    key: section.key,
    party: who,
    heading: section.title,
    intro: section.text,
    disclosed: entries.length > 0,
    groups,
    totals:
      entries.length > 0 && totals
        ? [
            { label: "Total assets", value: formatCents(totals.assets) },
            { label: "Total debts", value: formatCents(totals.debts) },
            { label: "Net worth", value: formatCents(totals.netWorth) },
            { label: "Annual income", value: formatCents(totals.annualIncome) },
          ]
        : [],
    notes: [
      ...(entries.length === 0
        ? [
            `${who.fullName || `Partner ${who.respondent}`} disclosed nothing: no assets, debts or income are listed in this schedule.`,
          ]
        : foreign && disclosure?.rateDate
          ? [`Amounts in other currencies are converted to US dollars at the exchange rates of ${disclosure.rateDate}.`]
          : []),
      ...acknowledgementNote(disclosure, reader),
    ],
  };
}

function article(section: StoredSection, number: number | null): ModelArticle {
  return {
    key: section.key,
    number,
    heading: section.title,
    headingStyle: section.textStyle,
    intro: section.text,
    clauses: modelClauses(section.clauses, section.listStyle, number),
  };
}

/**
 * Fills `{{name}}` placeholders. A value that ends a sentence itself ("Blake Moreno Jr.") absorbs the
 * template's own full stop after it, so no sentence ends in "..".
 */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}(\.?)/g, (whole, name: string, stop: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return stop !== "" && value.endsWith(".") ? value : value + stop;
  });
}

function certificate(
  input: BuildAgreementModelInput,
  parties: { A: ModelParty; B: ModelParty },
): ModelCertificate | null {
  if (input.record === null) return null;
  const names = { A: parties.A.fullName, B: parties.B.fullName };
  const rows = input.record.map((entry) => ({
    sequence: entry.sequence,
    when: entry.occurredAt.replace("T", " ").slice(0, 16) + " UTC",
    event: describeRecordEntry(entry, names),
    hash: entry.hash.slice(0, 16),
  }));
  const head = input.record.at(-1)?.hash ?? GENESIS_HASH;
  return {
    heading: "Certificate of the Agreement's Record",
    intro:
      "This page summarizes the record the platform keeps of how this agreement was made: each partner's financial disclosure, the advice of counsel, the attorneys' approvals, when each partner received the final text, their review, and every generation. Each entry is sealed with a SHA-256 hash that includes the hash of the entry before it, so no entry can be changed or removed without the change showing.",
    rows,
    generatedAt: input.generation.generatedAt.toISOString().replace("T", " ").slice(0, 16) + " UTC",
    inputHash: input.generation.inputHash,
    chainHead: head,
    closing: `The next entry of the record (number ${input.record.length + 1}) registers ${input.signing?.final ? "this final copy, the one to sign," : "this generation"} and the SHA-256 of this PDF. The full record, with every hash, is available to both partners, their attorneys and the platform's administrators.`,
  };
}

/** The agreement as a document (see model.ts). Pure: the same input gives the same model. */
export function buildAgreementModel(input: BuildAgreementModelInput): AgreementModel {
  const parties = { A: party("A", input.parties.A), B: party("B", input.parties.B) };
  const fillValues = (who: ModelParty) => ({
    stateStyle: input.stateStyle,
    venue: input.venueLine,
    party: who.fullName,
    documentTitle: input.documentTitle,
    marriageTiming: input.marital ? "during the marriage" : "before the marriage",
  });
  const parts: AgreementPart[] = [];
  const numbers = articleNumbers(input.sections);
  let hasTitle = false;

  for (const [index, section] of input.sections.entries()) {
    const rest = section.clauses.filter((clause) => !DRAWN_CLAUSE_KEYS.has(clause.key ?? ""));
    switch (section.key) {
      case LAYOUT_SECTION_KEYS.caption:
        hasTitle = true;
        parts.push({
          type: "title",
          title: section.title,
          subtitle: `between ${parties.A.fullName} and ${parties.B.fullName}`,
          clauses: modelClauses(section.clauses, section.listStyle, null),
        });
        continue;
      case LAYOUT_SECTION_KEYS.signatures: {
        const intro = rest.filter((clause) => !clause.title);
        const certifications = rest.filter((clause) => clause.title);
        const form = input.formalities.acknowledgement;
        const both: ModelParty = {
          respondent: "A",
          fullName: `${parties.A.fullName} and ${parties.B.fullName}`,
          firstName: "",
          initials: "",
        };
        parts.push({
          type: "signatures",
          signatures: {
            heading: section.title,
            intro: modelClauses(intro, clauseListStyle(section), null),
            act:
              form.placement === "EXECUTION_PAGE"
                ? { body: fill(form.body, fillValues(both)), notarySignature: form.signature }
                : null,
            parties: [parties.A, parties.B],
            witnessCount: input.formalities.witnessCount,
            witnessGroups: input.formalities.witnessGroups.map((group) => ({
              attests: group.attests,
              attestation:
                group.attests === "BOTH"
                  ? group.attestation
                  : fill(group.attestation, { party: parties[group.attests].fullName }),
              labels: group.labels,
            })),
            certifications: modelClauses(certifications, clauseListStyle(section), null),
            counterpartsAllowed: input.formalities.counterpartsAllowed,
            signingWindow:
              input.signing?.final && input.signing.window ? signingWindowNote(input.signing.window) : null,
          },
        });
        continue;
      }
      case LAYOUT_SECTION_KEYS.acknowledgements: {
        const form = input.formalities.acknowledgement;
        // An act passed on the execution page needs no acknowledgment page; any other clause of it still prints.
        if (form.placement === "EXECUTION_PAGE") {
          if (rest.length > 0) parts.push({ type: "page", article: article({ ...section, clauses: rest }, null) });
          continue;
        }
        parts.push({
          type: "acknowledgements",
          acknowledgements: {
            heading: section.title,
            notice: form.notice,
            certificates: [parties.A, parties.B].flatMap((who) => acknowledgmentsOf(form, who, fillValues(who))),
            extra: modelClauses(rest, clauseListStyle(section), null),
          },
        });
        continue;
      }
      case LAYOUT_SECTION_KEYS.scheduleA:
        parts.push({ type: "schedule", schedule: schedule(section, parties.A, input.disclosure.userA, parties.B) });
        continue;
      case LAYOUT_SECTION_KEYS.scheduleB:
        parts.push({ type: "schedule", schedule: schedule(section, parties.B, input.disclosure.userB, parties.A) });
        continue;
      default:
        // A writing signed apart from the agreement is a document of its own (below), not a page of it.
        if (SEPARATE_WRITING_SECTION_KEYS.has(section.key ?? "")) continue;
        if (section.isSeparatePage) parts.push({ type: "page", article: article(section, null) });
        else parts.push({ type: "article", article: article(section, numbers[index] ?? null) });
    }
  }
  if (input.marital) insertMaritalArticle(parts, input.marital, input.formalities);
  if (!hasTitle) {
    parts.unshift({
      type: "title",
      title: input.documentTitle.toUpperCase(),
      subtitle: `between ${parties.A.fullName} and ${parties.B.fullName}`,
      clauses: [],
    });
  }

  return {
    documentTitle: input.documentTitle,
    stateName: input.stateName,
    parties,
    parts,
    certificate: certificate(input, parties),
    generatedAt: input.generation.generatedAt.toISOString(),
    draft: !(input.signing?.final ?? false),
    separateWritings: separateWritings(input, parties),
  };
}

/** The postnup's article of the state's requirements, numbered after the last article, before the signatures. */
function insertMaritalArticle(
  parts: AgreementPart[],
  marital: NonNullable<BuildAgreementModelInput["marital"]>,
  formalities: ExecutionFormalities,
): void {
  const last = Math.max(0, ...parts.map((part) => (part.type === "article" ? (part.article.number ?? 0) : 0)));
  const article = maritalRequirementsArticle({ ...marital, formalities, number: last + 1 });
  if (!article) return;
  const at = parts.findIndex((part) => part.type === "signatures");
  parts.splice(at === -1 ? parts.length : at, 0, { type: "article", article });
}

type FormText = ExecutionFormalities["acknowledgement"];

/** A party's certificate(s) of a form: one, or two each headed with when to use it (New York in and outside the state). */
export function acknowledgmentsOf(
  form: FormText,
  who: ModelParty,
  values: Record<string, string>,
): ModelAcknowledgment[] {
  const venue = (lines: { lines: string[]; bracketed: boolean } | null) =>
    lines ? { lines: lines.lines.map((line) => fill(line, values)), bracketed: lines.bracketed } : null;
  const heading = `Acknowledgment of ${who.fullName}`;
  const first: ModelAcknowledgment = {
    party: who,
    heading: form.use ? `${heading}, ${form.use.heading}` : heading,
    use: form.use?.note ?? null,
    venue: venue(form.venue),
    body: fill(form.body, values),
    signature: form.signature,
  };
  if (!form.alternative) return [first];
  const other = form.alternative;
  return [
    first,
    {
      party: who,
      heading: `${heading}, ${other.use.heading}`,
      use: other.use.note,
      venue: venue(other.venue),
      body: fill(other.body, values),
      signature: other.signature,
    },
  ];
}

/** The party's trailing signature lines in a writing's text (a line of underscores and what follows it): the layout draws its own. */
const TRAILING_SIGNATURE = /\n+_{10,}\n[^\n]*(\n[^\n]*)?\s*$/;

/**
 * Each party's separate writings, as documents of their own: the section's introduction (its
 * citation), then every clause of the section that is that party's (key ending `_a` / `_b`), in
 * order, with their sub-clauses numbered as the agreement numbers them. A clause's paragraphs are
 * blocks of their own, so the layout keeps the last one with the signature line it draws (the
 * party's trailing signature lines in the text are left out).
 */
function separateWritings(
  input: BuildAgreementModelInput,
  parties: { A: ModelParty; B: ModelParty },
): SeparateWritingModel[] {
  const out: SeparateWritingModel[] = [];
  const paragraphsOf = (key: string | null, text: string): ModelClause[] =>
    text
      .split(/\n{2,}/)
      .filter((paragraph) => paragraph.trim() !== "")
      .map((paragraph) => ({ key, label: null, title: null, text: paragraph, emphasis: null, children: [] }));
  for (const writing of SEPARATE_WRITINGS) {
    const section = input.sections.find((candidate) => candidate.key === writing.sectionKey);
    if (!section) continue;
    for (const side of ["A", "B"] as const) {
      const suffix = `_${side.toLowerCase()}`;
      if (!section.clauses.some((candidate) => candidate.key === `${writing.clauseKey}${suffix}`)) continue;
      const who = parties[side];
      const own = section.clauses.filter((clause) => clause.key?.endsWith(suffix));
      const clauses: ModelClause[] = [...paragraphsOf(null, section.text)];
      for (const clause of own) {
        const [first, ...rest] = paragraphsOf(clause.key, clause.text.replace(TRAILING_SIGNATURE, ""));
        const children = modelClauses(clause.children, clause.listStyle, null);
        if (first)
          clauses.push(
            { ...first, title: clause.title, emphasis: clause.textStyle, children: rest.length === 0 ? children : [] },
            ...rest.map((paragraph, index) => (index === rest.length - 1 ? { ...paragraph, children } : paragraph)),
          );
        else if (children.length > 0)
          clauses.push({
            key: clause.key,
            label: null,
            title: clause.title,
            text: "",
            emphasis: clause.textStyle,
            children,
          });
      }
      out.push({
        kind: writing.kind,
        party: who,
        title: section.title,
        subtitle: `Signed by ${who.fullName}, apart from the ${input.documentTitle} between ${parties.A.fullName} and ${parties.B.fullName}`,
        clauses,
        agreementTitle: input.documentTitle,
        generatedAt: input.generation.generatedAt.toISOString(),
        draft: !(input.signing?.final ?? false),
      });
    }
  }
  return out;
}

/** Every piece of text of a separate writing in reading order. */
export function separateWritingText(writing: SeparateWritingModel): string {
  const lines: string[] = [writing.title, writing.subtitle];
  const walk = (items: readonly ModelClause[]) => {
    for (const item of items) {
      lines.push([item.label, item.title, item.text].filter(Boolean).join(" "));
      walk(item.children);
    }
  };
  walk(writing.clauses);
  lines.push(`Signature: ${writing.party.fullName}`);
  return lines.filter((line) => line !== "").join("\n");
}

/** Every piece of text of a model in reading order (tests, search, and the content checks). */
export function modelText(model: AgreementModel): string {
  const lines: string[] = [];
  const clauses = (items: readonly ModelClause[]) => {
    for (const clause of items) {
      lines.push([clause.label, clause.title, clause.text].filter(Boolean).join(" "));
      clauses(clause.children);
    }
  };
  for (const part of model.parts) {
    switch (part.type) {
      case "title":
        lines.push(part.title, part.subtitle);
        clauses(part.clauses);
        break;
      case "article":
      case "page":
        lines.push(
          `${part.article.number === null ? "" : `Article ${part.article.number}. `}${part.article.heading}`,
          part.article.intro,
        );
        clauses(part.article.clauses);
        break;
      case "signatures": {
        const s = part.signatures;
        lines.push(s.heading);
        clauses(s.intro);
        if (s.signingWindow) lines.push(s.signingWindow);
        if (s.act) lines.push(s.act.body);
        for (const who of s.parties) lines.push(`Signature: ${who.fullName}`);
        for (const group of s.witnessGroups) lines.push(group.attestation, ...group.labels);
        if (s.act) lines.push(...s.act.notarySignature);
        clauses(s.certifications);
        break;
      }
      case "acknowledgements": {
        const a = part.acknowledgements;
        lines.push(a.heading);
        if (a.notice) lines.push(a.notice);
        for (const certificate of a.certificates)
          lines.push(
            certificate.heading,
            ...(certificate.use ? [certificate.use] : []),
            ...(certificate.venue?.lines ?? []),
            certificate.body,
            ...certificate.signature,
          );
        clauses(a.extra);
        break;
      }
      case "schedule": {
        const s = part.schedule;
        lines.push(s.heading, s.intro);
        for (const group of s.groups) {
          lines.push(group.label);
          for (const row of group.rows) {
            lines.push([row.title, row.details, row.amount, row.amountUsd, row.ownership].filter(Boolean).join(" | "));
            lines.push(...row.documents);
          }
        }
        for (const total of s.totals) lines.push(`${total.label}: ${total.value}`);
        lines.push(...s.notes);
        break;
      }
    }
  }
  for (const writing of model.separateWritings) lines.push(separateWritingText(writing));
  if (model.certificate) {
    lines.push(
      model.certificate.heading,
      model.certificate.intro,
      ...model.certificate.rows.map((row) => `${row.sequence} ${row.when} ${row.event} ${row.hash}`),
    );
  }
  return lines.filter((line) => line !== "").join("\n");
}
