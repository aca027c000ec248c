import { explainOption, stateHintsFor, withStateHint, type Answerer } from "@prenup/content/runtime";
import { sideOf, type OfferedQuestion } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import { toAnswerResponse } from "../answers/index.ts";
import { questionnaireNumber, type StateQuestionnaire, type Video } from "../content/index.ts";
import type { ContextAnswer, UserContext } from "../standing/index.ts";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type {
  GroupResponse,
  OptionResponse,
  QuestionResponse,
  SectionGroupsResponse,
} from "./questionnaire.schemas.ts";
import { requireSection, toSectionResponse } from "./section-response.ts";

/** Whom a question's help is written for: the agreement's state and the answerer (side and names); null without a state. */
type Help = { stateAbbreviation: string; answerer: Answerer | null } | null;

/** How many sections' option texts are kept, across questionnaires (content versions and states): the most recently read. */
export const OPTION_VIEWS_KEPT = 1000;

const optionViews = new LRUCache<string, ReadonlyMap<string, readonly OptionResponse[]>>({ max: OPTION_VIEWS_KEPT });

/** A question's options as the answerer reads them: their state's tips, and each option explained for them. */
function optionsOf(question: StateQuestionnaire["questions"][number], help: Help): OptionResponse[] {
  const hints = stateHintsFor(help?.stateAbbreviation);
  return question.options.map((option) => ({
    id: option.id,
    value: option.value,
    order: option.order,
    isDefault: option.isDefault,
    proTip: withStateHint(option.proTip, hints.get(option.key)?.proTip),
    restrictedOptionIds: [...option.restrictedOptionIds],
    attorneyRuleTypes: [...option.attorneyRuleTypes],
    explanation: help ? explainOption(option.key, help.stateAbbreviation, help.answerer) : null,
  }));
}

/**
 * The options of a section's questions as one answerer reads them (`optionsOf`), by question id:
 * the same texts on every load of the section until the content, the state or the couple's names
 * change, so they are written once per questionnaire object, section and answerer, and kept among
 * the `OPTION_VIEWS_KEPT` most recent. Shared between responses: read, never changed.
 */
function sectionOptions(
  questionnaire: StateQuestionnaire,
  sectionId: string,
  questions: readonly StateQuestionnaire["questions"][number][],
  help: Help,
): ReadonlyMap<string, readonly OptionResponse[]> {
  const answerer = help?.answerer ?? null;
  const key = JSON.stringify([
    questionnaireNumber(questionnaire),
    sectionId,
    help?.stateAbbreviation ?? null,
    answerer?.side ?? null,
    answerer?.names.A ?? null,
    answerer?.names.B ?? null,
  ]);
  const known = optionViews.get(key);
  if (known) return known;
  const options = new Map(questions.map((question) => [question.id, optionsOf(question, help)] as const));
  optionViews.set(key, options);
  return options;
}

/**
 * A question as one user sees it: the questionnaire's generic texts with their own state's
 * sentences added (`stateHintsFor`, from the state-law matrix), never another state's.
 */
function toQuestionResponse(
  question: OfferedQuestion,
  row: StateQuestionnaire["questions"][number],
  answer: ContextAnswer | undefined,
  videos: Video[],
  help: Help,
  options: readonly OptionResponse[],
): QuestionResponse {
  const hint = stateHintsFor(help?.stateAbbreviation).get(row.key);
  return {
    id: row.id,
    key: row.key,
    title: row.title,
    description: withStateHint(row.description, hint?.description),
    exampleScenario: row.exampleScenario,
    proTip: withStateHint(row.proTip, hint?.proTip),
    isRequired: row.isRequired,
    questionType: row.questionType,
    inputType: row.inputType,
    inputRestriction: row.inputRestriction,
    allowsOtherOption: row.allowsOtherOption,
    allowsCustomClause: row.allowsCustomClause,
    generatesDispute: row.generatesDispute,
    order: row.order,
    parentQuestionId: row.parentQuestionId,
    depth: question.depth,
    showWhenOptionIds: [...row.showWhenOptionIds],
    videos,
    options: [...options],
    answer: answer ? toAnswerResponse(answer) : null,
  };
}

/** Who answers (their side of the agreement) and the couple's first names, for the options' help. */
function answererOf(context: UserContext): Answerer | null {
  const { document, user, partner } = context.facts;
  const side = document ? sideOf(document, user.id) : null;
  if (!side) return null;
  const mine = user.firstName?.trim() || null;
  const theirs = partner?.firstName?.trim() || null;
  return { side, names: side === "A" ? { A: mine, B: theirs } : { A: theirs, B: mine } };
}

/** A section's groups and questions as the context's user sees them, with their answers and the videos shown. */
export async function sectionGroupsOf(
  ctx: QuestionnaireContext,
  context: UserContext,
  sectionReference: string,
): Promise<SectionGroupsResponse> {
  const { questionnaire, me } = context;
  const section = requireSection(questionnaire, sectionReference);
  const groups = questionnaire.groupsBySection.get(section.id) ?? [];
  const questions = groups.flatMap((group) => questionnaire.questionsByGroup.get(group.id) ?? []);
  const videos = await ctx.content.videosOf(context.facts.contentVersion, {
    groupIds: groups.map((group) => group.id),
    questionIds: questions.map((question) => question.id),
    stateId: context.state?.id ?? null,
  });
  const answers = new Map(context.myAnswers.map((answer) => [answer.questionId, answer]));
  const help: Help = context.state
    ? { stateAbbreviation: context.state.abbreviation, answerer: answererOf(context) }
    : null;
  const options = sectionOptions(questionnaire, section.id, questions, help);
  const groupResponses: GroupResponse[] = groups.map((group) => ({
    id: group.id,
    key: group.key,
    title: group.title,
    description: group.description,
    icon: group.icon,
    iconColor: group.iconColor,
    order: group.order,
    videos: videos.groups.get(group.id) ?? [],
    questions: (questionnaire.questionsByGroup.get(group.id) ?? []).map((question) =>
      toQuestionResponse(
        question,
        question,
        answers.get(question.id),
        videos.questions.get(question.id) ?? [],
        help,
        options.get(question.id) ?? [],
      ),
    ),
  }));
  return { section: toSectionResponse(questionnaire, section, me, true), groups: groupResponses };
}
