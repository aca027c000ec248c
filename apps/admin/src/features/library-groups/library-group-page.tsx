import { useMemo, useState } from "react";
import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useForm } from "@mantine/form";
import { Link, useParams } from "react-router";
import {
  apiErrorMessage,
  useAdminStates,
  useClauseTemplates,
  useLibraryGroup,
  useSectionTemplates,
  useUpdateLibraryGroup,
  type LibraryGroup,
} from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { errorIssues } from "@prenup/domain";
import { LinkedTemplates, type LinkedTemplate } from "./components/linked-templates.tsx";
import {
  formFromGroup,
  isKeyTaken,
  issuesToErrors,
  updateBodyFromForm,
  updateFormErrors,
  type LibraryGroupFormValues,
} from "./utils/library-group-form.ts";

/** The most templates one picker offers (the API's largest page). */
const TEMPLATE_PAGE_SIZE = 200;

/** /admin/library-groups/{id}: a group's fields, states, sections and clauses, saved together with PATCH. */
export function LibraryGroupPage() {
  const { id = "" } = useParams();
  const group = useLibraryGroup(id);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/library-groups" size="sm">
        ← All library groups
      </Anchor>
      {group.isPending ? (
        <LoadingState />
      ) : group.isError ? (
        <>
          <Title order={1}>Library Group</Title>
          <ErrorState
            title="The library group could not be loaded"
            error={group.error}
            onRetry={() => void group.refetch()}
          />
        </>
      ) : (
        <GroupForm key={group.data.id} group={group.data} />
      )}
    </Stack>
  );
}

