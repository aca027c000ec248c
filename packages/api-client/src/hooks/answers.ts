import { notifyManager, type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo } from "react";
import { parentChain } from "@prenup/domain";
import { useApiClient } from "../api-context.tsx";
import type { ApiClient, ApiPaths } from "../client.ts";
import type { ApiError } from "../errors.ts";
import { answerTarget } from "../offline/rebase.ts";
import { isAnswerRequest, type ApiWrite } from "../offline/requests.ts";
import { offlineWritesFor, useOfflineWrites, usePendingWrites } from "../offline/use-offline-writes.ts";
import type { QueuedWrite } from "../offline/write-queue.ts";
import { disputesQueryOptions } from "./early-reads.ts";
import { standingQueryOptions, type Standing } from "./standing.ts";
import {
  type Answer,
  type Question,
  questionnaireSectionQueryOptions,
  questionnaireSectionsQueryPrefix,
  type QuestionnaireSection,
  type SectionGroups,
  sectionGroupsQueryOptions,
} from "./questionnaire.ts";

type AnswerPath = ApiPaths["/users/{id}/answers/{questionId}"];

/** What a save answers: the answer, the defaults recorded with it and the section's status (PUT also says whether it created the answer). */
export type AnswerSaved = ApiPaths["/users/{id}/answers"]["post"]["responses"][201]["content"]["application/json"];
export type AnswerBody = AnswerPath["put"]["requestBody"]["content"]["application/json"];

/**
 * The one write of an answer: PUT /users/{id}/answers/{questionId} with the value and the version
 * the person made it on (`baseUpdatedAt`, null for none); the server creates or updates the answer.
 */
function answerPut(
  userId: string,
  questionId: string,
  body: AnswerBody,
): ApiWrite<"put", "/users/{id}/answers/{questionId}"> {
  return {
    method: "PUT",
    path: "/users/{id}/answers/{questionId}",
    params: { path: { id: userId, questionId } },
    body,
  };
}
export type AttorneyRestrictions =
  ApiPaths["/users/{id}/answers/attorney-restrictions"]["get"]["responses"][200]["content"]["application/json"];

/** GET /users/{id}/answers (optionally one question's). */
export function answersQueryOptions(api: ApiClient, userId: string, questionId?: string) {
  return api.$api.queryOptions("get", "/users/{id}/answers", {
    params: { path: { id: userId }, ...(questionId ? { query: { questionId } } : {}) },
  });
}

export function useAnswers(userId: string | null | undefined, questionId?: string) {
  const api = useApiClient();
  return useQuery({ ...answersQueryOptions(api, userId ?? "", questionId), enabled: Boolean(userId) });
}

/** GET /users/{id}/answers/attorney-restrictions: the attorney rules the user's answers trigger, and whether representation is paid. */
export function attorneyRestrictionsQueryOptions(api: ApiClient, userId: string) {
  return api.$api.queryOptions("get", "/users/{id}/answers/attorney-restrictions", {
    params: { path: { id: userId } },
  });
}

export function useAttorneyRestrictions(userId: string | null | undefined) {
  const api = useApiClient();
  return useQuery({ ...attorneyRestrictionsQueryOptions(api, userId ?? ""), enabled: Boolean(userId) });
}

/** One save; `keepAsSuggestion`: record the question's suggestion as it stands without choosing it (the API's rule). */
export type SaveAnswerInput = {
  questionId: string;
  valueTyped: string | null;
  questionOptionIds: string[];
  keepAsSuggestion?: boolean;
};

/**
 * What a save came to: the server's answer, or the change kept on the device (`kept`): `queued`
 * while the network or the server is down (it goes out in order later), `conflict` when the server's
 * answer changed since the person saw it (they choose between the two).
 */
export type SaveAnswerResult =
  | (AnswerSaved & { kept?: undefined })
  | { kept: "queued" | "conflict"; write: QueuedWrite };

/** The answers the cache shows before the server has them (a save under way or kept on the device). */
const optimisticAnswers = new WeakSet<Answer>();

/** The server's answer to a kept write that went out later: known to exist from now on. */
export function rememberSyncedAnswer(queryClient: QueryClient, userId: string, saved: AnswerSaved): void {
  questionSaves(queryClient, userId, saved.answer.questionId).saved = saved.answer;
  for (const answer of saved.defaults) {
    const saves = questionSaves(queryClient, userId, answer.questionId);
    if (!saves.saved) saves.saved = answer;
  }
}

/** A kept write's answer, as the section shows it. */
export function queuedAnswerValue(
  write: QueuedWrite,
): { questionId: string; valueTyped: string | null; questionOptionIds: string[] } | null {
  if (!write.target.startsWith("answer:") || !isAnswerRequest(write)) return null;
  return {
    questionId: write.target.slice("answer:".length),
    valueTyped: write.body.valueTyped ?? null,
    questionOptionIds: write.body.questionOptionIds ?? [],
  };
}

