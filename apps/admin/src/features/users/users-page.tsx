import { useState } from "react";
import {
  Anchor,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { Link } from "react-router";
import { useAdminUsers, type AdminUsersQuery } from "@prenup/api-client";
import { fullName } from "@prenup/domain";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { PAID_OPTIONS, SORT_OPTIONS, TYPE_OPTIONS, USER_TYPE_LABELS, USERS_TEXTS } from "./users-texts.ts";

export const SEARCH_DEBOUNCE_MS = 300;
export const PAGE_SIZE = 25;

const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** /admin/users: the table of users, searched, filtered, sorted and paged by the server. */
export function UsersPage() {
  const [searchText, setSearchText] = useState("");
  const [search] = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [userType, setUserType] = useState("");
  const [paid, setPaid] = useState("");
  const [sortChoice, setSortChoice] = useState("createdAt:desc");
  const listKey = JSON.stringify([search.trim(), userType, paid, sortChoice]);
  const [pageState, setPageState] = useState({ key: listKey, page: 1 });
  const page = pageState.key === listKey ? pageState.page : 1;
  const [sort, order] = sortChoice.split(":") as [
    NonNullable<AdminUsersQuery["sort"]>,
    NonNullable<AdminUsersQuery["order"]>,
  ];

  const list = useAdminUsers({
    search: search.trim() || undefined,
    userType: (userType || undefined) as AdminUsersQuery["userType"],
    paid: (paid || undefined) as AdminUsersQuery["paid"],
    sort,
    order,
    page,
    pageSize: PAGE_SIZE,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>{USERS_TEXTS.title}</Title>
      <Text c="dimmed">{USERS_TEXTS.intro}</Text>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label={USERS_TEXTS.searchLabel}
            placeholder={USERS_TEXTS.searchPlaceholder}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={searchText}
            onChange={(event) => setSearchText(event.currentTarget.value)}
            maxLength={200}
            w={320}
            type="search"
          />
          <NativeSelect
            label={USERS_TEXTS.typeLabel}
            data={TYPE_OPTIONS}
            value={userType}
            onChange={(event) => setUserType(event.currentTarget.value)}
          />
          <NativeSelect
            label={USERS_TEXTS.paidLabel}
            data={PAID_OPTIONS}
            value={paid}
            onChange={(event) => setPaid(event.currentTarget.value)}
          />
          <NativeSelect
            label={USERS_TEXTS.sortLabel}
            data={SORT_OPTIONS}
            value={sortChoice}
            onChange={(event) => setSortChoice(event.currentTarget.value)}
          />
        </Group>
      </Paper>

      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !data ? (
        <ErrorState title={USERS_TEXTS.loadError} error={list.error} onRetry={() => void list.refetch()} />
      ) : data ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total === 0
                ? USERS_TEXTS.empty
                : USERS_TEXTS.count(
                    (data.page - 1) * data.pageSize + 1,
                    (data.page - 1) * data.pageSize + data.items.length,
                    data.total,
                  )}
            </Text>
            {list.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
          </Group>
          {data.items.length > 0 ? (
            <Table.ScrollContainer minWidth={720} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>E-mail</Table.Th>
                    <Table.Th>Type</Table.Th>
                    <Table.Th>Prenup</Table.Th>
                    <Table.Th>Joined</Table.Th>
                    <Table.Th>Notes</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((user) => (
                    <Table.Tr key={user.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/users/${user.id}`}>
                          {fullName(user) || user.email}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{user.email}</Table.Td>
                      <Table.Td>{USER_TYPE_LABELS[user.userType]}</Table.Td>
                      <Table.Td>
                        {user.userType === "CUSTOMER" ? (
                          <StatusBadge color={user.paid ? "green" : "gray"}>
                            {user.paid ? USERS_TEXTS.paid : USERS_TEXTS.unpaid}
                          </StatusBadge>
                        ) : (
                          "—"
                        )}
                      </Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {dateFormat.format(new Date(user.createdAt))}
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {user.activeDocumentCount > 1 ? (
                            <StatusBadge color="orange">{USERS_TEXTS.duplicate(user.activeDocumentCount)}</StatusBadge>
                          ) : null}
                          {user.emailUnsubscribedAt ? (
                            <StatusBadge color="gray">{USERS_TEXTS.unsubscribed}</StatusBadge>
                          ) : null}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => setPageState({ key: listKey, page: next })}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
