import { formatDate, personName } from "@prenup/domain";
import { useState } from "react";
import { Anchor, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useParams } from "react-router";
import { useAdminAttorney, useAdminAttorneyClients } from "@prenup/api-client";
import { PagedTable } from "@prenup/ui";

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
      <PagedTable
        query={clients}
        items={clients.data?.clients}
        total={clients.data?.total}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        empty="This attorney has no clients."
        label="Clients"
        withBorder
        tableProps={{ highlightOnHover: false }}
        columns={["Client", "Partner", "State", "Agreement", "Next call"]}
        row={(client) => (
          <>
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
          </>
        )}
      />
    </Stack>
  );
}
