import { useState } from "react";
import {
  Alert,
  Anchor,
  Avatar,
  Button,
  Card,
  Group,
  List,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { Link, useParams } from "react-router";
import {
  apiErrorMessage,
  useAdminAttorney,
  useApiUrl,
  useChangeAttorneyStage,
  useCreateDisciplinaryRecord,
  useProducts,
  usePutAttorneyServices,
  type AdminAttorneyDetail,
  type AdminStageAction,
} from "@prenup/api-client";
import { disciplinaryRecordBodySchema, putAttorneyServicesBodySchema, formatDay, personName } from "@prenup/domain";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { ACTION_LABELS, STAGE_COLORS, STAGE_LABELS } from "./attorneys-texts.ts";
import { DisciplinaryRecordModal } from "./components/disciplinary-record-modal.tsx";

/** /admin/attorneys/{attorneyId}: the application, licences, documents, stage actions, services and disciplinary records. */
export function AttorneyPage() {
  const { attorneyId } = useParams();
  const attorney = useAdminAttorney(attorneyId);
  const photo = useApiUrl(attorney.data?.photoUrl);
  if (attorney.isPending) return <LoadingState />;
  if (attorney.isError) return <ErrorState error={attorney.error} onRetry={() => void attorney.refetch()} />;
  const data = attorney.data;
  return (
    <Stack gap="lg">
      <div>
        <Anchor component={Link} to="/admin/attorneys" size="sm">
          ← Attorneys
        </Anchor>
        <Group>
          <Avatar
            src={photo}
            size={56}
            radius="xl"
            alt={photo ? `Photo of ${personName(data, data.email)}` : undefined}
            name={personName(data, "")}
          />
          <Title order={1}>{personName(data, data.email)}</Title>
          <StatusBadge size="lg" color={STAGE_COLORS[data.stage]} variant="light">
            {STAGE_LABELS[data.stage]}
          </StatusBadge>
        </Group>
        <Text c="dimmed">
          {data.email}
          {data.phoneNumber ? ` · ${data.phoneNumber}` : ""} ·{" "}
          <Anchor component={Link} underline="always" to={`/admin/attorneys/${data.id}/clients`}>
            Clients
          </Anchor>
        </Text>
      </div>
      <StageActions attorney={data} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Application
          </Title>
          <List spacing={4} size="sm">
            <List.Item>Years of experience: {data.yearsOfExperience ?? "—"}</List.Item>
            <List.Item>Law school: {data.lawSchool ?? "—"}</List.Item>
            <List.Item>Languages: {data.languages.join(", ") || "—"}</List.Item>
            <List.Item>Practice areas: {data.practiceAreas.join(", ") || "—"}</List.Item>
            <List.Item>Associations: {data.professionalAssociations.join(", ") || "—"}</List.Item>
            <List.Item>Response time: {data.responseTimeHours ? `${data.responseTimeHours} h` : "—"}</List.Item>
            <List.Item>
              Fast turnaround: {data.hasFastTurnaround ? "yes" : "no"} · Embryo expertise:{" "}
              {data.isEmbryoAttorney ? "yes" : "no"}
            </List.Item>
            <List.Item>
              Law firm:{" "}
              {data.lawFirm ? (
                <Anchor component={Link} to={`/admin/law-firms/${data.lawFirm.id}`}>
                  {data.lawFirm.name}
                </Anchor>
              ) : (
                "—"
              )}
              {data.isLawFirmLead ? " (lead)" : ""}
            </List.Item>
          </List>
          {data.bio && (
            <Text mt="sm" size="sm" style={{ whiteSpace: "pre-wrap" }}>
              {data.bio}
            </Text>
          )}
          {data.applicationProblems.length > 0 && (
            <Alert
              mt="sm"
              color="yellow"
              styles={{
                title: { color: "var(--mantine-color-dark-8)" },
                message: { color: "var(--mantine-color-text)" },
              }}
              title="Incomplete"
            >
              {data.applicationProblems.map((problem) => problem.message).join(". ")}
            </Alert>
          )}
        </Card>
        <Card withBorder radius="md" padding="lg">
          <Title order={2} size="h3" mb="sm">
            Licences and documents
          </Title>
          <List spacing={4} size="sm">
            {data.states.map((licence) => (
              <List.Item key={licence.stateId}>
                {licence.name}: {licence.barLicenseNum ?? "—"}
              </List.Item>
            ))}
            {data.states.length === 0 && <List.Item>No licences.</List.Item>}
          </List>
          <List spacing={4} size="sm" mt="sm">
            <List.Item>
              Malpractice insurance: {data.hasMalpracticeInsurance ? "yes" : "no"}
              {data.malpracticeInsuranceFile
                ? ` — ${data.malpracticeInsuranceFile.name} (${data.malpracticeInsuranceFile.contentType})`
                : ""}
            </List.Item>
            <List.Item>Profile photo: {data.profilePhoto?.name ?? "none"}</List.Item>
          </List>
        </Card>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <ServicesCard
          key={data.services.map((service) => `${service.productId}:${service.bookingLink ?? ""}`).join("|")}
          attorney={data}
        />
        <RecordsCard attorney={data} />
      </SimpleGrid>
    </Stack>
  );
}

function StageActions({ attorney }: { attorney: AdminAttorneyDetail }) {
  const change = useChangeAttorneyStage(attorney.id);
  const [reason, setReason] = useState("");
  if (attorney.stageActions.length === 0) return null;
  const act = (action: AdminStageAction) =>
    change.mutate({ action, ...(reason.trim() ? { reason: reason.trim() } : {}) }, { onSuccess: () => setReason("") });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Stage
      </Title>
      <TextInput
        label="Reason (kept in the audit log)"
        value={reason}
        onChange={(event) => setReason(event.currentTarget.value)}
        maxLength={2000}
        maw={480}
      />
      <Group mt="sm">
        {attorney.stageActions.map((action) => (
          <Button
            key={action}
            {...(action === "approve" || action === "reactivate" ? {} : { color: "red.9", variant: "outline" })}
            onClick={() => act(action)}
            loading={change.isPending && change.variables?.action === action}
          >
            {ACTION_LABELS[action]}
          </Button>
        ))}
      </Group>
      {change.isError && (
        <Alert mt="sm" color="red" role="alert">
          {apiErrorMessage(change.error)}
        </Alert>
      )}
    </Card>
  );
}

