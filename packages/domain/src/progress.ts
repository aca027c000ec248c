import { AGREEMENT_KIND_SHORT_NAMES, type AgreementKind } from "./agreement-kind.ts";
import { SECTION_STATUSES, type SectionStatus } from "./enums.ts";

/**
 * Questionnaire sections and the overall progress bar.
 * Sections may arrive in any order: every function here takes them by ascending `order`.
 */

/** A questionnaire section as the API or a screen holds it; other fields are kept and returned. */
export type SectionLike = { order: number; status: SectionStatus | Lowercase<SectionStatus> };

export const PROGRESS_STEPS = 5;

/**
 * The upper-case status for either spelling ('completed' → 'COMPLETED').
 * Decision: an unknown value counts as NOT_STARTED, so a status the client does not know never
 * shows progress that was not made.
 */
export function normalizeSectionStatus(status: SectionStatus | Lowercase<SectionStatus>): SectionStatus {
  const upper = String(status).trim().toUpperCase();
  return (SECTION_STATUSES as readonly string[]).includes(upper) ? (upper as SectionStatus) : "NOT_STARTED";
}

/** COMPLETED or NOT_APPLICABLE: nothing left to answer in the section. */
export function isSectionDone(section: SectionLike): boolean {
  const status = normalizeSectionStatus(section.status);
  return status === "COMPLETED" || status === "NOT_APPLICABLE";
}

/** A copy of the sections in ascending `order` (stable for equal orders). */
export function sortSections<T extends SectionLike>(sections: readonly T[]): T[] {
  return [...sections].sort((a, b) => a.order - b.order);
}

/**
 * True when every section is COMPLETED or NOT_APPLICABLE.
 * Decision: an empty list (sections not loaded, or none for the state) is not complete.
 */
export function isQuestionnaireComplete(sections: readonly SectionLike[]): boolean {
  return sections.length > 0 && sections.every(isSectionDone);
}

/** The first section, by order, that is NOT_STARTED or IN_PROGRESS; undefined when none is. */
export function firstIncompleteSection<T extends SectionLike>(sections: readonly T[]): T | undefined {
  return sortSections(sections).find((section) => !isSectionDone(section));
}

/** The section with the smallest order greater than `currentOrder`; undefined after the last one. */
export function nextSectionAfter<T extends SectionLike>(sections: readonly T[], currentOrder: number): T | undefined {
  return sortSections(sections).find((section) => section.order > currentOrder);
}

export type ProgressInput = {
  sections: readonly SectionLike[];
  prenupPaid: boolean;
  financialsComplete: boolean;
  documentReviewed: boolean;
  notarizationComplete: boolean;
};

export type ProgressStep = 0 | 1 | 2 | 3 | 4 | 5;

/**
 * The overall progress step: the number of consecutive steps met, checked in order from step 1.
 * 1. the first section (lowest order) is COMPLETED;
 * 2. the first four sections are each COMPLETED or NOT_APPLICABLE, and the prenup is paid;
 * 3. the remaining sections are each COMPLETED or NOT_APPLICABLE;
 * 4. financials are complete, or the document is reviewed;
 * 5. notarization is complete.
 * Decisions: step 1 follows the spec's wording and needs COMPLETED (the first section is the
 * background block, which always applies); with fewer than four sections step 2 looks at all of
 * them, and step 3 then holds trivially. A later step never counts when an earlier one fails.
 */
export function computeProgressStep(input: ProgressInput): ProgressStep {
  const sections = sortSections(input.sections);
  const first = sections[0];
  const checks = [
    () => first !== undefined && normalizeSectionStatus(first.status) === "COMPLETED",
    () => input.prenupPaid && sections.slice(0, 4).every(isSectionDone),
    () => sections.slice(4).every(isSectionDone),
    () => input.financialsComplete || input.documentReviewed,
    () => input.notarizationComplete,
  ];
  let step = 0;
  while (step < checks.length && checks[step]!()) step += 1;
  return step as ProgressStep;
}

/** step / 5 as a whole percentage, rounded, clamped to 0..100. */
export function progressPercent(step: number): number {
  const percent = Math.round((step / PROGRESS_STEPS) * 100);
  return Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0));
}

/** The label at the start and at the end, for the kind of agreement the couple is making. */
export function progressLabels(kind: AgreementKind = "PRENUP") {
  const name = AGREEMENT_KIND_SHORT_NAMES[kind];
  return {
    start: `Starting your ${name} 🖋️`,
    done: `${name[0]!.toUpperCase()}${name.slice(1)} 100% ready 🎉`,
    doneShort: "100% 🎉",
  } as const;
}

/**
 * The label beside the progress bar: 'Starting your prenup 🖋️' at step 0, 'Prenup 100% ready 🎉'
 * at step 5 ('100% 🎉' with `short`), and the percentage ('40%') in between; a postnup's say
 * "postnup".
 */
export function progressLabel(step: number, options: { short?: boolean; kind?: AgreementKind } = {}): string {
  const labels = progressLabels(options.kind);
  const percent = progressPercent(step);
  if (percent === 0) return labels.start;
  if (percent === 100) return options.short ? labels.doneShort : labels.done;
  return `${percent}%`;
}

/**
 * The route segment of a questionnaire section: the label in lower case with
 * spaces turned into hyphens, e.g. "Background Information" → "background-information".
 * Decision: the label is trimmed first and a run of whitespace becomes one hyphen, so
 * "Assets  and Debts " → "assets-and-debts". Other characters are kept as they are.
 */
export function sectionSlug(label: string): string {
  return label.trim().toLowerCase().replace(/\s+/g, "-");
}

/** The section whose label gives `slug`, for resolving /questionnaire/{section}. */
export function sectionBySlug<T extends { label: string }>(sections: readonly T[], slug: string): T | undefined {
  const wanted = slug.trim().toLowerCase();
  return sections.find((section) => sectionSlug(section.label) === wanted);
}
