import { Alert, Box, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisputeThread, type DisputeThreadEntry } from "@prenup/api-client";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import { ThreadEntries } from "./dispute-thread.tsx";

const T = ALIGNMENT_TEXTS.thread;

/** The entries grouped by question, in the order each conversation started. */
function conversationsOf(entries: readonly DisputeThreadEntry[]) {
  const byQuestion = new Map<string, { title: string; entries: DisputeThreadEntry[] }>();
  for (const entry of entries) {
    const conversation = byQuestion.get(entry.question.id) ?? { title: entry.question.title, entries: [] };
    conversation.entries.push(entry);
    byQuestion.set(entry.question.id, conversation);
  }
  return [...byQuestion.entries()].map(([questionId, conversation]) => ({ questionId, ...conversation }));
}

/**
 * The conversations of questions no longer disputed (settled by an acceptance, or by either partner
 * changing their answer), read-only: the open ones are on their dispute's card.
 */
export function PastConversations({
  documentId,
  userId,
  partnerName,
  openQuestionIds,
}: {
  documentId: string;
  userId: string;
  partnerName: string;
  openQuestionIds: ReadonlySet<string>;
}) {
  const threads = useDisputeThread(documentId);
  if (threads.isPending) return null;
  if (threads.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Group gap="sm" justify="space-between">
          <Text size="sm">{T.pastFailed}</Text>
          <Button size="xs" variant="outline" color="red" onClick={() => void threads.refetch()}>
            {T.retry}
          </Button>
        </Group>
      </Alert>
    );
  }
  const past = conversationsOf(threads.data.entries).filter(
    (conversation) => !openQuestionIds.has(conversation.questionId),
  );
  if (past.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="past-conversations-heading">
      <Title order={2} size="h4" id="past-conversations-heading">
        {T.pastTitle}
      </Title>
      <Box
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: "none", display: "flex", flexDirection: "column", gap: "var(--mantine-spacing-md)" }}
        aria-label={T.pastTitle}
      >
        {past.map((conversation) => (
          <Card
            key={conversation.questionId}
            withBorder
            radius="md"
            padding="lg"
            component="li"
            aria-labelledby={`past-${conversation.questionId}`}
          >
            <Stack gap="sm">
              <Title order={3} size="h6" id={`past-${conversation.questionId}`}>
                {conversation.title}
              </Title>
              <ThreadEntries entries={conversation.entries} userId={userId} partnerName={partnerName} />
            </Stack>
          </Card>
        ))}
      </Box>
    </Stack>
  );
}
