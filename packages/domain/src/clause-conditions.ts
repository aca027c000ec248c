import { chosenOptionIds, isAnswerGiven } from "./answer-shape.ts";
import type {
  ClauseCondition,
  ClauseConditionAnswer,
  ClauseConditionContext,
  ClauseConditions,
} from "./clause-conditions.types.ts";
import { parseMoneyInput } from "./money.ts";

/**
 * Template conditions of the agreement: whether a section or clause template applies to a couple.
 * The input shapes and their meaning are documented on the types in clause-conditions.types.ts; in
 * short:
 * - `stateIds` (non-empty) must contain the document's state; `excludedStateIds` must not;
 * - every entry of `conditions` must hold; when `anyOf` has groups, one group must hold entirely;
 * - a condition tests partner A's, partner B's or (no respondent) either partner's answer to one
 *   question: selected options (ANY / ALL), a value comparison (EQUAL / GT / LT / GTE / LTE), or
 *   whether it is answered.
 * Decisions: an empty `anyOf` list is treated as absent; an empty `questionOptionIds` list names
 * no options; a `value` of null names no value; when several tests are named on one condition,
 * all of them must hold; an answer only counts as selecting the options it lists.
 */

/** A number from a condition value or an answer: plain numbers, or money as typed ("$1,200.50"). */
function toNumber(value: string | number): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  const text = value.trim();
  if (!/^[-+]?\$?\s*-?[\d,]*\.?\d+$/.test(text) && !/^[-+]?\$?\s*-?[\d,]+\.?$/.test(text)) return undefined;
  return parseMoneyInput(text.replace(/^\+/, ""));
}

function compare(answerText: string, condition: ClauseCondition): boolean {
  const wanted = condition.value as string | number;
  const comparison = condition.comparisonType ?? "EQUAL";
  const left = toNumber(answerText);
  const right = toNumber(wanted);
  if (comparison === "EQUAL") {
    if (left !== undefined && right !== undefined) return left === right;
    return answerText.trim().toLowerCase() === String(wanted).trim().toLowerCase();
  }
  if (left === undefined || right === undefined) return false;
  switch (comparison) {
    case "GT":
      return left > right;
    case "LT":
      return left < right;
    case "GTE":
      return left >= right;
    default:
      return left <= right;
  }
}

function holdsFor(condition: ClauseCondition, answer: ClauseConditionAnswer | undefined): boolean {
  const answered = isAnswerGiven(answer);
  if (condition.isAnswered !== undefined && condition.isAnswered !== answered) return false;
  const optionIds = condition.questionOptionIds ?? [];
  const hasValue = condition.value !== undefined && condition.value !== null;
  if (optionIds.length > 0) {
    if (!answered) return false;
    const selected = new Set(chosenOptionIds(answer));
    const ok =
      (condition.optionRestriction ?? "ANY") === "ALL"
        ? optionIds.every((id) => selected.has(id))
        : optionIds.some((id) => selected.has(id));
    if (!ok) return false;
  }
  if (hasValue) {
    const typed = answer?.valueTyped ?? "";
    if (typed.trim() === "" || !compare(typed, condition)) return false;
  }
  if (optionIds.length === 0 && !hasValue && condition.isAnswered === undefined) return answered;
  return true;
}

function findAnswer(answers: readonly ClauseConditionAnswer[], questionId: string): ClauseConditionAnswer | undefined {
  return answers.find((answer) => answer.questionId === questionId);
}

/** One condition against the couple's answers (respondent A, B, or either when absent). */
export function evaluateClauseCondition(condition: ClauseCondition, context: ClauseConditionContext): boolean {
  const forA = () => holdsFor(condition, findAnswer(context.answersA, condition.questionId));
  const forB = () => holdsFor(condition, findAnswer(context.answersB, condition.questionId));
  if (condition.respondent === "A") return forA();
  if (condition.respondent === "B") return forB();
  return forA() || forB();
}

/** Whether a template with these conditions is included for the couple in `context`. */
export function evaluateClauseConditions(
  conditions: ClauseConditions | null | undefined,
  context: ClauseConditionContext,
): boolean {
  if (conditions === null || conditions === undefined) return true;
  const { stateIds, excludedStateIds, anyOf } = conditions;
  if (stateIds !== undefined && stateIds.length > 0 && !stateIds.includes(context.stateId)) return false;
  if (excludedStateIds !== undefined && excludedStateIds.includes(context.stateId)) return false;
  const all = (group: readonly ClauseCondition[]) =>
    group.every((condition) => evaluateClauseCondition(condition, context));
  if (!all(conditions.conditions ?? [])) return false;
  if (anyOf !== undefined && anyOf.length > 0 && !anyOf.some(all)) return false;
  if ((conditions.noneOf ?? []).some((condition) => evaluateClauseCondition(condition, context))) return false;
  return true;
}
