// Reference data: the rows every installation needs, loaded from @prenup/content (country, states,
// the agreement template with its per-state settings, terms, sections and clauses, library groups,
// the questionnaire, videos and products).
//
// Idempotent: every row's id is `referenceId(kind, key)`, and `upsertById` only writes a column
// whose value differs, so running the seed twice changes nothing. The state lists of options,
// library groups and videos (`question_option_states`, `library_group_states`, `video_states`) are
// synchronised with `syncChildRows`: a state the content no longer lists for an option, group or
// video loses its row on the next run (an empty list means "every state", so no rows).
//
// Content cross-references use keys (question and option keys, state abbreviations); this seed
// turns them into row ids, including inside the jsonb `conditions` of section and clause templates,
// so `evaluateClauseConditions` runs on ids with `stateId` = the document's state row id.
import {
  clauseTemplates as contentClauses,
  country,
  documentTemplate,
  libraryGroups as contentLibraryGroups,
  products as contentProducts,
  questionnaire,
  sectionTemplates as contentSections,
  states as contentStates,
  terms as contentTerms,
  videos as contentVideos,
  type ContentClauseConditions,
} from "@prenup/content";
import { sectionSlug, type ClauseConditions } from "@prenup/domain";
import type { Executor } from "../../client.ts";
import { referenceId } from "../../reference-id.ts";
import {
  attorneyRules,
  clauseTemplates,
  conditionalVisibilities,
  countries,
  documentTemplates,
  documentTemplateStates,
  libraryGroupClauses,
  libraryGroups,
  libraryGroupSections,
  libraryGroupStates,
  products,
  questionGroups,
  questionGroupVideos,
  questionnaireSections,
  questionOptions,
  questionOptionStates,
  questions,
  questionStateRestrictions,
  questionVideos,
  sectionTemplates,
  states,
  terms,
  videos,
  videoStates,
} from "../../schema/index.ts";
import { syncChildRows, upsertById } from "../upsert.ts";

/** The row id of each kind of reference row, from its content key. */
export const contentIds = {
  country: (abbreviation: string) => referenceId("country", abbreviation),
  state: (abbreviation: string) => referenceId("state", abbreviation),
  section: (key: string) => referenceId("questionnaire-section", key),
  group: (key: string) => referenceId("question-group", key),
  question: (key: string) => referenceId("question", key),
  questionOption: (key: string) => referenceId("question-option", key),
  video: (key: string) => referenceId("video", key),
  sectionTemplate: (key: string) => referenceId("section-template", key),
  clauseTemplate: (key: string) => referenceId("clause-template", key),
  libraryGroup: (key: string) => referenceId("library-group", key),
  product: (productType: string) => referenceId("product", productType),
  term: (key: string, abbreviation: string) => referenceId("term", `us-prenup:${abbreviation}:${key}`),
};

export const US_COUNTRY_ID = contentIds.country(country.abbreviation);
/** The United States agreement template (content key `us_prenuptial_agreement`, row key `us-prenup`). */
export const PRENUP_TEMPLATE_ID = referenceId("document-template", "us-prenup");

/** Content conditions (keys and abbreviations) as stored conditions (row ids). */
export function conditionsToIds(conditions: ContentClauseConditions): ClauseConditions {
  const mapCondition = (condition: NonNullable<ContentClauseConditions["conditions"]>[number]) => ({
    ...condition,
    questionId: contentIds.question(condition.questionId),
    ...(condition.questionOptionIds ? { questionOptionIds: condition.questionOptionIds.map(contentIds.questionOption) } : {}),
  });
  const out: ClauseConditions = {};
  if (conditions.stateIds) out.stateIds = conditions.stateIds.map(contentIds.state);
  if (conditions.excludedStateIds) out.excludedStateIds = conditions.excludedStateIds.map(contentIds.state);
  if (conditions.conditions) out.conditions = conditions.conditions.map(mapCondition);
  if (conditions.anyOf) out.anyOf = conditions.anyOf.map((group) => group.map(mapCondition));
  return out;
}

