import { useState } from "react";
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, TextInput } from "@mantine/core";
import { apiErrorMessage, useCreateDiscountCode, useUpdateDiscountCode, type DiscountCode } from "@prenup/api-client";
import {
  EMPTY_CODE_FORM,
  codeBodyFromForm,
  codeFormErrors,
  codeFormFromCode,
  codeUpdateFromForm,
  type CodeFormValues,
  type FormErrors,
} from "../utils/discount-forms.ts";
import { DISCOUNTS_TEXTS } from "../discounts-texts.ts";

export interface CodeFormModalProps {
  couponId: string;
  /** "new" for a new code, a code to edit its expiry and limit, null when closed. */
  target: "new" | DiscountCode | null;
  onClose: () => void;
}

/** "New code" (code, expiry, limit, active) or "Edit <code>" (expiry and limit). */
export function CodeFormModal({ couponId, target, onClose }: CodeFormModalProps) {
  const title =
    target === "new" ? DISCOUNTS_TEXTS.codeFormTitle : target ? DISCOUNTS_TEXTS.editCodeTitle(target.code) : "";
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={title}
      size="md"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {target ? (
        <CodeForm
          key={target === "new" ? "new" : target.id}
          couponId={couponId}
          code={target === "new" ? null : target}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function CodeForm({ couponId, code, onDone }: { couponId: string; code: DiscountCode | null; onDone: () => void }) {
  const create = useCreateDiscountCode(couponId);
  const update = useUpdateDiscountCode();
  const mutation = code ? update : create;
  const [values, setValues] = useState<CodeFormValues>(() => (code ? codeFormFromCode(code) : EMPTY_CODE_FORM));
  const [errors, setErrors] = useState<FormErrors<CodeFormValues>>({});

  const set = <K extends keyof CodeFormValues>(name: K, value: CodeFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = () => {
    const found = codeFormErrors(values, code === null);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (code) update.mutate({ codeId: code.id, couponId, ...codeUpdateFromForm(values) }, { onSuccess: onDone });
    else create.mutate(codeBodyFromForm(values), { onSuccess: onDone });
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        {code ? null : (
          <TextInput
            label={DISCOUNTS_TEXTS.codeLabel}
            description={DISCOUNTS_TEXTS.codeDescription}
            value={values.code}
            onChange={(event) => set("code", event.currentTarget.value.toUpperCase())}
            error={errors.code}
            maxLength={40}
            autoComplete="off"
            withAsterisk
            data-autofocus
          />
        )}
        <TextInput
          type="date"
          label={DISCOUNTS_TEXTS.expiryLabel}
          description={DISCOUNTS_TEXTS.expiryDescription}
          value={values.expirationDate}
          onChange={(event) => set("expirationDate", event.currentTarget.value)}
          error={errors.expirationDate}
        />
        <NumberInput
          label={DISCOUNTS_TEXTS.limitLabel}
          description={DISCOUNTS_TEXTS.limitDescription}
          value={values.maxRedemptionsPerCustomer}
          onChange={(value) => set("maxRedemptionsPerCustomer", value)}
          error={errors.maxRedemptionsPerCustomer}
          allowDecimal={false}
          allowNegative={false}
          min={1}
          clampBehavior="none"
          hideControls
        />
        {code ? null : (
          <Switch
            label={DISCOUNTS_TEXTS.isActiveLabel}
            checked={values.isActive}
            onChange={(event) => set("isActive", event.currentTarget.checked)}
          />
        )}
        {mutation.error ? (
          <Alert role="alert" color="red" variant="light" title={DISCOUNTS_TEXTS.codeFailed}>
            {apiErrorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={mutation.isPending}>
            {DISCOUNTS_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {code ? DISCOUNTS_TEXTS.saveCode : DISCOUNTS_TEXTS.createCode}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
