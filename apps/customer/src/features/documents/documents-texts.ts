import type { RegenerationStatus } from "@prenup/api-client";

/** Who changed what since the last generation, in a sentence per partner. */
export function changeSummary(status: RegenerationStatus, names: { A: string; B: string }): string[] {
  const lines: string[] = [];
  for (const side of ["A", "B"] as const) {
    const changes = side === "A" ? status.changes.userA : status.changes.userB;
    const made = side === "A" ? status.userAMadeChanges : status.userBMadeChanges;
    if (!made) continue;
    const parts: string[] = [];
    const count = changes.questions.length;
    if (count > 0) parts.push(`${count === 1 ? "an answer" : `${count} answers`} (${changes.questions.map((question) => `“${question.title}”`).join(", ")})`);
    if (changes.disclosure) parts.push("their financial disclosure");
    if (changes.names) parts.push("their name");
    lines.push(`${names[side]} changed ${parts.join(" and ") || "their answers"} since the agreement was generated.`);
  }
  return lines;
}

/** The writings a partner without an attorney signs apart from the agreement (California). */
export const SEPARATE_WRITINGS_TEXT = {
  title: "To sign apart from the agreement",
  intro:
    "California law asks a partner who signs without an attorney to receive a plain-language explanation of the agreement in writing, and to waive an attorney in a writing of its own. These are separate documents: download, read and sign each one before you sign the agreement, and keep them with it.",
} as const;

export const REASON_TEXT: Record<NonNullable<RegenerationStatus["reason"]>, string> = {
  NOT_GENERATED: "Your agreement has not been generated yet.",
  REGENERATION_REQUESTED: "You chose to regenerate the agreement: generate it again once your answers are as you want them.",
  PARTNER_CHANGES: "Your answers changed since the agreement was generated: generate it again so it says what you agreed.",
  CONTENT_CHANGES: "The agreement's wording or your state's rules were updated since it was generated: generate it again.",
};

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long" });
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));