/** Insert or refresh the reference rows. Running it again changes nothing. */
export async function seedReference(db: Executor): Promise<void> {
  await upsertById(db, countries, [
    {
      id: US_COUNTRY_ID,
      name: country.name,
      abbreviation: country.abbreviation,
      isActive: country.isActive,
      icon: country.icon,
      termForCountry: country.termForCountry,
    },
  ]);

  await upsertById(
    db,
    states,
    contentStates.map((state) => ({
      id: contentIds.state(state.abbreviation),
      countryId: US_COUNTRY_ID,
      name: state.name,
      abbreviation: state.abbreviation,
      isActive: state.isActive,
      icon: state.icon,
      termForState: state.termForState,
      allowsOnlineNotary: state.allowsOnlineNotary,
      notaryBlockText: state.notaryBlockText,
      distributionLaw: state.distributionLaw,
      embryoRepRequired: state.embryoRepRequired,
      spousalSupportLaw: state.spousalSupportLaw,
      attorneySupport: state.attorneySupport,
    })),
  );

  await upsertById(db, documentTemplates, [
    { id: PRENUP_TEMPLATE_ID, key: "us-prenup", type: documentTemplate.type, description: documentTemplate.description, countryId: US_COUNTRY_ID },
  ]);
  await upsertById(
    db,
    documentTemplateStates,
    documentTemplate.states.map((templateState) => ({
      id: referenceId("document-template-state", `us-prenup:${templateState.stateId}`),
      documentTemplateId: PRENUP_TEMPLATE_ID,
      stateId: contentIds.state(templateState.stateId),
      termForDocument: templateState.termForDocument,
      statute: templateState.statute,
      witnessRequired: templateState.witnessRequired,
    })),
  );
  await upsertById(
    db,
    terms,
    contentTerms.map((term) => ({
      id: contentIds.term(term.key, term.stateId),
      key: term.key,
      stateId: contentIds.state(term.stateId),
      documentTemplateId: PRENUP_TEMPLATE_ID,
      value: term.value,
    })),
  );

  await upsertById(
    db,
    products,
    contentProducts.map((product) => ({
      id: contentIds.product(product.productType),
      key: product.productType,
      title: product.title,
      description: product.description,
      priceInCents: product.priceInCents,
      productType: product.productType,
      productCategory: product.productCategory,
      productIcon: product.productIcon,
      isSharedProduct: product.isSharedProduct,
      discountsAllowed: product.discountsAllowed,
      stripePriceId: product.stripePriceId,
      onePerUser: product.onePerUser,
      isActive: true,
    })),
  );

  await seedQuestionnaire(db);
  await seedTemplates(db);
}

async function seedQuestionnaire(db: Executor): Promise<void> {
  const groups = questionnaire.flatMap((section) => section.groups.map((group) => ({ section, group })));
  const allQuestions = groups.flatMap(({ section, group }) => group.questions.map((question) => ({ section, group, question })));
  const allOptions = allQuestions.flatMap(({ question }) => question.options.map((option) => ({ question, option })));

  await upsertById(
    db,
    questionnaireSections,
    questionnaire.map((section) => ({
      id: contentIds.section(section.key),
      key: section.key,
      label: section.label,
      name: section.name,
      description: section.description,
      path: sectionSlug(section.label),
      order: section.order,
      attorneyRequiredQuestionPresent: section.attorneyRequiredQuestionPresentSection,
      isActive: true,
    })),
  );
  await upsertById(
    db,
    questionGroups,
    groups.map(({ section, group }) => ({
      id: contentIds.group(group.key),
      sectionId: contentIds.section(section.key),
      key: group.key,
      title: group.title,
      description: group.description,
      icon: group.icon.name,
      iconColor: group.icon.color,
      order: group.order,
    })),
  );
  // Parents come before their follow-ups in content order, so one statement satisfies the self-reference.
  await upsertById(
    db,
    questions,
    allQuestions.map(({ section, group, question }) => ({
      id: contentIds.question(question.key),
      key: question.key,
      sectionId: contentIds.section(section.key),
      groupId: contentIds.group(group.key),
      parentQuestionId: question.parentKey === null ? null : contentIds.question(question.parentKey),
      title: question.title,
      description: question.description,
      exampleScenario: question.exampleScenario,
      proTip: question.proTip,
      isRequired: question.isRequired,
      questionType: question.questionType,
      inputType: question.inputType,
      inputRestriction: question.inputRestriction,
      allowsOtherOption: question.allowsOtherOption,
      allowsCustomClause: question.allowsCustomClause,
      generatesDispute: question.generatesDispute,
      order: question.order,
    })),
  );
  await upsertById(
    db,
    questionOptions,
    allOptions.map(({ question, option }) => ({
      id: contentIds.questionOption(option.key),
      questionId: contentIds.question(question.key),
      key: option.key,
      value: option.value,
      order: option.order,
      isDefault: option.isDefault,
      proTip: option.proTip,
    })),
  );
  await upsertById(
    db,
    conditionalVisibilities,
    allQuestions.flatMap(({ question }) =>
      question.parentKey === null
        ? []
        : question.visibleWhenOptionKeys.map((optionKey) => ({
            id: referenceId("conditional-visibility", `${question.parentKey}:${optionKey}:${question.key}`),
            parentQuestionId: contentIds.question(question.parentKey as string),
            questionOptionId: contentIds.questionOption(optionKey),
            childQuestionId: contentIds.question(question.key),
          })),
    ),
  );
  await upsertById(
    db,
    questionStateRestrictions,
    allQuestions.flatMap(({ question }) =>
      question.stateIds.map((stateId) => ({
        id: referenceId("question-state-restriction", `${question.key}:${stateId}`),
        questionId: contentIds.question(question.key),
        stateId: contentIds.state(stateId),
        isExcluded: false,
      })),
    ),
  );
  await upsertById(
    db,
    attorneyRules,
    allOptions.flatMap(({ option }) =>
      option.attorneyRules.flatMap((rule) =>
        rule.stateIds.map((stateId) => ({
          id: referenceId("attorney-rule", `${option.key}:${stateId}:${rule.type}`),
          questionOptionId: contentIds.questionOption(option.key),
          stateId: contentIds.state(stateId),
          type: rule.type,
        })),
      ),
    ),
  );

  // Restricted options: offered only in the listed states.
  await syncChildRows(
    db,
    questionOptionStates,
    questionOptionStates.questionOptionId,
    allOptions.map(({ option }) => contentIds.questionOption(option.key)),
    allOptions.flatMap(({ option }) =>
      option.restrictedToStateIds.map((stateId) => ({
        id: referenceId("question-option-state", `${option.key}:${stateId}`),
        questionOptionId: contentIds.questionOption(option.key),
        stateId: contentIds.state(stateId),
      })),
    ),
  );

  // Videos: one row per video (a video limited to one state also carries that state in
  // `state_id`), the states it is limited to, and links to the groups and questions that show them.
  await upsertById(
    db,
    videos,
    contentVideos.map((video, order) => ({
      id: contentIds.video(video.key),
      key: video.key,
      title: video.title,
      author: video.author,
      youtubeLink: video.youtubeLink,
      location: video.location,
      stateId: video.stateIds.length === 1 ? contentIds.state(video.stateIds[0] as string) : null,
      order,
    })),
  );
  await syncChildRows(
    db,
    videoStates,
    videoStates.videoId,
    contentVideos.map((video) => contentIds.video(video.key)),
    contentVideos.flatMap((video) =>
      video.stateIds.map((stateId) => ({
        id: referenceId("video-state", `${video.key}:${stateId}`),
        videoId: contentIds.video(video.key),
        stateId: contentIds.state(stateId),
      })),
    ),
  );
  await upsertById(
    db,
    questionGroupVideos,
    groups.flatMap(({ group }) =>
      group.videoKeys.map((videoKey) => ({
        id: referenceId("question-group-video", `${group.key}:${videoKey}`),
        videoId: contentIds.video(videoKey),
        groupId: contentIds.group(group.key),
      })),
    ),
  );
  const questionKeys = new Set(allQuestions.map(({ question }) => question.key));
  await upsertById(
    db,
    questionVideos,
    contentVideos
      .filter((video) => questionKeys.has(video.location))
      .map((video) => ({
        id: referenceId("question-video", `${video.location}:${video.key}`),
        videoId: contentIds.video(video.key),
        questionId: contentIds.question(video.location),
      })),
  );
}

