import { Link } from "react-router";
import { Button, Card, Stack, Text, Title } from "@mantine/core";
import type { DocumentFlags } from "@prenup/domain";

/** Why the questionnaire is closed, by the document's furthest state. */
export function blockedMessage(flags: DocumentFlags): string {
  if (flags.notarizationComplete) return "Your agreement has been notarized, so your answers can no longer change.";
  if (flags.inProof) return "Your agreement is being notarized, so your answers can no longer change.";
  if (flags.finalized) return "Your agreement has been finalized, so your answers can no longer change.";
  if (flags.reviewed) return "You have reviewed your agreement, so your answers can no longer change here.";
  return "Your attorneys are editing your agreement, so your answers can no longer change here.";
}

/**
 * Shown instead of the questionnaire when it is blocked: the document is in the
 * editor, reviewed, finalized, in notarization or notarized.
 */
export function StatusPanel({ flags }: { flags: DocumentFlags }) {
  return (
    <Card withBorder radius="md" padding="lg" maw={728}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3">
          Your questionnaire is closed
        </Title>
        <Text>{blockedMessage(flags)}</Text>
        <Text size="sm" c="dimmed">
          If something needs to change, contact support.
        </Text>
        <Button component={Link} to="/documents" variant="light">
          Go to your document
        </Button>
      </Stack>
    </Card>
  );
}
