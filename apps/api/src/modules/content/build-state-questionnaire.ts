import type { Executor } from "@prenup/db";
import { buildQuestionnaire } from "@prenup/domain";
import { contentAt } from "./content-at.ts";
import type { ContentContext, StateQuestionnaire } from "./content.context.ts";

/**
 * The questionnaire offered in `stateId` (null: no state chosen yet), at `version` or newer: arranged
 * once per state by the domain's `buildQuestionnaire` and kept with the content.
 */
export async function buildStateQuestionnaire(
  ctx: ContentContext,
  input: { version: number; stateId: string | null; executor?: Executor | undefined },
): Promise<StateQuestionnaire> {
  const cache = await contentAt(ctx, input.version, input.executor);
  const key = input.stateId ?? "";
  let built = cache.byState.get(key);
  if (!built) {
    built = buildQuestionnaire(cache.content.questionnaire, input.stateId);
    cache.byState.set(key, built);
  }
  return built;
}
