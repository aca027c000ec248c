import { Alert, Button, Group, Loader, Stack, Text } from "@mantine/core";
import { errorDisplayMessage, LOADING_TEXT } from "@prenup/domain";
import { IconAlertCircle } from "@tabler/icons-react";

/** 'Loading...' with a spinner, announced to screen readers. */
export function LoadingState({ label = LOADING_TEXT }: { label?: string }) {
  return (
    <Group role="status" aria-live="polite" gap="sm" justify="center" py="xl">
      <Loader size="sm" aria-hidden />
      <Text c="dimmed">{label}</Text>
    </Group>
  );
}

export interface ErrorStateProps {
  /** Any failure: an ApiError, an Error, an API error body; shown through the error display rule. */
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

/** The message of a failed load, by the spec's display rule, with an optional retry. */
export function ErrorState({ error, onRetry, title }: ErrorStateProps) {
  return (
    <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />} title={title}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{errorDisplayMessage(error)}</Text>
        {onRetry ? (
          <Button size="xs" variant="outline" color="red" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