function GroupForm({ group }: { group: LibraryGroup }) {
  const update = useUpdateLibraryGroup(group.id);
  const states = useAdminStates();
  const sections = useSectionTemplates({ page: 1, pageSize: TEMPLATE_PAGE_SIZE });
  // The clause picker's filters: library clauses only (the default), and one section's clauses.
  const [libraryOnly, setLibraryOnly] = useState(true);
  const [clauseSectionId, setClauseSectionId] = useState("");
  // The clause picker's typed text, searched on the server (key or title) after a short pause.
  const [clauseSearch, setClauseSearch] = useState("");
  const [searched] = useDebouncedValue(clauseSearch.trim(), 250);
  const clauses = useClauseTemplates({
    page: 1,
    pageSize: TEMPLATE_PAGE_SIZE,
    ...(libraryOnly ? { libraryOnly: "true" as const } : {}),
    ...(clauseSectionId ? { sectionTemplateId: clauseSectionId } : {}),
    ...(searched ? { search: searched } : {}),
  });
  // The group as last saved: what the form compares with to send only the changes.
  const [saved, setSaved] = useState(group);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<LibraryGroupFormValues>({
    mode: "controlled",
    initialValues: formFromGroup(group),
    onValuesChange: () => setNotice(null),
  });

  const knownSections = useMemo(() => {
    const map = new Map<string, LinkedTemplate>();
    for (const section of sections.data?.items ?? [])
      map.set(section.id, { id: section.id, key: section.key, title: section.title });
    for (const section of saved.sections)
      map.set(section.id, { id: section.id, key: section.key, title: section.title });
    return map;
  }, [sections.data, saved.sections]);
  const knownClauses = useMemo(() => {
    const map = new Map<string, LinkedTemplate>();
    for (const clause of clauses.data?.items ?? [])
      map.set(clause.id, { id: clause.id, key: clause.key, title: clause.title ?? "" });
    for (const clause of saved.clauses)
      map.set(clause.id, { id: clause.id, key: clause.key, title: clause.title ?? "" });
    return map;
  }, [clauses.data, saved.clauses]);

  const submit = form.onSubmit((values) => {
    setNotice(null);
    setFailure(null);
    const local = updateFormErrors(values, saved);
    if (Object.keys(local.errors).length > 0 || local.other.length > 0) {
      form.setErrors(local.errors);
      if (local.other.length > 0) setFailure(local.other.join(" "));
      return;
    }
    update.mutate(updateBodyFromForm(values, saved), {
      onSuccess: (next) => {
        setSaved(next);
        form.setValues(formFromGroup(next));
        form.resetDirty(formFromGroup(next));
        setNotice("The library group is saved. Attorneys see the change in the editor's library.");
      },
      onError: (error) => {
        const issues = errorIssues(error);
        if (issues.length > 0) {
          const placed = issuesToErrors(issues);
          form.setErrors(placed.errors);
          if (placed.other.length > 0) setFailure(placed.other.join(" "));
        } else if (isKeyTaken(error)) form.setErrors({ key: apiErrorMessage(error) });
        else setFailure(apiErrorMessage(error));
      },
    });
  });

  const templatesError = (query: { isError: boolean; error: unknown; refetch: () => unknown }, what: string) =>
    query.isError ? (
      <Text size="sm" c="red.9" role="alert">
        The {what} could not be loaded: {apiErrorMessage(query.error)}
      </Text>
    ) : null;

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <div>
          <Title order={1}>{saved.name}</Title>
          <Text size="sm" c="dimmed">
            Key{" "}
            <Text span ff="monospace">
              {saved.key}
            </Text>
          </Text>
        </div>
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Title order={2} size="h4">
              Details
            </Title>
            <TextInput
              label="Name"
              description="What attorneys see in the editor's library."
              maxLength={120}
              withAsterisk
              {...form.getInputProps("name")}
            />
            <Textarea label="Description" rows={3} maxLength={2000} {...form.getInputProps("description")} />
            <NumberInput
              label="Order"
              description="Groups are listed by this number, then by name."
              min={0}
              max={10_000}
              allowDecimal={false}
              allowNegative={false}
              maw={200}
              {...form.getInputProps("order")}
            />
            <MultiSelect
              label="States"
              description="Leave empty to offer the group in every state."
              data={(states.data ?? []).map((state) => ({
                value: state.id,
                label: `${state.name} (${state.abbreviation})`,
              }))}
              searchable
              clearable
              disabled={!states.data}
              {...form.getInputProps("stateIds")}
            />
            {templatesError(states, "states")}
          </Stack>
        </Paper>
        <LinkedTemplates
          heading="Sections"
          noun="section"
          empty="No section is linked: the group adds clauses only."
          ids={form.values.sectionTemplateIds}
          known={knownSections}
          options={(sections.data?.items ?? []).map((section) => ({
            id: section.id,
            key: section.key,
            title: section.title,
          }))}
          onChange={(ids) => form.setFieldValue("sectionTemplateIds", ids)}
          error={
            form.errors.sectionTemplateIds ? (
              <Text size="sm" c="red.9">
                {form.errors.sectionTemplateIds}
              </Text>
            ) : (
              templatesError(sections, "sections")
            )
          }
        />
        <LinkedTemplates
          heading="Clauses"
          noun="clause"
          empty="No clause is linked yet."
          ids={form.values.clauseTemplateIds}
          known={knownClauses}
          options={(clauses.data?.items ?? []).map((clause) => ({
            id: clause.id,
            key: clause.key,
            title: clause.title ?? "",
          }))}
          onChange={(ids) => form.setFieldValue("clauseTemplateIds", ids)}
          search={{ value: clauseSearch, onChange: setClauseSearch }}
          pickerExtra={
            <>
              <NativeSelect
                label="From section"
                data={[
                  { value: "", label: "Every section" },
                  ...(sections.data?.items ?? []).map((section) => ({ value: section.id, label: section.title })),
                ]}
                value={clauseSectionId}
                onChange={(event) => setClauseSectionId(event.currentTarget.value)}
                style={{ flex: "0 1 220px" }}
              />
              <Switch
                label="Library clauses only"
                checked={libraryOnly}
                onChange={(event) => setLibraryOnly(event.currentTarget.checked)}
                mb={8}
              />
            </>
          }
          error={
            form.errors.clauseTemplateIds ? (
              <Text size="sm" c="red.9">
                {form.errors.clauseTemplateIds}
              </Text>
            ) : clauses.isError ? (
              templatesError(clauses, "clauses")
            ) : clauses.data && clauses.data.total > clauses.data.items.length ? (
              <Text size="sm" c="dimmed">
                The picker offers the first {clauses.data.items.length} of {clauses.data.total} clauses: type part of a
                clause's name, or choose a section, to find the rest.
              </Text>
            ) : null
          }
        />
        {failure ? (
          <Alert role="alert" color="red" variant="light" title="The library group was not saved">
            {failure}
          </Alert>
        ) : null}
        {notice ? (
          <Alert role="status" color="green" variant="light">
            {notice}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={!form.isDirty() || update.isPending}
            onClick={() => {
              form.setValues(formFromGroup(saved));
              form.clearErrors();
              setFailure(null);
            }}
          >
            Undo changes
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save library group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
