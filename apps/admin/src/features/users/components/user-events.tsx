import { useState } from "react";
import { Button, Card, Stack, Table, Text, Title } from "@mantine/core";
import { errorDisplayMessage, formatDateTime } from "@prenup/domain";
import { useAdminEvents, useAdminNotifyAttorney, type AdminEvent } from "@prenup/api-client";
import { ConfirmPopup, PagedTable } from "@prenup/ui";
import { EVENT_STATUS_TEXT, SECTION_TEXTS } from "../users-texts.ts";

const PAGE_SIZE = 10;

/**
 * The user's calls with attorneys, newest first (GET /admin/events filtered by the customer's id),
 * each with "Notify attorney": confirmed first, then the outcome goes to the page's notice.
 */
export function UserEvents({
  userId,
  onResult,
}: {
  userId: string;
  onResult: (message: string | null, failure: string | null) => void;
}) {
  const [page, setPage] = useState(1);
  const list = useAdminEvents({ customer: userId, page, pageSize: PAGE_SIZE });
  const notify = useAdminNotifyAttorney(userId);
  const [chosen, setChosen] = useState<AdminEvent | null>(null);

  async function confirm() {
    if (!chosen) return;
    try {
      const result = await notify.mutateAsync({ eventId: chosen.id });
      onResult(SECTION_TEXTS.notifyDone(result.attorney.email), null);
    } catch (error) {
      onResult(null, errorDisplayMessage(error));
    }
    setChosen(null);
  }

  const body = (
    <PagedTable
      query={list}
      items={list.data?.items}
      total={list.data?.total}
      pageSize={PAGE_SIZE}
      errorTitle={SECTION_TEXTS.eventsError}
      empty={SECTION_TEXTS.eventsEmpty}
      columns={["When", "Attorney", "Status", "Notice"]}
      page={page}
      onPage={setPage}
      pagesOf="calls"
      row={(event) => (
        <>
          <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(event.eventStartAt)}</Table.Td>
          <Table.Td>
            {event.attorney.name}
            <Text size="xs" c="dimmed">
              {event.attorney.email}
            </Text>
          </Table.Td>
          <Table.Td>
            {event.serviceCompletedAt ? "Completed" : (EVENT_STATUS_TEXT[event.eventStatus] ?? event.eventStatus)}
          </Table.Td>
          <Table.Td>
            <Button size="xs" variant="default" onClick={() => setChosen(event)}>
              {SECTION_TEXTS.notify}
            </Button>
          </Table.Td>
        </>
      )}
    />
  );
  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {SECTION_TEXTS.events}
        </Title>
        {body}
      </Stack>
      <ConfirmPopup
        opened={chosen !== null}
        title={SECTION_TEXTS.notifyTitle}
        message={
          chosen
            ? SECTION_TEXTS.notifyMessage(
                chosen.attorney.name,
                chosen.attorney.email,
                formatDateTime(chosen.eventStartAt),
              )
            : undefined
        }
        confirmLabel={SECTION_TEXTS.notifyConfirm}
        onCancel={() => setChosen(null)}
        onConfirm={() => void confirm()}
        loading={notify.isPending}
      />
    </Card>
  );
}
