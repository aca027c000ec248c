import { formatDateTime } from "@prenup/domain";
import { useState } from "react";
import { Anchor, Stack, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { useAdminAuditTrail } from "@prenup/api-client";
import { AUDIT_ACTION_LABELS, USER_TEXTS } from "../users-texts.ts";
import { auditFields } from "../utils/audit-fields.ts";
import { PagedTable } from "@prenup/ui";

const TRAIL_PAGE_SIZE = 10;

/** An audit row's fields, one per line ("Processing fee $17.67"), a person's id a link to their page. */
function Changes({ values }: { values: Record<string, unknown> | null }) {
  const fields = auditFields(values);
  if (fields.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={2}>
      {fields.map((field) => (
        <Text key={field.key} size="xs" style={{ overflowWrap: "anywhere" }}>
          <Text span size="xs" c="dimmed">
            {field.label}
          </Text>{" "}
          {field.href ? (
            <Anchor component={Link} to={field.href} size="xs" title={field.title}>
              {field.value}
            </Anchor>
          ) : (
            <span title={field.title}>{field.value}</span>
          )}
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
