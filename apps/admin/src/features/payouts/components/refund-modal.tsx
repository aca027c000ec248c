import { useState } from "react";
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { apiErrorMessage, useRefundPurchaseItem, type AdminPurchaseItem } from "@prenup/api-client";
import { formatCents, fromCents } from "@prenup/domain";
import { dollarsToCents } from "../dollars.ts";
import { PAYOUTS_TEXTS, REFUND_TEXTS } from "../payouts-texts.ts";
import { SummaryRows } from "./summary-rows.tsx";
import { formatDate } from "@prenup/ui";

type Errors = { amount?: string; reason?: string; complimentary?: string };

function refundErrors(item: AdminPurchaseItem, cents: number | null, reason: string, complimentary: boolean): Errors {
  const errors: Errors = {};
  if (cents === null) errors.amount = REFUND_TEXTS.amountRequired;
  else if (cents < 1) errors.amount = REFUND_TEXTS.amountTooSmall;
  else if (cents > item.refundableInCents) errors.amount = REFUND_TEXTS.amountTooLarge(item.refundableInCents);
  if (reason.trim() === "") errors.reason = REFUND_TEXTS.reasonRequired;
  if (!item.hasCharge && !complimentary) errors.complimentary = REFUND_TEXTS.complimentaryMissing;
  return errors;
}

export interface RefundModalProps {
  /** The purchase to refund; the popup is open while there is one. */
  item: AdminPurchaseItem | null;
  onClose: () => void;
  /** After the server recorded the refund, with a sentence saying what happened. */
  onDone: (message: string) => void;
}

/** "Refund": an amount up to what is refundable, a reason, the complimentary flag, then a confirmation. */
export function RefundModal({ item, onClose, onDone }: RefundModalProps) {
  const refund = useRefundPurchaseItem();
  const close = () => {
    if (refund.isPending) return;
    refund.reset();
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={REFUND_TEXTS.title}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {item ? <RefundForm key={item.id} item={item} refund={refund} onCancel={close} onDone={onDone} /> : null}
    </Modal>
  );
}

function RefundForm({
  item,
  refund,
  onCancel,
  onDone,
}: {
  item: AdminPurchaseItem;
  refund: ReturnType<typeof useRefundPurchaseItem>;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  // The whole refundable remainder by default (the usual case); the confirmation step names the amount.
  const [amount, setAmount] = useState<number | string>(fromCents(item.refundableInCents));
  const [reason, setReason] = useState("");
  // A purchase without a charge can only be refunded as a complimentary refund.
  const [complimentary, setComplimentary] = useState(!item.hasCharge);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);

  const cents = dollarsToCents(amount);
  const buyer = `${item.buyer.name} (${item.buyer.email})`;

  const next = () => {
    const found = refundErrors(item, cents, reason, complimentary);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const confirm = () => {
    if (cents === null) return;
    refund.mutate(
      {
        purchaseItemId: item.id,
        refundAmount: cents,
        refundReason: reason.trim(),
        isComplimentaryRefund: complimentary,
      },
      {
        onSuccess: (result) => {
          refund.reset();
          onDone(REFUND_TEXTS.done(formatCents(result.refund.amountInCents), item.buyer.name));
        },
      },
    );
  };

  if (confirming && cents !== null) {
    const amountText = formatCents(cents);
    return (
      <Stack gap="md">
        <Text fw={600}>{REFUND_TEXTS.confirmTitle}</Text>
        <Text>
          {complimentary
            ? REFUND_TEXTS.confirmComplimentary(amountText, buyer)
            : REFUND_TEXTS.confirmCharged(amountText, buyer)}
        </Text>
        <Text size="sm">{`${REFUND_TEXTS.reasonLabel}: ${reason.trim()}`}</Text>
        {refund.error ? (
          <Alert role="alert" color="red" variant="light" title={REFUND_TEXTS.failed}>
            {apiErrorMessage(refund.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={refund.isPending}
            onClick={() => {
              refund.reset();
              setConfirming(false);
            }}
          >
            {PAYOUTS_TEXTS.back}
          </Button>
          <Button color="red" onClick={confirm} loading={refund.isPending}>
            {REFUND_TEXTS.confirm}
          </Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        next();
      }}
    >
      <Stack gap="md">
        <SummaryRows
          rows={[
            [REFUND_TEXTS.purchase, `${item.product.title} on ${formatDate(item.createdAt)}`],
            [REFUND_TEXTS.buyer, buyer],
            [REFUND_TEXTS.paid, formatCents(item.pricePaidInCents)],
            [REFUND_TEXTS.refunded, formatCents(item.amountRefundedInCents)],
            ...(item.pricePaidToAttorneyInCents
              ? [[REFUND_TEXTS.paidOut, formatCents(item.pricePaidToAttorneyInCents)] as [string, string]]
              : []),
            [REFUND_TEXTS.refundable, formatCents(item.refundableInCents)],
          ]}
        />
        {item.pricePaidToAttorneyInCents ? (
          <Alert color="yellow" variant="light">
            {REFUND_TEXTS.limitedByPayout(item.pricePaidToAttorneyInCents)}
          </Alert>
        ) : null}
        <NumberInput
          label={REFUND_TEXTS.amountLabel}
          description={REFUND_TEXTS.amountDescription(item.refundableInCents)}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors((current) => ({ ...current, amount: undefined }));
          }}
          error={errors.amount}
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          thousandSeparator=","
          allowNegative={false}
          hideControls
          withAsterisk
        />
        <Textarea
          label={REFUND_TEXTS.reasonLabel}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setErrors((current) => ({ ...current, reason: undefined }));
          }}
          error={errors.reason}
          rows={3}
          maxLength={500}
          withAsterisk
        />
        <Checkbox
          label={REFUND_TEXTS.complimentaryLabel}
          description={item.hasCharge ? REFUND_TEXTS.complimentaryDescription : REFUND_TEXTS.complimentaryRequired}
          checked={complimentary}
          onChange={(event) => {
            setComplimentary(event.currentTarget.checked);
            setErrors((current) => ({ ...current, complimentary: undefined }));
          }}
          error={errors.complimentary}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {PAYOUTS_TEXTS.cancel}
          </Button>
          <Button type="submit">{PAYOUTS_TEXTS.continue}</Button>
        </Group>
      </Stack>
    </form>
  );
}
