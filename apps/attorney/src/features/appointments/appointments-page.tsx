import { formatDateTime, personName } from "@prenup/domain";
import { useState } from "react";
import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Table, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  apiErrorMessage,
  useAttorneyEvents,
  useChangeEvent,
  useCurrentUser,
  type AttorneyEvent,
} from "@prenup/api-client";
import { PagedTable, StatusBadge, usePagedList } from "@prenup/ui";
import { SERVICE_LABELS } from "../../components/format.ts";

const PAGE_SIZE = 20;
type Filter = "all" | "past" | "future";

function statusOf(event: AttorneyEvent): { label: string; color: string } {
  if (event.serviceCompletedAt) return { label: "Completed", color: "green.9" };
  if (event.eventStatus === "NO_SHOW") return { label: "No-show", color: "orange.9" };
  if (event.eventStatus === "CANCELED") return { label: "Cancelled", color: "gray.9" };
  return { label: "Booked", color: "blue.9" };
}

/** /attorney/appointments: the attorney's calls (all, past, upcoming); a started call is completed or marked a no-show. */
export function AppointmentsPage() {
  const attorneyId = useCurrentUser().data?.id ?? "";
  const [filter, setFilter] = useState<Filter>("future");
  const paging = usePagedList(filter);
  const events = useAttorneyEvents(attorneyId, { filter, page: paging.page, pageSize: PAGE_SIZE });
  const change = useChangeEvent(attorneyId);
  const [problem, setProblem] = useState<string | null>(null);
  const act = (eventId: string, kind: "complete" | "no-show") => {
    setProblem(null);
    change.mutate({ eventId, change: kind }, { onError: (error) => setProblem(apiErrorMessage(error)) });
  };
  const now = Date.now();
  return (
    <Stack gap="md">
      <Title order={1}>Appointments</Title>
      <SegmentedControl
        w="fit-content"
        value={filter}
        onChange={(value) => setFilter(value as Filter)}
        data={[
          { value: "future", label: "Upcoming" },
          { value: "past", label: "Past" },
          { value: "all", label: "All" },
        ]}
      />
      {problem && (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      )}
      <PagedTable
        query={events}
        items={events.data?.events}
        total={events.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        empty="No appointments here."
        label="Appointments"
        withBorder
        tableProps={{ highlightOnHover: false }}
        columns={["When", "Client", "Service", "Status", "Actions"]}
        row={(event) => {
          const status = statusOf(event);
          const open =
            event.eventStatus === "BOOKED" &&
            !event.serviceCompletedAt &&
            new Date(event.eventStartAt).getTime() <= now;
          return (
            <>
              <Table.Td>{formatDateTime(event.eventStartAt)}</Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/attorney/clients/${event.client.id}`}>
                  {personName(event.client)}
                </Anchor>
              </Table.Td>
              <Table.Td>{SERVICE_LABELS[event.productType ?? ""] ?? "Call"}</Table.Td>
              <Table.Td>
                <StatusBadge color={status.color}>{status.label}</StatusBadge>
              </Table.Td>
              <Table.Td>
                {open ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      onClick={() => act(event.id, "complete")}
                      loading={change.isPending && change.variables?.eventId === event.id}
                    >
                      Complete
                    </Button>
                    <Button size="xs" variant="light" color="orange.9" onClick={() => act(event.id, "no-show")}>
                      No-show
                    </Button>
                  </Group>
                ) : (
                  "—"
                )}
              </Table.Td>
            </>
          );
        }}
      />
    </Stack>
  );
}
