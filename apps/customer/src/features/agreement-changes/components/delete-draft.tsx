import { useEffect, useRef, useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { apiErrorMessage, useDeleteChangeDraft } from "@prenup/api-client";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

/**
 * "Delete draft", asked once more in place before the DELETE is sent; once deleted, the page shows
 * the question again so another draft may be started.
 */
export function DeleteDraft({ userId, documentId, draftId }: { userId: string; documentId: string; draftId: string }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteChangeDraft(userId, documentId);
  const keep = useRef<HTMLButtonElement>(null);
  // The question takes the place of the button that asked it: the keyboard lands on its safe answer.
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  return (
    <Stack gap="xs" align="flex-start">
      {asking ? (
        <Alert color="red" variant="light" w="100%">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{T.deleteQuestion}</Text>
            <Group gap="sm">
              <Button color="red" size="xs" loading={remove.isPending} onClick={() => remove.mutate(draftId)}>
                {T.deleteConfirm}
              </Button>
              <Button
                ref={keep}
                variant="default"
                size="xs"
                disabled={remove.isPending}
                onClick={() => setAsking(false)}
              >
                {T.deleteKeep}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Button variant="subtle" color="red" size="xs" onClick={() => setAsking(true)}>
          {T.deleteDraft}
        </Button>
      )}
      {remove.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(remove.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
