import { useState } from "react";
import { Button, Card, Stack, Table, Title } from "@mantine/core";
import { errorDisplayMessage, fullName, formatDateTime } from "@prenup/domain";
import { useAdminDuplicateDocuments, useAdminResolveDuplicates } from "@prenup/api-client";
import { ConfirmPopup, ErrorState, LoadingState } from "@prenup/ui";

/** The user's active agreements with "keep this one" (the others are deactivated, their answers kept). */
export function DuplicateAgreements({
  userId,
  onResolved,
}: {
  userId: string;
  onResolved: (message: string | null, failure: string | null) => void;
}) {
  const list = useAdminDuplicateDocuments(userId, true);
  const resolve = useAdminResolveDuplicates(userId);
  const [keep, setKeep] = useState<string | null>(null);
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return (
      <ErrorState title="The agreements could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
    );
  async function confirm() {
    if (!keep) return;
    try {
      await resolve.mutateAsync({ keepDocumentId: keep });
      onResolved("The other agreements are deactivated; their answers are kept.", null);
    } catch (error) {
      onResolved(null, errorDisplayMessage(error));
    }
    setKeep(null);
  }
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Active agreements
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Created</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Partner</Table.Th>
                <Table.Th>Answers</Table.Th>
                <Table.Th>Purchases</Table.Th>
                <Table.Th>Keep</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.documents.map((document) => (
                <Table.Tr key={document.id}>
                  <Table.Td>{formatDateTime(document.createdAt)}</Table.Td>
                  <Table.Td>{document.stateName ?? "—"}</Table.Td>
                  <Table.Td>{document.partner ? fullName(document.partner) || document.partner.email : "—"}</Table.Td>
                  <Table.Td>{document.answerCount}</Table.Td>
                  <Table.Td>{document.purchaseCount}</Table.Td>
                  <Table.Td>
                    <Button size="xs" variant="default" onClick={() => setKeep(document.id)}>
                      Keep this one
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <ConfirmPopup
        opened={keep !== null}
        title="Keep this agreement?"
        message="The user's other active agreements are deactivated. Their answers and purchases stay with them."
        confirmLabel="Keep and deactivate the others"
        onCancel={() => setKeep(null)}
        onConfirm={() => void confirm()}
        loading={resolve.isPending}
      />
    </Card>
  );
}