/** Per question: the answer the server holds, the saves not finished yet, and the last save in line. */
type QuestionSaves = { saved: Answer | null | undefined; pending: number; queue: Promise<unknown> };
/** Per user: the questions' saves, and every save of the user started so far (settled, never rejecting). */
type UserSaves = { questions: Map<string, QuestionSaves>; started: Promise<unknown> };
const saveStates = new WeakMap<QueryClient, Map<string, UserSaves>>();

function userSaves(queryClient: QueryClient, userId: string): UserSaves {
  let byUser = saveStates.get(queryClient);
  if (!byUser) {
    byUser = new Map();
    saveStates.set(queryClient, byUser);
  }
  let state = byUser.get(userId);
  if (!state) {
    state = { questions: new Map(), started: Promise.resolve() };
    byUser.set(userId, state);
  }
  return state;
}

function questionSaves(queryClient: QueryClient, userId: string, questionId: string): QuestionSaves {
  const { questions } = userSaves(queryClient, userId);
  let state = questions.get(questionId);
  if (!state) {
    state = { saved: undefined, pending: 0, queue: Promise.resolve() };
    questions.set(questionId, state);
  }
  return state;
}

function findQuestion(groups: SectionGroups | undefined, questionId: string): Question | undefined {
  for (const group of groups?.groups ?? []) {
    const question = group.questions.find((candidate) => candidate.id === questionId);
    if (question) return question;
  }
  return undefined;
}

function withAnswers(groups: SectionGroups, answers: ReadonlyMap<string, Answer | null>): SectionGroups {
  if (answers.size === 0) return groups;
  return {
    ...groups,
    groups: groups.groups.map((group) =>
      group.questions.some((question) => answers.has(question.id))
        ? {
            ...group,
            questions: group.questions.map((question) =>
              answers.has(question.id) ? { ...question, answer: answers.get(question.id) ?? null } : question,
            ),
          }
        : group,
    ),
  };
}

function withAnswer(groups: SectionGroups, questionId: string, answer: Answer | null): SectionGroups {
  return withAnswers(groups, new Map([[questionId, answer]]));
}

/**
 * Writes what an answer save's response carries into every cached read that shows it, in one
 * step (the screens re-render once): the answers of `shown` (the saved one and the defaults the
 * server recorded with it, each unless a newer change of the person's is under way) in the
 * section's groups, and the section's status in the groups, the sections lists read with statuses,
 * the section and the standing's sections. `section` is the key or slug the groups were read with.
 */
export function applyAnswerSaved(
  queryClient: QueryClient,
  api: ApiClient,
  userId: string,
  section: string,
  saved: AnswerSaved,
  shown: ReadonlyMap<string, Answer | null>,
): void {
  const { id, status } = saved.section;
  const withStatus = <T extends { id: string }>(candidate: T): T =>
    candidate.id === id ? { ...candidate, status } : candidate;
  notifyManager.batch(() => {
    queryClient.setQueryData<SectionGroups>(sectionGroupsQueryOptions(api, userId, section).queryKey, (groups) =>
      groups ? { ...withAnswers(groups, shown), section: withStatus(groups.section) } : groups,
    );
    // A list read without statuses (each status null) keeps showing none.
    queryClient.setQueriesData<QuestionnaireSection[]>(
      { queryKey: questionnaireSectionsQueryPrefix(userId) },
      (sections) => sections?.map((candidate) => (candidate.status === null ? candidate : withStatus(candidate))),
    );
    queryClient.setQueryData<QuestionnaireSection>(
      questionnaireSectionQueryOptions(api, userId, section).queryKey,
      (current) => current && withStatus(current),
    );
    queryClient.setQueryData<Standing>(standingQueryOptions(api, userId).queryKey, (current) =>
      current
        ? {
            ...current,
            questionnaire: { ...current.questionnaire, sections: current.questionnaire.sections.map(withStatus) },
          }
        : current,
    );
  });
}

/**
 * After a save the server answered, the reads whose data its response does not carry. The
 * standing's progress, gates, completion and resume path follow the sections' statuses, and its
 * alignment counts follow any answer: it is read again when the status changed or the question
 * carries attorney rules, else only marked stale. The disputes list (its disputes, and the
 * suggestions nobody chose, which /alignment and /documents list) follows any answer: marked
 * stale, read again where it is next shown. An answer to a question with attorney rules can
 * change the attorney restrictions, the standing's attorney facts and which sections are locked:
 * those are read again. Any other answer changes nothing else a screen shows.
 */
