// Reference data: the rows every installation needs, loaded from @prenup/content (country, states,
// the agreement template with its per-state settings, terms, sections and clauses, library groups,
// the questionnaire, videos and products).
//
// Idempotent: every row's id is `referenceId(kind, key)`, and `upsertById` only writes a column
// whose value differs, so running the seed twice changes nothing.
//
// Convergent: after a run the content-derived rows are exactly what the content says.
// - A content row is one whose id is the id this seed derives from its key (`contentIds`), whether
//   or not the content still lists it; rows an admin created have random ids and are never touched.
// - Link and child tables (state lists, state restrictions, attorney rules, conditional
//   visibilities, restricted option pairs, video links, library-group sections and clauses) are
//   synchronised with `syncRows`: a row whose parents are all content rows and that the content no
//   longer lists is deleted (an empty state list means "every state", so no rows). A link that
//   touches an admin-created row is left alone.
// - Top-level rows (sections, groups, questions, options, videos, products, section and clause
//   templates, library groups, per-state template settings, terms) the content no longer lists are
//   soft-deleted (`deleted_at`), never hard-deleted: answers, agreements, purchases and history may
//   point at them. A row that comes back in the content is undeleted (every row is written with
//   `deletedAt: null`). Their links are synchronised like any other, so a soft-deleted clause, say,
//   leaves its library groups.
// - Content rows are owned by the content: an admin's edit to one is overwritten on the next run,
//   except a term's value, a state's flags and texts and a template state's settings. An admin's PATCH of a term records the admin in `updated_by_id`; the seed
//   writes null there, so it inserts missing terms and updates only the values it set itself
//   (`keepUserEdits`). A term the content drops is still soft-deleted, edited or not.
//
// Content cross-references use keys (question and option keys, state abbreviations); this seed
// turns them into row ids, including inside the jsonb `conditions` of section and clause templates,
// so `evaluateClauseConditions` runs on ids with `stateId` = the document's state row id.
import type * as Content from "@prenup/content";
import type { ContentClauseConditions } from "@prenup/content";
import { isRecordedFactKey, sectionSlug, type ClauseConditions, type Currency } from "@prenup/domain";
import { sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Executor } from "../../client.ts";
import { contentIds, referenceId } from "../../reference-id.ts";
import {
  attorneyRules,
  clauseTemplates,
  conditionalVisibilities,
  countries,
  documentTemplates,
  documentTemplateStates,
  forExRates,
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
  restrictedQuestionOptions,
  sectionTemplates,
  states,
  terms,
  videos,
  videoStates,
} from "../../schema/index.ts";
import { softDeleteMissing, syncRows, upsertById, type UpsertOptions } from "../upsert.ts";

/** Every table this seed writes (and, run again, leaves unchanged): what its tests snapshot. */
export const REFERENCE_SEED_TABLES: readonly PgTable[] = [
  countries,
  states,
  documentTemplates,
  documentTemplateStates,
  terms,
  products,
  forExRates,
  questionnaireSections,
  questionGroups,
  questions,
  questionOptions,
  questionOptionStates,
  restrictedQuestionOptions,
  conditionalVisibilities,
  questionStateRestrictions,
  attorneyRules,
  videos,
  videoStates,
  questionGroupVideos,
  questionVideos,
  sectionTemplates,
  clauseTemplates,
  libraryGroups,
  libraryGroupClauses,
  libraryGroupSections,
  libraryGroupStates,
];

// The ids are derived in reference-id.ts (no content needed), re-exported here as before.
export { contentIds };

/** The United States (the content's one country, abbreviation "US"; the reference test checks they agree). */
export const US_COUNTRY_ID = contentIds.country("US");

/**
 * The content, parsed: loaded when a seed runs rather than when this module is imported, so that
 * importing @prenup/db (as every API module does) does not parse the whole content at start-up.
 */
export function loadContent(): Promise<typeof Content> {
  return import("@prenup/content");
}
/** The United States agreement template (content key `us_prenuptial_agreement`, row key `us-prenup`). */
export const PRENUP_TEMPLATE_ID = referenceId("document-template", "us-prenup");

/**
 * Content conditions (keys and abbreviations) as stored conditions (row ids). A recorded fact
 * (`isRecordedFactKey`: no question row, generation supplies it as a pseudo-answer) keeps its key.
 */
