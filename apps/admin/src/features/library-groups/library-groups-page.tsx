import { useState } from "react";
import { Anchor, Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link, useNavigate } from "react-router";
import { useAdminStates, useLibraryGroups } from "@prenup/api-client";
import { ErrorState, PagedTable } from "@prenup/ui";
import { CreateLibraryGroupModal } from "./components/create-library-group-modal.tsx";

export const LIBRARY_GROUP_PAGE_SIZE = 50;

/** /admin/library-groups: the groups of optional sections and clauses attorneys insert from the editor, by state. */
export function LibraryGroupsPage() {
  const navigate = useNavigate();
  const states = useAdminStates();
  // The page belongs to one filter: another state starts again at page 1.
  const [filter, setFilter] = useState({ stateId: "", page: 1 });
  const groups = useLibraryGroups({
    ...(filter.stateId ? { stateId: filter.stateId } : {}),
    page: filter.page,
    pageSize: LIBRARY_GROUP_PAGE_SIZE,
  });
  const [creating, setCreating] = useState(false);
  const stateName = (id: string) => states.data?.find((state) => state.id === id)?.name;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>Library Groups</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          New library group
        </Button>
      </Group>
      <Text c="dimmed">
        Groups of optional sections and clauses, per state, that attorneys insert into an agreement from the editor.
      </Text>
      <NativeSelect
        label="State"
        description="Groups offered in this state (those offered everywhere included)."
        data={[
          { value: "", label: "All states" },
          ...(states.data ?? []).map((state) => ({ value: state.id, label: `${state.name} (${state.abbreviation})` })),
        ]}
        value={filter.stateId}
        onChange={(event) => setFilter({ stateId: event.currentTarget.value, page: 1 })}
        disabled={!states.data}
        maw={320}
      />
      {states.isError ? (
        <ErrorState title="The states could not be loaded" error={states.error} onRetry={() => void states.refetch()} />
      ) : null}
      <PagedTable
        query={groups}
        items={groups.data?.items}
        total={groups.data?.total}
        page={filter.page}
        pageSize={LIBRARY_GROUP_PAGE_SIZE}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
        errorTitle="The library groups could not be loaded"
        empty={
          filter.stateId
            ? `No library group is offered in ${stateName(filter.stateId) ?? "this state"}.`
            : "No library groups yet. Create the first one with “New library group”."
        }
        count={(_first, _last, total) => `${total} library ${total === 1 ? "group" : "groups"}`}
        label="Library groups"
        withBorder
        columns={["Library group", "States", "Sections", "Clauses", "Order"]}
        row={(group) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/admin/library-groups/${group.id}`}>
                {group.name}
              </Anchor>
              <Text size="xs" c="dimmed" ff="monospace">
                {group.key}
              </Text>
            </Table.Td>
            <Table.Td>
              {group.states.length === 0 ? (
                <Text size="sm">Every state</Text>
              ) : (
                <Group gap={4}>
                  {group.states.map((state) => (
                    <Badge key={state.id} variant="light" color="gray" title={stateName(state.id)}>
                      {state.abbreviation}
                    </Badge>
                  ))}
                </Group>
              )}
            </Table.Td>
            <Table.Td>{group.sections.length}</Table.Td>
            <Table.Td>{group.clauses.length}</Table.Td>
            <Table.Td>{group.order}</Table.Td>
          </>
        )}
      />
      <CreateLibraryGroupModal
        opened={creating}
        onClose={() => setCreating(false)}
        states={states.data ?? []}
        onCreated={(group) => {
          setCreating(false);
          void navigate(`/admin/library-groups/${group.id}`);
        }}
      />
    </Stack>
  );
}
