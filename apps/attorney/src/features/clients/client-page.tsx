import { useState } from "react";
import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Textarea, Title } from "@mantine/core";
import { AgreementFilesCard } from "./components/agreement-files-card.tsx";
import { ApprovalCard } from "./components/approval-card.tsx";
import { DisclosureCard } from "./components/disclosure-card.tsx";
import { OutcomesCard } from "./components/outcomes-card.tsx";
import { DisputeThreadsCard } from "./components/dispute-threads-card.tsx";
import { Link, useParams } from "react-router";
import {
  apiErrorMessage,
  useAttorneyClient,
  useClientQuestionnaireGroups,
  useClientQuestionnaireSections,
  useCurrentUser,
  useInternalNotes,
  useSaveInternalNote,
  type AttorneyClientDetail,
  type InternalNote,
} from "@prenup/api-client";
import { formatPhoneNumber, internalNoteBodySchema, formatDate, formatDateTime, personName } from "@prenup/domain";
import {
  ChatPanel,
  ErrorState,
  LoadingState,
  ReadOnlyQuestionnaire,
  SharedFilesCard,
  AgreementVersionsCard,
  DossierDownloadButton,
  shownSectionId,
  StatusBadge,
} from "@prenup/ui";
import { SERVICE_LABELS } from "../../components/format.ts";

/**
 * /attorney/clients/{clientId}: the client's agreement and its files, services, calls, financial
 * disclosure, the couple's alignment conversations and answers (read-only), notes and chat; for a client who bought Q&A only (not
 * represented), their services, calls, notes and chat.
 */
export function ClientPage() {
  const { clientId } = useParams();
  const attorneyId = useCurrentUser().data?.id;
  const client = useAttorneyClient(attorneyId, clientId);
  if (client.isPending) return <LoadingState />;
  if (client.isError) return <ErrorState error={client.error} onRetry={() => void client.refetch()} />;
  const data = client.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Anchor component={Link} to="/attorney/clients" size="sm">
            ← Clients
          </Anchor>
          <Title order={1}>{personName(data, data.email)}</Title>
          <Text c="dimmed">
            {[
              data.email,
              data.phoneNumber ? formatPhoneNumber(data.phoneNumber) : null,
              data.state?.name ?? "No state yet",
            ]
              .filter(Boolean)
              .join(" · ")}
          </Text>
        </div>
        {data.representation && (
          <Group gap="sm" align="flex-start">
            <DossierDownloadButton documentId={data.document.id} />
            <Button component={Link} to={data.document.editorPath}>
              Open the agreement editor
            </Button>
          </Group>
        )}
      </Group>
      {data.representation ? (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <AgreementCard client={data} />
            <ApprovalCard client={data} attorneyId={attorneyId ?? ""} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <AgreementFilesCard documentId={data.document.id} />
            <ServicesCard client={data} />
          </SimpleGrid>
          <SharedFilesCard
            documentId={data.document.id}
            intro="Share a file with your client, their partner and the other attorney: a revised draft, a signed copy, a document they should see. Everyone on the agreement can download it; you can delete your own."
          />
          <AgreementVersionsCard userId={data.id} documentId={data.document.id} approverId={attorneyId} />
          <DisclosureCard client={data} />
          <OutcomesCard client={data} />
          <DisputeThreadsCard client={data} />
          <QuestionnaireCard attorneyId={attorneyId ?? ""} client={data} />
        </>
      ) : (
        <>
          <Text>
            {personName(data, data.email)} bought Q&amp;A from you: answer their questions in the chat and on your
            calls. You do not represent them on this agreement, so its text, files, disclosure and answers are not shown
            here.
          </Text>
          <ServicesCard client={data} />
        </>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <NotesCard attorneyId={attorneyId ?? ""} clientId={data.id} />
        <ChatPanel
          userId={attorneyId ?? ""}
          documentId={data.document.id}
          counterpartId={data.id}
          counterpartName={personName(data, data.email)}
          texts={{
            title: `Chat with ${personName(data, data.email)}`,
            empty: "No messages yet. Your client sees what you write here at once.",
          }}
        />
      </SimpleGrid>
    </Stack>
  );
}

function AgreementCard({ client }: { client: AttorneyClientDetail }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Agreement
      </Title>
      <List spacing={4} size="sm">
        <List.Item>Status: {client.document.status.replaceAll("_", " ").toLowerCase()}</List.Item>
        <List.Item>Partner: {personName(client.partner)}</List.Item>
        <List.Item>Generated: {formatDateTime(client.document.lastGeneratedAt)}</List.Item>
        <List.Item>Reviewed: {formatDateTime(client.document.reviewedAt)}</List.Item>
        <List.Item>Finalized: {formatDateTime(client.document.finalizedAt)}</List.Item>
      </List>
    </Card>
  );
}

