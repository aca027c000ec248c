import { useState } from "react";
import { Anchor, Group, Pagination, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useAdminAttorney, useAdminAttorneyClients } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { formatDate, personName } from "./attorneys-texts.ts";

const PAGE_SIZE = 25;

/** /admin/attorneys/{attorneyId}/clients: the attorney's clients, as the attorney sees them. */
export function AttorneyClientsPage() {
  const { attorneyId } = useParams();
  const attorney = useAdminAttorney(attorneyId);
  const [page, setPage] = useState(1);
  const clients = useAdminAttorneyClients(attorneyId, { page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="md">
      <div>
        <Anchor component={Link} to={`/admin/attorneys/${attorneyId ?? ""}`} size="sm">
          ← {attorney.data ? personName(attorney.data, attorney.data.email) : "Attorney"}
        </Anchor>
        <Title order={1}>Clients</Title>
      </div>
      {clients.isPending ? (
        <LoadingState />
      ) : clients.isError ? (
        <ErrorState error={clients.error} onRetry={() => void clients.refetch()} />
      ) : clients.data.clients.length === 0 ? (
        <Text c="dimmed">This attorney has no clients.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Partner</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Agreement</Table.Th>
                  <Table.Th>Next call</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {clients.data.clients.map((client) => (
                  <Table.Tr key={client.id}>
                    <Table.Td>
                      {personName(client, client.email)}
                      <Text size="xs" c="dimmed">
                        {client.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{personName(client.partner)}</Table.Td>
                    <Table.Td>{client.state?.abbreviation ?? "—"}</Table.Td>
                    <Table.Td>{client.documentStatus.replaceAll("_", " ").toLowerCase()}</Table.Td>
                    <Table.Td>{formatDate(client.nextEventAt)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {clients.data && clients.data.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(clients.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
