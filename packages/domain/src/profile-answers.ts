/**
 * A person's phone number and birth date live in one place, their profile. The questionnaire asks
 * for them too (Background Information): those questions read the profile and their answers are
 * written there, so what is typed in either place shows in the other (and booking a call, which
 * reads the profile, finds the number given in the questionnaire).
 */
import { memoizedByIdentity } from "./identity-memo.ts";

/** The questions (content keys) whose value is a profile field, and that field. */
export const PROFILE_ANSWER_FIELDS = { date_of_birth: "birthdate", phone_number: "phoneNumber" } as const;

export type ProfileAnswerField = (typeof PROFILE_ANSWER_FIELDS)[keyof typeof PROFILE_ANSWER_FIELDS];

/** The profile fields a question's answer shows. */
export type ProfileAnswerValues = Record<ProfileAnswerField, string | null>;

/** The profile field a question's answer is, or null for a question whose answer is its own. */
export function profileFieldOf(questionKey: string | null | undefined): ProfileAnswerField | null {
  if (!questionKey) return null;
  return Object.hasOwn(PROFILE_ANSWER_FIELDS, questionKey)
    ? PROFILE_ANSWER_FIELDS[questionKey as keyof typeof PROFILE_ANSWER_FIELDS]
    : null;
}

/**
 * The answers as the questionnaire reads them: a question the profile holds takes the profile's
 * value, whether or not an answer row exists for it (`answerOf` makes one when none does and the
 * profile has a value). An answer row's own value shows only while the profile field is empty (a
 * value stored before the profile held it that could not be moved there). Other answers are passed
 * through unchanged.
 */
export function withProfileAnswers<A extends { questionId: string; valueTyped: string | null }>(input: {
  questions: readonly { id: string; key: string }[];
  answers: readonly A[];
  profile: ProfileAnswerValues;
  answerOf: (questionId: string, valueTyped: string) => A;
}): A[] {
  const held = profileQuestionsOf(input.questions);
  if (held.size === 0) return [...input.answers];
  const answered = new Set<string>();
  const answers = input.answers.map((answer) => {
    const field = held.get(answer.questionId);
    if (!field) return answer;
    answered.add(answer.questionId);
    return { ...answer, valueTyped: input.profile[field] ?? answer.valueTyped };
  });
  for (const [questionId, field] of held) {
    const value = input.profile[field];
    if (!answered.has(questionId) && value !== null) answers.push(input.answerOf(questionId, value));
  }
  return answers;
}

/** The questions of a questionnaire whose answer is a profile field, by id: kept per questions list. */
const profileQuestionsOf = memoizedByIdentity(
  (questions: readonly { id: string; key: string }[]): ReadonlyMap<string, ProfileAnswerField> => {
    const held = new Map<string, ProfileAnswerField>();
    for (const question of questions) {
      const field = profileFieldOf(question.key);
      if (field) held.set(question.id, field);
    }
    return held;
  },
);
