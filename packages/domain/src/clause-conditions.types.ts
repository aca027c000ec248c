import type { AnswerLike } from "./answer-shape.ts";
import type { ComparisonType, OptionRestriction, Respondent } from "./enums.ts";

/**
 * Input shapes of `evaluateClauseConditions` (implemented in clause-conditions.ts).
 *
 * A clause or section template is included in an agreement when its `ClauseConditions` hold for
 * the couple. Ids are opaque strings: the database uses UUIDs, the content package uses stable keys.
 *
 * - `stateIds`: per-state inclusion. When present and non-empty, the template applies only when the
 *   document's state is one of them. `excludedStateIds` removes states (checked after `stateIds`).
 * - `conditions`: every condition must hold (logical AND). An empty list holds.
 * - `anyOf`: optional groups of conditions; when present, at least one group must hold entirely
 *   (an OR of ANDs). Lets a clause say "A waives OR B waives".
 * - `noneOf`: optional conditions none of which may hold (a NOT of each). Lets a clause say "not
 *   in an agreement made during the marriage" beside its own `anyOf`.
 *
 * One condition tests one question's answer:
 * - `respondent`: "A" or "B" tests that partner's answer; absent/null means "either partner"
 *   (the condition holds when it holds for A or for B).
 * - `questionOptionIds` with `optionRestriction` ANY (default: at least one of them selected) or
 *   ALL (every one of them selected).
 * - `value` with `comparisonType` (default EQUAL): EQUAL compares trimmed text case-insensitively
 *   (numbers compare numerically when both sides parse as numbers); GT/LT/GTE/LTE compare numbers
 *   (currency answers such as "$1,200.50" are parsed as money) and fail when either side is not a number.
 * - `isAnswered`: true → the question must have a non-empty answer; false → it must not.
 * - A condition that names neither options, value nor isAnswered holds when the question is answered.
 * - An unanswered question fails every option/value test.
 */
export type ClauseCondition = {
  questionId: string;
  respondent?: Respondent | null;
  questionOptionIds?: string[];
  optionRestriction?: OptionRestriction;
  value?: string | number | null;
  comparisonType?: ComparisonType;
  isAnswered?: boolean;
};

export type ClauseConditions = {
  stateIds?: string[];
  excludedStateIds?: string[];
  conditions?: ClauseCondition[];
  anyOf?: ClauseCondition[][];
  noneOf?: ClauseCondition[];
};

/** An answer in the one answer shape (see answer-shape.ts). */
export type ClauseConditionAnswer = AnswerLike;

export type ClauseConditionContext = {
  stateId: string;
  answersA: ClauseConditionAnswer[];
  answersB: ClauseConditionAnswer[];
};
