import { questionOptions, type Executor } from "@prenup/db";
import { inArray } from "drizzle-orm";

/** Option values by id, deleted options included (the content's table): history names what was chosen then. */
export function optionValues(db: Executor, optionIds: string[]) {
  return db
    .select({ id: questionOptions.id, value: questionOptions.value })
    .from(questionOptions)
    .where(inArray(questionOptions.id, [...new Set(optionIds)]));
}