function invalidateAfterSave(
  queryClient: QueryClient,
  api: ApiClient,
  userId: string,
  section: string,
  { attorneyRules, statusChanged }: { attorneyRules: boolean; statusChanged: boolean },
): void {
  void queryClient.invalidateQueries({
    queryKey: standingQueryOptions(api, userId).queryKey,
    refetchType: attorneyRules || statusChanged ? "active" : "none",
  });
  void queryClient.invalidateQueries({ queryKey: disputesQueryOptions(api, userId).queryKey, refetchType: "none" });
  if (!attorneyRules) return;
  for (const queryKey of [
    attorneyRestrictionsQueryOptions(api, userId).queryKey,
    questionnaireSectionsQueryPrefix(userId),
    questionnaireSectionQueryOptions(api, userId, section).queryKey,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/**
 * Saves one answer of a section: one PUT /users/{id}/answers/{questionId} per save, whether or not
 * the question has an answer yet (the server creates or updates it), with the version the change
 * was made on: the answer the server last gave this client, known from the section's groups (each
 * question's `answer`) and from the saves' responses, which name the default answers the server
 * recorded with the write. The change shows at once in the section's cached groups; saves of one
 * question go one after the other, a follow-up's save waits for its parent questions' saves under
 * way (the server refuses an answer to a follow-up its parent's stored answer does not reveal), and
 * a save made on no answer waits for the user's saves under way (one of them may record the
 * question's default, the version it is then made on). A refused or failed save puts the answer the
 * server holds back into the cache and rejects with the ApiError.
 *
 * The response goes into the cache in one step (`applyAnswerSaved`); only the reads it does not
 * carry are invalidated (`invalidateAfterSave`). `section` is the key or slug the groups were read
 * with.
 */
export function useSaveAnswer(userId: string | null | undefined, section: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const user = userId ?? "";
  const groupsKey = sectionGroupsQueryOptions(api, user, section ?? "").queryKey;

  /**
   * One save, through the user's offline writes: with an Idempotency-Key and the version the change
   * was made on (the answer the server last gave this client, none for a first answer); kept on the
   * device when the network or the server is down, or when the server's answer changed since.
   */
  const send = async (input: SaveAnswerInput, saved: Answer | null): Promise<SaveAnswerResult> => {
    const outcome = await offlineWritesFor(api, queryClient, user).submit({
      userId: user,
      target: answerTarget(input.questionId),
      ...answerPut(user, input.questionId, {
        valueTyped: input.valueTyped,
        questionOptionIds: input.questionOptionIds,
        baseUpdatedAt: saved ? saved.updatedAt : null,
        ...(input.keepAsSuggestion ? { keepAsSuggestion: true } : {}),
      }),
    });
    if (outcome.kind === "sent") return outcome.data as AnswerSaved;
    return { kept: outcome.kind === "conflict" ? "conflict" : "queued", write: outcome.write };
  };

  return useMutation<SaveAnswerResult, ApiError, SaveAnswerInput>({
    mutationKey: ["saveAnswer", userId],
    // Offline, the save still runs: the line of writes keeps it on the device (React Query would hold it in memory only).
    networkMode: "always",
    onMutate: async (input) => {
      const saves = questionSaves(queryClient, user, input.questionId);
      await queryClient.cancelQueries({ queryKey: groupsKey });
      const current = queryClient.getQueryData<SectionGroups>(groupsKey);
      const shown = findQuestion(current, input.questionId)?.answer;
      // An answer shown before the server had it (kept on the device) is no version of the server's.
      const previous = shown && !optimisticAnswers.has(shown) ? shown : undefined;
      if (saves.pending === 0) saves.saved = previous ?? saves.saved ?? null;
      saves.pending += 1;
      if (current) {
        const optimistic: Answer = {
          id: shown?.id ?? "",
          questionId: input.questionId,
          valueTyped: input.valueTyped,
          questionOptionIds: input.questionOptionIds,
          isSuggestion: input.keepAsSuggestion === true,
          updatedAt: new Date().toISOString(),
        };
        optimisticAnswers.add(optimistic);
        queryClient.setQueryData<SectionGroups>(groupsKey, withAnswer(current, input.questionId, optimistic));
      }
    },
    mutationFn: (input) => {
      const all = userSaves(queryClient, user);
      const saves = questionSaves(queryClient, user, input.questionId);
      const earlier = all.started;
      const run = async () => {
        if (!saves.saved) await earlier;
        const result = await send(input, saves.saved ?? null);
        if (result.kept) return result;
        rememberSyncedAnswer(queryClient, user, result);
        return result;
      };
      const cached = queryClient.getQueryData<SectionGroups>(groupsKey);
      const parents = parentChain(cached?.groups.flatMap((group) => group.questions) ?? [], input.questionId);
      const before = [saves.queue, ...parents.map((id) => questionSaves(queryClient, user, id).queue)];
      const next = Promise.all(before).then(run);
      const settled = next.catch(() => undefined);
      saves.queue = settled;
      all.started = Promise.all([earlier, settled]);
      return next;
    },
    onSuccess: (result, input) => {
      const saves = questionSaves(queryClient, user, input.questionId);
      saves.pending -= 1;
      // Kept on the device: the person's answer keeps showing (no rollback) until it goes out.
      if (result.kept) return;
      const groups = queryClient.getQueryData<SectionGroups>(groupsKey);
      const question = findQuestion(groups, input.questionId);
      const statusBefore = groups?.section.id === result.section.id ? groups.section.status : null;
      // A newer change still on its way keeps showing; the last save shows what the server stored,
      // and a recorded default shows where no change of the person's is under way.
      const shown = new Map<string, Answer | null>();
      if (saves.pending === 0) shown.set(input.questionId, result.answer);
      for (const answer of result.defaults) {
        if (!shown.has(answer.questionId) && questionSaves(queryClient, user, answer.questionId).pending === 0)
          shown.set(answer.questionId, answer);
      }
      applyAnswerSaved(queryClient, api, user, section ?? "", result, shown);
      invalidateAfterSave(queryClient, api, user, section ?? "", {
        // A question not in the cache may carry attorney rules.
        attorneyRules: question?.options.some((option) => option.attorneyRuleTypes.length > 0) ?? true,
        statusChanged: statusBefore !== result.section.status,
      });
    },
    onError: (_error, input) => {
      const saves = questionSaves(queryClient, user, input.questionId);
      saves.pending -= 1;
      if (saves.pending === 0) {
        queryClient.setQueryData<SectionGroups>(groupsKey, (groups) =>
          groups ? withAnswer(groups, input.questionId, saves.saved ?? null) : groups,
        );
      }
    },
  });
}

/**
 * A section's answers kept on the device (changed while the network or the server was down): the
 * kept writes of the user's answers, oldest first; when one goes out, its response goes into the
 * cache as a save's does (`applyAnswerSaved`: the answer, the defaults it recorded, the section's
 * status). A write in conflict (the server's answer changed since) waits for the person:
 * `keepMine` sends it again on the server's version, `takeSaved` drops it (and the question's later
 * kept changes) and shows the server's answer.
 */
export function useKeptAnswers(userId: string | null | undefined, section: string | null | undefined) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const user = userId ?? "";
  const writes = useOfflineWrites(userId);
  const pending = usePendingWrites(userId);
  const kept = useMemo(() => pending.filter((write) => write.target.startsWith("answer:")), [pending]);

  const show = useCallback(
    (answers: ReadonlyMap<string, Answer | null>) =>
      queryClient.setQueryData<SectionGroups>(sectionGroupsQueryOptions(api, user, section ?? "").queryKey, (groups) =>
        groups ? withAnswers(groups, answers) : groups,
      ),
    [api, queryClient, user, section],
  );

  useEffect(
    () =>
      writes?.subscribe((event) => {
        if (event?.type !== "synced" || !event.write.target.startsWith("answer:")) return;
        const saved = event.data as AnswerSaved;
        rememberSyncedAnswer(queryClient, user, saved);
        const shown = new Map<string, Answer | null>([[saved.answer.questionId, saved.answer]]);
        for (const answer of saved.defaults) if (!shown.has(answer.questionId)) shown.set(answer.questionId, answer);
        applyAnswerSaved(queryClient, api, user, section ?? "", saved, shown);
      }),
    [writes, api, queryClient, user, section],
  );

  const keepMine = useCallback(
    async (questionId: string) => {
      const write = kept.find((candidate) => candidate.target === answerTarget(questionId) && candidate.conflict);
      if (!writes || !write?.conflict) return;
      const current = write.conflict.current as Answer | null;
      // Sent again as the one write, on the server's version (a refused write claimed no key: an
      // earlier version's POST or PATCH goes as a PUT with it).
      await writes.keepMine(write.seq, (mine) =>
        isAnswerRequest(mine)
          ? { ...mine, ...answerPut(user, questionId, { ...mine.body, baseUpdatedAt: current?.updatedAt ?? null }) }
          : mine,
      );
    },
    [kept, writes, user],
  );

  const takeSaved = useCallback(
    async (questionId: string) => {
      const target = answerTarget(questionId);
      const conflict = kept.find((candidate) => candidate.target === target && candidate.conflict)?.conflict;
      if (!writes || !conflict) return;
      const current = conflict.current as Answer | null;
      questionSaves(queryClient, user, questionId).saved = current;
      show(new Map([[questionId, current]]));
      for (const write of kept.filter((candidate) => candidate.target === target)) await writes.discard(write.seq);
    },
    [kept, writes, queryClient, user, show],
  );

  return { kept, keepMine, takeSaved };
}
