import { useState } from "react";
import { Alert, Button, Group, Modal, NumberInput, Stack, Text } from "@mantine/core";
import { JointConfirmationSchema } from "@prenup/domain";
import { apiErrorMessage, useAnswerJointEntry } from "@prenup/api-client";
import { useHasBeenTrue } from "@prenup/ui";

export interface JointActionsProps {
  entry: Record<string, unknown> & { id: string };
  ownerId: string;
  documentId: string;
  viewerId: string;
}

/**
 * Confirm / Propose other percentages, for the partner who did not set a joint entry's shares last
 * (the owner after a proposal, the other partner otherwise). Nothing for the one who set them.
 */
export function JointActions({ entry, ownerId, documentId, viewerId }: JointActionsProps) {
  const answer = useAnswerJointEntry(documentId);
  const [proposing, setProposing] = useState(false);
  const [shares, setShares] = useState({
    a: Number(entry["userAPercentage"] ?? 50),
    b: Number(entry["userBPercentage"] ?? 50),
  });
  const [message, setMessage] = useState<string | null>(null);
  // One per joint entry: the proposal popup is mounted from its first opening on, not for every row.
  const proposalWanted = useHasBeenTrue(proposing);
  const setBy = (entry["jointSetById"] as string | null) ?? ownerId;
  if (setBy === viewerId) {
    return (
      <Text size="sm" c="dimmed">
        Waiting for your partner to confirm the percentages.
      </Text>
    );
  }
  return (
    <>
      <Button
        size="xs"
        color="teal"
        loading={answer.isPending && !proposing}
        onClick={() => answer.mutate({ ownerId, entryId: entry.id, answer: { decision: "CONFIRM" } })}
      >
        Confirm
      </Button>
      <Button size="xs" variant="default" onClick={() => setProposing(true)}>
        Propose other percentages
      </Button>
      {answer.error && !proposing ? (
        <Text size="sm" c="red" role="alert">
          {apiErrorMessage(answer.error)}
        </Text>
      ) : null}
      {proposalWanted ? (
        <Modal opened={proposing} onClose={() => setProposing(false)} title="Propose other percentages">
          <Stack gap="md">
            <Group grow>
              <NumberInput
                label="Partner A (%)"
                min={0}
                max={100}
                allowDecimal={false}
                value={shares.a}
                onChange={(value) => setShares((s) => ({ ...s, a: Number(value) }))}
              />
              <NumberInput
                label="Partner B (%)"
                min={0}
                max={100}
                allowDecimal={false}
                value={shares.b}
                onChange={(value) => setShares((s) => ({ ...s, b: Number(value) }))}
              />
            </Group>
            {message ? (
              <Alert color="red" variant="light" role="alert">
                {message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setProposing(false)}>
                Cancel
              </Button>
              <Button
                loading={answer.isPending}
                onClick={() => {
                  const body = { decision: "PROPOSE" as const, userAPercentage: shares.a, userBPercentage: shares.b };
                  const checked = JointConfirmationSchema.safeParse(body);
                  if (!checked.success) {
                    setMessage(checked.error.issues[0]!.message);
                    return;
                  }
                  setMessage(null);
                  answer.mutate(
                    { ownerId, entryId: entry.id, answer: body },
                    { onSuccess: () => setProposing(false), onError: (error) => setMessage(apiErrorMessage(error)) },
                  );
                }}
              >
                Send proposal
              </Button>
            </Group>
          </Stack>
        </Modal>
      ) : null}
    </>
  );
}
