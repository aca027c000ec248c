import { loadContext } from "./load-context.ts";
import type { StandingContext } from "./standing.context.ts";

/** Every section of the user's questionnaire is COMPLETED or NOT_APPLICABLE (on their active agreement). */
export async function isQuestionnaireComplete(ctx: StandingContext, userId: string): Promise<boolean> {
  return (await loadContext(ctx, userId)).me.isComplete();
}
