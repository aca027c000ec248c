import { useState } from "react";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { Link } from "react-router";
import {
  apiErrorMessage,
  useAttorneyEvents,
  useChangeEvent,
  useCurrentUser,
  type AttorneyEvent,
} from "@prenup/api-client";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { formatDateTime, personName, SERVICE_LABELS } from "../../components/format.ts";

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
  const [page, setPage] = useState(1);
  const events = useAttorneyEvents(attorneyId, { filter, page, pageSize: PAGE_SIZE });
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
        onChange={(value) => (setFilter(value as Filter), setPage(1))}
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
      {events.isPending ? (
        <LoadingState />
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} />
      ) : events.data.events.length === 0 ? (
        <Text c="dimmed">No appointments here.</Text>
      ) : (
        <Paper withBorder>
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Client</Table.Th>
                  <Table.Th>Service</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.data.events.map((event) => {
                  const status = statusOf(event);
                  const open =
                    event.eventStatus === "BOOKED" &&
                    !event.serviceCompletedAt &&
                    new Date(event.eventStartAt).getTime() <= now;
                  return (
                    <Table.Tr key={event.id}>
                      <Table.Td>{formatDateTime(event.eventStartAt)}</Table.Td>
                      <Table.Td>
                        <Anchor component={Link} to={`/attorney/clients/${event.client.id}`}>
                          {personName(event.client)}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{SERVICE_LABELS[event.productType ?? ""] ?? "Call"}</Table.Td>
                      <Table.Td>
                        <StatusBadge color={status.color} variant="light">
                          {status.label}
                        </StatusBadge>
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
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {events.data && events.data.total > PAGE_SIZE && (
        <Group justify="center">
          <Pagination total={Math.ceil(events.data.total / PAGE_SIZE)} value={page} onChange={setPage} />
        </Group>
      )}
    </Stack>
  );
}
