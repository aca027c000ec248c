import { useState } from "react";
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { apiErrorMessage, usePayoutPurchaseItem, type AdminPurchaseItem } from "@prenup/api-client";
import { formatCents, fromCents } from "@prenup/domain";
import { dollarsToCents } from "../dollars.ts";
import { PAYOUT_TEXTS, PAYOUTS_TEXTS, payoutRecipient } from "../payouts-texts.ts";
import { SummaryRows } from "./summary-rows.tsx";
import { formatDate } from "@prenup/ui";

type Errors = { amount?: string; reason?: string };

/** The form's checks, first the amount, then the reason a partial payout needs. */
function payoutErrors(item: AdminPurchaseItem, cents: number | null, reason: string): Errors {
  const errors: Errors = {};
  if (cents === null) errors.amount = PAYOUT_TEXTS.amountRequired;
  else if (cents < 1) errors.amount = PAYOUT_TEXTS.amountTooSmall;
  else if (cents > item.payoutDueInCents) errors.amount = PAYOUT_TEXTS.amountTooLarge(item.payoutDueInCents);
  else if (cents < item.payoutDueInCents && reason.trim() === "") errors.reason = PAYOUT_TEXTS.reasonRequired;
  return errors;
}

export interface PayoutModalProps {
  /** The purchase to pay out; the popup is open while there is one. */
  item: AdminPurchaseItem | null;
  onClose: () => void;
  /** After the server recorded the payout, with a sentence saying what happened. */
  onDone: (message: string) => void;
}

/** "Pay out": the amount (the due amount by default), a reason when partial, the transfer options, then a confirmation. */
export function PayoutModal({ item, onClose, onDone }: PayoutModalProps) {
  const payout = usePayoutPurchaseItem();
  const close = () => {
    if (payout.isPending) return;
    payout.reset();
    onClose();
  };
  return (
    <Modal
      opened={item !== null}
      onClose={close}
      title={PAYOUT_TEXTS.title}
      size="lg"
      closeButtonProps={{ "aria-label": "Close" }}
    >
      {item ? <PayoutForm key={item.id} item={item} payout={payout} onCancel={close} onDone={onDone} /> : null}
    </Modal>
  );
}

function PayoutForm({
  item,
  payout,
  onCancel,
  onDone,
}: {
  item: AdminPurchaseItem;
  payout: ReturnType<typeof usePayoutPurchaseItem>;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const [amount, setAmount] = useState<number | string>(fromCents(item.payoutDueInCents));
  const [reason, setReason] = useState("");
  const [skipTransfer, setSkipTransfer] = useState(false);
  const [allowWithoutCharge, setAllowWithoutCharge] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState(false);

  const cents = dollarsToCents(amount);
  const isPartial = cents !== null && cents < item.payoutDueInCents;
  const recipient = payoutRecipient(item);
  const withoutCharge = !item.hasCharge && allowWithoutCharge && !skipTransfer;

  const next = () => {
    const found = payoutErrors(item, cents, reason);
    setErrors(found);
    if (Object.keys(found).length === 0) setConfirming(true);
  };

  const confirm = () => {
    if (cents === null) return;
    payout.mutate(
      {
        purchase_item_id: item.id,
        amountCents: cents,
        ...(isPartial ? { partialPayoutReason: reason.trim() } : {}),
        skipStripeTransfer: skipTransfer,
        ...(item.hasCharge ? {} : { allowTransferWithoutCharge: withoutCharge }),
      },
      {
        onSuccess: (result) => {
          payout.reset();
          onDone(PAYOUT_TEXTS.done(formatCents(result.payout.amountInCents), recipient));
        },
      },
    );
  };

  if (confirming && cents !== null) {
    const amountText = formatCents(cents);
    return (
      <Stack gap="md">
        <Text fw={600}>{PAYOUT_TEXTS.confirmTitle}</Text>
        <Text>
          {skipTransfer
            ? PAYOUT_TEXTS.confirmSkipped(amountText, recipient)
            : PAYOUT_TEXTS.confirmTransfer(amountText, recipient)}
        </Text>
        {isPartial ? <Text size="sm">{PAYOUT_TEXTS.confirmPartial(reason.trim())}</Text> : null}
        {withoutCharge ? <Text size="sm">{PAYOUT_TEXTS.confirmWithoutCharge}</Text> : null}
        {payout.error ? (
          <Alert role="alert" color="red" variant="light" title={PAYOUT_TEXTS.failed}>
            {apiErrorMessage(payout.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={payout.isPending}
            onClick={() => {
              payout.reset();
              setConfirming(false);
            }}
          >
            {PAYOUTS_TEXTS.back}
          </Button>
          <Button onClick={confirm} loading={payout.isPending}>
            {PAYOUT_TEXTS.confirm}
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
            [PAYOUT_TEXTS.attorney, item.attorney?.name ?? PAYOUTS_TEXTS.noAttorney],
            [PAYOUT_TEXTS.lawFirm, item.lawFirm?.name ?? PAYOUT_TEXTS.noLawFirm],
            [
              PAYOUT_TEXTS.purchase,
              `${item.product.title}, bought by ${item.buyer.name} on ${formatDate(item.createdAt)}`,
            ],
            [PAYOUT_TEXTS.due, formatCents(item.payoutDueInCents)],
          ]}
        />
        {item.lawFirm?.hasPayoutAccount ? null : (
          <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
            {item.lawFirm ? PAYOUT_TEXTS.noAccountWarning(item.lawFirm.name) : PAYOUT_TEXTS.noFirmWarning}
          </Alert>
        )}
        <NumberInput
          label={PAYOUT_TEXTS.amountLabel}
          description={PAYOUT_TEXTS.amountDescription(item.payoutDueInCents)}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            setErrors({});
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
        {isPartial ? (
          <Textarea
            label={PAYOUT_TEXTS.reasonLabel}
            description={PAYOUT_TEXTS.reasonDescription}
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
        ) : null}
        <Checkbox
          label={PAYOUT_TEXTS.skipLabel}
          description={PAYOUT_TEXTS.skipDescription}
          checked={skipTransfer}
          onChange={(event) => setSkipTransfer(event.currentTarget.checked)}
        />
        {item.hasCharge ? null : (
          <Checkbox
            label={PAYOUT_TEXTS.allowLabel}
            description={PAYOUT_TEXTS.allowDescription}
            checked={allowWithoutCharge}
            disabled={skipTransfer}
            onChange={(event) => setAllowWithoutCharge(event.currentTarget.checked)}
          />
        )}
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
