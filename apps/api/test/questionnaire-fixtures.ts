import { answerQuestionOptions, answers, contentIds, type Database } from "@prenup/db";

/** Ids of reference rows by content key: `q("support_choice")`, `opt("support_choice", "waive")`. */
export const q = (key: string): string => contentIds.question(key);
export const opt = (questionKey: string, shortKey: string): string =>
  contentIds.questionOption(`${questionKey}__${shortKey}`);
export const sectionId = (key: string): string => contentIds.section(key);

/** Writes an answer straight into the database (setting up a situation, not exercising the API). */
export async function insertAnswer(
  db: Database,
  input: {
    userId: string;
    documentId: string | null;
    questionKey: string;
    options?: string[];
    valueTyped?: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(answers)
    .values({
      questionId: q(input.questionKey),
      userId: input.userId,
      documentId: input.documentId,
      valueTyped: input.valueTyped ?? null,
      createdById: input.userId,
      updatedById: input.userId,
    })
    .returning({ id: answers.id });
  const options = input.options ?? [];
  if (options.length > 0) {
    await db
      .insert(answerQuestionOptions)
      .values(options.map((short) => ({ answerId: row!.id, questionOptionId: opt(input.questionKey, short) })));
  }
  return row!.id;
}
