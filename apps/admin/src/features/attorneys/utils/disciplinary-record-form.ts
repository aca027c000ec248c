import type { UpdateDisciplinaryRecordBody } from "@prenup/api-client";
import { issuesByField, updateDisciplinaryRecordBodySchema } from "@prenup/domain";

/** The edit form's fields: text as typed (an empty date or resolution clears it). */
export type DisciplinaryRecordFormValues = { description: string; occurredOn: string; resolution: string };

export function disciplinaryRecordFormValues(record: {
  description: string;
  occurredOn: string | null;
  resolution: string | null;
}): DisciplinaryRecordFormValues {
  return { description: record.description, occurredOn: record.occurredOn ?? "", resolution: record.resolution ?? "" };
}

/** The PATCH body for the form, checked with the server's schema (its messages, per field). */
export function disciplinaryRecordBodyFromForm(
  values: DisciplinaryRecordFormValues,
): { body: UpdateDisciplinaryRecordBody } | { errors: Partial<Record<string, string>> } {
  const body = {
    description: values.description,
    occurredOn: values.occurredOn.trim() || null,
    resolution: values.resolution.trim() || null,
  };
  const result = updateDisciplinaryRecordBodySchema.safeParse(body);
  if (result.success) return { body: result.data };
  return { errors: issuesByField(result.error.issues, (path) => String(path[0] ?? "description")).fields };
}
