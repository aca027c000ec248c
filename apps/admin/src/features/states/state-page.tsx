import { useState } from "react";
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { Link, useParams } from "react-router";
import {
  useAdminStates,
  useDocumentTemplates,
  useTemplateStates,
  useTerms,
  useUpdateState,
  useUpdateTemplateState,
  useUpdateTerm,
  type AdminState,
  type DocumentTemplateState,
} from "@prenup/api-client";
import {
  ATTORNEY_SUPPORTS,
  DISTRIBUTION_LAWS,
  SPOUSAL_SUPPORT_LAWS,
  errorDisplayMessage,
  updateStateSchema,
  updateTemplateStateSchema,
  updateTermSchema,
} from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";

const label = (value: string) => value.charAt(0) + value.slice(1).toLowerCase().replaceAll("_", " ");
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? "Invalid value");

function Outcome({ saved, failure }: { saved: string | null; failure: string | null }) {
  if (failure)
    return (
      <Alert role="alert" color="red">
        {failure}
      </Alert>
    );
  if (saved)
    return (
      <Alert role="status" color="green">
        {saved}
      </Alert>
    );
  return null;
}

function StateForm({ state }: { state: AdminState }) {
  const update = useUpdateState(state.id);
  const [values, setValues] = useState({
    isActive: state.isActive,
    allowsOnlineNotary: state.allowsOnlineNotary,
    embryoRepRequired: state.embryoRepRequired,
    notaryBlockText: state.notaryBlockText ?? "",
    termForState: state.termForState ?? "",
    distributionLaw: state.distributionLaw,
    spousalSupportLaw: state.spousalSupportLaw,
    attorneySupport: state.attorneySupport,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function save() {
    setSaved(null);
    const changes = Object.fromEntries(
      Object.entries(values).filter(
        ([key, value]) =>
          value !== ((state as Record<string, unknown>)[key] ?? (typeof value === "string" ? "" : undefined)),
      ),
    );
    const parsed = updateStateSchema.safeParse(changes);
    if (!parsed.success) return setFailure(firstIssue(parsed));
    setFailure(null);
    try {
      await update.mutateAsync(parsed.data);
      setSaved("The state is saved. New agreements use these values.");
    } catch (error) {
      setFailure(errorDisplayMessage(error));
    }
  }

  return (
    <Card withBorder>
      <Stack gap="sm">
        <Title order={2} size="h4">
          Flags and texts
        </Title>
        <Switch
          label="Active (couples can choose this state)"
          checked={values.isActive}
          onChange={(event) => set("isActive", event.currentTarget.checked)}
        />
        <Switch
          label="Allows online notarization"
          checked={values.allowsOnlineNotary}
          onChange={(event) => set("allowsOnlineNotary", event.currentTarget.checked)}
        />
        <Switch
          label="Embryo representation required"
          checked={values.embryoRepRequired}
          onChange={(event) => set("embryoRepRequired", event.currentTarget.checked)}
        />
        <Textarea
          label="Notary block text"
          description="Shown on the couple's notarization page when online notarization is not allowed."
          rows={3}
          maxLength={2000}
          value={values.notaryBlockText}
          onChange={(event) => set("notaryBlockText", event.currentTarget.value)}
        />
        <TextInput
          label="Term for the state"
          maxLength={100}
          value={values.termForState}
          onChange={(event) => set("termForState", event.currentTarget.value)}
        />
        <Group grow wrap="wrap">
          <NativeSelect
            label="Property law"
            data={DISTRIBUTION_LAWS.map((value) => ({ value, label: label(value) }))}
            value={values.distributionLaw}
            onChange={(event) => set("distributionLaw", event.currentTarget.value as typeof values.distributionLaw)}
          />
          <NativeSelect
            label="Spousal support law"
            data={SPOUSAL_SUPPORT_LAWS.map((value) => ({ value, label: label(value) }))}
            value={values.spousalSupportLaw}
            onChange={(event) => set("spousalSupportLaw", event.currentTarget.value as typeof values.spousalSupportLaw)}
          />
          <NativeSelect
            label="Attorney support"
            data={ATTORNEY_SUPPORTS.map((value) => ({ value, label: label(value) }))}
            value={values.attorneySupport}
            onChange={(event) => set("attorneySupport", event.currentTarget.value as typeof values.attorneySupport)}
          />
        </Group>
        <Outcome saved={saved} failure={failure} />
        <Group justify="flex-end">
          <Button onClick={() => void save()} loading={update.isPending}>
            Save state
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function TermRow({
  term,
  stateId,
  templateId,
}: {
  term: { key: string; value: string; stateId: string | null };
  stateId: string;
  templateId: string;
}) {
  const update = useUpdateTerm();
  const [value, setValue] = useState(term.value);
  const [message, setMessage] = useState<string | null>(null);
  const editable = term.stateId === stateId;
  async function save() {
    const parsed = updateTermSchema.safeParse({ value });
    if (!parsed.success) return setMessage(firstIssue(parsed));
    try {
      await update.mutateAsync({ key: term.key, stateId, documentTemplateId: templateId, value: parsed.data.value });
      setMessage("Saved");
    } catch (error) {
      setMessage(errorDisplayMessage(error));
    }
  }
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" ff="monospace">
          {term.key}
        </Text>
      </Table.Td>
      <Table.Td>
        {editable ? (
          <TextInput
            aria-label={`Wording of ${term.key}`}
            value={value}
            maxLength={2000}
            onChange={(event) => setValue(event.currentTarget.value)}
            error={message && message !== "Saved" ? message : undefined}
          />
        ) : (
          <Text size="sm">
            {term.value}{" "}
            <Text span c="dimmed" size="xs">
              (general)
            </Text>
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {editable ? (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => void save()}
              loading={update.isPending}
              disabled={value === term.value}
            >
              Save
            </Button>
            {message === "Saved" ? (
              <Text size="xs" c="green">
                Saved
              </Text>
            ) : null}
          </Group>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

function TemplateStateForm({ settings }: { settings: DocumentTemplateState }) {
  const update = useUpdateTemplateState(settings.stateId, settings.documentTemplateId);
  const [values, setValues] = useState({
    termForDocument: settings.termForDocument,
    statute: settings.statute ?? "",
    witnessRequired: settings.witnessRequired,
  });
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function save() {
    setSaved(null);
    const parsed = updateTemplateStateSchema.safeParse(values);
    if (!parsed.success) return setFailure(firstIssue(parsed));
    setFailure(null);
    try {
      await update.mutateAsync(parsed.data);
      setSaved("The template's settings are saved.");
    } catch (error) {
      setFailure(errorDisplayMessage(error));
    }
  }
  return (
    <Stack gap="sm">
      <TextInput
        label="Name of the document"
        maxLength={200}
        value={values.termForDocument}
        onChange={(event) => setValues((v) => ({ ...v, termForDocument: event.currentTarget.value }))}
      />
      <TextInput
        label="Statute"
        maxLength={500}
        value={values.statute}
        onChange={(event) => setValues((v) => ({ ...v, statute: event.currentTarget.value }))}
      />
      <Switch
        label="Witness required"
        checked={values.witnessRequired}
        onChange={(event) => setValues((v) => ({ ...v, witnessRequired: event.currentTarget.checked }))}
      />
      <Outcome saved={saved} failure={failure} />
      <Group justify="flex-end">
        <Button onClick={() => void save()} loading={update.isPending}>
          Save template settings
        </Button>
      </Group>
    </Stack>
  );
}

/** /admin/states/{id}: a state's flags and texts, its terms and the agreement template's settings. */
export function StatePage() {
  const { id = "" } = useParams();
  const states = useAdminStates();
  const templates = useDocumentTemplates();
  const templateId = templates.data?.items[0]?.id;
  const terms = useTerms({ stateId: id, ...(templateId ? { documentTemplateId: templateId } : {}) });
  const templateStates = useTemplateStates(templateId, id);

  if (states.isPending) return <LoadingState />;
  if (states.isError)
    return (
      <ErrorState title="The state could not be loaded" error={states.error} onRetry={() => void states.refetch()} />
    );
  const state = states.data.find((candidate) => candidate.id === id);
  if (!state) return <ErrorState title="State not found" error={new Error("There is no state with this id.")} />;
  const settings = templateStates.data?.[0];

  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/states" size="sm">
        ← All states
      </Anchor>
      <Title order={1}>
        {state.name} ({state.abbreviation})
      </Title>
      <StateForm key={state.id} state={state} />
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Agreement template settings
          </Title>
          {templates.isPending || templateStates.isPending ? (
            <LoadingState />
          ) : templates.isError || templateStates.isError ? (
            <ErrorState
              title="The template's settings could not be loaded"
              error={templates.error ?? templateStates.error}
            />
          ) : settings ? (
            <TemplateStateForm key={settings.id} settings={settings} />
          ) : (
            <Text c="dimmed">The agreement template has no settings for this state.</Text>
          )}
        </Stack>
      </Card>
      <Card withBorder>
        <Stack gap="sm">
          <Title order={2} size="h4">
            Terms
          </Title>
          <Text size="sm" c="dimmed">
            The wording used in this state's agreements. General terms apply everywhere; this state's own terms can be
            edited here.
          </Text>
          {terms.isPending ? (
            <LoadingState />
          ) : terms.isError ? (
            <ErrorState
              title="The terms could not be loaded"
              error={terms.error}
              onRetry={() => void terms.refetch()}
            />
          ) : terms.data.length === 0 ? (
            <Text c="dimmed">No terms.</Text>
          ) : (
            <Table.ScrollContainer minWidth={560}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Key</Table.Th>
                    <Table.Th>Wording</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {terms.data.map((term) => (
                    <TermRow key={term.id} term={term} stateId={id} templateId={templateId ?? ""} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
