import { useState } from "react";
import { Alert, Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import {
  useAdminReviews,
  useAdminSetReviewStatus,
  type AdminReview,
  type AdminReviewsQuery,
  type ReviewStatusValue,
} from "@prenup/api-client";
import { errorDisplayMessage, formatDate } from "@prenup/domain";
import { ConfirmPopup, PagedTable, StatusBadge, usePagedList } from "@prenup/ui";
import { DismissibleNotice } from "../../components/dismissible-notice.tsx";

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

/** /admin/attorney-reviews: the moderation queue; only approved reviews count in an attorney's rating. */
export function AttorneyReviewsPage() {
  const [status, setStatus] = useState("PENDING");
  const paging = usePagedList(status);
  const list = useAdminReviews({
    status: (status || undefined) as AdminReviewsQuery["status"],
    page: paging.page,
    pageSize: PAGE_SIZE,
  });
  const change = useAdminSetReviewStatus();
  const [pending, setPending] = useState<{ review: AdminReview; status: ReviewStatusValue } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

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
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {failure ? (
        <Alert role="alert" color="red">
          {failure}
        </Alert>
      ) : null}
      <PagedTable
        query={list}
        items={list.data?.items}
        total={list.data?.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        errorTitle="The reviews could not be loaded"
        empty="No reviews with this status."
        count={(_first, _last, total) => `${total} reviews`}
        label="Reviews"
        minWidth={760}
        tableProps={{ highlightOnHover: false }}
        columns={["Date", "Attorney", "Reviewer", "Rating", "Review", { label: "Status", miw: 112 }, "Actions"]}
        row={(review) => (
          <>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDate(review.createdAt)}</Table.Td>
            <Table.Td>
              <Text size="sm">{review.attorney.name}</Text>
              <Text size="xs" c="dimmed">
                Average {review.attorneyRating.averageRating ?? "—"} ({review.attorneyRating.reviewCount})
              </Text>
            </Table.Td>
            <Table.Td>{review.reviewer.name}</Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{review.rating / 10} / 10</Table.Td>
            <Table.Td maw={320}>{review.message ?? "—"}</Table.Td>
            <Table.Td>
              <StatusBadge color={STATUS_COLORS[review.status]}>{STATUS_LABELS[review.status]}</StatusBadge>
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
          </>
        )}
      />
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