export function conditionsToIds(conditions: ContentClauseConditions): ClauseConditions {
  const mapCondition = (condition: NonNullable<ContentClauseConditions["conditions"]>[number]) =>
    isRecordedFactKey(condition.questionId)
      ? { ...condition }
      : {
          ...condition,
          questionId: contentIds.question(condition.questionId),
          ...(condition.questionOptionIds
            ? { questionOptionIds: condition.questionOptionIds.map(contentIds.questionOption) }
            : {}),
        };
  const out: ClauseConditions = {};
  if (conditions.stateIds) out.stateIds = conditions.stateIds.map(contentIds.state);
  if (conditions.excludedStateIds) out.excludedStateIds = conditions.excludedStateIds.map(contentIds.state);
  if (conditions.conditions) out.conditions = conditions.conditions.map(mapCondition);
  if (conditions.anyOf) out.anyOf = conditions.anyOf.map((group) => group.map(mapCondition));
  if (conditions.noneOf) out.noneOf = conditions.noneOf.map(mapCondition);
  return out;
}

type Row = { id: string };

/** Rows as written by the seed: live, so a soft-deleted content row that comes back is undeleted. */
function live<T extends Row>(rows: T[]): (T & { deletedAt: null })[] {
  return rows.map((row) => ({ ...row, deletedAt: null }));
}

const idsOf = (rows: readonly Row[]) => rows.map((row) => row.id);

/** The ids of the rows of `table` this seed made (id derived from the row's key), listed by the content or not. */
async function ownedByKey(db: Executor, table: PgTable, idOf: (key: string) => string): Promise<string[]> {
  const result = await db.execute<{ id: string; key: string }>(sql`select id::text as id, key from ${table}`);
  return result.rows.filter((row) => row.id === idOf(row.key)).map((row) => row.id);
}

/**
 * Upsert the content's rows of a keyed top-level table, soft-delete the content rows it no longer
 * lists, and return the ids of every content row of the table (the scope of its links).
 */
async function upsertKeyed<T extends PgTable>(
  db: Executor,
  table: T,
  rows: (T["$inferInsert"] & Row)[],
  idOf: (key: string) => string,
  options: UpsertOptions = {},
): Promise<string[]> {
  await upsertById(db, table, live(rows), options);
  const owned = await ownedByKey(db, table, idOf);
  await softDeleteMissing(db, table, owned, idsOf(rows));
  return owned;
}

const templateStateId = (abbreviation: string) => referenceId("document-template-state", `us-prenup:${abbreviation}`);

/** Insert or refresh the reference rows, and retire the content rows the content no longer lists. Running it again changes nothing. */
export async function seedReference(db: Executor): Promise<void> {
  const {
    country,
    documentTemplate,
    states: contentStates,
    terms: contentTerms,
    products: contentProducts,
    forExRates: contentForExRates,
  } = await loadContent();
  await upsertById(
    db,
    countries,
    live([
      {
        id: US_COUNTRY_ID,
        name: country.name,
        abbreviation: country.abbreviation,
        isActive: country.isActive,
        icon: country.icon,
        termForCountry: country.termForCountry,
      },
    ]),
  );

  // Every state stays in the content (a state is deactivated with isActive, never removed).
  await upsertById(
    db,
    states,
    live(
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
    ),
    // An admin's edit (PATCH /states/{id} stamps updated_by_id) is kept; name and abbreviation stay the content's.
    {
      keepUserEdits: [
        "isActive",
        "termForState",
        "allowsOnlineNotary",
        "notaryBlockText",
        "distributionLaw",
        "embryoRepRequired",
        "spousalSupportLaw",
        "attorneySupport",
      ],
    },
  );

  await upsertById(
    db,
    documentTemplates,
    live([
      {
        id: PRENUP_TEMPLATE_ID,
        key: "us-prenup",
        type: documentTemplate.type,
        description: documentTemplate.description,
        countryId: US_COUNTRY_ID,
      },
    ]),
  );

  // Per-state settings and terms of the template: content rows are those whose id derives from
  // their state (and key); the rest of the template's rows were made by an admin.
  const templateStateRows = documentTemplate.states.map((templateState) => ({
    id: templateStateId(templateState.stateId),
    documentTemplateId: PRENUP_TEMPLATE_ID,
    stateId: contentIds.state(templateState.stateId),
    termForDocument: templateState.termForDocument,
    statute: templateState.statute,
    witnessRequired: templateState.witnessRequired,
  }));
  // An admin's edit of a template state (PATCH …/document-template-states/{templateId}) is kept.
  await upsertById(db, documentTemplateStates, live(templateStateRows), {
    keepUserEdits: ["termForDocument", "statute", "witnessRequired"],
  });
  const ownedTemplateStates = await db.execute<{ id: string; abbreviation: string }>(
    sql`select d.id::text as id, s.abbreviation from ${documentTemplateStates} d join ${states} s on s.id = d.state_id where d.document_template_id = ${PRENUP_TEMPLATE_ID}`,
  );
  await softDeleteMissing(
    db,
    documentTemplateStates,
    ownedTemplateStates.rows.filter((row) => row.id === templateStateId(row.abbreviation)).map((row) => row.id),
    idsOf(templateStateRows),
  );

  const termRows = contentTerms.map((term) => ({
    id: contentIds.term(term.key, term.stateId),
    key: term.key,
    stateId: contentIds.state(term.stateId),
    documentTemplateId: PRENUP_TEMPLATE_ID,
    value: term.value,
  }));
  // A value an admin edited (updated_by_id set) is kept; see the header.
  await upsertById(db, terms, live(termRows), { keepUserEdits: ["value"] });
  const ownedTerms = await db.execute<{ id: string; key: string; abbreviation: string }>(
    sql`select t.id::text as id, t.key, s.abbreviation from ${terms} t join ${states} s on s.id = t.state_id where t.document_template_id = ${PRENUP_TEMPLATE_ID}`,
  );
  await softDeleteMissing(
    db,
    terms,
    ownedTerms.rows.filter((row) => row.id === contentIds.term(row.key, row.abbreviation)).map((row) => row.id),
    idsOf(termRows),
  );

  await upsertKeyed(
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
    contentIds.product,
    // What an admin edited (updated_by_id set) is kept: names, prices, sale and discounts.
    { keepUserEdits: ["title", "description", "priceInCents", "isActive", "discountsAllowed"] },
  );

  // Exchange rates: a rate an admin edited (updated_by_id set) is kept with its date.
  await upsertById(
    db,
    forExRates,
    Object.entries(contentForExRates.rates).map(([currency, rate]) => ({
      id: referenceId("for-ex-rate", currency),
      currency: currency as Currency,
      rate,
      asOf: new Date(contentForExRates.asOf),
    })),
    { keepUserEdits: ["rate", "asOf"] },
  );

  await seedQuestionnaire(db);
  await seedTemplates(db);
}

