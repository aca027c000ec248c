import { Anchor, Stack, Text } from "@mantine/core";
import { useId, useState, type ReactNode } from "react";

/** A clause explained for the couple (the API's `ClauseExplanation`): what it does, and what their state's law does without it. */
export type ExplanationLike = { meaning: string | null; withoutAgreement: string };

export const EXPLANATION_NOTE_TEXTS = {
  clause: "What this means",
  question: "What this means in your state",
} as const;

export interface ExplanationNoteProps {
  /** The button's words; the note starts closed. */
  label: string;
  /** What the note says (its name for assistive technology is the label). */
  children: ReactNode;
}

/** A small "What this means" link that opens a plain-language note under a clause or a question. */
export function ExplanationNote({ label, children }: ExplanationNoteProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Anchor
        component="button"
        type="button"
        size="xs"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((shown) => !shown)}
      >
        {label}
      </Anchor>
      {open ? (
        <Stack
          id={id}
          role="note"
          aria-label={label}
          gap={4}
          mt={4}
          pl="sm"
          style={{ borderLeft: "2px solid var(--mantine-color-blue-2)" }}
        >
          {children}
        </Stack>
      ) : null}
    </div>
  );
}

/** The explanation of one clause: its meaning for the couple, then the state's default. */
export function ClauseExplanationNote({ explanation }: { explanation: ExplanationLike }) {
  return (
    <ExplanationNote label={EXPLANATION_NOTE_TEXTS.clause}>
      {explanation.meaning ? <Text size="sm">{explanation.meaning}</Text> : null}
      <Text size="sm" c="dimmed">
        {explanation.withoutAgreement}
      </Text>
    </ExplanationNote>
  );
}
