import { useState } from "react";
import { Code, Stack, Table, Text } from "@mantine/core";
import { useAdminAuditTrail } from "@prenup/api-client";
import { AUDIT_ACTION_LABELS, USER_TEXTS } from "../users-texts.ts";
import { PagedTable, formatDateTime } from "@prenup/ui";

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
  return (
    <PagedTable
      query={trail}
      items={trail.data?.items}
      total={trail.data?.total}
      pageSize={TRAIL_PAGE_SIZE}
      errorTitle={USER_TEXTS.trailError}
      empty={USER_TEXTS.trailEmpty}
      columns={["When", "What", "Who", "Before", "After"]}
      page={page}
      onPage={setPage}
      row={(entry) => (
        <>
          <Table.Td style={{ whiteSpace: "nowrap", verticalAlign: "top" }}>{formatDateTime(entry.createdAt)}</Table.Td>
          <Table.Td style={{ verticalAlign: "top" }}>{AUDIT_ACTION_LABELS[entry.action] ?? entry.action}</Table.Td>
          <Table.Td style={{ verticalAlign: "top" }}>{entry.actor ? entry.actor.name : "System"}</Table.Td>
          <Table.Td style={{ verticalAlign: "top" }}>
            <Changes values={entry.before} />
          </Table.Td>
          <Table.Td style={{ verticalAlign: "top" }}>
            <Changes values={entry.after} />
          </Table.Td>
        </>
      )}
    />
  );
}