async function seedQuestionnaire(db: Executor): Promise<void> {
  const { questionnaire, videos: contentVideos, incompatibleOptions } = await loadContent();
  const groups = questionnaire.flatMap((section) => section.groups.map((group) => ({ section, group })));
  const allQuestions = groups.flatMap(({ section, group }) =>
    group.questions.map((question) => ({ section, group, question })),
  );
  const allOptions = allQuestions.flatMap(({ question }) => question.options.map((option) => ({ question, option })));

  await upsertKeyed(
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
    contentIds.section,
  );
  const ownedGroups = await upsertKeyed(
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
    contentIds.group,
  );
  // Parents come before their follow-ups in content order, so one statement satisfies the self-reference.
  const ownedQuestions = await upsertKeyed(
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
    contentIds.question,
  );
  const ownedOptions = await upsertKeyed(
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
    contentIds.questionOption,
  );

  // Follow-ups: the content states visibility on the child; a row linking an admin-created
  // question or option is not the content's to remove.
  await syncRows(
    db,
    conditionalVisibilities,
    [
      [conditionalVisibilities.parentQuestionId, ownedQuestions],
      [conditionalVisibilities.questionOptionId, ownedOptions],
      [conditionalVisibilities.childQuestionId, ownedQuestions],
    ],
    live(
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
    ),
  );
  await syncRows(
    db,
    questionStateRestrictions,
    [[questionStateRestrictions.questionId, ownedQuestions]],
    live(
      allQuestions.flatMap(({ question }) =>
        question.stateIds.map((stateId) => ({
          id: referenceId("question-state-restriction", `${question.key}:${stateId}`),
          questionId: contentIds.question(question.key),
          stateId: contentIds.state(stateId),
          isExcluded: false,
        })),
      ),
    ),
  );
  await syncRows(
    db,
    attorneyRules,
    [[attorneyRules.questionOptionId, ownedOptions]],
    live(
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
    ),
  );
  // Restricted options: offered only in the listed states.
  await syncRows(
    db,
    questionOptionStates,
    [[questionOptionStates.questionOptionId, ownedOptions]],
    live(
      allOptions.flatMap(({ option }) =>
        option.restrictedToStateIds.map((stateId) => ({
          id: referenceId("question-option-state", `${option.key}:${stateId}`),
          questionOptionId: contentIds.questionOption(option.key),
          stateId: contentIds.state(stateId),
        })),
      ),
    ),
  );
  // Mutually exclusive option pairs: the content's incompatible options, one row per pair (the
  // questionnaire engine reads each row both ways). A pair between two content options that the
  // content no longer lists is stale; pairs involving an admin's option stay.
  await syncRows(
    db,
    restrictedQuestionOptions,
    [
      [restrictedQuestionOptions.questionOptionId, ownedOptions],
      [restrictedQuestionOptions.restrictedQuestionOptionId, ownedOptions],
    ],
    live(
      incompatibleOptions.map(({ options: [a, b] }) => ({
        id: referenceId("restricted-question-option", `${a}:${b}`),
        questionOptionId: contentIds.questionOption(a),
        restrictedQuestionOptionId: contentIds.questionOption(b),
      })),
    ),
  );

  // Videos: one row per video (a video limited to one state also carries that state in
  // `state_id`), the states it is limited to, and links to the groups and questions that show them.
  const ownedVideos = await upsertKeyed(
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
    contentIds.video,
  );
  await syncRows(
    db,
    videoStates,
    [[videoStates.videoId, ownedVideos]],
    live(
      contentVideos.flatMap((video) =>
        video.stateIds.map((stateId) => ({
          id: referenceId("video-state", `${video.key}:${stateId}`),
          videoId: contentIds.video(video.key),
          stateId: contentIds.state(stateId),
        })),
      ),
    ),
  );
  await syncRows(
    db,
    questionGroupVideos,
    [
      [questionGroupVideos.groupId, ownedGroups],
      [questionGroupVideos.videoId, ownedVideos],
    ],
    live(
      groups.flatMap(({ group }) =>
        group.videoKeys.map((videoKey) => ({
          id: referenceId("question-group-video", `${group.key}:${videoKey}`),
          videoId: contentIds.video(videoKey),
          groupId: contentIds.group(group.key),
        })),
      ),
    ),
  );
  const questionKeys = new Set(allQuestions.map(({ question }) => question.key));
  await syncRows(
    db,
    questionVideos,
    [
      [questionVideos.questionId, ownedQuestions],
      [questionVideos.videoId, ownedVideos],
    ],
    live(
      contentVideos
        .filter((video) => questionKeys.has(video.location))
        .map((video) => ({
          id: referenceId("question-video", `${video.location}:${video.key}`),
          videoId: contentIds.video(video.key),
          questionId: contentIds.question(video.location),
        })),
    ),
  );
}

