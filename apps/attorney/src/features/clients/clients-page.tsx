import { useState } from "react";
import { Anchor, Group, Pagination, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Link } from "react-router";
import { IconSearch } from "@tabler/icons-react";
import { useAttorneyClients, useCurrentUser } from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { formatDateTime, personName } from "../../components/format.ts";

const PAGE_SIZE = 20;

/** /attorney/clients: the partners whose side of an agreement names this attorney, searchable, paginated on the server. */
export function ClientsPage() {
  const attorneyId = useCurrentUser().data?.id;
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [pageState, setPageState] = useState({ search: "", page: 1 });
  const page = pageState.search === search ? pageState.page : 1;
  const clients = useAttorneyClients(attorneyId, { search, page, pageSize: PAGE_SIZE });
  const data = clients.data;
  return (
    <Stack gap="md">
      <Title order={1}>Clients</Title>
      <TextInput
        label="Search clients"
        placeholder="Name or e-mail"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={searchText}
        onChange={(event) => setSearchText(event.currentTarget.value)}
        maxLength={100}
        maw={360}
      />
      {clients.isPending ? (
        <LoadingState />
      ) : clients.isError ? (
        <ErrorState error={clients.error} onRetry={() => void clients.refetch()} />
      ) : data && data.clients.length === 0 ? (
        <Text c="dimmed">
          {search ? "No client matches your search." : "You have no clients yet. Couples who hire you appear here."}
        </Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Partner</Table.Th>
                  <Table.Th>State</Table.Th>
                  <Table.Th>Next call</Table.Th>
                  <Table.Th>Open services</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.clients.map((client) => (
                  <Table.Tr key={client.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/attorney/clients/${client.id}`}>
                        {personName(client, client.email)}
                      </Anchor>
                      {!client.representation && (
                        <StatusBadge size="sm" variant="outline" ml="xs">
                          Q&amp;A
                        </StatusBadge>
                      )}
                      <Text size="xs" c="dimmed">
                        {client.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{personName(client.partner)}</Table.Td>
                    <Table.Td>{client.state?.abbreviation ?? "—"}</Table.Td>
                    <Table.Td>{formatDateTime(client.nextEventAt)}</Table.Td>
                    <Table.Td>
                      {client.openServices > 0 ? (
                        <StatusBadge variant="outline" color="red.9">
                          {client.openServices} waiting
                        </StatusBadge>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {data && data.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination
            total={Math.ceil(data.total / PAGE_SIZE)}
            value={page}
            onChange={(next) => setPageState({ search, page: next })}
          />
        </Group>
      )}
    </Stack>
  );
}