function ServicesCard({ attorney }: { attorney: AdminAttorneyDetail }) {
  const products = useProducts();
  const save = usePutAttorneyServices(attorney.id);
  const offerable = (products.data ?? []).filter(
    (product) => product.productType === "REPRESENTATION" || product.productType === "Q_A",
  );
  const [draft, setDraft] = useState<Record<string, { on: boolean; link: string }>>(() =>
    Object.fromEntries(
      attorney.services.map((service) => [service.productId, { on: true, link: service.bookingLink ?? "" }]),
    ),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const send = () => {
    const body = {
      services: offerable
        .filter((product) => draft[product.id]?.on)
        .map((product) => ({ productId: product.id, bookingLink: draft[product.id]?.link.trim() || null })),
    };
    const parsed = putAttorneyServicesBodySchema.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    save.mutate(body, { onError: (error) => setProblem(apiErrorMessage(error)) });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Services and booking links
      </Title>
      <Stack gap="sm">
        {offerable.map((product) => {
          const entry = draft[product.id] ?? { on: false, link: "" };
          return (
            <Stack key={product.id} gap={4}>
              <Switch
                label={product.title}
                checked={entry.on}
                onChange={(event) =>
                  setDraft({ ...draft, [product.id]: { ...entry, on: event.currentTarget.checked } })
                }
              />
              {entry.on && (
                <TextInput
                  aria-label={`${product.title} booking link`}
                  placeholder="https:// (empty: our calendar)"
                  value={entry.link}
                  onChange={(event) =>
                    setDraft({ ...draft, [product.id]: { ...entry, link: event.currentTarget.value } })
                  }
                  maxLength={500}
                />
              )}
            </Stack>
          );
        })}
        {problem && (
          <Text c="red.9" size="sm" role="alert">
            {problem}
          </Text>
        )}
        <Button w="fit-content" onClick={send} loading={save.isPending}>
          Save services
        </Button>
      </Stack>
    </Card>
  );
}

function RecordsCard({ attorney }: { attorney: AdminAttorneyDetail }) {
  const create = useCreateDisciplinaryRecord(attorney.id);
  const [description, setDescription] = useState("");
  const [occurredOn, setOccurredOn] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [editing, setEditing] = useState<AdminAttorneyDetail["disciplinaryRecords"][number] | null>(null);
  const send = () => {
    const body = { description, ...(occurredOn ? { occurredOn } : {}) };
    const parsed = disciplinaryRecordBodySchema.safeParse(body);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? null);
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: () => (setDescription(""), setOccurredOn("")),
      onError: (error) => setProblem(apiErrorMessage(error)),
    });
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h3" mb="sm">
        Disciplinary records
      </Title>
      {attorney.disciplinaryRecords.length === 0 ? (
        <Text c="dimmed" size="sm">
          None recorded.
        </Text>
      ) : (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {attorney.disciplinaryRecords.map((record) => (
            <Group key={record.id} component="li" justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <Text size="sm">
                {formatDay(record.occurredOn)} — {record.description}
                {record.resolution ? ` (${record.resolution})` : ""}
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => setEditing(record)}
                aria-label={`Edit record: ${record.description}`}
              >
                Edit
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <DisciplinaryRecordModal attorneyId={attorney.id} record={editing} onClose={() => setEditing(null)} />
      <Stack gap="xs" mt="md">
        <Textarea
          label="New record"
          rows={2}
          maxLength={4000}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={problem}
        />
        <TextInput
          label="Date"
          placeholder="YYYY-MM-DD"
          value={occurredOn}
          onChange={(event) => setOccurredOn(event.currentTarget.value)}
          maw={200}
        />
        <Button w="fit-content" variant="light" onClick={send} loading={create.isPending}>
          Add record
        </Button>
      </Stack>
    </Card>
  );
}
