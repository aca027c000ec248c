import { describe, expect, it } from "vitest";
import { profileFieldOf, withProfileAnswers } from "./profile-answers.ts";

const questions = [
  { id: "q-pronouns", key: "pronouns" },
  { id: "q-birth", key: "date_of_birth" },
  { id: "q-phone", key: "phone_number" },
];
const answer = (questionId: string, valueTyped: string | null) => ({ id: `a-${questionId}`, questionId, valueTyped });
const answerOf = (questionId: string, valueTyped: string) => ({ id: `profile-${questionId}`, questionId, valueTyped });

describe("profileFieldOf", () => {
  it("names the profile field of the phone and birth-date questions, none for others", () => {
    expect(profileFieldOf("phone_number")).toBe("phoneNumber");
    expect(profileFieldOf("date_of_birth")).toBe("birthdate");
    expect(profileFieldOf("pronouns")).toBeNull();
    expect(profileFieldOf("toString")).toBeNull();
    expect(profileFieldOf(null)).toBeNull();
  });
});

describe("withProfileAnswers", () => {
  it("shows the profile's value in place of an answer row's", () => {
    const answers = [answer("q-pronouns", null), answer("q-phone", null)];
    const shown = withProfileAnswers({
      questions,
      answers,
      profile: { phoneNumber: "+14155552671", birthdate: null },
      answerOf,
    });
    expect(shown).toEqual([answer("q-pronouns", null), answer("q-phone", "+14155552671")]);
  });

  it("answers a question from the profile when no answer row exists", () => {
    const shown = withProfileAnswers({
      questions,
      answers: [],
      profile: { phoneNumber: null, birthdate: "1990-04-02" },
      answerOf,
    });
    expect(shown).toEqual([{ id: "profile-q-birth", questionId: "q-birth", valueTyped: "1990-04-02" }]);
  });

  it("keeps an answer row's own value while the profile field is empty", () => {
    const answers = [answer("q-birth", "1990-04-02"), answer("q-phone", "+14155552671")];
    const shown = withProfileAnswers({
      questions,
      answers,
      profile: { phoneNumber: "+12025550100", birthdate: null },
      answerOf,
    });
    expect(shown).toEqual([answer("q-birth", "1990-04-02"), answer("q-phone", "+12025550100")]);
  });

  it("leaves the answers alone when the questionnaire has no profile question", () => {
    const answers = [answer("q-pronouns", "x")];
    expect(
      withProfileAnswers({
        questions: [questions[0]!],
        answers,
        profile: { phoneNumber: "+14155552671", birthdate: null },
        answerOf,
      }),
    ).toEqual(answers);
  });
});
