import { useEffect, useRef, useState, type FormEvent } from "react";
import {
  ActionIcon,
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Group,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import { useMediaQuery } from "@mantine/hooks";
import { chatMessageSchema, CHAT_MESSAGE_MAX_LENGTH, formatDateTime } from "@prenup/domain";
import {
  useChats,
  useChatStream,
  useDeleteChats,
  usePendingChatIds,
  useReadChats,
  useSendChat,
  type ChatMessage,
} from "@prenup/api-client";
import { ErrorState, LoadingState } from "../components/status-states.tsx";
import { MOBILE_MEDIA_QUERY } from "../theme.ts";

/** The words of the chat panel; each app gives its own title and empty text. */
export type ChatPanelTexts = {
  title: string;
  empty: string;
  placeholder: string;
  send: string;
  unread: (count: number) => string;
  sendFailed: string;
  live: string;
  reconnecting: string;
  you: string;
  /** The delete button's name for one of the viewer's messages (sent at `time`). */
  deleteMessage: (time: string) => string;
  deleteQuestion: string;
  deleteConfirm: string;
  deleteKeep: string;
  deleteFailed: string;
};

export const DEFAULT_CHAT_TEXTS: Omit<ChatPanelTexts, "title" | "empty"> = {
  placeholder: "Write a message",
  send: "Send",
  unread: (count) => `${count} unread`,
  sendFailed: "Your message wasn't sent. Please try again.",
  live: "Live",
  reconnecting: "Reconnecting…",
  you: "You",
  deleteMessage: (time) => `Delete your message of ${time}`,
  deleteQuestion: "Delete this message for both of you?",
  deleteConfirm: "Delete",
  deleteKeep: "Keep",
  deleteFailed: "Your message wasn't deleted. Please try again.",
};

export type ChatPanelProps = {
  /** The signed-in user (customer or attorney). */
  userId: string;
  documentId: string;
  /** How the other side is named beside their messages. */
  counterpartName: string;
  /**
   * The other side's user id, when the viewer may have several conversations on the agreement (a
   * representing attorney and a Q&A attorney; an attorney's clients); left out, the first.
   */
  counterpartId?: string | null;
  texts: Pick<ChatPanelTexts, "title" | "empty"> & Partial<ChatPanelTexts>;
};

let temporaryCounter = 0;
function temporaryId(): string {
  temporaryCounter += 1;
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `00000000-0000-4000-8000-${String(temporaryCounter).padStart(12, "0")}`;
}

/**
 * The conversation between a customer and their attorney on an agreement, the same on both sides:
 * messages arrive live (server-sent events), unread ones addressed to the viewer are marked read while
 * the panel is shown, a message shows at once when sent and is taken back — its text returned to the
 * box — if the send fails. The author deletes a message of theirs after confirming; it leaves both
 * sides (the other side hears of it live). Messages are plain text (never HTML).
 */
export function ChatPanel({ userId, documentId, counterpartName, counterpartId, texts }: ChatPanelProps) {
  const T: ChatPanelTexts = { ...DEFAULT_CHAT_TEXTS, ...texts };
  const chats = useChats(userId, documentId, counterpartId);
  const { connected } = useChatStream(userId, documentId, { counterpartId });
  const send = useSendChat(userId, documentId, counterpartId);
  const read = useReadChats(userId, documentId, counterpartId);
  const remove = useDeleteChats(userId, documentId, counterpartId);
  const pendingIds = usePendingChatIds(userId, documentId, counterpartId);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const isMobile = useMediaQuery(MOBILE_MEDIA_QUERY) ?? false;
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const viewport = useRef<HTMLDivElement>(null);

  const messages: ChatMessage[] = [...(chats.data?.chats ?? [])].reverse();
  const lastId = messages[messages.length - 1]?.id;
  useEffect(() => {
    if (viewport.current) viewport.current.scrollTop = viewport.current.scrollHeight;
  }, [lastId]);

  const unreadIds = messages
    .filter((message) => message.toUserId === userId && !message.isRead)
    .map((message) => message.id);
  const unreadKey = unreadIds.join(",");
  const { mutate: markRead, isPending: marking } = read;
  useEffect(() => {
    if (unreadKey !== "" && !marking) markRead(unreadKey.split(","));
    // Marks what arrived once; a failed mark is tried again with the next message.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unreadKey]);

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    const parsed = chatMessageSchema.safeParse(draft);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    const text = parsed.data;
    setProblem(null);
    setSendError(null);
    setDraft("");
    send.mutate(
      { message: text, temporaryId: temporaryId() },
      {
        onError: () => {
          setSendError(T.sendFailed);
          setDraft(text);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding={isMobile ? "sm" : "lg"} component="section" aria-labelledby="chat-title">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4" id="chat-title">
            {T.title}
          </Title>
          <Group gap={6} wrap="nowrap">
            {chats.data && chats.data.unreadCount > 0 ? (
              <Badge color="red.9" aria-live="polite">
                {T.unread(chats.data.unreadCount)}
              </Badge>
            ) : null}
            <Badge variant="dot" color={connected ? "green" : "gray"}>
              {connected ? T.live : T.reconnecting}
            </Badge>
          </Group>
        </Group>
        {chats.isPending ? (
          <LoadingState />
        ) : chats.isError ? (
          <ErrorState error={chats.error} onRetry={() => void chats.refetch()} />
        ) : (
          <ScrollArea h={isMobile ? "55vh" : 360} viewportRef={viewport} type="auto" offsetScrollbars>
            <Stack gap="xs" role="log" aria-live="polite" aria-label="Messages" p={4}>
              {messages.length === 0 ? <Text c="dimmed">{T.empty}</Text> : null}
              {messages.map((message) => {
                const mine = message.fromUserId === userId;
                const time = formatDateTime(message.createdAt);
                const canDelete = mine && !pendingIds.includes(message.id);
                return (
                  <Box
                    key={message.id}
                    maw={isMobile ? "90%" : "75%"}
                    style={{
                      alignSelf: mine ? "flex-end" : "flex-start",
                      background: mine ? "var(--mantine-primary-color-light)" : "var(--mantine-color-gray-1)",
                      borderRadius: 12,
                      padding: "6px 10px",
                    }}
                    data-testid="chat-message"
                  >
                    <Group gap={6} justify="space-between" wrap="nowrap">
                      <Text size="xs" c="dimmed">
                        {mine ? T.you : counterpartName} · {time}
                      </Text>
                      {canDelete && confirmingId !== message.id ? (
                        <ActionIcon
                          variant="subtle"
                          color="gray.8"
                          size="sm"
                          aria-label={T.deleteMessage(time)}
                          onClick={() => {
                            setDeleteError(null);
                            setConfirmingId(message.id);
                          }}
                        >
                          <IconTrash size={14} aria-hidden />
                        </ActionIcon>
                      ) : null}
                    </Group>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {message.message}
                    </Text>
                    {canDelete && confirmingId === message.id ? (
                      <Group gap={6} mt={4} role="group" aria-label={T.deleteQuestion}>
                        <Text size="xs">{T.deleteQuestion}</Text>
                        <Button
                          size="compact-xs"
                          color="red.9"
                          loading={remove.isPending}
                          onClick={() =>
                            remove.mutate([message.id], {
                              onSuccess: () => setConfirmingId(null),
                              onError: () => setDeleteError(T.deleteFailed),
                            })
                          }
                        >
                          {T.deleteConfirm}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="default"
                          disabled={remove.isPending}
                          onClick={() => setConfirmingId(null)}
                        >
                          {T.deleteKeep}
                        </Button>
                      </Group>
                    ) : null}
                  </Box>
                );
              })}
            </Stack>
          </ScrollArea>
        )}
        {sendError ? (
          <Alert color="red" role="alert">
            {sendError}
          </Alert>
        ) : null}
        {deleteError ? (
          <Alert color="red" role="alert">
            {deleteError}
          </Alert>
        ) : null}
        <form onSubmit={submit} noValidate>
          <Stack gap={6}>
            <Textarea
              aria-label={T.placeholder}
              placeholder={T.placeholder}
              rows={3}
              maxLength={CHAT_MESSAGE_MAX_LENGTH + 100}
              value={draft}
              error={problem}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                if (problem) setProblem(null);
              }}
              onKeyDown={(event) => {
                if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
                  event.preventDefault();
                  submit();
                }
              }}
            />
            <Group justify="flex-end">
              <Button type="submit" disabled={!chats.data}>
                {T.send}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
