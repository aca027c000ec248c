/**
 * A heading in capitals, as the agreement prints its headings, except statute subdivisions, whose
 * letters are part of the citation: "Waiver under section 1615(c)(1)" → "WAIVER UNDER SECTION
 * 1615(c)(1)", where plain upper-casing would cite (C)(1), another subdivision.
 */
export function headingCase(text: string): string {
  return text
    .split(/(\d+[a-z]?(?:\([a-z0-9]+\))+)/)
    .map((part, index) => (index % 2 === 1 ? part : part.toUpperCase()))
    .join("");
}
