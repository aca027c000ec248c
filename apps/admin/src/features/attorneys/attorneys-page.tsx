import { formatDate, personName } from "@prenup/domain";
import { useState } from "react";
import { Anchor, Group, NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAdminAttorneys, type AdminAttorneysQuery } from "@prenup/api-client";
import { PagedSearchInput, PagedTable, StatusBadge, usePagedList } from "@prenup/ui";
import { STAGE_COLORS, STAGE_LABELS } from "./attorneys-texts.ts";

const PAGE_SIZE = 25;

/** /admin/attorneys: attorneys by name, e-mail or firm, filtered by stage, paginated on the server. */
export function AttorneysPage() {
  const [stage, setStage] = useState("");
  const paging = usePagedList(stage);
  const list = useAdminAttorneys({
    search: paging.search,
    page: paging.page,
    pageSize: PAGE_SIZE,
    ...(stage ? { stage: stage as AdminAttorneysQuery["stage"] } : {}),
  });
  return (
    <Stack gap="md">
      <Title order={1}>Attorneys</Title>
      <Paper withBorder p="md">
        <Group align="flex-end" wrap="wrap">
          <PagedSearchInput
            label="Search"
            placeholder="Name, e-mail or law firm"
            value={paging.searchText}
            onSearchText={paging.setSearchText}
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
      <PagedTable
        query={list}
        items={list.data?.attorneys}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        empty="No attorney matches."
        label="Attorneys"
        withBorder
        minWidth={720}
        columns={["Attorney", { label: "Stage", miw: 140 }, "Law firm", "States", "Joined"]}
        row={(attorney) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/admin/attorneys/${attorney.id}`}>
                {personName(attorney, attorney.email)}
              </Anchor>
              <Text size="xs" c="dimmed">
                {attorney.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge color={STAGE_COLORS[attorney.stage]}>{STAGE_LABELS[attorney.stage]}</StatusBadge>
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
          </>
        )}
      />
    </Stack>
  );
}
