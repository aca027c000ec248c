import { Alert, Box, Button, Paper, Stack, Text, Title } from "@mantine/core";
import { LazyModal, LoadingState } from "@prenup/ui";
import { formatDateTime, fullName } from "@prenup/domain";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import type { Resolution } from "@prenup/api-client";

export interface AlignmentHistoryModalProps {
  opened: boolean;
  onClose: () => void;
  status: "loading" | "error" | "ready";
  resolutions: readonly Resolution[];
  onRetry: () => void;
}

const KIND_TEXT: Record<Resolution["kind"], string> = {
  AGREE: "agreed with their partner",
  CHANGE: "changed their answer",
  PROPOSAL: "accepted their partner's proposal",
};

function answerText(text: string): string {
  return text.trim() === "" ? ALIGNMENT_TEXTS.noAnswer : text;
}

/** 'View alignment history': every resolution, newest first — who, how, previous → new answer, when. */
export function AlignmentHistoryModal({ opened, onClose, status, resolutions, onRetry }: AlignmentHistoryModalProps) {
  return (
    <LazyModal
      opened={opened}
      onClose={onClose}
      title={ALIGNMENT_TEXTS.historyTitle}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {status === "loading" ? (
        <LoadingState />
      ) : status === "error" ? (
        <Alert color="red" variant="light" role="alert">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{ALIGNMENT_TEXTS.historyFailed}</Text>
            <Button size="xs" variant="outline" color="red" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : resolutions.length === 0 ? (
        <Text>{ALIGNMENT_TEXTS.historyEmpty}</Text>
      ) : (
        <Box
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: "none", display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-sm)" }}
          aria-label={ALIGNMENT_TEXTS.historyTitle}
        >
          {resolutions.map((resolution) => (
            <Paper key={resolution.id} component="li" withBorder radius="sm" p="sm">
              <Stack gap={2}>
                <Title order={3} size="h6">
                  {resolution.question.title}
                </Title>
                <Text size="sm">
                  {fullName(resolution.initiatedBy) || "Someone"} {KIND_TEXT[resolution.kind]}
                </Text>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {answerText(resolution.previousAnswerText)} → {answerText(resolution.newAnswerText)}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={resolution.createdAt}>{formatDateTime(resolution.createdAt)}</time>
                </Text>
              </Stack>
            </Paper>
          ))}
        </Box>
      )}
    </LazyModal>
  );
}
