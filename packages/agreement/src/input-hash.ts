import { chosenOptionIds, type AnswerLike, type NameParts } from "@prenup/domain";
import type { PartnerDisclosure } from "./disclosure.ts";
import { hashValue } from "./hash.ts";

/**
 * The input hash of a generation: a stable hash of every input that changes the agreement's text —
 * the templates, the state's terms and agreement settings (one fingerprint the database computes),
 * and each partner's names, answers and disclosure. Kept in parts, so that a later comparison tells
 * who changed what: which partner, which answers, the names, the disclosure, or the content.
 */
export type PartnerInputParts = {
  names: string;
  /** One hash per answered question, by question id. */
  answers: Record<string, string>;
  disclosure: string;
};

export type GenerationInputParts = {
  /** The templates, terms and template-state facts of the document's state. */
  content: string;
  partyA: PartnerInputParts;
  partyB: PartnerInputParts;
};

export type PartnerInput = {
  names: NameParts;
  answers: readonly AnswerLike[];
  disclosure: PartnerDisclosure | null;
};

function normalizedAnswer(answer: AnswerLike): { valueTyped: string | null; optionIds: string[] } | null {
  const valueTyped = (answer.valueTyped ?? "").trim();
  const optionIds = [...chosenOptionIds(answer)].sort();
  if (valueTyped === "" && optionIds.length === 0) return null;
  return { valueTyped: valueTyped === "" ? null : valueTyped, optionIds };
}

/**
 * A partner's parts. The disclosure counts with its content and its lastChangedAt, so any change to
 * it after a generation asks for a new one.
 */
export function partnerInputParts(input: PartnerInput): PartnerInputParts {
  const answers: Record<string, string> = {};
  for (const answer of input.answers) {
    const normalized = normalizedAnswer(answer);
    if (normalized) answers[answer.questionId] = hashValue(normalized);
  }
  const { firstName, middleName, lastName, suffix } = input.names;
  const disclosure = input.disclosure
    ? { ...input.disclosure, lastChangedAt: input.disclosure.lastChangedAt?.toISOString() ?? null }
    : null;
  return {
    names: hashValue({
      firstName: firstName ?? null,
      middleName: middleName ?? null,
      lastName: lastName ?? null,
      suffix: suffix ?? null,
    }),
    answers,
    disclosure: hashValue(disclosure),
  };
}

export function inputHashOf(parts: GenerationInputParts): string {
  return hashValue(parts);
}

export type PartnerChanges = { changed: boolean; names: boolean; disclosure: boolean; questionIds: string[] };

/** What changed in one partner's parts between two generations (or a generation and now). */
export function partnerChanges(before: PartnerInputParts | null | undefined, after: PartnerInputParts): PartnerChanges {
  if (!before) return { changed: true, names: true, disclosure: true, questionIds: Object.keys(after.answers).sort() };
  const questionIds = [...new Set([...Object.keys(before.answers), ...Object.keys(after.answers)])]
    .filter((id) => before.answers[id] !== after.answers[id])
    .sort();
  const names = before.names !== after.names;
  const disclosure = before.disclosure !== after.disclosure;
  return { changed: names || disclosure || questionIds.length > 0, names, disclosure, questionIds };
}

/** Reads stored parts back (jsonb), or null when they are not parts of this shape. */
export function parseInputParts(value: unknown): GenerationInputParts | null {
  if (typeof value !== "object" || value === null) return null;
  const parts = value as Partial<GenerationInputParts>;
  const partner = (p: unknown): p is PartnerInputParts =>
    typeof p === "object" &&
    p !== null &&
    typeof (p as PartnerInputParts).names === "string" &&
    typeof (p as PartnerInputParts).answers === "object";
  return typeof parts.content === "string" && partner(parts.partyA) && partner(parts.partyB)
    ? (parts as GenerationInputParts)
    : null;
}
