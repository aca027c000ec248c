import { createHash } from "node:crypto";
import {
  explainOption,
  POSTNUP_QUESTION_WORDING,
  stateHintsFor,
  withStateHint,
  type Answerer,
} from "@prenup/content/runtime";
import { sideOf, type AgreementKind, type OfferedQuestion } from "@prenup/domain";
import { LRUCache } from "lru-cache";
import { toAnswerResponse, type AnswerResponse } from "../answers/index.ts";
import { questionnaireNumber, type SectionContent, type StateQuestionnaire, type Video } from "../content/index.ts";
import type { UserContext } from "../standing/index.ts";
import type { QuestionnaireContext } from "./questionnaire.context.ts";
import type {
  GroupContentResponse,
  GroupResponse,
  OptionResponse,
  QuestionContentResponse,
  SectionAnswersResponse,
  SectionContentResponse,
  SectionGroupsResponse,
} from "./questionnaire.schemas.ts";
import { requireSection, toSectionResponse } from "./section-response.ts";

/** Whom a question's help is written for: the agreement's state and the answerer (side and names); null without a state. */
type Help = { stateAbbreviation: string; answerer: Answerer | null } | null;

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

/** The options of a section's questions as one answerer reads them (`optionsOf`), by question id. */
function sectionOptions(
  questions: readonly StateQuestionnaire["questions"][number][],
  help: Help,
): ReadonlyMap<string, readonly OptionResponse[]> {
  return new Map(questions.map((question) => [question.id, optionsOf(question, help)] as const));
}

/**
 * A question as one user reads it: the questionnaire's generic texts (in a postnup, put in the past
 * where they speak of the wedding: `POSTNUP_QUESTION_WORDING`) with their own state's sentences
 * added (`stateHintsFor`, from the state-law matrix), never another state's.
 */
function toQuestionContent(
  row: StateQuestionnaire["questions"][number] & Pick<OfferedQuestion, "depth">,
  videos: Video[],
  help: Help,
  options: readonly OptionResponse[],
  kind: AgreementKind,
): QuestionContentResponse {
  const hint = stateHintsFor(help?.stateAbbreviation).get(row.key);
  const wording = kind === "POSTNUP" ? POSTNUP_QUESTION_WORDING[row.key] : undefined;
  return {
    id: row.id,
    key: row.key,
    title: wording?.title ?? row.title,
    description: withStateHint(
      wording?.description !== undefined ? wording.description : row.description,
      hint?.description,
    ),
    exampleScenario: row.exampleScenario,
    proTip: withStateHint(wording?.proTip !== undefined ? wording.proTip : row.proTip, hint?.proTip),
    isRequired: row.isRequired,
    questionType: row.questionType,
    inputType: row.inputType,
    inputRestriction: row.inputRestriction,
    allowsOtherOption: row.allowsOtherOption,
    allowsCustomClause: row.allowsCustomClause,
    generatesDispute: row.generatesDispute,
    order: row.order,
    parentQuestionId: row.parentQuestionId,
    depth: row.depth,
    showWhenOptionIds: [...row.showWhenOptionIds],
    videos,
    options: [...options],
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

/** How many sections' wordings are kept, across questionnaires, states and answerers: the most recently read. */
export const SECTION_CONTENTS_KEPT = 1000;

const sectionContents = new LRUCache<string, SectionContentResponse>({ max: SECTION_CONTENTS_KEPT });

/**
 * A section's wording as the context's user reads it (`SectionContentResponse`): written once per
 * questionnaire object, section and answerer and kept among the `SECTION_CONTENTS_KEPT` most recent;
 * its `contentKey` digests the JSON, so the same wording has the same key on every instance and
 * after every restart, and any change of wording gives a new one. Shared between responses: read,
 * never changed.
 */
export async function sectionContentOf(
  ctx: QuestionnaireContext,
  context: UserContext,
  section: SectionContent,
): Promise<SectionContentResponse> {
  const { questionnaire } = context;
  const help: Help = context.state
    ? { stateAbbreviation: context.state.abbreviation, answerer: answererOf(context) }
    : null;
  const kind = context.facts.document?.kind ?? "PRENUP";
  const key = JSON.stringify([
    questionnaireNumber(questionnaire),
    section.id,
    kind,
    help?.stateAbbreviation ?? null,
    help?.answerer?.side ?? null,
    help?.answerer?.names.A ?? null,
    help?.answerer?.names.B ?? null,
  ]);
  const known = sectionContents.get(key);
  if (known) return known;
  const groups = questionnaire.groupsBySection.get(section.id) ?? [];
  const questions = groups.flatMap((group) => questionnaire.questionsByGroup.get(group.id) ?? []);
  const videos = await ctx.content.videosOf(context.facts.contentVersion, {
    groupIds: groups.map((group) => group.id),
    questionIds: questions.map((question) => question.id),
    stateId: context.state?.id ?? null,
  });
  const options = sectionOptions(questions, help);
  const groupContents: GroupContentResponse[] = groups.map((group) => ({
    id: group.id,
    key: group.key,
    title: group.title,
    description: group.description,
    icon: group.icon,
    iconColor: group.iconColor,
    order: group.order,
    videos: videos.groups.get(group.id) ?? [],
    questions: (questionnaire.questionsByGroup.get(group.id) ?? []).map((question) =>
      toQuestionContent(question, videos.questions.get(question.id) ?? [], help, options.get(question.id) ?? [], kind),
    ),
  }));
  const contentKey = createHash("sha256").update(JSON.stringify(groupContents)).digest("base64url").slice(0, 22);
  const content = { contentKey, groups: groupContents };
  sectionContents.set(key, content);
  return content;
}

/** The context user's answers to a section's questions, in question order. */
function sectionAnswers(context: UserContext, content: SectionContentResponse): AnswerResponse[] {
  const answers = new Map(context.myAnswers.map((answer) => [answer.questionId, answer]));
  return content.groups.flatMap((group) =>
    group.questions.flatMap((question) => {
      const answer = answers.get(question.id);
      return answer ? [toAnswerResponse(answer)] : [];
    }),
  );
}

/** A section's status, the context user's answers in it, and the key of its wording for them. */
export async function sectionAnswersOf(
  ctx: QuestionnaireContext,
  context: UserContext,
  sectionReference: string,
): Promise<SectionAnswersResponse> {
  const section = requireSection(context.questionnaire, sectionReference);
  const content = await sectionContentOf(ctx, context, section);
  return {
    section: toSectionResponse(context.questionnaire, section, context.me, true),
    contentKey: content.contentKey,
    answers: sectionAnswers(context, content),
  };
}

/** A section's groups and questions as the context's user sees them, with their answers and the videos shown. */
export async function sectionGroupsOf(
  ctx: QuestionnaireContext,
  context: UserContext,
  sectionReference: string,
): Promise<SectionGroupsResponse> {
  const section = requireSection(context.questionnaire, sectionReference);
  const content = await sectionContentOf(ctx, context, section);
  const answers = new Map(context.myAnswers.map((answer) => [answer.questionId, answer]));
  const groups: GroupResponse[] = content.groups.map((group) => ({
    ...group,
    questions: group.questions.map((question) => {
      const answer = answers.get(question.id);
      return { ...question, answer: answer ? toAnswerResponse(answer) : null };
    }),
  }));
  return { section: toSectionResponse(context.questionnaire, section, context.me, true), groups };
}
