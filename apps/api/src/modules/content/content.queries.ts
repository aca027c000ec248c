import { questionOptions, questions, type Executor, subquery } from "@prenup/db";
import { type Column, inArray, type SQL, type SQLWrapper } from "drizzle-orm";

/**
 * What other modules ask of the content's tables (DESIGN.md, "Data ownership"): functions that run
 * one statement of their own, and fragments another module's statement embeds, keyed by its
 * question- or option-id column.
 */

/** The question's title (null when no row has the id), deleted questions included. */
export const questionTitleOf = (questionId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${questions.title} from ${questions} where ${questions.id} = ${questionId}`;

/** The option's value (null when no row has the id), deleted options included. */
export const optionValueOf = (optionId: Column | SQL | SQLWrapper): SQL<string | null> =>
  subquery<string | null>`select ${questionOptions.value} from ${questionOptions}
    where ${questionOptions.id} = ${optionId}`;

/** Option values by id, deleted options included: history names what was chosen then. */
export function optionValues(executor: Executor, optionIds: string[]): Promise<{ id: string; value: string }[]> {
  return executor
    .select({ id: questionOptions.id, value: questionOptions.value })
    .from(questionOptions)
    .where(inArray(questionOptions.id, [...new Set(optionIds)]));
}
