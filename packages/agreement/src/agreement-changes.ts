/**
 * The documents that change a signed premarital agreement during the marriage: an amendment (its
 * changes, clause by clause, each with its reason) and a revocation. Both are `AgreementModel`s, so
 * the agreement's PDF and DOCX renderers and `modelText` draw them as they are. Pure: the caller
 * decides with `maritalAgreementEligibility` whether the couple may make the change in the state
 * they live in now, and passes that decision (only ALLOWED builds a document), the state's
 * row of the matrix and the execution formalities to print. Every state-specific sentence comes from
 * the decision's requirements and the row's data (its name and vocabulary), never from a list of
 * states.
 */
import {
  formatDay,
  toDayNumber,
  type MaritalAgreementDecision,
  type MaritalAgreementRequirement,
  type StateLawRow,
} from "@prenup/domain";
import { acknowledgmentsOf, fill } from "./build-model.ts";
import { ATTORNEY_INSERT_KEY, numberedArticle, plainClause, requirementClauses } from "./marital-requirements.ts";
import type { ExecutionFormalities } from "./formalities.ts";
import type {
  AgreementModel,
  AgreementPart,
  ModelArticle,
  ModelClause,
  ModelParty,
  ModelWitnessGroup,
} from "./model.ts";

/** Why the couple changes a clause: shown with each change of an amendment. */
export const AGREEMENT_CHANGE_REASONS = [
  "CHILD",
  "INHERITANCE",
  "BUSINESS",
  "MOVE",
  "INCOME",
  "CORRECTION",
  "OTHER",
] as const;
export type AgreementChangeReason = (typeof AGREEMENT_CHANGE_REASONS)[number];

/** A reason in words, as the amendment prints it after "Reason for this change:". */
export const AGREEMENT_CHANGE_REASON_WORDS: Record<AgreementChangeReason, string> = {
  CHILD: "the birth or adoption of a child",
  INHERITANCE: "an inheritance",
  BUSINESS: "a change in a business",
  MOVE: "a move to another state",
  INCOME: "a change in income",
  CORRECTION: "the correction of an error in the Original Agreement",
  OTHER: "another reason the Parties agreed on",
};

/** The signed agreement a change document refers to. */
export type OriginalAgreementReference = {
  /** Its name, as its title reads ("Premarital Agreement"). */
  title: string;
  /** The day both parties had signed it (ISO date, YYYY-MM-DD). */
  signedOn: string;
  /** The hash of the last entry of its enforceability record (64 hex digits). */
  recordHash: string;
  /** The name of the state under whose law it was made. */
  stateName: string;
};

/**
 * One change of an amendment, in order: a clause amended (both texts), added (no old text) or
 * deleted (no new text).
 */
export type AgreementChange = {
  /** The clause's label in the original agreement, or the new clause's ("3.2"). */
  label: string;
  /** The clause's title, or null when it has none. */
  title: string | null;
  /** The clause's text in the original agreement; null when the amendment adds it. */
  oldText: string | null;
  /** The clause's new text; null when the amendment deletes it. */
  newText: string | null;
  reason: AgreementChangeReason;
  /** The couple's own words about the reason, printed after it. */
  note?: string | null;
};

/** What an amendment and a revocation share: the original, the parties, the state's law and the signing formalities. */
export type AgreementChangeDocumentInput = {
  original: OriginalAgreementReference;
  parties: { A: ModelParty; B: ModelParty };
  /** The row of the state the couple lives in now (its name and the words of its family law). */
  state: Pick<StateLawRow, "name" | "vocabulary">;
  /**
   * `maritalAgreementEligibility` for that state and this kind of change: only ALLOWED builds a
   * document; any other outcome throws. Its requirements become the document's clauses.
   */
  decision: MaritalAgreementDecision;
  /**
   * The signing formalities to print (`executionFormalities`): the stricter of the original's and
   * the current state's, the caller's choice. Its witnesses for a waiver of rights at death are
   * printed only when the decision asks for them (DEATH_WAIVER_WITNESSES).
   */
  formalities: ExecutionFormalities;
  /** "State of Ohio": the acknowledgment's venue (the current state's state_style term). */
  stateStyle: string;
  /** The county or parish line of the acknowledgment (the venue_line term). */
  venueLine: string;
  /** ISO 8601: the PDF's creation date. */
  generatedAt: string;
  /** Not for signature yet. A document that still needs an attorney's insert is a draft whatever this says. */
  draft: boolean;
};

