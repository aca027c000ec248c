import { Alert, Button, Group, Modal, MultiSelect, NumberInput, Stack, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { apiErrorMessage, useCreateLibraryGroup, type AdminState, type LibraryGroup } from "@prenup/api-client";
import { errorIssues } from "@prenup/domain";
import {
  EMPTY_LIBRARY_GROUP_FORM,
  createBodyFromForm,
  createFormErrors,
  isKeyTaken,
  issuesToErrors,
  type LibraryGroupFormValues,
} from "../utils/library-group-form.ts";

export interface CreateLibraryGroupModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (group: LibraryGroup) => void;
  states: AdminState[];
}

/** "New library group": key, name, description, order and states; sections and clauses are added on the group's page. */
export function CreateLibraryGroupModal({ opened, onClose, onCreated, states }: CreateLibraryGroupModalProps) {
  const create = useCreateLibraryGroup();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title="New library group"
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? <CreateForm create={create} states={states} onCancel={close} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function CreateForm({
  create,
  states,
  onCancel,
  onCreated,
}: {
  create: ReturnType<typeof useCreateLibraryGroup>;
  states: AdminState[];
  onCancel: () => void;
  onCreated: (group: LibraryGroup) => void;
}) {
  const form = useForm<LibraryGroupFormValues>({
    mode: "controlled",
    initialValues: EMPTY_LIBRARY_GROUP_FORM,
    validate: createFormErrors,
  });
  // A server refusal that names a field shows on it; anything else shows above the buttons.
  const issues = create.error ? errorIssues(create.error) : [];
  const unplaced = create.error
    ? issues.length > 0
      ? issuesToErrors(issues).other
      : isKeyTaken(create.error)
        ? []
        : [apiErrorMessage(create.error)]
    : [];

  const submit = form.onSubmit((values) => {
    create.mutate(createBodyFromForm(values), {
      onSuccess: (group) => {
        create.reset();
        onCreated(group);
      },
      onError: (error) => {
        const found = errorIssues(error);
        if (found.length > 0) form.setErrors(issuesToErrors(found).errors);
        else if (isKeyTaken(error)) form.setErrors({ key: apiErrorMessage(error) });
      },
    });
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label="Key"
          description="2 to 60 lower-case letters, digits or underscores; it cannot change later."
          maxLength={60}
          withAsterisk
          data-autofocus
          {...form.getInputProps("key")}
        />
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
          {...form.getInputProps("order")}
        />
        <MultiSelect
          label="States"
          description="Leave empty to offer the group in every state."
          data={states.map((state) => ({ value: state.id, label: `${state.name} (${state.abbreviation})` }))}
          searchable
          clearable
          {...form.getInputProps("stateIds")}
        />
        {unplaced.length > 0 ? (
          <Alert role="alert" color="red" variant="light" title="The library group was not created">
            {unplaced.join(" ")}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create library group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
