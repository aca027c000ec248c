import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { ConfirmPopup, LAYOUT, MOBILE_MEDIA_QUERY } from "@prenup/ui";
import { questionnaireSectionRoute, UI_MESSAGES } from "@prenup/domain";
import type { Standing } from "@prenup/api-client";
import type { CustomerStanding, StandingSectionItem } from "../../../components/standing/use-customer-standing.ts";
import { continueOutcome, type ContinueOutcome, type SectionForContinue } from "../utils/continue-outcome.ts";

/** On Continue with errors the page scrolls to the first one after 300 ms. */
export const SCROLL_TO_ERROR_MS = 300;

export const BACKGROUND_PATH = "/questionnaire/background-information";

/** Scrolls the first question showing a message into view and puts the focus in it. */
export function scrollToFirstError(root: ParentNode = document): boolean {
  const first = root.querySelector<HTMLElement>('[data-invalid="true"]');
  if (!first) return false;
  first.scrollIntoView({ behavior: "smooth", block: "center" });
  first.querySelector<HTMLElement>("input, textarea, select")?.focus({ preventScroll: true });
  return true;
}

export interface ContinueSectionProps {
  sections: readonly SectionForContinue[];
  current: SectionForContinue;
  hasState: boolean;
  prenupPaid: boolean;
  sectionRequiresAttorney: boolean;
  wantsAttorney: boolean;
  representationPaid: boolean;
  /** A save waits or runs: the button reads 'Saving...' and does nothing yet. */
  isSaving: boolean;
  /** Some shown question has a message: turn them all on (the page scrolls to the first). */
  hasErrors: boolean;
  onShowErrors: () => void;
  /** The shown questions whose answer is still a suggestion the person has not kept or changed. */
  unchosen?: readonly { id: string; title: string }[];
  /** Keeps every suggestion still standing as the person's answers (true when something was sent); Continue goes on once they are saved. */
  onKeepAllSuggestions?: () => boolean;
}

/** What Continue says when suggestions still stand in the section. */
export const SUGGESTIONS_POPUP = {
  title: "Some answers are still suggestions",
  message: (count: number) =>
    count === 1
      ? "You haven't chosen this answer yet. The questionnaire suggested it; keep it as your answer or choose another:"
      : `You haven't chosen these ${count} answers yet. The questionnaire suggested them; keep them as your answers or choose others:`,
  keepAll: (count: number) => (count === 1 ? "Keep the suggestion" : `Keep all ${count} suggestions`),
  review: "Review them",
} as const;

/** Scrolls the first question still showing a suggestion into view. */
export function scrollToFirstSuggestion(root: ParentNode = document): boolean {
  const first = root.querySelector<HTMLElement>('[data-suggested="true"]');
  if (!first) return false;
  first.scrollIntoView({ behavior: "smooth", block: "center" });
  return true;
}

/**
 * What Continue reads from the standing for a section shown with the given status (as its answers on
 * the screen give it): the sections with this one's status replaced, and the couple's facts.
 */
export function continueFacts(
  data: CustomerStanding,
  standing: Standing,
  section: StandingSectionItem,
  status: StandingSectionItem["status"],
) {
  const current = { ...section, status };
  return {
    sections: data.sections.map((candidate) => (candidate.id === section.id ? current : candidate)),
    current,
    hasState: standing.hasState,
    prenupPaid: standing.prenupPaid,
    sectionRequiresAttorney: section.hasAttorneyRules,
    wantsAttorney: standing.me.wantsAttorney,
    representationPaid: standing.me.representationPaid,
  } satisfies Partial<ContinueSectionProps>;
}

type Popup = Exclude<ContinueOutcome, { kind: "NAVIGATE" }> | { kind: "SUGGESTIONS" } | null;

/**
 * The Continue button (326 px on desktop, full width on mobile) and the outcome of the Continue rule:
 * a page to go to, or the 'Almost there!', 'You have unanswered questions' or 'You are almost there!'
 * popup.
 */
