import type { StateQuestionnaire } from "./content.context.ts";

const numbers = new WeakMap<StateQuestionnaire, number>();
let numbered = 0;

/**
 * A number for each questionnaire object, the same for its whole life: what a cache keyed by
 * strings writes for "this content version in this state" (a new version brings new objects, so
 * new numbers, and the old entries are not found again).
 */
export function questionnaireNumber(questionnaire: StateQuestionnaire): number {
  let number = numbers.get(questionnaire);
  if (number === undefined) {
    number = numbered++;
    numbers.set(questionnaire, number);
  }
  return number;
}
