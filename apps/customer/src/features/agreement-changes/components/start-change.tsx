import { Alert, Button, Stack, Text } from "@mantine/core";
import { apiErrorMessage, useCreateChangeDraft, type NewChangeDraft } from "@prenup/api-client";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

export interface StartChangeProps {
  userId: string;
  documentId: string;
  /** What the couple asked about: the kind, the state they live in now, the day they moved there (a valid date or none). */
  request: Pick<NewChangeDraft, "kind" | "state" | "movedIn">;
  /** The decision on screen is still the previous question's: the button waits for the new one. */
  waiting: boolean;
}

/**
 * "Start an amendment" / "Start a revocation": creates the couple's draft for the kind and state
 * the decision above was given for; the page then shows the draft. The server's refusal (a draft
 * already exists, the law no longer allows it) is shown as it says it.
 */
export function StartChange({ userId, documentId, request, waiting }: StartChangeProps) {
  const create = useCreateChangeDraft(userId, documentId);
  const start = () =>
    create.mutate({
      kind: request.kind,
      state: request.state,
      ...(request.movedIn ? { movedIn: request.movedIn } : {}),
    });
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{T.startHint}</Text>
      <Button onClick={start} loading={create.isPending} disabled={waiting}>
        {T.start[request.kind]}
      </Button>
      {create.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(create.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