export function ContinueSection(props: ContinueSectionProps) {
  const navigate = useNavigate();
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY, false, { getInitialValueInEffect: false });
  const [popup, setPopup] = useState<Popup>(null);
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);

  const showErrors = () => {
    props.onShowErrors();
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => scrollToFirstError(), SCROLL_TO_ERROR_MS);
  };

  // After keeping the suggestions, Continue runs again once their saves have started and ended.
  const [afterSave, setAfterSave] = useState<"idle" | "started" | "saving">("idle");
  const unchosen = props.unchosen ?? [];

  const onContinue = (afterKeeping = false) => {
    if (props.isSaving) return;
    // A suggestion stands until the person keeps it or changes it: Continue names them first. Still
    // standing after "Keep all" means their save failed: its message is under each question.
    if (unchosen.length > 0 && (afterKeeping || props.hasErrors)) {
      showErrors();
      setPopup({ kind: "UNANSWERED" });
      return;
    }
    if (unchosen.length > 0) {
      setPopup({ kind: "SUGGESTIONS" });
      return;
    }
    let outcome = continueOutcome(props);
    // A section that counts as complete may still show a wrong optional value: it is fixed first.
    if (
      props.hasErrors &&
      (outcome.kind === "SECTIONS_INCOMPLETE" ||
        (outcome.kind === "NAVIGATE" && outcome.to.startsWith("/questionnaire/")))
    ) {
      outcome = { kind: "UNANSWERED" };
    }
    if (outcome.kind === "UNANSWERED" || outcome.kind === "STATE_NEEDED") showErrors();
    if (outcome.kind === "NAVIGATE") navigate(outcome.to);
    else setPopup(outcome);
  };

  const continueAgain = useRef(onContinue);
  useEffect(() => {
    continueAgain.current = onContinue;
  });
  useEffect(() => {
    if (afterSave === "started" && props.isSaving) setAfterSave("saving");
    else if (afterSave === "saving" && !props.isSaving) {
      setAfterSave("idle");
      continueAgain.current(true);
    }
  }, [afterSave, props.isSaving]);

  const close = () => setPopup(null);
  const firstIncomplete = popup?.kind === "SECTIONS_INCOMPLETE" ? popup.sections[0] : undefined;

  return (
    <>
      <Group justify={isMobile ? "stretch" : "flex-end"}>
        <Button
          size="md"
          style={{ width: isMobile ? "100%" : LAYOUT.continueButtonWidth }}
          onClick={() => onContinue()}
          aria-disabled={props.isSaving || undefined}
        >
          {props.isSaving ? "Saving..." : "Continue"}
        </Button>
      </Group>
      <ConfirmPopup
        opened={popup?.kind === "STATE_NEEDED"}
        title={UI_MESSAGES.almostThereState}
        message="Choose your state first: your questions and your agreement depend on it."
        confirmLabel="Choose my state"
        onConfirm={() => {
          close();
          navigate(BACKGROUND_PATH);
        }}
        onCancel={close}
      />
      <ConfirmPopup
        opened={popup?.kind === "SUGGESTIONS"}
        title={SUGGESTIONS_POPUP.title}
        message={
          <Stack gap="sm">
            <Text>{SUGGESTIONS_POPUP.message(unchosen.length)}</Text>
            <List>
              {unchosen.map((question) => (
                <List.Item key={question.id}>{question.title}</List.Item>
              ))}
            </List>
          </Stack>
        }
        confirmLabel={SUGGESTIONS_POPUP.keepAll(unchosen.length)}
        cancelLabel={SUGGESTIONS_POPUP.review}
        onConfirm={() => {
          close();
          if (props.onKeepAllSuggestions?.()) setAfterSave("started");
        }}
        onCancel={() => {
          close();
          scrollToFirstSuggestion();
        }}
      />
      <ConfirmPopup
        opened={popup?.kind === "UNANSWERED"}
        title={UI_MESSAGES.unansweredPopup}
        message="Some required questions in this section are not answered yet, or an answer needs correcting. They are marked in red."
        confirmLabel="Answer them now"
        cancelLabel="Close"
        onConfirm={() => {
          close();
          scrollToFirstError();
        }}
        onCancel={close}
      />
      <ConfirmPopup
        opened={popup?.kind === "SECTIONS_INCOMPLETE"}
        title={UI_MESSAGES.almostThereSections}
        message={
          <Stack gap="sm">
            <Text>These sections still have questions to answer:</Text>
            <List>
              {(popup?.kind === "SECTIONS_INCOMPLETE" ? popup.sections : []).map((section) => (
                <List.Item key={section.key}>
                  <Anchor component={Link} to={questionnaireSectionRoute(section.path)} onClick={close}>
                    {section.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        }
        confirmLabel={firstIncomplete ? `Go to ${firstIncomplete.label}` : "Close"}
        cancelLabel="Stay here"
        onConfirm={() => {
          close();
          if (firstIncomplete) navigate(questionnaireSectionRoute(firstIncomplete.path));
        }}
        onCancel={close}
      />
    </>
  );
}
