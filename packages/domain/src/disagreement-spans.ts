/**
 * The disagreements a couple had on one question over time, from each partner's answer history:
 * when their answers came to differ (`findDisputes`' rule: both given, and different) and when and
 * how they stopped differing. What alignment shows at one moment, told for every moment.
 */
import { answersDiffer, isAnswerGiven, type AnswerLike } from "./answer-shape.ts";
import type { Respondent } from "./enums.ts";

/**
 * One partner's answer from `at` on, with what the change carries (`tag`: a settlement recorded with
 * it, say). `at` is an instant written the same way for both partners (UTC, one precision), so
 * the strings sort by time; a partner's changes come oldest first.
 */
export type TimedAnswer<T> = { at: string; answer: AnswerLike; tag?: T };

/** Both partners' answers at one moment (an absent answer: none given). */
export type AnswerPair = Record<Respondent, AnswerLike | null>;

export type DisagreementSpan<T> = {
  /**
   * When the answers came to differ, whose change made them differ (null: both changed at that
   * moment), and both answers then. Null for a settlement recorded while the history shows no
   * difference (`settles`).
   */
  began: { at: string; by: Respondent | null; answers: AnswerPair } | null;
  /**
   * When it ended: whose change ended it (null: both changed at that moment), both answers after,
   * and the tags of that moment's changes. Null while the answers still differ.
   */
  ended: { at: string; by: Respondent | null; answers: AnswerPair; tags: T[] } | null;
};

const SIDES: readonly Respondent[] = ["A", "B"];

function isDisagreement(answers: AnswerPair): boolean {
  const { A, B } = answers;
  return isAnswerGiven(A ?? undefined) && isAnswerGiven(B ?? undefined) && answersDiffer(A!, B!);
}

/**
 * Every disagreement between the partners' answers to one question, oldest first. Changes at the
 * same instant (one transaction: accepting a proposal writes both answers) count as one step. A
 * change whose tag `settles` ends the disagreement there even when the answers still differ
 * afterwards (a new one then begins at the same instant); on answers that did not differ it is
 * told as a span without a beginning.
 */
export function disagreementSpans<T>(
  history: Record<Respondent, readonly TimedAnswer<T>[]>,
  settles: (tag: T) => boolean = () => false,
): DisagreementSpan<T>[] {
  const steps = new Map<string, { side: Respondent; change: TimedAnswer<T> }[]>();
  for (const side of SIDES)
    for (const change of history[side]) {
      const step = steps.get(change.at) ?? [];
      step.push({ side, change });
      steps.set(change.at, step);
    }
  const spans: DisagreementSpan<T>[] = [];
  const current: AnswerPair = { A: null, B: null };
  let open: DisagreementSpan<T> | null = null;
  for (const at of [...steps.keys()].sort()) {
    const step = steps.get(at)!;
    for (const { side, change } of step) current[side] = change.answer;
    const changed = [...new Set(step.map((item) => item.side))];
    const by = changed.length === 1 ? changed[0]! : null;
    const tags = step.flatMap((item) => (item.change.tag === undefined ? [] : [item.change.tag]));
    const settled = tags.some(settles);
    const differs = isDisagreement(current);
    const snapshot = { ...current };
    if (open && (settled || !differs)) {
      open.ended = { at, by, answers: snapshot, tags };
      open = null;
    } else if (!open && settled) {
      spans.push({ began: null, ended: { at, by, answers: snapshot, tags } });
    }
    if (!open && differs) {
      open = { began: { at, by, answers: snapshot }, ended: null };
      spans.push(open);
    }
  }
  return spans;
}