export type AmendmentInput = AgreementChangeDocumentInput & {
  /** The amendment's number: 1 for the first amendment of the original. */
  number: number;
  changes: readonly AgreementChange[];
};

export type RevocationInput = AgreementChangeDocumentInput;

/**
 * The notes of every clause of a model that still waits for an attorney's insert
 * (`ATTORNEY_INSERT_KEY`), in order: a caller must not finalize a document while any is left. Such
 * a model is always a draft.
 */
export function pendingAttorneyInserts(model: AgreementModel): string[] {
  const found: string[] = [];
  const walk = (clauses: readonly ModelClause[]) => {
    for (const clause of clauses) {
      if (clause.key === ATTORNEY_INSERT_KEY) found.push(clause.text);
      walk(clause.children);
    }
  };
  for (const part of model.parts) {
    if (part.type === "title") walk(part.clauses);
    else if (part.type === "article" || part.type === "page") walk(part.article.clauses);
  }
  return found;
}

const quoted = (text: string) => `“${text.trim()}”`;
/** A sentence ends with a full stop (or its own mark). */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

type DocumentKind = "Amendment" | "Revocation";

/** The checks both documents make before anything is written. */
function validate(input: AgreementChangeDocumentInput, kind: DocumentKind): MaritalAgreementRequirement[] {
  const decision = input.decision;
  if (decision.outcome !== "ALLOWED") {
    const why =
      decision.outcome === "BLOCKED"
        ? `: ${decision.reason}`
        : decision.outcome === "COURT_PETITION"
          ? `: only a court can approve it (${decision.checklist.join(" ")})`
          : ": the couple is not married yet, so the premarital agreement is regenerated instead";
    throw new Error(
      `No ${kind.toLowerCase()} can be built: the decision for ${input.state.name} is ${decision.outcome}${why}`,
    );
  }
  if (!/^[0-9a-f]{64}$/i.test(input.original.recordHash))
    throw new Error("The original agreement's record hash must be 64 hexadecimal digits (a SHA-256).");
  if (toDayNumber(input.original.signedOn) === undefined || !/^\d{4}-\d{2}-\d{2}$/.test(input.original.signedOn))
    throw new Error(
      `The original agreement's signing day must be an ISO date (YYYY-MM-DD), not "${input.original.signedOn}".`,
    );
  if (input.original.title.trim() === "") throw new Error("The original agreement's title is empty.");
  // A requirement listed twice is printed once.
  const seen = new Set<string>();
  return decision.requirements.filter((requirement) => {
    if (seen.has(requirement.kind)) return false;
    seen.add(requirement.kind);
    return true;
  });
}

/** A party's short name as the document defines it ("Avery"). */
const shortName = (who: ModelParty) => who.firstName.trim() || who.fullName;

/** The opening paragraph under the title: who makes the document. */
function opening(input: AgreementChangeDocumentInput, name: string, defined: DocumentKind): ModelClause {
  const { A, B } = input.parties;
  return plainClause(
    null,
    `This ${name} (the "${defined}") is made between ${A.fullName} ("${shortName(A)}") and ${B.fullName} ("${shortName(B)}"), each a "Party" and together the "Parties", who are married to each other.`,
  );
}

/** The background: the original identified by its date, state and record hash; where the couple lives now; why this document. */
function background(input: AgreementChangeDocumentInput, purpose: string): ModelArticle {
  const original = input.original;
  const texts = [
    `On ${formatDay(original.signedOn)}, the Parties signed their ${original.title} under the law of ${original.stateName} (the "Original Agreement"). The Original Agreement is identified by its record hash ${original.recordHash.toLowerCase()}, the SHA-256 hash that seals the last entry of the record kept of how it was made and signed.`,
    `The Parties are married to each other and live in ${input.state.name}.`,
    purpose,
  ];
  return {
    key: "background",
    number: null,
    heading: "Background",
    headingStyle: null,
    intro: "",
    clauses: texts.map((text, index) => plainClause(`${String.fromCharCode(65 + index)}.`, text)),
  };
}

