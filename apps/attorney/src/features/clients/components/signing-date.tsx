import { useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { apiErrorMessage, useCorrectNotarizationSignedOn, type Notarization } from "@prenup/api-client";
import { formatDay, formatDateTime } from "@prenup/domain";
import { SigningDateForm } from "@prenup/ui";

/**
 * A completed notarization as the couple's attorney sees it: when it was recorded, the date of
 * signing (the notarial certificate's date), and the form to correct that date. The server checks a
 * correction like the upload (not in the future, inside the signing window) and refuses one that
 * would make the signing invalid, with the reason.
 */
export function SigningDate({ documentId, notarization }: { documentId: string; notarization: Notarization }) {
  const correct = useCorrectNotarizationSignedOn(documentId);
  const [editing, setEditing] = useState(false);

  return (
    <Stack gap="xs">
      {notarization.notarizationCompletedAt ? (
        <Text size="sm">The agreement was notarized on {formatDateTime(notarization.notarizationCompletedAt)}.</Text>
      ) : null}
      {notarization.signingProblem ? (
        <Alert color="red" title="This signing does not count">
          {notarization.signingProblem}
        </Alert>
      ) : null}
      <Text size="sm">
        Date of signing: {notarization.signedOn ? formatDay(notarization.signedOn) : "not recorded"}
      </Text>
      {editing ? (
        <SigningDateForm
          initial={notarization.signedOn}
          saving={correct.isPending}
          error={correct.isError ? apiErrorMessage(correct.error) : null}
          onChange={() => correct.reset()}
          onSave={(signedOn) =>
            correct.mutate({ notarizationId: notarization.id, signedOn }, { onSuccess: () => setEditing(false) })
          }
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Group>
          <Button size="xs" variant="default" onClick={() => setEditing(true)}>
            Correct the date of signing
          </Button>
        </Group>
      )}
    </Stack>
  );
}
