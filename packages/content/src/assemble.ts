/**
 * `assembleAgreementSkeleton`: the pure core of agreement generation. It selects the section and
 * clause templates whose conditions hold for the couple (through `evaluateClauseConditions` from
 * @prenup/domain) and resolves every placeholder. The API's generator reuses it with database rows
 * (ids in place of keys); rendering to PDF is not its job.
 *
 * Placeholders: `{{partyA.fullName}}`, `{{partyA.firstName}}` (and partyB); `{{term.<key>}}`;
 * `{{answer.<question>}}` (partner A's answer, else partner B's); `{{answerA.<question>}}`,
 * `{{answerB.<question>}}`; `{{schedule.A}}`, `{{schedule.B}}`.
 * A placeholder for an unanswered question becomes a blank line and is listed in `missingAnswers`;
 * a placeholder that names nothing known is left as written and listed in `unresolvedPlaceholders`.
 */
import {
  chosenOptionIds,
  evaluateClauseConditions,
  formatCents,
  fullName,
  parseMoneyInput,
  toCents,
  type ClauseConditionAnswer,
  type ClauseConditionContext,
  type ClauseConditions,
  type InputType,
  type ListStyle,
  type NameParts,
  type TextStyle,
  formatDay,
} from "@prenup/domain";

export type SectionTemplateLike = {
  key: string;
  title: string;
  text: string;
  order: number;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  isSeparatePage: boolean;
  isMandatory?: boolean;
  conditions: ClauseConditions | null;
};

export type ClauseTemplateLike = {
  key: string;
  sectionTemplateKey: string;
  parentKey: string | null;
  title: string | null;
  text: string;
  order: number;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  isLibraryOnly?: boolean;
  conditions: ClauseConditions | null;
};

/**
 * What the assembler needs to know about a question to print its answer. Template text names
 * questions by `key`; answers name them by `id` (the row id in the database; defaults to the key,
 * as in the content package). Options likewise.
 */
export type QuestionForAssembly = {
  id?: string;
  key: string;
  inputType: InputType | null;
  options: { id?: string; key: string; value: string }[];
};

export type ScheduleLine = {
  category: string;
  description: string;
  valueInCents?: number | null;
  note?: string | null;
};

export type AssembleAgreementInput = {
  stateId: string;
  /** Term values for the document's state, by term key. */
  terms: Record<string, string>;
  sectionTemplates: readonly SectionTemplateLike[];
  clauseTemplates: readonly ClauseTemplateLike[];
  questions: readonly QuestionForAssembly[];
  partyA: NameParts;
  partyB: NameParts;
  answersA: readonly ClauseConditionAnswer[];
  answersB: readonly ClauseConditionAnswer[];
  schedules?: { A: readonly ScheduleLine[]; B: readonly ScheduleLine[] };
};

export type AssembledClause = {
  key: string;
  title: string | null;
  text: string;
  order: number;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  children: AssembledClause[];
};

export type AssembledSection = {
  key: string;
  title: string;
  text: string;
  order: number;
  listStyle: ListStyle;
  textStyle: TextStyle | null;
  isSeparatePage: boolean;
  clauses: AssembledClause[];
};

export type AgreementSkeleton = {
  sections: AssembledSection[];
  /** Question keys whose answers a selected clause needed but did not find. */
  missingAnswers: string[];
  /** Placeholders left as written because they name nothing known. */
  unresolvedPlaceholders: string[];
};

export const BLANK = "__________";
const PLACEHOLDER = /\{\{\s*([A-Za-z]+)\.([A-Za-z0-9_]+)\s*\}\}/g;
function formatAnswer(
  answer: ClauseConditionAnswer | undefined,
  question: QuestionForAssembly | undefined,
): string | null {
  if (!answer) return null;
  const optionIds = chosenOptionIds(answer);
  if (optionIds.length > 0) {
    const values = optionIds.map((id) => question?.options.find((o) => (o.id ?? o.key) === id)?.value ?? id);
    return values.join(", ");
  }
  const typed = (answer.valueTyped ?? "").trim();
  if (typed === "") return null;
  switch (question?.inputType) {
    case "CURRENCY": {
      const dollars = parseMoneyInput(typed);
      return dollars === undefined ? typed : formatCents(toCents(dollars));
    }
    case "DATE":
      return formatDay(typed);
    default:
      return typed;
  }
}