async function seedTemplates(db: Executor): Promise<void> {
  await upsertById(
    db,
    sectionTemplates,
    contentSections.map((section) => ({
      id: contentIds.sectionTemplate(section.key),
      documentTemplateId: PRENUP_TEMPLATE_ID,
      key: section.key,
      title: section.title,
      text: section.text,
      listStyle: section.listStyle,
      textStyle: section.textStyle,
      order: section.order,
      isSeparatePage: section.isSeparatePage,
      conditions: conditionsToIds(section.conditions),
    })),
  );
  // Parents first, so the self-reference is satisfied within the statement.
  const ordered = [...contentClauses].sort((a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null));
  await upsertById(
    db,
    clauseTemplates,
    ordered.map((clause) => ({
      id: contentIds.clauseTemplate(clause.key),
      sectionTemplateId: contentIds.sectionTemplate(clause.sectionTemplateKey),
      parentClauseTemplateId: clause.parentKey === null ? null : contentIds.clauseTemplate(clause.parentKey),
      key: clause.key,
      title: clause.title,
      text: clause.text,
      listStyle: clause.listStyle,
      textStyle: clause.textStyle,
      order: clause.order,
      isSeparatePage: false,
      conditions: conditionsToIds(clause.conditions),
    })),
  );
  await upsertById(
    db,
    libraryGroups,
    contentLibraryGroups.map((group, order) => ({
      id: contentIds.libraryGroup(group.key),
      key: group.key,
      name: group.title,
      description: group.description,
      order,
    })),
  );
  await syncChildRows(
    db,
    libraryGroupStates,
    libraryGroupStates.libraryGroupId,
    contentLibraryGroups.map((group) => contentIds.libraryGroup(group.key)),
    contentLibraryGroups.flatMap((group) =>
      group.stateIds.map((stateId) => ({
        id: referenceId("library-group-state", `${group.key}:${stateId}`),
        libraryGroupId: contentIds.libraryGroup(group.key),
        stateId: contentIds.state(stateId),
      })),
    ),
  );
  await upsertById(
    db,
    libraryGroupClauses,
    contentLibraryGroups.flatMap((group) =>
      group.clauseTemplateKeys.map((clauseKey, order) => ({
        id: referenceId("library-group-clause", `${group.key}:${clauseKey}`),
        libraryGroupId: contentIds.libraryGroup(group.key),
        clauseTemplateId: contentIds.clauseTemplate(clauseKey),
        order,
      })),
    ),
  );
  await upsertById(
    db,
    libraryGroupSections,
    contentLibraryGroups.flatMap((group) =>
      group.sectionTemplateKeys.map((sectionKey, order) => ({
        id: referenceId("library-group-section", `${group.key}:${sectionKey}`),
        libraryGroupId: contentIds.libraryGroup(group.key),
        sectionTemplateId: contentIds.sectionTemplate(sectionKey),
        order,
      })),
    ),
  );
}
