import type { ApiPaths } from "./client.ts";

/** A path the API answers GET on (a path of the OpenAPI document, with its `{id}` placeholders). */
export type GetPath = {
  [Path in keyof ApiPaths]: ApiPaths[Path] extends { get: unknown } ? Path : never;
}[keyof ApiPaths];

/**
 * The query key of every GET of one path, whatever its parameters: the prefix openapi-react-query's
 * `queryOptions("get", path, init)` keys start with (`["get", path, init]`), so invalidating it reaches
 * each cached read of that path. The path is checked against the API document: a renamed or mistyped
 * path is a type error, not an invalidation that silently matches nothing.
 */
export function getPathKey<Path extends GetPath>(path: Path): readonly ["get", Path] {
  return ["get", path];
}

/** The query key of one GET with its parameters (`["get", path, init]`), for one user's or record's read. */
export function getQueryKey<Path extends GetPath, Init>(path: Path, init: Init): readonly ["get", Path, Init] {
  return ["get", path, init];
}