function renderSchedule(lines: readonly ScheduleLine[] | undefined): string {
  if (!lines || lines.length === 0) return "Nothing disclosed.";
  return lines
    .map((line) => {
      const value =
        line.valueInCents === null || line.valueInCents === undefined ? "" : `: ${formatCents(line.valueInCents)}`;
      const note = line.note ? ` (${line.note})` : "";
      return `${line.category}: ${line.description}${value}${note}`;
    })
    .join("\n");
}

export function assembleAgreementSkeleton(input: AssembleAgreementInput): AgreementSkeleton {
  const context: ClauseConditionContext = {
    stateId: input.stateId,
    answersA: [...input.answersA],
    answersB: [...input.answersB],
  };
  const questions = new Map(input.questions.map((q) => [q.key, q]));
  const missing = new Set<string>();
  const unresolved = new Set<string>();
  const find = (answers: readonly ClauseConditionAnswer[], key: string) => {
    const id = questions.get(key)?.id ?? key;
    return answers.find((a) => a.questionId === id);
  };

  const resolve = (text: string): string =>
    text.replace(PLACEHOLDER, (whole, namespace: string, name: string) => {
      const answerValue = (answer: ClauseConditionAnswer | undefined): string => {
        const value = formatAnswer(answer, questions.get(name));
        if (value === null) {
          missing.add(name);
          return BLANK;
        }
        return value;
      };
      switch (namespace) {
        case "partyA":
        case "partyB": {
          const party = namespace === "partyA" ? input.partyA : input.partyB;
          const value =
            name === "fullName" ? fullName(party) : name === "firstName" ? (party.firstName ?? "").trim() : "";
          if (value === "") {
            unresolved.add(whole);
            return whole;
          }
          return value;
        }
        case "term": {
          const value = input.terms[name];
          if (value === undefined) {
            unresolved.add(whole);
            return whole;
          }
          return value;
        }
        case "answer":
          return answerValue(find(input.answersA, name) ?? find(input.answersB, name));
        case "answerA":
          return answerValue(find(input.answersA, name));
        case "answerB":
          return answerValue(find(input.answersB, name));
        case "schedule":
          if (name === "A" || name === "B") return renderSchedule(input.schedules?.[name]);
          unresolved.add(whole);
          return whole;
        default:
          unresolved.add(whole);
          return whole;
      }
    });

  const holds = (conditions: ClauseConditions | null) => evaluateClauseConditions(conditions, context);
  const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

  const sections: AssembledSection[] = [];
  for (const section of [...input.sectionTemplates].sort(byOrder)) {
    if (!holds(section.conditions)) continue;
    const clauses = input.clauseTemplates.filter((c) => c.sectionTemplateKey === section.key && !c.isLibraryOnly);
    const build = (parentKey: string | null): AssembledClause[] =>
      clauses
        .filter((c) => c.parentKey === parentKey && holds(c.conditions))
        .sort(byOrder)
        .map((c) => ({
          key: c.key,
          title: c.title === null ? null : resolve(c.title),
          text: resolve(c.text),
          order: c.order,
          listStyle: c.listStyle,
          textStyle: c.textStyle,
          children: build(c.key),
        }));
    const assembled = build(null);
    if (assembled.length === 0 && section.text.trim() === "" && !section.isMandatory) continue;
    sections.push({
      key: section.key,
      title: resolve(section.title),
      text: resolve(section.text),
      order: section.order,
      listStyle: section.listStyle,
      textStyle: section.textStyle,
      isSeparatePage: section.isSeparatePage,
      clauses: assembled,
    });
  }
  return { sections, missingAnswers: [...missing].sort(), unresolvedPlaceholders: [...unresolved].sort() };
}

/** Every clause of a skeleton, depth first, for searching and tests. */
export function flattenClauses(skeleton: AgreementSkeleton): AssembledClause[] {
  const out: AssembledClause[] = [];
  const walk = (clauses: AssembledClause[]) => {
    for (const clause of clauses) {
      out.push(clause);
      walk(clause.children);
    }
  };
  for (const section of skeleton.sections) walk(section.clauses);
  return out;
}