/** When the document takes effect, and (where the law says so) that it binds without consideration. */
function takesEffect(
  requirements: readonly MaritalAgreementRequirement[],
  kind: DocumentKind,
  stateName: string,
): string {
  const signed = requirements.find((requirement) => requirement.kind === "SIGNED_BY_BOTH");
  const consideration =
    signed?.kind === "SIGNED_BY_BOTH" && signed.withoutConsideration
      ? ` ${signed.source.confidence === "VERIFIED" ? `As ${stateName} law provides, it binds` : "It binds"} the Parties without consideration: neither Party has to give or promise anything else in return for it.`
      : "";
  return `This ${kind} takes effect only when both Parties have signed it, on the day the later of them signs.${consideration}`;
}

/**
 * The witness groups of the signature page: the formalities' witnesses of both signatures, and a
 * waiving party's own witnesses only where the decision asks for them (DEATH_WAIVER_WITNESSES), at
 * least as many as it names; their attestation names this document, not the agreement's article.
 */
function witnessGroups(
  input: AgreementChangeDocumentInput,
  requirements: readonly MaritalAgreementRequirement[],
  kind: DocumentKind,
): ModelWitnessGroup[] {
  const both = input.formalities.witnessGroups
    .filter((group) => group.attests === "BOTH")
    .map((group) => ({ attests: group.attests, attestation: group.attestation, labels: group.labels }));
  const deathWaiver = requirements.find((requirement) => requirement.kind === "DEATH_WAIVER_WITNESSES");
  if (deathWaiver?.kind !== "DEATH_WAIVER_WITNESSES") return both;
  const own = (["A", "B"] as const).map((side): ModelWitnessGroup => {
    const given = input.formalities.witnessGroups.find((group) => group.attests === side)?.labels ?? [];
    const labels =
      given.length >= deathWaiver.witnesses
        ? given
        : Array.from({ length: deathWaiver.witnesses }, (_, index) => `Witness ${index + 1}`);
    const party = input.parties[side].fullName;
    return {
      attests: side,
      attestation: `Signed by ${party}, including the waiver of rights at death in this ${kind}, in our presence, and by us as subscribing witnesses in the presence of ${party} and of each other:`,
      labels,
    };
  });
  return [...both, ...own];
}

/** The attorney's certification under a party's signature, where the state requires each party's own attorney. */
function attorneyCertification(who: ModelParty, kind: DocumentKind): ModelClause {
  return plainClause(
    null,
    `I am the attorney for ${who.fullName}, and I have advised my client about this ${kind} and its legal effect. My client has told me they understand it and sign it voluntarily.\n\n______________________________\nAttorney for ${who.fullName}\nPrinted name and bar number: ______________________    Date: ____________`,
    "Attorney certification",
  );
}

/** The signature page and, unless the act is passed on it, the notary's acknowledgment page. */
function signingParts(
  input: AgreementChangeDocumentInput,
  requirements: readonly MaritalAgreementRequirement[],
  kind: DocumentKind,
  documentTitle: string,
): AgreementPart[] {
  const { A, B } = input.parties;
  const form = input.formalities.acknowledgement;
  const values = (party: string) => ({
    stateStyle: input.stateStyle,
    venue: input.venueLine,
    party,
    documentTitle,
    marriageTiming: "during the marriage",
  });
  const groups = witnessGroups(input, requirements, kind);
  const counselRequired = requirements.some(
    (requirement) => requirement.kind === "SEPARATE_COUNSEL" && requirement.required,
  );
  const parts: AgreementPart[] = [
    {
      type: "signatures",
      signatures: {
        heading: "Signatures",
        intro: [plainClause(null, `The Parties have signed this ${kind} on the dates written below.`)],
        act:
          form.placement === "EXECUTION_PAGE"
            ? { body: fill(form.body, values(`${A.fullName} and ${B.fullName}`)), notarySignature: form.signature }
            : null,
        parties: [A, B],
        witnessCount: groups.reduce((total, group) => total + group.labels.length, 0),
        witnessGroups: groups,
        certifications: counselRequired ? [attorneyCertification(A, kind), attorneyCertification(B, kind)] : [],
        counterpartsAllowed: input.formalities.counterpartsAllowed,
        signingWindow: null,
      },
    },
  ];
  if (form.placement !== "EXECUTION_PAGE")
    parts.push({
      type: "acknowledgements",
      acknowledgements: {
        heading: "Notary Acknowledgments",
        notice: form.notice,
        certificates: [A, B].flatMap((who) => acknowledgmentsOf(form, who, values(who.fullName))),
        extra: [],
      },
    });
  return parts;
}

