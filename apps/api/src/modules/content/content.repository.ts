import {
  attorneyRules,
  conditionalVisibilities,
  live,
  preparedQuery,
  questionGroups,
  questionGroupVideos,
  questionnaireSections,
  questionOptions,
  questionOptionStates,
  questions,
  questionStateRestrictions,
  questionVideos,
  restrictedQuestionOptions,
  videos,
  videoStates,
  type Database,
  type Executor,
} from "@prenup/db";
import type {
  AttorneyRuleType,
  ContentGroup,
  ContentOption,
  ContentQuestion,
  ContentSection,
  QuestionnaireContent,
} from "@prenup/domain";
import { and, asc, eq, is, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { runAll } from "../../db/db-parallel.ts";

type Row<T> = T extends { $inferSelect: infer R } ? R : never;

export type SectionContent = ContentSection & Pick<Row<typeof questionnaireSections>, "name" | "description">;
export type GroupContent = ContentGroup & Pick<Row<typeof questionGroups>, "description" | "icon" | "iconColor">;
export type QuestionContent = ContentQuestion &
  Pick<
    Row<typeof questions>,
    "key" | "description" | "exampleScenario" | "proTip" | "allowsCustomClause" | "inputType" | "inputRestriction"
  >;
export type OptionContent = ContentOption & Pick<Row<typeof questionOptions>, "key" | "proTip">;

export type VideoContent = {
  id: string;
  title: string;
  author: string | null;
  youtubeLink: string;
  location: string | null;
  order: number;
  /** Shown only in these states (empty: everywhere). */
  onlyStateIds: string[];
};

/** Everything the questionnaire screens show, live rows only, before any state applies. */
export type LoadedContent = {
  version: number;
  questionnaire: QuestionnaireContent<SectionContent, GroupContent, QuestionContent, OptionContent>;
  /** Live videos in display order (order, then title). */
  videos: VideoContent[];
  /** Video ids of each group and each question, in display order. */
  groupVideoIds: Map<string, string[]>;
  questionVideoIds: Map<string, string[]>;
};

const contentVersion = preparedQuery<{ version: string | number }>(
  "content_version",
  () => sql`select version from content_version where id = 1`,
);

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The content's version (see content_version in @prenup/db). */
async function readVersion(executor: Executor): Promise<number> {
  const [row] = await contentVersion(executor);
  return Number(row?.version ?? 0);
}

export function createContentRepository(db: Database) {
  return {
    version: (executor: Executor = db): Promise<number> => readVersion(executor),

    /**
     * The whole questionnaire content with its version, read in one snapshot (a read-only
     * repeatable-read transaction), so the version names exactly these rows.
     */
    async load(within?: Executor): Promise<LoadedContent> {
      // Inside a caller's transaction (an answer write) read there: on PGlite, one connection, a
      // second transaction would wait for the first forever.
      const read = async (tx: Executor): Promise<LoadedContent> => {
        const [
          version,
          sections,
          groups,
          questionRows,
          optionRows,
          showWhen,
          questionStates,
          optionStates,
          rules,
          pairs,
          videoRows,
          videoStateRows,
          groupLinks,
          questionLinks,
        ] = await runAll(
          tx,
          () => readVersion(tx),
          () =>
            tx
              .select()
              .from(questionnaireSections)
              .where(and(eq(questionnaireSections.isActive, true), live(questionnaireSections))),
          () => tx.select().from(questionGroups).where(live(questionGroups)),
          () => tx.select().from(questions).where(live(questions)),
          () => tx.select().from(questionOptions).where(live(questionOptions)),
          () =>
            tx
              .select({
                childQuestionId: conditionalVisibilities.childQuestionId,
                questionOptionId: conditionalVisibilities.questionOptionId,
              })
              .from(conditionalVisibilities)
              .where(live(conditionalVisibilities)),
          () =>
            tx
              .select({
                questionId: questionStateRestrictions.questionId,
                stateId: questionStateRestrictions.stateId,
                isExcluded: questionStateRestrictions.isExcluded,
              })
              .from(questionStateRestrictions)
              .where(live(questionStateRestrictions)),
          () =>
            tx
              .select({
                questionOptionId: questionOptionStates.questionOptionId,
                stateId: questionOptionStates.stateId,
              })
              .from(questionOptionStates)
              .where(live(questionOptionStates)),
          () =>
            tx
              .select({
                questionOptionId: attorneyRules.questionOptionId,
                stateId: attorneyRules.stateId,
                type: attorneyRules.type,
              })
              .from(attorneyRules)
              .where(live(attorneyRules)),
          () =>
            tx
              .select({
                a: restrictedQuestionOptions.questionOptionId,
                b: restrictedQuestionOptions.restrictedQuestionOptionId,
              })
              .from(restrictedQuestionOptions)
              .where(live(restrictedQuestionOptions)),
          () =>
            tx
              .select({
                id: videos.id,
                title: videos.title,
                author: videos.author,
                youtubeLink: videos.youtubeLink,
                location: videos.location,
                order: videos.order,
              })
              .from(videos)
              .where(live(videos))
              .orderBy(asc(videos.order), asc(videos.title), asc(videos.id)),
          () =>
            tx
              .select({ videoId: videoStates.videoId, stateId: videoStates.stateId })
              .from(videoStates)
              .where(live(videoStates)),
          () =>
            tx
              .select({ ownerId: questionGroupVideos.groupId, videoId: questionGroupVideos.videoId })
              .from(questionGroupVideos)
              .where(live(questionGroupVideos)),
          () =>
            tx
              .select({ ownerId: questionVideos.questionId, videoId: questionVideos.videoId })
              .from(questionVideos)
              .where(live(questionVideos)),
        );

        const showWhenOf = new Map<string, string[]>();
        for (const row of showWhen) push(showWhenOf, row.childQuestionId, row.questionOptionId);
        const onlyStates = new Map<string, string[]>();
        const excludedStates = new Map<string, string[]>();
        for (const row of questionStates)
          push(row.isExcluded ? excludedStates : onlyStates, row.questionId, row.stateId);
        const optionOnlyStates = new Map<string, string[]>();
        for (const row of optionStates) push(optionOnlyStates, row.questionOptionId, row.stateId);
        const rulesOf = new Map<string, { stateId: string; type: AttorneyRuleType }[]>();
        for (const row of rules) push(rulesOf, row.questionOptionId, { stateId: row.stateId, type: row.type });
        const liveQuestionIds = new Set(questionRows.map((row) => row.id));
        const videoOnlyStates = new Map<string, string[]>();
        for (const row of videoStateRows) push(videoOnlyStates, row.videoId, row.stateId);
        const liveVideos = new Set(videoRows.map((row) => row.id));
        const videoOrder = new Map(videoRows.map((row, index) => [row.id, index]));
        const links = (rows: { ownerId: string; videoId: string }[]) => {
          const map = new Map<string, string[]>();
          for (const row of rows) if (liveVideos.has(row.videoId)) push(map, row.ownerId, row.videoId);
          for (const list of map.values()) list.sort((a, b) => videoOrder.get(a)! - videoOrder.get(b)!);
          return map;
        };

        return {
          version,
          questionnaire: {
            sections: sections.map((row) => ({
              id: row.id,
              key: row.key,
              label: row.label,
              name: row.name,
              description: row.description,
              path: row.path,
              order: row.order,
            })),
            groups: groups.map((row) => ({
              id: row.id,
              key: row.key,
              sectionId: row.sectionId,
              title: row.title,
              description: row.description,
              icon: row.icon,
              iconColor: row.iconColor,
              order: row.order,
            })),
            questions: questionRows.map((row) => ({
              id: row.id,
              key: row.key,
              groupId: row.groupId,
              parentQuestionId: row.parentQuestionId,
              title: row.title,
              description: row.description,
              exampleScenario: row.exampleScenario,
              proTip: row.proTip,
              isRequired: row.isRequired,
              questionType: row.questionType,
              inputType: row.inputType,
              inputRestriction: row.inputRestriction,
              allowsOtherOption: row.allowsOtherOption,
              allowsCustomClause: row.allowsCustomClause,
              generatesDispute: row.generatesDispute,
              order: row.order,
              showWhenOptionIds: showWhenOf.get(row.id) ?? [],
              onlyStateIds: onlyStates.get(row.id) ?? [],
              excludedStateIds: excludedStates.get(row.id) ?? [],
            })),
            // An option of a deleted question is not offered either.
            options: optionRows
              .filter((row) => liveQuestionIds.has(row.questionId))
              .map((row) => ({
                id: row.id,
                key: row.key,
                questionId: row.questionId,
                value: row.value,
                order: row.order,
                isDefault: row.isDefault,
                proTip: row.proTip,
                onlyStateIds: optionOnlyStates.get(row.id) ?? [],
                attorneyRules: rulesOf.get(row.id) ?? [],
              })),
            restrictedOptionPairs: pairs.map((row) => [row.a, row.b] as const),
          },
          videos: videoRows.map((row) => ({ ...row, onlyStateIds: videoOnlyStates.get(row.id) ?? [] })),
          groupVideoIds: links(groupLinks),
          questionVideoIds: links(questionLinks),
        };
      };
      if (within && is(within, PgTransaction)) return read(within);
      return db.transaction(read, { isolationLevel: "repeatable read", accessMode: "read only" });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
