import { useState } from "react";
import { Anchor, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useAttorneyClients, useCurrentUser } from "@prenup/api-client";
import { CLIENT_STAGE_LABELS, CLIENT_STAGES, type ClientStage, formatDateTime, personName } from "@prenup/domain";
import { PagedSearchInput, PagedTable, StatusBadge, usePagedList } from "@prenup/ui";

const PAGE_SIZE = 20;

const STAGE_COLORS: Readonly<Record<ClientStage, string>> = {
  WAITING_FOR_CALL: "red.9",
  QUESTIONNAIRE: "gray.9",
  AWAITING_YOUR_APPROVAL: "orange.9",
  APPROVED: "teal.9",
  FINALIZED: "green.9",
  QA_ONLY: "blue.9",
};

const isStage = (value: string | null): value is ClientStage => CLIENT_STAGES.includes(value as ClientStage);

/**
 * /attorney/clients: the partners whose side of an agreement names this attorney, with their stage,
 * searchable and filtered by stage (`?stage=`, which the dashboard's links set), paginated on the server.
 */
export function ClientsPage() {
  const attorneyId = useCurrentUser().data?.id;
  const [params] = useSearchParams();
  const linked = params.get("stage");
  const [stage, setStage] = useState<ClientStage | null>(isStage(linked) ? linked : null);
  const paging = usePagedList(stage);
  const clients = useAttorneyClients(attorneyId, {
    search: paging.search,
    ...(stage ? { stage } : {}),
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const counts = clients.data?.stageCounts;
  const stageOptions = [
    { value: "", label: "All stages" },
    ...CLIENT_STAGES.map((value) => ({
      value,
      label: counts ? `${CLIENT_STAGE_LABELS[value]} (${counts[value]})` : CLIENT_STAGE_LABELS[value],
    })),
  ];
  return (
    <Stack gap="md">
      <Title order={1}>Clients</Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <PagedSearchInput
          label="Search clients"
          placeholder="Name or e-mail"
          value={paging.searchText}
          onSearchText={paging.setSearchText}
          w={320}
        />
        <NativeSelect
          label="Stage"
          data={stageOptions}
          value={stage ?? ""}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setStage(isStage(value) ? value : null);
          }}
          w={280}
        />
      </Group>
      <PagedTable
        query={clients}
        items={clients.data?.clients}
        total={clients.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        empty={
          paging.search || stage
            ? "No client matches your search."
            : "You have no clients yet. Couples who hire you appear here."
        }
        label="Clients"
        withBorder
        columns={["Client", "Stage", "Partner", "State", "Next call", "Open services"]}
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
            <Table.Td>
              <StatusBadge color={STAGE_COLORS[client.stage]}>{CLIENT_STAGE_LABELS[client.stage]}</StatusBadge>
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
