import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAttorneyClients, useCurrentUser } from "@prenup/api-client";
import { formatDateTime, PagedSearchInput, PagedTable, personName, StatusBadge, usePagedList } from "@prenup/ui";

const PAGE_SIZE = 20;

/** /attorney/clients: the partners whose side of an agreement names this attorney, searchable, paginated on the server. */
export function ClientsPage() {
  const attorneyId = useCurrentUser().data?.id;
  const paging = usePagedList();
  const clients = useAttorneyClients(attorneyId, { search: paging.search, page: paging.page, pageSize: PAGE_SIZE });
  return (
    <Stack gap="md">
      <Title order={1}>Clients</Title>
      <PagedSearchInput
        label="Search clients"
        placeholder="Name or e-mail"
        value={paging.searchText}
        onSearchText={paging.setSearchText}
        maw={360}
      />
      <PagedTable
        query={clients}
        items={clients.data?.clients}
        total={clients.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        empty={
          paging.search
            ? "No client matches your search."
            : "You have no clients yet. Couples who hire you appear here."
        }
        label="Clients"
        withBorder
        columns={["Client", "Partner", "State", "Next call", "Open services"]}
        row={(client) => (
          <>
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
          </>
        )}
      />
    </Stack>
  );
}
