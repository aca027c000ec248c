/**
 * The questionnaire's questions as a married couple reads them while making a postnup: the same
 * questions, answers and rules, the words about the wedding in the past tense, by question key. A
 * question not listed reads as it does for a prenup.
 */
export type QuestionWording = { title?: string; description?: string | null; proTip?: string | null };

export const POSTNUP_QUESTION_WORDING: Readonly<Record<string, QuestionWording>> = {
  wedding_date: {
    title: "What was your wedding date?",
    description: "The day you married, as your marriage certificate shows it.",
    proTip: "Your postnup names the day you married; it takes effect once you have both signed it.",
  },
  wedding_location: { title: "Where did the wedding take place (city and state or country)?" },
  signing_timeline: {
    title: "How long will each of you have the final draft before you sign?",
    proTip: "Give each other at least 30 days with the final draft before either of you signs.",
  },
  planned_signing_date: { description: "Optional. We note your plan in the agreement." },
};
