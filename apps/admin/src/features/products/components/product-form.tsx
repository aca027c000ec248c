import { Alert, Button, Group, Stack, Switch, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { apiErrorMessage, useUpdateProduct, type Product, type ProductEdit } from "@prenup/api-client";
import { updateProductSchema } from "@prenup/domain";
import { MoneyInput } from "@prenup/ui";
import { PRODUCTS_TEXTS as T } from "../products-texts.ts";

type Values = {
  title: string;
  description: string;
  priceInCents: number | null;
  isActive: boolean;
  discountsAllowed: boolean;
};

/** The fields the admin changed, as PATCH /products/{id} takes them (empty description → none). */
function changesOf(product: Product, values: Values): ProductEdit {
  const changes: ProductEdit = {};
  if (values.title.trim() !== product.title) changes.title = values.title;
  if ((values.description.trim() || null) !== product.description) changes.description = values.description;
  if (values.priceInCents !== null && values.priceInCents !== product.priceInCents)
    changes.priceInCents = values.priceInCents;
  if (values.isActive !== product.isActive) changes.isActive = values.isActive;
  if (values.discountsAllowed !== product.discountsAllowed) changes.discountsAllowed = values.discountsAllowed;
  return changes;
}

/**
 * One product's name, description, price, sale and discounts, checked with the server's rule
 * (`updateProductSchema`) before sending only what changed.
 */
export function ProductForm({ product, onDone }: { product: Product; onDone: (notice: string | null) => void }) {
  const update = useUpdateProduct(product.id);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: {
      title: product.title,
      description: product.description ?? "",
      priceInCents: product.priceInCents,
      isActive: product.isActive,
      discountsAllowed: product.discountsAllowed,
    },
    validate: schemaResolver(updateProductSchema, { sync: true }),
  });

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        const changes = changesOf(product, values);
        if (Object.keys(changes).length === 0) return onDone(T.nothingChanged);
        update.mutate(changes, { onSuccess: (saved) => onDone(T.saved(saved)) });
      })}
    >
      <Stack gap="sm">
        <TextInput label={T.nameLabel} required maxLength={120} {...form.getInputProps("title")} />
        <Textarea
          label={T.descriptionLabel}
          description={T.descriptionHint}
          rows={3}
          maxLength={1000}
          {...form.getInputProps("description")}
        />
        <MoneyInput
          label={T.priceLabel}
          description={T.priceHint}
          required
          valueInCents={form.values.priceInCents}
          onChangeCents={(cents) => form.setFieldValue("priceInCents", cents)}
          error={form.errors["priceInCents"]}
        />
        <Switch label={T.activeLabel} {...form.getInputProps("isActive", { type: "checkbox" })} />
        <Switch label={T.discountsLabel} {...form.getInputProps("discountsAllowed", { type: "checkbox" })} />
        {update.error ? (
          <Alert role="alert" color="red" title={T.failed}>
            {apiErrorMessage(update.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => onDone(null)}>
            {T.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {T.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