function assemble(input: AgreementChangeDocumentInput, documentTitle: string, parts: AgreementPart[]): AgreementModel {
  const model: AgreementModel = {
    documentTitle,
    stateName: input.state.name,
    parties: input.parties,
    parts,
    certificate: null,
    generatedAt: new Date(input.generatedAt).toISOString(),
    draft: input.draft,
    separateWritings: [],
  };
  // A statutory text that an attorney still has to insert keeps the document from being signed.
  if (pendingAttorneyInserts(model).length > 0) model.draft = true;
  return model;
}

/** "Section 3.2 (Separate Property)" / "Section 3.2". */
function sectionName(change: AgreementChange): string {
  const title = change.title?.trim();
  return `Section ${change.label.trim()}${title ? ` (${title})` : ""}`;
}

function reasonText(change: AgreementChange): string {
  const note = change.note?.trim();
  if (change.reason === "OTHER" && note) return `Reason for this change: ${sentence(note)}`;
  return `Reason for this change: ${AGREEMENT_CHANGE_REASON_WORDS[change.reason]}.${note ? ` ${sentence(note)}` : ""}`;
}

/** One change in words: what it does to the section, the texts quoted, and its reason. */
function changeClause(change: AgreementChange): ModelClause {
  const section = sectionName(change);
  const { oldText, newText } = change;
  let text: string;
  if (oldText !== null && newText !== null)
    text = `${section} of the Original Agreement, which formerly read:\n\n${quoted(oldText)}\n\nis amended to read:\n\n${quoted(newText)}`;
  else if (newText !== null) text = `A new ${section} is added to the Original Agreement:\n\n${quoted(newText)}`;
  else if (oldText !== null)
    text = `${section} of the Original Agreement is deleted. It formerly read:\n\n${quoted(oldText)}`;
  else throw new Error(`${section}: a change needs its old text, its new text, or both.`);
  return plainClause(null, `${text}\n\n${reasonText(change)}`, null, `change_${change.label.trim()}`);
}

function validateChanges(changes: readonly AgreementChange[]): void {
  if (changes.length === 0) throw new Error("An amendment needs at least one change.");
  const labels = new Set<string>();
  for (const change of changes) {
    const label = change.label.trim();
    if (label === "") throw new Error("Every change needs the label of the section it changes.");
    if (labels.has(label)) throw new Error(`Section ${label} is changed twice in one amendment.`);
    labels.add(label);
    if (!(AGREEMENT_CHANGE_REASONS as readonly string[]).includes(change.reason))
      throw new Error(`Section ${label}: unknown reason "${change.reason}".`);
    if (change.oldText === null && change.newText === null)
      throw new Error(`Section ${label}: a change needs its old text, its new text, or both.`);
    if (change.oldText !== null && change.newText !== null && change.oldText.trim() === change.newText.trim())
      throw new Error(`Section ${label}: the new text is the same as the old text.`);
    if (change.newText !== null && change.newText.trim() === "")
      throw new Error(`Section ${label}: the new text is empty; delete the section instead.`);
  }
}

/** The title of an amendment: "Amendment No. 1 to the Premarital Agreement of March 14, 2026". */
export function amendmentTitle(
  original: Pick<OriginalAgreementReference, "title" | "signedOn">,
  number: number,
): string {
  return `Amendment No. ${number} to the ${original.title} of ${formatDay(original.signedOn)}`;
}

/**
 * An amendment of the original agreement as a document: the background (the original by its date,
 * state and record hash), the changes in order (each quoted with its former text and its reason),
 * the rest of the original kept in force, the state's requirements as clauses, and the signature
 * and acknowledgment pages of the formalities given. Throws unless the decision is ALLOWED.
 */
