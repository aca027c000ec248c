import { useState } from "react";
import {
  Badge,
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
import { useAdminEvents, type AdminEventsQuery } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";

const PAGE_SIZE = 25;
const STATUS_OPTIONS = [
  { value: "", label: "Every status" },
  { value: "BOOKED", label: "Booked" },
  { value: "CANCELED", label: "Canceled" },
  { value: "NO_SHOW", label: "No-show" },
];
const STATUS_LABELS: Record<string, string> = { BOOKED: "Booked", CANCELED: "Canceled", NO_SHOW: "No-show" };
const STATUS_COLORS: Record<string, string> = { BOOKED: "blue", CANCELED: "gray", NO_SHOW: "orange" };
const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The day's start in UTC as an ISO date-time, or undefined for an empty date input. */
const dayStart = (value: string) => (value ? new Date(`${value}T00:00:00Z`).toISOString() : undefined);
const nextDay = (value: string) =>
  value ? new Date(new Date(`${value}T00:00:00Z`).getTime() + 86_400_000).toISOString() : undefined;

/** /admin/attorney-appointments: every attorney call, searched on the server. */
export function AppointmentsPage() {
  const [attorneyText, setAttorneyText] = useState("");
  const [customerText, setCustomerText] = useState("");
  const [attorney] = useDebouncedValue(attorneyText.trim(), 300);
  const [customer] = useDebouncedValue(customerText.trim(), 300);
  const [status, setStatus] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const listKey = JSON.stringify([attorney, customer, status, from, to]);
  const [pageState, setPageState] = useState({ key: listKey, page: 1 });
  const page = pageState.key === listKey ? pageState.page : 1;
  const list = useAdminEvents({
    attorney: attorney || undefined,
    customer: customer || undefined,
    status: (status || undefined) as AdminEventsQuery["status"],
    from: dayStart(from),
    to: nextDay(to),
    page,
    pageSize: PAGE_SIZE,
  });
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <Stack gap="md">
      <Title order={1}>Attorney Appointments</Title>
      <Text c="dimmed">Every call between a customer and an attorney. Times are in UTC.</Text>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Attorney"
            placeholder="Name, e-mail or id"
            type="search"
            maxLength={200}
            value={attorneyText}
            onChange={(event) => setAttorneyText(event.currentTarget.value)}
          />
          <TextInput
            label="Customer"
            placeholder="Name, e-mail or id"
            type="search"
            maxLength={200}
            value={customerText}
            onChange={(event) => setCustomerText(event.currentTarget.value)}
          />
          <NativeSelect
            label="Status"
            data={STATUS_OPTIONS}
            value={status}
            onChange={(event) => setStatus(event.currentTarget.value)}
          />
          <TextInput label="From" type="date" value={from} onChange={(event) => setFrom(event.currentTarget.value)} />
          <TextInput label="To" type="date" value={to} onChange={(event) => setTo(event.currentTarget.value)} />
        </Group>
      </Paper>
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !data ? (
        <ErrorState
          title="The appointments could not be loaded"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      ) : data ? (
        <Stack gap="sm">
          {list.isError ? (
            <ErrorState
              title="The appointments could not be loaded"
              error={list.error}
              onRetry={() => void list.refetch()}
            />
          ) : null}
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total === 0 ? "No appointments match this search." : `${data.total} appointments`}
            </Text>
            {list.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
          </Group>
          {data.items.length > 0 ? (
            <Table.ScrollContainer minWidth={680}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Starts</Table.Th>
                    <Table.Th>Attorney</Table.Th>
                    <Table.Th>Customer</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Completed</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((event) => (
                    <Table.Tr key={event.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{when.format(new Date(event.eventStartAt))}</Table.Td>
                      <Table.Td>{event.attorney.name}</Table.Td>
                      <Table.Td>
                        <Text size="sm">{event.customer.name}</Text>
                        <Text size="xs" c="dimmed">
                          {event.customer.email}
                        </Text>
                      </Table.Td>
                      <Table.Td miw={96}>
                        <Badge color={STATUS_COLORS[event.eventStatus]} variant="light" style={{ overflow: "visible" }}>
                          {STATUS_LABELS[event.eventStatus]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {event.serviceCompletedAt ? when.format(new Date(event.serviceCompletedAt)) : "—"}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination total={pages} value={page} onChange={(next) => setPageState({ key: listKey, page: next })} />
            </Group>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
