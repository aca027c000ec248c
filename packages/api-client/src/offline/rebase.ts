import { isAnswerRequest, isProfileRequest, withBodyFields } from "./requests.ts";
import type { QueuedWrite } from "./write-queue.ts";

type SavedAnswer = {
  answer: { questionId: string; updatedAt: string };
  defaults: { questionId: string; updatedAt: string }[];
};

export const answerTarget = (questionId: string): string => `answer:${questionId}`;

/**
 * After an answer write went through, the later writes of that question are made on the version
 * the server now holds (the person made them after this one, on the device), and so are the later
 * first answers (made on no answer) of the questions it recorded default answers for. Whether each
 * creates or updates the answer is the server's to decide; only a POST an earlier version of the
 * app kept becomes a PATCH.
 */
export function rebaseAnswerWrites(synced: QueuedWrite, data: unknown, later: readonly QueuedWrite[]): QueuedWrite[] {
  if (!synced.target.startsWith("answer:")) return [];
  const saved = data as SavedAnswer;
  const versions = new Map<string, string>([[answerTarget(saved.answer.questionId), saved.answer.updatedAt]]);
  for (const recorded of saved.defaults ?? []) {
    const target = answerTarget(recorded.questionId);
    if (!versions.has(target)) versions.set(target, recorded.updatedAt);
  }
  const changed: QueuedWrite[] = [];
  for (const write of later) {
    const version = versions.get(write.target);
    if (version === undefined || !isAnswerRequest(write)) continue;
    // A default only changes writes made as first answers; the question's own later writes all follow it.
    if (write.target !== synced.target && write.body.baseUpdatedAt !== null) continue;
    changed.push(
      write.method === "POST"
        ? { ...write, method: "PATCH", body: { ...write.body, baseUpdatedAt: version } }
        : withBodyFields(write, { baseUpdatedAt: version }),
    );
  }
  return changed;
}

/** After a profile field or a financial entry's change went through, later changes of it are made on that version. */
export function rebaseOtherWrites(synced: QueuedWrite, data: unknown, later: readonly QueuedWrite[]): QueuedWrite[] {
  if (synced.target.startsWith("profile:")) {
    const field = synced.target.slice("profile:".length);
    const value = (data as Record<string, string | null | undefined>)[field] ?? null;
    return later
      .filter((write) => write.target === synced.target)
      .map((write) => (isProfileRequest(write) ? withBodyFields(write, { baseValue: value }) : write));
  }
  const updatedAt = (data as { updatedAt?: string }).updatedAt;
  if (updatedAt === undefined) return [];
  return later
    .filter((write) => write.target === synced.target && "baseUpdatedAt" in write.body)
    .map((write) => withBodyFields(write, { baseUpdatedAt: updatedAt }));
}

export function rebaseWrites(synced: QueuedWrite, data: unknown, later: readonly QueuedWrite[]): QueuedWrite[] {
  return synced.target.startsWith("answer:")
    ? rebaseAnswerWrites(synced, data, later)
    : rebaseOtherWrites(synced, data, later);
}
