/**
 * A LIKE / ILIKE pattern matching rows that contain `text` anywhere, with the wildcards escaped so
 * a search for "50%" or "a_b" finds exactly that text (PostgreSQL's default escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