export function buildAmendmentModel(input: AmendmentInput): AgreementModel {
  const requirements = validate(input, "Amendment");
  if (!Number.isInteger(input.number) || input.number < 1)
    throw new Error(`An amendment's number is a whole number from 1, not ${input.number}.`);
  validateChanges(input.changes);
  const title = amendmentTitle(input.original, input.number);
  const requirementArticle = requirementClauses(requirements, "Amendment", input);
  const parts: AgreementPart[] = [
    {
      type: "title",
      title: title.toLocaleUpperCase("en-US"),
      subtitle: `between ${input.parties.A.fullName} and ${input.parties.B.fullName}`,
      clauses: [opening(input, `Amendment No. ${input.number} to the ${input.original.title}`, "Amendment")],
    },
    {
      type: "article",
      article: background(
        input,
        `The Parties want to change the Original Agreement as this Amendment sets out, and give the reason for each change.`,
      ),
    },
    {
      type: "article",
      article: numberedArticle(
        "amendment_changes",
        1,
        "Changes to the Original Agreement",
        "The Original Agreement is changed as follows, in this order.",
        input.changes.map(changeClause),
      ),
    },
    {
      type: "article",
      article: numberedArticle("amendment_effect", 2, "Effect of this Amendment", "", [
        plainClause(
          null,
          "All other terms of the Original Agreement remain in full force and effect. From the day this Amendment takes effect, the Original Agreement is read with the changes above, and where the two differ, this Amendment governs.",
        ),
        plainClause(null, takesEffect(requirements, "Amendment", input.state.name)),
      ]),
    },
  ];
  if (requirementArticle.length > 0)
    parts.push({
      type: "article",
      article: numberedArticle("amendment_requirements", 3, "Acknowledgments and Signing", "", requirementArticle),
    });
  parts.push(...signingParts(input, requirements, "Amendment", title));
  return assemble(input, title, parts);
}

/**
 * A revocation of the original agreement as a document: the original by its date, state and record
 * hash; both parties revoke it in full once both have signed, after which the law that applies
 * without an agreement determines their rights; what it does not undo; the state's requirements as
 * clauses; the signature and acknowledgment pages. Throws unless the decision is ALLOWED.
 */
export function buildRevocationModel(input: RevocationInput): AgreementModel {
  const requirements = validate(input, "Revocation");
  const title = `Revocation of ${input.original.title}`;
  const { supportTerm } = input.state.vocabulary.value;
  const requirementArticle = requirementClauses(requirements, "Revocation", input);
  const parts: AgreementPart[] = [
    {
      type: "title",
      title: title.toLocaleUpperCase("en-US"),
      subtitle: `between ${input.parties.A.fullName} and ${input.parties.B.fullName}`,
      clauses: [opening(input, title, "Revocation")],
    },
    {
      type: "article",
      article: background(
        input,
        "The Parties no longer want the Original Agreement to govern their rights, and both of them want to end it.",
      ),
    },
    {
      type: "article",
      article: numberedArticle("revocation", 1, "Revocation", "", [
        plainClause(null, "The Parties revoke the Original Agreement in full, together with any amendment made to it."),
        plainClause(null, takesEffect(requirements, "Revocation", input.state.name)),
        plainClause(
          null,
          `From the day this Revocation takes effect, the Original Agreement no longer governs the Parties' rights. Their rights in each other's property and income, their rights to ${supportTerm}, and their rights at the other's death are then determined by the law that applies to spouses who have no agreement of their own.`,
        ),
      ]),
    },
    {
      type: "article",
      article: numberedArticle("revocation_limits", 2, "What this Revocation Does Not Undo", "", [
        plainClause(
          null,
          "This Revocation does not reverse anything the Parties completed under the Original Agreement before it takes effect. A payment already made, and property already transferred, retitled or divided under the Original Agreement, stays as it is: neither Party has to return it or transfer it back because of this Revocation.",
        ),
        plainClause(
          null,
          "This Revocation does not by itself change any will, trust, deed, beneficiary designation or other document either Party signed to carry out the Original Agreement. Each such document stays as it is until the Party who signed it changes it.",
        ),
        plainClause(
          null,
          "The law that applies without an agreement may treat property acquired while the Original Agreement was in effect differently from the way the Original Agreement did. Each Party may ask an attorney how this Revocation affects them.",
        ),
      ]),
    },
  ];
  if (requirementArticle.length > 0)
    parts.push({
      type: "article",
      article: numberedArticle("revocation_requirements", 3, "Acknowledgments and Signing", "", requirementArticle),
    });
  parts.push(...signingParts(input, requirements, "Revocation", title));
  return assemble(input, title, parts);
}
