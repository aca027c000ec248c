import type { Executor } from "@prenup/db";
import type { ContentCache, ContentContext } from "./content.context.ts";

/**
 * The content at `version` or newer (a concurrent change may give a newer one: fine to serve). The
 * content is read once per content version (the version changes whenever content is written, see
 * content_version) and kept in the context's cache; a request pays for the version number only, and
 * that number comes with its first query (the user context reads it), so every instance notices a
 * change at its next request.
 */
export async function contentAt(
  ctx: ContentContext,
  version: number,
  executor?: Executor,
): Promise<NonNullable<ContentCache["current"]>> {
  const { cache } = ctx;
  // A load already under way may predate `version`: then load once more.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (cache.current && cache.current.content.version >= version) return cache.current;
    cache.loading ??= ctx.repository.load(executor).finally(() => {
      cache.loading = null;
    });
    const content = await cache.loading;
    if (!cache.current || content.version > cache.current.content.version)
      cache.current = { content, byState: new Map() };
  }
  return cache.current!;
}
