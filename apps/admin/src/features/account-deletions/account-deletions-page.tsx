import { useState } from "react";
import { Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  useAdminAccountDeletions,
  type AdminAccountDeletionsQuery,
  type AdminAccountDeletionRow,
} from "@prenup/api-client";
import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_DELETION_RESPONSE_DAYS, formatDate } from "@prenup/domain";
import { PagedTable, StatusBadge, usePagedList } from "@prenup/ui";

const STATUS_OPTIONS = [
  { value: "", label: "Every status" },
  { value: "SCHEDULED", label: "Scheduled" },
  { value: "COMPLETED", label: "Completed" },
  { value: "WITHDRAWN", label: "Withdrawn" },
];
const STATUS_LABELS: Record<AdminAccountDeletionRow["status"], string> = {
  SCHEDULED: "Scheduled",
  COMPLETED: "Completed",
  WITHDRAWN: "Withdrawn",
};
const STATUS_COLORS: Record<AdminAccountDeletionRow["status"], string> = {
  SCHEDULED: "yellow",
  COMPLETED: "gray",
  WITHDRAWN: "blue",
};
const PAGE_SIZE = 25;

export const DELETION_REQUESTS_TEXTS = {
  title: "Deletion Requests",
  intro: `A user's account is deleted ${ACCOUNT_DELETION_GRACE_DAYS} days after they ask, unless they cancel or a legal hold stands. Privacy law requires an answer within ${ACCOUNT_DELETION_RESPONSE_DAYS} days.`,
  median: (days: number | null) =>
    days === null ? "No request completed yet." : `Median time to complete: ${days} days.`,
  open: (open: number, held: number) => `${open} scheduled, ${held} of them on hold.`,
} as const;

/** /admin/account-deletions: every deletion request, its due day, the legal deadline and any hold. */
export function AccountDeletionsPage() {
  const [status, setStatus] = useState("SCHEDULED");
  const paging = usePagedList(status);
  const list = useAdminAccountDeletions({
    status: (status || undefined) as AdminAccountDeletionsQuery["status"],
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  return (
    <Stack gap="md">
      <Title order={1}>{DELETION_REQUESTS_TEXTS.title}</Title>
      <Text c="dimmed">{DELETION_REQUESTS_TEXTS.intro}</Text>
      {list.data ? (
        <Text>
          {DELETION_REQUESTS_TEXTS.open(list.data.open, list.data.held)}{" "}
          {DELETION_REQUESTS_TEXTS.median(list.data.medianDaysToComplete)}
        </Text>
      ) : null}
      <Group>
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
        />
      </Group>
      <PagedTable
        query={list}
        items={list.data?.items}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        errorTitle="The requests could not be loaded"
        empty="No requests with this status."
        count={(_first, _last, total) => `${total} requests`}
        label="Deletion requests"
        minWidth={760}
        tableProps={{ highlightOnHover: false }}
        columns={["User", "Asked on", "Deleted on", "Answer by", { label: "Status", miw: 112 }, "Legal hold"]}
        row={(request) => (
          <>
            <Table.Td>
              <Text size="sm" component={Link} to={`/admin/users/${request.userId}`} c="teal.8">
                {request.name ?? request.email}
              </Text>
              {request.name ? (
                <Text size="xs" c="dimmed">
                  {request.email}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(request.requestedAt)}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>
              {formatDate(request.completedAt ?? request.dueAt)}
              {request.withdrawnAt ? ` (withdrawn ${formatDate(request.withdrawnAt)})` : ""}
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(request.respondBy)}</Table.Td>
            <Table.Td>
              <StatusBadge color={STATUS_COLORS[request.status]}>{STATUS_LABELS[request.status]}</StatusBadge>
            </Table.Td>
            <Table.Td maw={280}>{request.hold ? request.hold.basis : "—"}</Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
