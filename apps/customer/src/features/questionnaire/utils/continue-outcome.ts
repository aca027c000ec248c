import {
  isQuestionnaireComplete,
  isSectionDone,
  nextSectionAfter,
  sectionContinueAction,
  sortSections,
  type SectionStatus,
} from "@prenup/domain";

/** After the last questionnaire section the couple goes on to financial disclosure. */
export const AFTER_QUESTIONNAIRE_PATH = "/financial-disclosure";

export type SectionForContinue = { key: string; label: string; path: string; order: number; status: SectionStatus };

/** What pressing Continue on a section does, as the screen shows it. */
export type ContinueOutcome =
  | { kind: "NAVIGATE"; to: string }
  /** 'Almost there!': a state is needed first. */
  | { kind: "STATE_NEEDED" }
  /** 'You have unanswered questions': this section is not complete. */
  | { kind: "UNANSWERED" }
  /** 'You are almost there!': this is the last section, but these sections are not complete. */
  | { kind: "SECTIONS_INCOMPLETE"; sections: SectionForContinue[] };

/**
 * Continue on `current`, by the domain's `sectionContinueAction`. `sections` carry
 * the current statuses (the current one as the screen computes it from the answers it shows). The
 * rule's unanswered-questions case shows 'You are almost there!' with the incomplete sections when
 * this section itself is complete (only the last section gets there complete).
 */
export function continueOutcome(input: {
  sections: readonly SectionForContinue[];
  current: SectionForContinue;
  hasState: boolean;
  prenupPaid: boolean;
  sectionRequiresAttorney: boolean;
  wantsAttorney: boolean;
  representationPaid: boolean;
}): ContinueOutcome {
  const sections = sortSections(input.sections);
  const next = nextSectionAfter(sections, input.current.order);
  const currentDone = isSectionDone(input.current);
  const action = sectionContinueAction({
    hasState: input.hasState,
    prenupPaid: input.prenupPaid,
    sectionRequiresAttorney: input.sectionRequiresAttorney,
    wantsAttorney: input.wantsAttorney,
    representationPaid: input.representationPaid,
    sectionCompleted: currentDone,
    isLastSection: next === undefined,
    allSectionsComplete: isQuestionnaireComplete(sections),
    nextSectionSlug: next?.path ?? null,
  });
  switch (action.kind) {
    case "ALMOST_THERE_POPUP":
      return { kind: "STATE_NEEDED" };
    case "NAVIGATE":
      return { kind: "NAVIGATE", to: action.to };
    case "PROCEED":
      return { kind: "NAVIGATE", to: AFTER_QUESTIONNAIRE_PATH };
    case "UNANSWERED_POPUP":
      return currentDone
        ? { kind: "SECTIONS_INCOMPLETE", sections: sections.filter((section) => !isSectionDone(section)) }
        : { kind: "UNANSWERED" };
  }
}
