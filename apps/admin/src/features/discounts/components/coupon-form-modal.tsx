import { useState } from "react";
import { Alert, Button, Group, Modal, NumberInput, Radio, Stack, TextInput } from "@mantine/core";
import { apiErrorCode, apiErrorMessage, useCreateCoupon, type Coupon } from "@prenup/api-client";
import {
  EMPTY_COUPON_FORM,
  couponBodyFromForm,
  couponFormErrors,
  type CouponFormValues,
  type CouponKind,
  type FormErrors,
} from "../utils/discount-forms.ts";
import { DISCOUNTS_TEXTS } from "../discounts-texts.ts";

export interface CouponFormModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (coupon: Coupon) => void;
}

/** "New coupon": a name, percent off or an amount off (exactly one), an optional expiry. */
export function CouponFormModal({ opened, onClose, onCreated }: CouponFormModalProps) {
  const create = useCreateCoupon();
  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={DISCOUNTS_TEXTS.couponFormTitle}
      size="md"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {opened ? <CouponForm create={create} onCancel={close} onCreated={onCreated} /> : null}
    </Modal>
  );
}

function CouponForm({
  create,
  onCancel,
  onCreated,
}: {
  create: ReturnType<typeof useCreateCoupon>;
  onCancel: () => void;
  onCreated: (coupon: Coupon) => void;
}) {
  const [values, setValues] = useState<CouponFormValues>(EMPTY_COUPON_FORM);
  const [errors, setErrors] = useState<FormErrors<CouponFormValues>>({});
  // A name another live coupon has (409) belongs to the name field, until the name changes.
  const nameTaken = apiErrorCode(create.error) === "COUPON_NAME_EXISTS";

  const set = <K extends keyof CouponFormValues>(name: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    if (name === "name" && nameTaken) create.reset();
  };

  const submit = () => {
    const found = couponFormErrors(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(couponBodyFromForm(values), {
      onSuccess: (coupon) => {
        create.reset();
        onCreated(coupon);
      },
    });
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
        <TextInput
          label={DISCOUNTS_TEXTS.nameLabel}
          value={values.name}
          onChange={(event) => set("name", event.currentTarget.value)}
          error={errors.name ?? (nameTaken ? apiErrorMessage(create.error) : undefined)}
          maxLength={100}
          withAsterisk
          data-autofocus
        />
        <Radio.Group
          label={DISCOUNTS_TEXTS.kindLabel}
          value={values.kind}
          onChange={(kind) => {
            // A new kind starts from an empty value: a percentage is never sent as dollars or back.
            setValues((current) => ({ ...current, kind: kind as CouponKind, value: "" }));
            setErrors((current) => ({ ...current, kind: undefined, value: undefined }));
          }}
          error={errors.kind}
          withAsterisk
        >
          <Group gap="lg" mt="xs">
            <Radio value="percent" label={DISCOUNTS_TEXTS.percentKind} />
            <Radio value="amount" label={DISCOUNTS_TEXTS.amountKind} />
          </Group>
        </Radio.Group>
        {values.kind === "percent" ? (
          <NumberInput
            key="percent"
            label={DISCOUNTS_TEXTS.percentLabel}
            value={values.value}
            onChange={(value) => set("value", value)}
            error={errors.value}
            suffix="%"
            allowDecimal={false}
            allowNegative={false}
            min={1}
            max={100}
            clampBehavior="none"
            hideControls
            withAsterisk
          />
        ) : null}
        {values.kind === "amount" ? (
          <NumberInput
            key="amount"
            label={DISCOUNTS_TEXTS.amountLabel}
            value={values.value}
            onChange={(value) => set("value", value)}
            error={errors.value}
            prefix="$"
            decimalScale={2}
            fixedDecimalScale
            thousandSeparator=","
            allowNegative={false}
            hideControls
            withAsterisk
          />
        ) : null}
        <TextInput
          type="date"
          label={DISCOUNTS_TEXTS.expiryLabel}
          description={DISCOUNTS_TEXTS.expiryDescription}
          value={values.expirationDate}
          onChange={(event) => set("expirationDate", event.currentTarget.value)}
          error={errors.expirationDate}
        />
        {create.error && !nameTaken ? (
          <Alert role="alert" color="red" variant="light" title={DISCOUNTS_TEXTS.couponFailed}>
            {apiErrorMessage(create.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={create.isPending}>
            {DISCOUNTS_TEXTS.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {DISCOUNTS_TEXTS.createCoupon}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
