/**
 * Small authoring helpers: questions are written as a tree (a question with follow-ups revealed by
 * some of its options), then flattened into the rows the database stores (parent key, conditional
 * visibility, order). Option keys are made globally unique as `<question key>__<short key>`.
 *
 * Default options follow one rule: a default is what the law would do if the couple said nothing
 * (separate premarital property, support under state law, a surviving spouse's rights kept), or a
 * neutral practical choice. A default never waives a right, and questions where each partner must
 * decide deliberately (such as whether to have an attorney) have none.
 */
import type { AttorneyRuleType, InputRestriction, InputType, QuestionType } from "@prenup/domain";

export type OptionInput = {
  key: string;
  value: string;
  isDefault?: boolean;
  proTip?: string;
  /** Offer the option only in these states. */
  onlyIn?: readonly string[];
  rules?: { type: AttorneyRuleType; stateIds: readonly string[] }[];
  informational?: boolean;
};

export type QuestionInput = {
  key: string;
  title: string;
  type: QuestionType;
  input?: InputType;
  restriction?: InputRestriction;
  description?: string;
  example?: string;
  proTip?: string;
  required?: boolean;
  other?: boolean;
  customClause?: boolean;
  dispute?: boolean;
  onlyIn?: readonly string[];
  informational?: boolean;
  options?: OptionInput[];
  followUps?: { when: string[]; questions: QuestionInput[] }[];
};

export type GroupInput = {
  key: string;
  title: string;
  description: string;
  icon: string;
  color: string;
  videoKeys?: string[];
  questions: QuestionInput[];
};

export type SectionInput = {
  key: string;
  label: string;
  name: string;
  description: string;
  blocks?: ("STATE" | "NAME")[];
  groups: GroupInput[];
};

export function optionKey(questionKey: string, shortKey: string): string {
  return `${questionKey}__${shortKey}`;
}

/** Yes/No options, the most common pair. */
export function yesNo(yes: Partial<OptionInput> = {}, no: Partial<OptionInput> = {}): OptionInput[] {
  return [
    { key: "yes", value: "Yes", ...yes },
    { key: "no", value: "No", ...no },
  ];
}

function flattenQuestions(
  inputs: QuestionInput[],
  context: { sectionKey: string; groupKey: string; parentKey: string | null; when: string[] },
  counter: { next: number },
) {
  const rows: ReturnType<typeof toRow>[] = [];
  for (const input of inputs) {
    rows.push(toRow(input, context, counter.next++));
    for (const followUp of input.followUps ?? []) {
      for (const short of followUp.when) {
        if (!(input.options ?? []).some((o) => o.key === short))
          throw new Error(`${input.key}: follow-up names unknown option ${short}`);
      }
      rows.push(
        ...flattenQuestions(
          followUp.questions,
          { ...context, parentKey: input.key, when: followUp.when.map((w) => optionKey(input.key, w)) },
          counter,
        ),
      );
    }
  }
  return rows;
}

function toRow(
  input: QuestionInput,
  context: { sectionKey: string; groupKey: string; parentKey: string | null; when: string[] },
  order: number,
) {
  const typed = input.type === "TEXT_BOX" || input.type === "TEXT_AREA";
  return {
    key: input.key,
    title: input.title,
    description: input.description ?? null,
    exampleScenario: input.example ?? null,
    proTip: input.proTip ?? null,
    isRequired: input.required ?? true,
    questionType: input.type,
    inputType: typed ? (input.input ?? "TEXT") : null,
    inputRestriction: input.restriction ?? null,
    allowsOtherOption: input.other ?? false,
    allowsCustomClause: input.customClause ?? false,
    generatesDispute: input.dispute ?? false,
    order,
    groupKey: context.groupKey,
    sectionKey: context.sectionKey,
    parentKey: context.parentKey,
    visibleWhenOptionKeys: context.when,
    stateIds: [...(input.onlyIn ?? [])],
    isInformational: input.informational ?? false,
    options: (input.options ?? []).map((o, index) => ({
      key: optionKey(input.key, o.key),
      value: o.value,
      order: index,
      isDefault: o.isDefault ?? false,
      proTip: o.proTip ?? null,
      restrictedToStateIds: [...(o.onlyIn ?? [])],
      attorneyRules: (o.rules ?? []).map((r) => ({ type: r.type, stateIds: [...r.stateIds] })),
      isInformational: o.informational ?? false,
    })),
  };
}

export function buildSection(input: SectionInput, order: number) {
  const groups = input.groups.map((group, groupOrder) => ({
    key: group.key,
    title: group.title,
    description: group.description,
    icon: { name: group.icon, color: group.color },
    order: groupOrder,
    videoKeys: group.videoKeys ?? [],
    questions: flattenQuestions(
      group.questions,
      { sectionKey: input.key, groupKey: group.key, parentKey: null, when: [] },
      { next: 0 },
    ),
  }));
  const attorneyRequired = groups.some((g) =>
    g.questions.some((q) => q.options.some((o) => o.attorneyRules.length > 0)),
  );
  return {
    key: input.key,
    label: input.label,
    name: input.name,
    description: input.description,
    order,
    blocks: input.blocks ?? [],
    attorneyRequiredQuestionPresentSection: attorneyRequired,
    groups,
  };
}
