import { formatDate, personName } from "@prenup/domain";
import { useState } from "react";
import { Card, Group, Rating, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useCurrentUser, useOwnAttorneyReviews } from "@prenup/api-client";
import { ErrorState, LoadingState, PagedTable, StatusBadge, usePagedList } from "@prenup/ui";

const PAGE_SIZE = 10;
type StatusFilter = "ALL" | "APPROVED" | "PENDING";

/** /attorney/reviews: approved and pending reviews, with the average and stars of the approved ones (the domain's rule, on the server). */
export function ReviewsPage() {
  const attorneyId = useCurrentUser().data?.id;
  const [status, setStatus] = useState<StatusFilter>("ALL");
  const paging = usePagedList(status);
  const reviews = useOwnAttorneyReviews(attorneyId, {
    includeUser: "true",
    page: paging.page,
    pageSize: PAGE_SIZE,
    ...(status === "ALL" ? {} : { status }),
  });
  if (reviews.isPending) return <LoadingState />;
  if (reviews.isError) return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const { summary } = reviews.data;
  return (
    <Stack gap="md">
      <Title order={1}>Reviews</Title>
      <Card withBorder radius="md" padding="lg" maw={480}>
        {summary.averageRating === null ? (
          <Text c="dimmed">No approved reviews yet.</Text>
        ) : (
          <Group>
            <Text fz={32} fw={700}>
              {summary.averageRating.toFixed(1)}
            </Text>
            <Stack gap={2}>
              <Rating value={summary.stars ?? 0} readOnly aria-label={`${summary.stars} of 5 stars`} />
              <Text size="sm" c="dimmed">
                {summary.reviewCount} approved review{summary.reviewCount === 1 ? "" : "s"}
              </Text>
            </Stack>
          </Group>
        )}
      </Card>
      <SegmentedControl
        w="fit-content"
        value={status}
        onChange={(value) => setStatus(value as StatusFilter)}
        data={[
          { value: "ALL", label: "All" },
          { value: "APPROVED", label: "Approved" },
          { value: "PENDING", label: "Pending" },
        ]}
      />
      <PagedTable
        query={reviews}
        items={reviews.data.reviews}
        total={reviews.data.total}
        page={paging.page}
        pageSize={PAGE_SIZE}
        onPage={paging.setPage}
        empty="No reviews here."
        body={(items) =>
          items.map((review) => (
            <Card key={review.id} withBorder radius="md" padding="md">
              <Group justify="space-between">
                <Group gap="xs">
                  <Rating value={review.stars ?? 0} readOnly size="sm" aria-label={`${review.stars} of 5 stars`} />
                  <StatusBadge
                    size="sm"
                    color={
                      review.status === "APPROVED" ? "green.9" : review.status === "PENDING" ? "yellow.9" : "gray.9"
                    }
                  >
                    {review.status.toLowerCase()}
                  </StatusBadge>
                </Group>
                <Text size="sm" c="dimmed">
                  {personName(review.user, "A client")} · {formatDate(review.createdAt)}
                </Text>
              </Group>
              {review.message && (
                <Text mt="xs" style={{ whiteSpace: "pre-wrap" }}>
                  {review.message}
                </Text>
              )}
            </Card>
          ))
        }
      />
    </Stack>
  );
}
