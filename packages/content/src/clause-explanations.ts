/**
 * A clause's plain-language explanation for one couple in one state: what the clause does for them
 * (`meaning`) and what the state's law generally does without the agreement (`withoutAgreement`),
 * from data/templates/clause-explanations.ts and state-defaults.ts. The server delivers them with the
 * agreement's clauses and with the questionnaire's options; the screens show them as delivered.
 */
import { clauseExplanations, type ClauseExplanationEntry } from "./data/templates/clause-explanations.ts";
import { clauseTemplateData } from "./data/templates/index.ts";
import { defaultLineFor, stateDefaults, type DefaultLine, type StateFacts } from "./data/templates/state-defaults.ts";
import { states as stateData } from "./data/states.ts";
import { terms as termData } from "./data/terms.ts";
import type { Condition } from "./data/templates/helpers.ts";

export {
  clauseExplanations,
  duplicateExplanationKeys,
  type ClauseExplanationEntry,
} from "./data/templates/clause-explanations.ts";
export {
  stateDefaults,
  defaultLineFor,
  type DefaultLine,
  type StateDefaultKey,
  type StateFacts,
} from "./data/templates/state-defaults.ts";

export type ClauseExplanation = { meaning: string; withoutAgreement: string };
export type PartnerNames = { firstName: string; fullName: string };
export type ExplanationContext = { stateId: string; names: { A: PartnerNames; B: PartnerNames } };

/** The placeholders an explanation may use: the partners' names and the state's terms (no answers). */
export const EXPLANATION_PLACEHOLDER = /\{\{\s*([A-Za-z]+)\.([A-Za-z0-9_]+)\s*\}\}/g;
const PARTY_FIELDS = new Set(["firstName", "fullName"]);

const stateFactsById = new Map<string, StateFacts>(stateData.map((state) => [state.abbreviation, state]));
let termsByState: Map<string, Record<string, string>> | null = null;

function termsOf(stateId: string): Record<string, string> {
  termsByState ??= termData.reduce((map, term) => {
    const record = map.get(term.stateId) ?? {};
    record[term.key] = term.value;
    return map.set(term.stateId, record);
  }, new Map<string, Record<string, string>>());
  return termsByState.get(stateId) ?? {};
}

/** Fills the placeholders; null when one is unknown (the content test keeps that from happening). */
export function fillExplanation(text: string, context: ExplanationContext): string | null {
  const terms = termsOf(context.stateId);
  let unknown = false;
  const filled = text.replace(EXPLANATION_PLACEHOLDER, (whole, namespace: string, name: string) => {
    if ((namespace === "partyA" || namespace === "partyB") && PARTY_FIELDS.has(name))
      return context.names[namespace === "partyA" ? "A" : "B"][name as keyof PartnerNames];
    if (namespace === "term" && terms[name] !== undefined) return terms[name];
    unknown = true;
    return whole;
  });
  return unknown ? null : filled;
}

/** The state default line of an entry for a state (its source and confirmation included). */
export function withoutLineOf(entry: ClauseExplanationEntry, stateId: string): DefaultLine | null {
  const state = stateFactsById.get(stateId);
  if ("boilerplate" in entry || !state) return null;
  return defaultLineFor(stateDefaults[entry.without], state);
}

/**
 * The explanation of the clause template `key` for this couple and state; null for a boilerplate
 * clause, a clause without a template (an attorney's own wording) or an unknown state.
 */
export function explainClause(key: string | null | undefined, context: ExplanationContext): ClauseExplanation | null {
  const entry = key ? clauseExplanations[key] : undefined;
  if (!entry || "boilerplate" in entry) return null;
  const line = withoutLineOf(entry, context.stateId);
  if (!line) return null;
  const meaning = fillExplanation(entry.meaning, context);
  const withoutAgreement = fillExplanation(line.text, context);
  return meaning && withoutAgreement ? { meaning, withoutAgreement } : null;
}

type TemplateConditions = {
  stateIds?: string[];
  excludedStateIds?: string[];
  conditions?: Condition[];
  anyOf?: Condition[][];
};

const appliesIn = (conditions: TemplateConditions, stateId: string) =>
  (!conditions.stateIds || conditions.stateIds.length === 0 || conditions.stateIds.includes(stateId)) &&
  !(conditions.excludedStateIds ?? []).includes(stateId);

const choosesOption = (conditions: TemplateConditions, optionKey: string, side: "A" | "B" | null) =>
  [...(conditions.conditions ?? []), ...(conditions.anyOf ?? []).flat()].some(
    (condition) =>
      (condition.questionOptionIds ?? []).includes(optionKey) &&
      (side === null || !condition.respondent || condition.respondent === side),
  );

export type OptionExplanation = { meaning: string | null; withoutAgreement: string };
/** The partner who answers and the couple's names, where known (a partner not yet named is null). */
export type Answerer = { side: "A" | "B"; names: { A: string | null; B: string | null } };
const optionClauseKeys = new Map<string, string | null>();

/** The first clause (in the agreement's order) that choosing the option puts into the agreement in the state, not boilerplate. */
function optionClauseKey(optionKey: string, stateId: string, side: "A" | "B" | null): string | null {
  const cacheKey = `${stateId}:${side ?? ""}:${optionKey}`;
  const remembered = optionClauseKeys.get(cacheKey);
  if (remembered !== undefined) return remembered;
  const found =
    clauseTemplateData.find((clause) => {
      const conditions = clause.conditions as TemplateConditions;
      const entry = clauseExplanations[clause.key];
      return (
        !clause.isLibraryOnly &&
        entry &&
        !("boilerplate" in entry) &&
        appliesIn(conditions, stateId) &&
        choosesOption(conditions, optionKey, side)
      );
    })?.key ?? null;
  optionClauseKeys.set(cacheKey, found);
  return found;
}

/**
 * The partners an explanation's text names (its `{{partyA.…}}` and `{{partyB.…}}` placeholders),
 * read once per text: the texts are the explanations table's, a fixed set.
 */
const partiesNamed = new Map<string, ("A" | "B")[]>();
function partiesNamedIn(text: string): ("A" | "B")[] {
  let parties = partiesNamed.get(text);
  if (!parties) {
    parties = [...new Set([...text.matchAll(/\{\{\s*party([AB])\./g)].map((match) => match[1] as "A" | "B"))];
    partiesNamed.set(text, parties);
  }
  return parties;
}

/**
 * What choosing the option `optionKey` (`<question key>__<option>`) puts into the agreement in this
 * state, explained as on the review page: the first clause the option selects there that is not
 * boilerplate (for the answering partner's side when known). A meaning that names a partner whose
 * name is not known is left out (`meaning: null`); the state's default line is always given. Null
 * when the option selects no explained clause in the state.
 */
export function explainOption(
  optionKey: string,
  stateId: string,
  answerer: Answerer | null = null,
): OptionExplanation | null {
  const key = optionClauseKey(optionKey, stateId, answerer?.side ?? null);
  const entry = key ? clauseExplanations[key] : undefined;
  if (!entry || "boilerplate" in entry) return null;
  const line = withoutLineOf(entry, stateId);
  const named = (name: string | null | undefined) => ({ firstName: name ?? "", fullName: name ?? "" });
  const context = { stateId, names: { A: named(answerer?.names.A), B: named(answerer?.names.B) } };
  const withoutAgreement = line ? fillExplanation(line.text, context) : null;
  if (!withoutAgreement) return null;
  const namesUnknown = partiesNamedIn(entry.meaning).some((party) => !answerer?.names[party]);
  return { meaning: namesUnknown ? null : fillExplanation(entry.meaning, context), withoutAgreement };
}
