/**
 * The route segment of a questionnaire section (customer spec §2): the label in lower case with
 * spaces turned into hyphens, e.g. "Background Information" → "background-information".
 * Decision: the label is trimmed first and a run of whitespace becomes one hyphen, so
 * "Assets  and Debts " → "assets-and-debts". Other characters are kept as they are.
 */
export function sectionSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, "-");
}
