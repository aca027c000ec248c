import { formatDateTime, personName } from "@prenup/domain";
import { Alert, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { LoadingState, ThreadSteps, StatusBadge } from "@prenup/ui";
import { useDisputeThread, type AttorneyClientDetail, type DisputeThreadEntry } from "@prenup/api-client";

const STATUS_LABELS: Record<NonNullable<DisputeThreadEntry["proposal"]>["status"], string> = {
  PENDING: "Awaiting an answer",
  ACCEPTED: "Accepted",
  SUPERSEDED: "Answered with another proposal",
};

/** One step of a thread as the attorney reads it, naming the partner who took it. */
function entryText(entry: DisputeThreadEntry): string {
  const who = personName(entry.by, "A partner");
  const option = entry.proposal?.option.value ?? "";
  switch (entry.kind) {
    case "PROPOSED":
      return `${who} proposed “${option}”.`;
    case "COUNTERED":
      return `${who} proposed another answer: “${option}”.`;
    case "ACCEPTED":
      return `${who} accepted “${option}”.`;
    case "ASKED_ATTORNEY":
      return `${who} asked their attorney to look at this question.`;
  }
}

/** The entries grouped by question, in the order each thread started. */
function threadsOf(entries: readonly DisputeThreadEntry[]) {
  const threads = new Map<string, { title: string; entries: DisputeThreadEntry[] }>();
  for (const entry of entries) {
    const thread = threads.get(entry.question.id) ?? { title: entry.question.title, entries: [] };
    thread.entries.push(entry);
    threads.set(entry.question.id, thread);
  }
  return [...threads.entries()].map(([questionId, thread]) => ({ questionId, ...thread }));
}

/**
 * The couple's conversations on the questions they answered differently (read-only): proposals,
 * counter-proposals with their comments, acceptances, and the questions the client asked their
 * attorney to look at.
 */
export function DisputeThreadsCard({ client }: { client: AttorneyClientDetail }) {
  const threads = useDisputeThread(client.document.id);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="dispute-threads-heading">
      <Title order={2} size="h3" mb="sm" id="dispute-threads-heading">
        Alignment conversations
      </Title>
      {threads.isPending ? (
        <LoadingState />
      ) : threads.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group gap="sm" justify="space-between">
            <Text size="sm">The conversations could not be loaded.</Text>
            <Button size="xs" variant="outline" color="red" onClick={() => void threads.refetch()}>
              Try again
            </Button>
          </Group>
        </Alert>
      ) : threads.data.entries.length === 0 ? (
        <Text c="dimmed">The partners have not proposed answers to each other yet.</Text>
      ) : (
        <Stack gap="md">
          {threadsOf(threads.data.entries).map((thread) => {
            const askedByClient = thread.entries.some(
              (entry) => entry.kind === "ASKED_ATTORNEY" && entry.by.id === client.id,
            );
            return (
              <Stack key={thread.questionId} gap="xs" component="article" aria-label={thread.title}>
                <Group gap="xs">
                  <Title order={3} size="h5">
                    {thread.title}
                  </Title>
                  {askedByClient ? (
                    <StatusBadge color="orange">{personName(client, "Your client")} asked for your advice</StatusBadge>
                  ) : null}
                </Group>
                <ThreadSteps
                  steps={thread.entries.map((entry) => ({
                    id: entry.id,
                    text: entryText(entry),
                    badge:
                      entry.proposal && entry.kind !== "ACCEPTED"
                        ? {
                            label: STATUS_LABELS[entry.proposal.status],
                            color: entry.proposal.status === "ACCEPTED" ? "teal" : "gray",
                          }
                        : null,
                    comment: entry.kind !== "ACCEPTED" ? (entry.proposal?.comment ?? null) : null,
                    createdAt: entry.createdAt,
                    when: formatDateTime(entry.createdAt),
                  }))}
                />
              </Stack>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