async function seedTemplates(db: Executor): Promise<void> {
  const {
    sectionTemplates: contentSections,
    clauseTemplates: contentClauses,
    libraryGroups: contentLibraryGroups,
  } = await loadContent();
  const ownedSections = await upsertKeyed(
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
      isMandatory: section.isMandatory,
      conditions: conditionsToIds(section.conditions),
    })),
    contentIds.sectionTemplate,
  );
  // Parents first, so the self-reference is satisfied within the statement.
  const ordered = [...contentClauses].sort((a, b) => Number(a.parentKey !== null) - Number(b.parentKey !== null));
  const ownedClauses = await upsertKeyed(
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
    contentIds.clauseTemplate,
  );
  const ownedLibraryGroups = await upsertKeyed(
    db,
    libraryGroups,
    contentLibraryGroups.map((group, order) => ({
      id: contentIds.libraryGroup(group.key),
      key: group.key,
      name: group.title,
      description: group.description,
      order,
    })),
    contentIds.libraryGroup,
  );
  await syncRows(
    db,
    libraryGroupStates,
    [[libraryGroupStates.libraryGroupId, ownedLibraryGroups]],
    live(
      contentLibraryGroups.flatMap((group) =>
        group.stateIds.map((stateId) => ({
          id: referenceId("library-group-state", `${group.key}:${stateId}`),
          libraryGroupId: contentIds.libraryGroup(group.key),
          stateId: contentIds.state(stateId),
        })),
      ),
    ),
  );
  await syncRows(
    db,
    libraryGroupClauses,
    [
      [libraryGroupClauses.libraryGroupId, ownedLibraryGroups],
      [libraryGroupClauses.clauseTemplateId, ownedClauses],
    ],
    live(
      contentLibraryGroups.flatMap((group) =>
        group.clauseTemplateKeys.map((clauseKey, order) => ({
          id: referenceId("library-group-clause", `${group.key}:${clauseKey}`),
          libraryGroupId: contentIds.libraryGroup(group.key),
          clauseTemplateId: contentIds.clauseTemplate(clauseKey),
          order,
        })),
      ),
    ),
  );
  await syncRows(
    db,
    libraryGroupSections,
    [
      [libraryGroupSections.libraryGroupId, ownedLibraryGroups],
      [libraryGroupSections.sectionTemplateId, ownedSections],
    ],
    live(
      contentLibraryGroups.flatMap((group) =>
        group.sectionTemplateKeys.map((sectionKey, order) => ({
          id: referenceId("library-group-section", `${group.key}:${sectionKey}`),
          libraryGroupId: contentIds.libraryGroup(group.key),
          sectionTemplateId: contentIds.sectionTemplate(sectionKey),
          order,
        })),
      ),
    ),
  );
}
