import { formatDate, personName } from "@prenup/domain";
import { useState } from "react";
import { Anchor, Group, NativeSelect, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useAdminUsers, type AdminUsersQuery } from "@prenup/api-client";
import { PagedSearchInput, PagedTable, SEARCH_DEBOUNCE_MS, StatusBadge, usePagedList } from "@prenup/ui";
import { PAID_OPTIONS, SORT_OPTIONS, TYPE_OPTIONS, USER_TYPE_LABELS, USERS_TEXTS } from "./users-texts.ts";

export { SEARCH_DEBOUNCE_MS };
export const PAGE_SIZE = 25;

/** /admin/users: the table of users, searched, filtered, sorted and paged by the server. */
export function UsersPage() {
  const [userType, setUserType] = useState("");
  const [paid, setPaid] = useState("");
  const [sortChoice, setSortChoice] = useState("createdAt:desc");
  const paging = usePagedList([userType, paid, sortChoice]);
  const [sort, order] = sortChoice.split(":") as [
    NonNullable<AdminUsersQuery["sort"]>,
    NonNullable<AdminUsersQuery["order"]>,
  ];

  const list = useAdminUsers({
    search: paging.search || undefined,
    userType: (userType || undefined) as AdminUsersQuery["userType"],
    paid: (paid || undefined) as AdminUsersQuery["paid"],
    sort,
    order,
    page: paging.page,
    pageSize: PAGE_SIZE,
  });

  return (
    <Stack gap="md">
      <Title order={1}>{USERS_TEXTS.title}</Title>
      <Text c="dimmed">{USERS_TEXTS.intro}</Text>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <PagedSearchInput
            label={USERS_TEXTS.searchLabel}
            placeholder={USERS_TEXTS.searchPlaceholder}
            value={paging.searchText}
            onSearchText={paging.setSearchText}
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

      <PagedTable
        query={list}
        items={list.data?.items}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        errorTitle={USERS_TEXTS.loadError}
        empty={USERS_TEXTS.empty}
        count={USERS_TEXTS.count}
        label={USERS_TEXTS.title}
        minWidth={720}
        columns={["Name", "E-mail", "Type", "Prenup", "Joined", "Notes"]}
        row={(user) => (
          <>
            <Table.Td>
              <Anchor component={Link} to={`/admin/users/${user.id}`}>
                {personName(user, user.email)}
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
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(user.createdAt)}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {user.activeDocumentCount > 1 ? (
                  <StatusBadge color="orange">{USERS_TEXTS.duplicate(user.activeDocumentCount)}</StatusBadge>
                ) : null}
                {user.emailUnsubscribedAt ? <StatusBadge color="gray">{USERS_TEXTS.unsubscribed}</StatusBadge> : null}
              </Group>
            </Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
