import { useMemo, useState } from "react";
import { Alert, Button, Group, Modal, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { MoneyInput } from "@prenup/ui";
import {
  errorIssues,
  financialEntrySchemaFor,
  issuesByField,
  NO_VALUE_BASIS_RULE,
  type Currency,
  type ValueBasisRule,
} from "@prenup/domain";
import { apiErrorMessage, type EditableDisclosureKind } from "@prenup/api-client";
import {
  CURRENCY_OPTIONS,
  KIND_FIELDS,
  KIND_TEXTS,
  bodyOf,
  emptyValues,
  valuesOf,
  yearOptions,
  type FieldWithRule,
  type FormValues,
} from "../utils/disclosure-fields.ts";

export interface EntryFormModalProps {
  kind: EditableDisclosureKind;
  /** The entry being edited; null to add one. */
  entry: Record<string, unknown> | null;
  opened: boolean;
  onClose: () => void;
  /** Saves the body; rejects with the server's error. */
  onSave: (body: Record<string, unknown>) => Promise<unknown>;
  /** The agreement's state's rule on each value's basis (the state-law matrix's; Minnesota asks it). */
  valueBasis?: ValueBasisRule;
}

/**
 * Add or edit an entry of a kind: the kind's fields, checked with the same domain schema as the
 * server (so a message here is the server's message); the server's own issues land on their fields.
 */
export function EntryFormModal({
  kind,
  entry,
  opened,
  onClose,
  onSave,
  valueBasis = NO_VALUE_BASIS_RULE,
}: EntryFormModalProps) {
  const schema = useMemo(() => financialEntrySchemaFor(kind, valueBasis), [kind, valueBasis]);
  const basisRequired = valueBasis.required;
  const fields = KIND_FIELDS[kind];
  const years = useMemo(() => yearOptions(new Date()), []);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: entry ? valuesOf(kind, entry) : emptyValues(kind),
    validate: (values) => {
      const result = schema.safeParse(bodyOf(kind, values));
      return result.success ? {} : issuesByField(result.error.issues, ([key]) => String(key ?? "form")).fields;
    },
  });
  const currency = (form.values["currency"] as Currency | null) ?? "USD";
  const texts = KIND_TEXTS[kind];
  const title = entry ? `Edit ${texts.one}` : `Add ${texts.one}`;

  const renderField = (field: FieldWithRule) => {
    if (field.showWhen && !field.showWhen(form.values)) return null;
    const common = {
      label: field.label,
      required: (field.required ?? false) || (field.name === "valueBasis" && basisRequired),
    };
    const props = form.getInputProps(field.name);
    switch (field.kind) {
      case "text":
        return (
          <TextInput
            key={field.name}
            {...common}
            {...props}
            value={(form.values[field.name] as string) ?? ""}
            maxLength={field.maxLength}
            description={field.description}
          />
        );
      case "money":
        return (
          <MoneyInput
            key={field.name}
            {...common}
            currency={currency}
            placeholder="0.00"
            valueInCents={(form.values[field.name] as number | null) ?? null}
            onChangeCents={(cents) => form.setFieldValue(field.name, cents)}
            error={form.errors[field.name]}
          />
        );
      case "year":
        return !field.recent ? (
          <NumberInput
            key={field.name}
            {...common}
            {...props}
            min={1900}
            max={new Date().getFullYear()}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator={false}
            placeholder="e.g. 2019"
          />
        ) : (
          <Select
            key={field.name}
            {...common}
            data={years}
            searchable
            clearable
            value={
              form.values[field.name] === "" || form.values[field.name] === null
                ? null
                : String(form.values[field.name])
            }
            onChange={(value) => form.setFieldValue(field.name, value === null ? "" : Number(value))}
            error={form.errors[field.name]}
          />
        );
      case "percent":
        return (
          <NumberInput key={field.name} {...common} {...props} min={0} max={100} allowDecimal={false} suffix="%" />
        );
      case "select":
        return <Select key={field.name} {...common} {...props} data={field.options} searchable />;
      case "switch":
        return (
          <Switch
            key={field.name}
            label={field.label}
            {...form.getInputProps(field.name, { type: "checkbox" })}
            mt="sm"
          />
        );
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" fullScreen={false}>
      <form
        noValidate
        onSubmit={form.onSubmit(async (values) => {
          setSaving(true);
          setFailure(null);
          try {
            await onSave(bodyOf(kind, values));
            onClose();
          } catch (error) {
            const issues = errorIssues(error);
            if (issues.length > 0) {
              form.setErrors(issuesByField(issues, ([key]) => String(key ?? "form")).fields);
            } else {
              setFailure(apiErrorMessage(error));
            }
          } finally {
            setSaving(false);
          }
        })}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Select
              label="Currency"
              data={CURRENCY_OPTIONS}
              {...form.getInputProps("currency")}
              allowDeselect={false}
            />
            {fields.map(renderField)}
          </SimpleGrid>
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              {entry ? "Save changes" : "Add"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
