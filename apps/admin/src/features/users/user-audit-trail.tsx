import { useState } from "react";
import { Code, Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { useAdminAuditTrail } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { dateTime } from "./format.ts";
import { AUDIT_ACTION_LABELS, USER_TEXTS } from "./users-texts.ts";

const TRAIL_PAGE_SIZE = 10;

/** An audit row's fields, one per line ("name: value"), wrapping long values. */
function Changes({ values }: { values: Record<string, unknown> | null }) {
  if (!values || Object.keys(values).length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {Object.entries(values).map(([key, value]) => (
        <Text key={key} size="xs" style={{ overflowWrap: "anywhere" }}>
          <Code>{key}</Code> {value === null ? "—" : typeof value === "string" ? value : JSON.stringify(value)}
        </Text>
      ))}
    </Stack>
  );
}

/** A user's audit trail, newest first, ten a page. */
export function AuditTrail({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const trail = useAdminAuditTrail(userId, { page, pageSize: TRAIL_PAGE_SIZE });
  if (trail.isPending) return <LoadingState />;
  if (trail.isError && !trail.data) return <ErrorState title={USER_TEXTS.trailError} error={trail.error} onRetry={() => void trail.refetch()} />;
  const data = trail.data;
  if (!data || data.total === 0) return <Text c="dimmed">{USER_TEXTS.trailEmpty}</Text>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When (UTC)</Table.Th>
              <Table.Th>What</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Before</Table.Th>
              <Table.Th>After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>{dateTime.format(new Date(entry.createdAt))}</Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>{entry.actor ? entry.actor.name : "System"}</Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>
                  <Changes values={entry.before} />
                </Table.Td>
                <Table.Td style={{ verticalAlign: "top" }}>
                  <Changes values={entry.after} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination total={pages} value={page} onChange={setPage} getControlProps={(control) => ({ "aria-label": `${control} page` })} />
        </Group>
      ) : null}
    </Stack>
  );
}
