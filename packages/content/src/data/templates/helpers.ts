/**
 * Authoring helpers for agreement templates. Placeholders in template text:
 * - `{{partyA.fullName}}`, `{{partyA.firstName}}` (and partyB): the partners' names.
 * - `{{term.<key>}}`: a state term (see terms.ts).
 * - `{{answer.<question key>}}`: an answer both partners share (partner A's, else partner B's).
 * - `{{answerA.<question key>}}`, `{{answerB.<question key>}}`: one partner's own answer.
 * - `{{schedule.A}}`, `{{schedule.B}}`: each partner's financial disclosure, rendered as lines.
 */
import { RECORDED_FACTS, type ListStyle, type Respondent, type TextStyle } from "@prenup/domain";
import { DOCUMENT_TEMPLATE_KEY } from "../template-states.ts";

export type Condition = {
  questionId: string;
  respondent?: Respondent | null;
  questionOptionIds?: string[];
  optionRestriction?: "ANY" | "ALL";
  isAnswered?: boolean;
};
export type Conditions = {
  stateIds?: string[];
  excludedStateIds?: string[];
  conditions?: Condition[];
  anyOf?: Condition[][];
  noneOf?: Condition[];
};

/** The answer to `question` includes one of `options` (short keys). */
export function chose(question: string, options: string[], respondent?: Respondent): Condition {
  return {
    questionId: question,
    questionOptionIds: options.map((o) => `${question}__${o}`),
    ...(respondent ? { respondent } : {}),
  };
}

export function answered(question: string, respondent?: Respondent): Condition {
  return { questionId: question, isAnswered: true, ...(respondent ? { respondent } : {}) };
}

/**
 * Counsel, one rule (`counselPlanOf` in the domain, handed to the conditions as the recorded fact
 * `recorded_counsel`): a partner is represented only with an attorney on record whom their own
 * answer does not disclaim. A plan to hire one, an outside attorney the product has no certification
 * from, or an attorney on record beside an answer of "no attorney" reads as unrepresented: the
 * legally safe side of Cal. Fam. Code § 1612(c) (a support waiver or limit binds only a party
 * represented by independent counsel when signing) and of § 1615(c)(1), (c)(3) (an unrepresented
 * party's separate waiver of counsel and written explanation), so when in doubt the support limit
 * is left out and the writings are produced.
 */
const RECORDED_COUNSEL = RECORDED_FACTS.counsel.key;
/** The partner is represented. */
export const represented = (respondent: Respondent): Condition => chose(RECORDED_COUNSEL, ["represented"], respondent);
/** The partner is not represented (the fact says so, or is absent: nothing is assumed); groups for `anyOf`. */
export const unrepresented = (respondent: Respondent): Condition[][] => [
  [chose(RECORDED_COUNSEL, ["unrepresented"], respondent)],
  [{ questionId: RECORDED_COUNSEL, isAnswered: false, respondent }],
];
/** Both partners are represented. */
export const BOTH_REPRESENTED: Condition[] = [represented("A"), represented("B")];
/** At least one partner is not represented (the other side of BOTH_REPRESENTED); groups for `anyOf`. */
export const NOT_BOTH_REPRESENTED: Condition[][] = [...unrepresented("A"), ...unrepresented("B")];

/**
 * The agreement's kind (`agreementKind`, a recorded fact both partners carry): a clause about a
 * wedding after the signing prints only in a premarital agreement (the fact says so, or is absent:
 * a prenup is assumed); its counterpart for spouses only in a postnup.
 */
const RECORDED_KIND = RECORDED_FACTS.agreementKind.key;
/** The agreement is made during the marriage (a postnup). */
export const MARITAL: Condition = chose(RECORDED_KIND, ["marital"]);
/** For `noneOf`: a clause only for a premarital agreement (the fact says so, or is absent) prints in none made during the marriage. */
export const DURING_MARRIAGE: Condition[] = [MARITAL];

export function all(...conditions: Condition[]): Conditions {
  return { conditions };
}

export type ClauseInput = {
  key: string;
  text: string;
  title?: string;
  conditions?: Conditions;
  parentKey?: string;
  listStyle?: ListStyle;
  textStyle?: TextStyle;
  isLibraryOnly?: boolean;
};

export type SectionTemplateInput = {
  key: string;
  title: string;
  text?: string;
  isMandatory: boolean;
  isSeparatePage?: boolean;
  listStyle?: ListStyle;
  textStyle?: TextStyle;
  conditions?: Conditions;
  clauses: ClauseInput[];
};

export type Party = { id: Respondent; me: string; other: string; meFull: string; answer: string };

const PARTIES: Party[] = [
  {
    id: "A",
    me: "{{partyA.firstName}}",
    other: "{{partyB.firstName}}",
    meFull: "{{partyA.fullName}}",
    answer: "answerA",
  },
  {
    id: "B",
    me: "{{partyB.firstName}}",
    other: "{{partyA.firstName}}",
    meFull: "{{partyB.fullName}}",
    answer: "answerB",
  },
];

/** One clause per partner: `make` receives the partner's placeholders; keys get `_a` / `_b`. */
export function perParty(make: (p: Party) => ClauseInput): ClauseInput[] {
  return PARTIES.map((p) => {
    const clause = make(p);
    const suffix = `_${p.id.toLowerCase()}`;
    return {
      ...clause,
      key: `${clause.key}${suffix}`,
      parentKey: clause.parentKey ? `${clause.parentKey}${suffix}` : undefined,
    };
  });
}

export function buildTemplates(sections: SectionTemplateInput[]) {
  const sectionTemplates = sections.map((s, order) => ({
    key: s.key,
    documentTemplateKey: DOCUMENT_TEMPLATE_KEY,
    title: s.title,
    text: s.text ?? "",
    order,
    listStyle: s.listStyle ?? ("NUMERIC" as ListStyle),
    textStyle: s.textStyle ?? ("BOLD" as TextStyle),
    isSeparatePage: s.isSeparatePage ?? false,
    isMandatory: s.isMandatory,
    conditions: s.conditions ?? {},
  }));
  const clauseTemplates = sections.flatMap((s) =>
    s.clauses.map((c, order) => ({
      key: c.key,
      sectionTemplateKey: s.key,
      parentKey: c.parentKey ?? null,
      title: c.title ?? null,
      text: c.text,
      order,
      listStyle: c.listStyle ?? ("NONE" as ListStyle),
      textStyle: c.textStyle ?? null,
      isLibraryOnly: c.isLibraryOnly ?? false,
      conditions: c.conditions ?? {},
    })),
  );
  return { sectionTemplates, clauseTemplates };
}
