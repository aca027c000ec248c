import { useState } from "react";
import { Anchor, Group, NativeSelect, Pagination, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAdminAttorneys, type AdminAttorneysQuery } from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { formatDate, personName, STAGE_COLORS, STAGE_LABELS } from "./attorneys-texts.ts";

const PAGE_SIZE = 25;

/** /admin/attorneys: attorneys by name, e-mail or firm, filtered by stage, paginated on the server. */
export function AttorneysPage() {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [stage, setStage] = useState("");
  const key = JSON.stringify([search, stage]);
  const [pageState, setPageState] = useState({ key, page: 1 });
  const page = pageState.key === key ? pageState.page : 1;
  const list = useAdminAttorneys({
    search,
    page,
    pageSize: PAGE_SIZE,
    ...(stage ? { stage: stage as AdminAttorneysQuery["stage"] } : {}),
  });
  const data = list.data;
  return (
    <Stack gap="md">
      <Title order={1}>Attorneys</Title>
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="Search"
            placeholder="Name, e-mail or law firm"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={100}
            w={320}
          />
          <NativeSelect
            label="Stage"
            value={stage}
            onChange={(event) => setStage(event.currentTarget.value)}
            data={[
              { value: "", label: "All stages" },
              ...Object.entries(STAGE_LABELS).map(([value, label]) => ({ value, label })),
            ]}
          />
        </Group>
      </Paper>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : data && data.attorneys.length === 0 ? (
        <Text c="dimmed">No attorney matches.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={720}>
            <Table striped highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Attorney</Table.Th>
                  <Table.Th miw={140}>Stage</Table.Th>
                  <Table.Th>Law firm</Table.Th>
                  <Table.Th>States</Table.Th>
                  <Table.Th>Joined</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data?.attorneys.map((attorney) => (
                  <Table.Tr key={attorney.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/admin/attorneys/${attorney.id}`}>
                        {personName(attorney, attorney.email)}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {attorney.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge color={STAGE_COLORS[attorney.stage]} variant="light">
                        {STAGE_LABELS[attorney.stage]}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      {attorney.lawFirm ? (
                        <Anchor component={Link} to={`/admin/law-firms/${attorney.lawFirm.id}`}>
                          {attorney.lawFirm.name}
                        </Anchor>
                      ) : (
                        "—"
                      )}
                    </Table.Td>
                    <Table.Td>{attorney.states.join(", ") || "—"}</Table.Td>
                    <Table.Td>{formatDate(attorney.createdAt)}</Table.Td>
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
            onChange={(next) => setPageState({ key, page: next })}
          />
        </Group>
      )}
    </Stack>
  );
}
