import { useState } from "react";
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import {
  useAdminReviews,
  useAdminSetReviewStatus,
  type AdminReview,
  type AdminReviewsQuery,
  type ReviewStatusValue,
} from "@prenup/api-client";
import { errorDisplayMessage } from "@prenup/domain";
import { ConfirmPopup, ErrorState, LoadingState } from "@prenup/ui";

const STATUS_OPTIONS = [
  { value: "", label: "Every status" },
  { value: "PENDING", label: "Pending" },
  { value: "APPROVED", label: "Approved" },
  { value: "DISABLED", label: "Disabled" },
];
const STATUS_COLORS: Record<ReviewStatusValue, string> = { PENDING: "yellow", APPROVED: "green", DISABLED: "gray" };
const STATUS_LABELS: Record<ReviewStatusValue, string> = {
  PENDING: "Pending",
  APPROVED: "Approved",
  DISABLED: "Disabled",
};
const ACTION_LABELS: Record<ReviewStatusValue, string> = {
  PENDING: "Back to pending",
  APPROVED: "Approve",
  DISABLED: "Disable",
};
const PAGE_SIZE = 25;
const dateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** /admin/attorney-reviews: the moderation queue; only approved reviews count in an attorney's rating. */
export function AttorneyReviewsPage() {
  const [status, setStatus] = useState("PENDING");
  const [pageState, setPageState] = useState({ key: status, page: 1 });
  const page = pageState.key === status ? pageState.page : 1;
  const list = useAdminReviews({
    status: (status || undefined) as AdminReviewsQuery["status"],
    page,
    pageSize: PAGE_SIZE,
  });
  const change = useAdminSetReviewStatus();
  const [pending, setPending] = useState<{ review: AdminReview; status: ReviewStatusValue } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  async function confirm() {
    if (!pending) return;
    setFailure(null);
    try {
      const updated = await change.mutateAsync({ reviewId: pending.review.id, status: pending.status });
      const average = updated.attorneyRating.averageRating;
      setNotice(
        `The review is ${STATUS_LABELS[updated.status].toLowerCase()}. ${updated.attorney.name}'s average is now ${average === null ? "not rated" : `${average} of 10`} (${updated.attorneyRating.reviewCount} approved).`,
      );
    } catch (error) {
      setFailure(errorDisplayMessage(error));
    }
    setPending(null);
  }

  return (
    <Stack gap="md">
      <Title order={1}>Attorney Reviews</Title>
      <Text c="dimmed">
        Approve reviews before customers see them; a disabled review no longer counts in the attorney's average.
      </Text>
      <Group>
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={status}
          onChange={(event) => setStatus(event.currentTarget.value)}
        />
      </Group>
      {notice ? (
        <Alert role="status" color="green" withCloseButton closeButtonLabel="Dismiss" onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      ) : null}
      {failure ? (
        <Alert role="alert" color="red">
          {failure}
        </Alert>
      ) : null}
      {list.isPending ? (
        <LoadingState />
      ) : list.isError && !data ? (
        <ErrorState title="The reviews could not be loaded" error={list.error} onRetry={() => void list.refetch()} />
      ) : data ? (
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm" c="dimmed" aria-live="polite">
              {data.total === 0 ? "No reviews with this status." : `${data.total} reviews`}
            </Text>
            {list.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
          </Group>
          {data.items.length > 0 ? (
            <Table.ScrollContainer minWidth={760}>
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Attorney</Table.Th>
                    <Table.Th>Reviewer</Table.Th>
                    <Table.Th>Rating</Table.Th>
                    <Table.Th>Review</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((review) => (
                    <Table.Tr key={review.id}>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>
                        {dateFormat.format(new Date(review.createdAt))}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{review.attorney.name}</Text>
                        <Text size="xs" c="dimmed">
                          Average {review.attorneyRating.averageRating ?? "—"} ({review.attorneyRating.reviewCount})
                        </Text>
                      </Table.Td>
                      <Table.Td>{review.reviewer.name}</Table.Td>
                      <Table.Td style={{ whiteSpace: "nowrap" }}>{review.rating / 10} / 10</Table.Td>
                      <Table.Td maw={320}>{review.message ?? "—"}</Table.Td>
                      <Table.Td miw={112}>
                        <Badge
                          color={STATUS_COLORS[review.status]}
                          variant="light"
                          style={{ flexShrink: 0, overflow: "visible" }}
                        >
                          {STATUS_LABELS[review.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          {(["APPROVED", "DISABLED", "PENDING"] as const)
                            .filter((next) => next !== review.status)
                            .map((next) => (
                              <Button
                                key={next}
                                size="xs"
                                variant={next === "APPROVED" ? "filled" : "default"}
                                onClick={() => setPending({ review, status: next })}
                              >
                                {ACTION_LABELS[next]}
                              </Button>
                            ))}
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ) : null}
          {pages > 1 ? (
            <Group justify="center">
              <Pagination
                total={pages}
                value={page}
                onChange={(next) => setPageState({ key: status, page: next })}
                getControlProps={(control) => ({ "aria-label": `${control} page` })}
              />
            </Group>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmPopup
        opened={pending !== null}
        title={pending ? `${ACTION_LABELS[pending.status]} this review?` : ""}
        message={
          pending
            ? `${pending.review.reviewer.name}'s review of ${pending.review.attorney.name} (${pending.review.rating / 10} / 10).`
            : undefined
        }
        confirmLabel={pending ? ACTION_LABELS[pending.status] : ""}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirm()}
        loading={change.isPending}
      />
    </Stack>
  );
}
