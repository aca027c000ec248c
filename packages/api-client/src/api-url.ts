/**
 * An address the API serves, as the API names it in a response (an attorney's photo is
 * `/attorneys/{id}/photo?v=…`), resolved against the API's base URL. The apps may be served from
 * another origin than the API, so a path the API gives is never used as it is: a browser would ask
 * the app's own origin for it. Absolute http(s) addresses stay as they are; anything else (another
 * scheme, a protocol-relative or a bare relative path) is not an address of ours and gives undefined.
 */
export function resolveApiUrl(baseUrl: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//i.test(path)) return path;
  if (!path.startsWith("/") || path.startsWith("//")) return undefined;
  return `${baseUrl.replace(/\/+$/, "")}${path}`;
}
