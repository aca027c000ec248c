import { useState } from "react";
import { Alert, Button, Checkbox, Group, Loader, Modal, Stack, Text, Textarea } from "@mantine/core";
import { COMMIT_MESSAGES, commitDraftsBodySchema } from "@prenup/domain";

export interface CommitModalProps {
  opened: boolean;
  onClose: () => void;
  /** Commits with the summary and the editor's word on the terms; rejects with the message to show. */
  onCommit: (body: { message: string; nonsubstantive: boolean }) => Promise<void>;
}

/**
 * "Commit changes": a required summary (the domain's rule) and whether the change leaves the terms as
 * they were (a correction keeps the review period's start), then the commit; while it runs a status
 * line says what the server is doing (it lays the agreement out again, which takes a few seconds);
 * the server's refusal shows here.
 */
export function CommitModal({ opened, onClose, onCommit }: CommitModalProps) {
  const [summary, setSummary] = useState("");
  const [nonsubstantive, setNonsubstantive] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    if (busy) return;
    setFieldError(null);
    setFailure(null);
    onClose();
  };

  const submit = async () => {
    const parsed = commitDraftsBodySchema.safeParse({ message: summary, nonsubstantive });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? COMMIT_MESSAGES.summaryRequired);
      return;
    }
    setFieldError(null);
    setFailure(null);
    setBusy(true);
    try {
      await onCommit({ message: parsed.data.message, nonsubstantive: parsed.data.nonsubstantive ?? false });
      setSummary("");
      setNonsubstantive(false);
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Commit changes" centered closeButtonProps={{ "aria-label": "Close" }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <Textarea
            label="Summary of the changes"
            description="The couple sees it in the agreement's history."
            required
            rows={3}
            value={summary}
            error={fieldError}
            onChange={(event) => {
              setSummary(event.currentTarget.value);
              setFieldError(null);
            }}
          />
          <Checkbox
            label={COMMIT_MESSAGES.nonsubstantiveLabel}
            description={COMMIT_MESSAGES.nonsubstantiveHint}
            checked={nonsubstantive}
            disabled={busy}
            onChange={(event) => setNonsubstantive(event.currentTarget.checked)}
          />
          {busy ? (
            <Group gap="sm" role="status" wrap="nowrap">
              <Loader size="sm" />
              <Text size="sm">
                Saving your changes and laying out the new PDF for the couple… this takes a few seconds.
              </Text>
            </Group>
          ) : null}
          {failure ? (
            <Alert role="alert" color="red" variant="light">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Commit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
