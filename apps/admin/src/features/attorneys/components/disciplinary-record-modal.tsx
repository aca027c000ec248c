import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { apiErrorMessage, useUpdateDisciplinaryRecord, type AdminAttorneyDetail } from "@prenup/api-client";
import {
  disciplinaryRecordBodyFromForm,
  disciplinaryRecordFormValues,
  type DisciplinaryRecordFormValues,
} from "../utils/disciplinary-record-form.ts";
import { notify } from "@prenup/ui";

type DisciplinaryRecord = AdminAttorneyDetail["disciplinaryRecords"][number];

/** Edits one disciplinary record in a dialog: the server's schema checks the fields, the page reads the record again after saving. */
export function DisciplinaryRecordModal({
  attorneyId,
  record,
  onClose,
}: {
  attorneyId: string;
  record: DisciplinaryRecord | null;
  onClose: () => void;
}) {
  return (
    <Modal opened={record !== null} onClose={onClose} title="Edit disciplinary record">
      {record && <RecordForm key={record.id} attorneyId={attorneyId} record={record} onClose={onClose} />}
    </Modal>
  );
}

function RecordForm({
  attorneyId,
  record,
  onClose,
}: {
  attorneyId: string;
  record: DisciplinaryRecord;
  onClose: () => void;
}) {
  const update = useUpdateDisciplinaryRecord(attorneyId);
  const form = useForm<DisciplinaryRecordFormValues>({
    mode: "controlled",
    initialValues: disciplinaryRecordFormValues(record),
    validate: (values) => {
      const result = disciplinaryRecordBodyFromForm(values);
      return "errors" in result ? result.errors : {};
    },
  });
  const submit = form.onSubmit((values) => {
    const result = disciplinaryRecordBodyFromForm(values);
    if ("errors" in result) return form.setErrors(result.errors);
    update.mutate(
      { recordId: record.id, body: result.body },
      {
        onSuccess: () => {
          notify({ color: "green", title: "Record saved", message: "The disciplinary record was updated." });
          onClose();
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label="Description"
          required
          rows={3}
          maxLength={4000}
          data-autofocus
          {...form.getInputProps("description")}
        />
        <TextInput
          label="Date"
          description="YYYY-MM-DD; leave empty if unknown"
          maxLength={10}
          maw={220}
          {...form.getInputProps("occurredOn")}
        />
        <Textarea label="Resolution" rows={3} maxLength={4000} {...form.getInputProps("resolution")} />
        {update.isError && (
          <Alert color="red" role="alert">
            {apiErrorMessage(update.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save record
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
