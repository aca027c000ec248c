import type { Executor } from "@prenup/db";
import type { ContentContext } from "./content.context.ts";

/** The content version now (one small prepared query). */
export function contentVersion(ctx: ContentContext, executor?: Executor): Promise<number> {
  return ctx.repository.version(executor);
}
