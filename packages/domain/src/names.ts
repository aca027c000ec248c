/** Name parts of a user as the API returns them; any part may be missing. */
export type NameParts = {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
};

/**
 * "First Middle Last Suffix" with empty or whitespace-only parts left out and each part trimmed,
 * e.g. { firstName: "Alex", lastName: "Rivera", suffix: "Jr." } → "Alex Rivera Jr.". An empty
 * string when no part is present.
 */
export function fullName(parts: NameParts): string {
  return [parts.firstName, parts.middleName, parts.lastName, parts.suffix]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(" ");
}
