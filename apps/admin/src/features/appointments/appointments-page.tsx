import { formatDateTime } from "@prenup/domain";
import { useState } from "react";
import { Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useAdminEvents, type AdminEventsQuery } from "@prenup/api-client";
import { PagedTable, SEARCH_DEBOUNCE_MS, StatusBadge, usePagedList } from "@prenup/ui";

const PAGE_SIZE = 25;
const STATUS_OPTIONS = [
  { value: "", label: "Every status" },
  { value: "BOOKED", label: "Booked" },
  { value: "CANCELED", label: "Canceled" },
  { value: "NO_SHOW", label: "No-show" },
];
const STATUS_LABELS: Record<string, string> = { BOOKED: "Booked", CANCELED: "Canceled", NO_SHOW: "No-show" };
const STATUS_COLORS: Record<string, string> = { BOOKED: "blue", CANCELED: "gray", NO_SHOW: "orange" };

/** The day's start in UTC as an ISO date-time, or undefined for an empty date input. */
const dayStart = (value: string) => (value ? new Date(`${value}T00:00:00Z`).toISOString() : undefined);
const nextDay = (value: string) =>
  value ? new Date(new Date(`${value}T00:00:00Z`).getTime() + 86_400_000).toISOString() : undefined;

/** /admin/attorney-appointments: every attorney call, searched on the server. */
export function AppointmentsPage() {
  const [customerText, setCustomerText] = useState("");
  const [customer] = useDebouncedValue(customerText.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  // The attorney box is the list's search; the customer box, the status and the days are its filters.
  const paging = usePagedList([customer, status, from, to]);
  const list = useAdminEvents({
    attorney: paging.search || undefined,
    customer: customer || undefined,
    status: (status || undefined) as AdminEventsQuery["status"],
    from: dayStart(from),
    to: nextDay(to),
    page: paging.page,
    pageSize: PAGE_SIZE,
  });

  return (
    <Stack gap="md">
      <Title order={1}>Attorney Appointments</Title>
      <Text c="dimmed">
        Every call between a customer and an attorney, at times in your time zone. The From and To days are UTC days.
      </Text>
      <Paper withBorder p="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <TextInput
            label="Attorney"
            placeholder="Name, e-mail or id"
            type="search"
            maxLength={200}
            value={paging.searchText}
            onChange={(event) => paging.setSearchText(event.currentTarget.value)}
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
      <PagedTable
        query={list}
        items={list.data?.items}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        errorTitle="The appointments could not be loaded"
        empty="No appointments match this search."
        count={(_first, _last, total) => `${total} appointments`}
        label="Appointments"
        minWidth={680}
        tableProps={{ highlightOnHover: false }}
        columns={["Starts", "Attorney", "Customer", { label: "Status", miw: 96 }, "Completed"]}
        row={(event) => (
          <>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.eventStartAt)}</Table.Td>
            <Table.Td>{event.attorney.name}</Table.Td>
            <Table.Td>
              <Text size="sm">{event.customer.name}</Text>
              <Text size="xs" c="dimmed">
                {event.customer.email}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge color={STATUS_COLORS[event.eventStatus]}>{STATUS_LABELS[event.eventStatus]}</StatusBadge>
            </Table.Td>
            <Table.Td>{formatDateTime(event.serviceCompletedAt)}</Table.Td>
          </>
        )}
      />
    </Stack>
  );
}