function ServicesCard({ client }: { client: AttorneyClientDetail }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Services and calls
      </Title>
      {client.services.length === 0 ? (
        <Text c="dimmed">No services bought from you.</Text>
      ) : (
        <List spacing={4} size="sm">
          {client.services.map((service) => (
            <List.Item key={service.id}>
              {SERVICE_LABELS[service.productType] ?? service.title} — bought {formatDate(service.purchasedAt)}{" "}
              <StatusBadge size="sm" variant="light">
                {service.bookingStatus ?? "—"}
              </StatusBadge>
            </List.Item>
          ))}
        </List>
      )}
      <Text fw={600} mt="md" size="sm">
        Calls
      </Text>
      {client.events.length === 0 ? (
        <Text c="dimmed" size="sm">
          No calls booked.
        </Text>
      ) : (
        <List spacing={4} size="sm">
          {client.events.map((event) => (
            <List.Item key={event.id}>
              {formatDateTime(event.eventStartAt)} —{" "}
              {event.serviceCompletedAt ? "completed" : event.eventStatus.toLowerCase().replace("_", "-")}
            </List.Item>
          ))}
        </List>
      )}
    </Card>
  );
}

/** The client's answers, read-only, in the shared questionnaire view (the attorney variants of the calls). */
function QuestionnaireCard({ attorneyId, client }: { attorneyId: string; client: AttorneyClientDetail }) {
  const sections = useClientQuestionnaireSections(attorneyId, client.id);
  const [section, setSection] = useState<string | null>(null);
  const shown = shownSectionId(sections.data, section);
  const key = sections.data?.find((item) => item.id === shown)?.key ?? null;
  const groups = useClientQuestionnaireGroups(attorneyId, {
    section: key,
    documentId: client.document.id,
    clientId: client.id,
  });
  return (
    <ReadOnlyQuestionnaire
      sections={sections}
      selectedSectionId={section}
      onSelectSection={setSection}
      groups={groups}
    />
  );
}

function NotesCard({ attorneyId, clientId }: { attorneyId: string; clientId: string }) {
  const notes = useInternalNotes(attorneyId, clientId);
  const save = useSaveInternalNote(attorneyId, clientId);
  const [draft, setDraft] = useState("");
  const [editing, setEditing] = useState<InternalNote | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const parsed = internalNoteBodySchema.safeParse({ message: draft });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    save.mutate(
      { ...(editing ? { noteId: editing.id } : {}), message: parsed.data.message },
      { onSuccess: () => (setDraft(""), setEditing(null)), onError: (error) => setProblem(apiErrorMessage(error)) },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3">
        Internal notes
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Only you see these notes; your client never does.
      </Text>
      <Textarea
        label={editing ? "Edit note" : "New note"}
        rows={2}
        maxLength={5000}
        value={draft}
        error={problem}
        onChange={(event) => setDraft(event.currentTarget.value)}
      />
      <Group mt="xs">
        <Button size="xs" onClick={send} loading={save.isPending}>
          {editing ? "Save note" : "Add note"}
        </Button>
        {editing && (
          <Button size="xs" variant="subtle" onClick={() => (setEditing(null), setDraft(""))}>
            Cancel
          </Button>
        )}
      </Group>
      {notes.isPending ? (
        <LoadingState />
      ) : notes.isError ? (
        <ErrorState error={notes.error} />
      ) : notes.data.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          No notes yet.
        </Text>
      ) : (
        <Stack gap="xs" mt="md">
          {notes.data.map((note) => (
            <Card key={note.id} withBorder padding="sm" radius="sm">
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                {note.message}
              </Text>
              <Group justify="space-between" mt={4}>
                <Text size="xs" c="dimmed">
                  {formatDateTime(note.updatedAt)}
                </Text>
                <Anchor component="button" size="xs" onClick={() => (setEditing(note), setDraft(note.message))}>
                  Edit
                </Anchor>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Card>
  );
}
