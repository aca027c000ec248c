import { formatDate, formatCents } from "@prenup/domain";
import { useState } from "react";
import { Alert, Checkbox, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { usePayoutPurchaseItem, type AdminPurchaseItem } from "@prenup/api-client";
import { PAYOUT_TEXTS, PAYOUTS_TEXTS, payoutRecipient } from "../payouts-texts.ts";
import {
  MoneyActionForm,
  MoneyActionModal,
  ReasonField,
  type FieldErrors,
} from "../../../components/money-action-modal.tsx";
import { SummaryRows } from "../../../components/summary-rows.tsx";

/**
 * The form's checks, first the amount, then the reason a partial payout needs, then, for a purchase
 * without a charge, the admin's choice of where the money comes from.
 */
function payoutErrors(
  item: AdminPurchaseItem,
  cents: number | null,
  reason: string,
  transfer: { skip: boolean; allowWithoutCharge: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  if (cents === null) errors.amount = PAYOUT_TEXTS.amountRequired;
  else if (cents < 1) errors.amount = PAYOUT_TEXTS.amountTooSmall;
  else if (cents > item.payoutDueInCents) errors.amount = PAYOUT_TEXTS.amountTooLarge(item.payoutDueInCents);
  else if (cents < item.payoutDueInCents && reason.trim() === "") errors.reason = PAYOUT_TEXTS.reasonRequired;
  if (!item.hasCharge && !transfer.skip && !transfer.allowWithoutCharge)
    errors.transfer = PAYOUT_TEXTS.transferChoiceRequired;
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
  return (
    <MoneyActionModal
      item={item}
      title={PAYOUT_TEXTS.title}
      mutation={payout}
      onClose={onClose}
      form={(chosen, close) => <PayoutForm item={chosen} payout={payout} onCancel={close} onDone={onDone} />}
    />
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
  const [reason, setReason] = useState("");
  const [skipTransfer, setSkipTransfer] = useState(false);
  const [allowWithoutCharge, setAllowWithoutCharge] = useState(false);

  const isPartial = (cents: number | null) => cents !== null && cents < item.payoutDueInCents;
  const recipient = payoutRecipient(item);
  const withoutCharge = !item.hasCharge && allowWithoutCharge && !skipTransfer;

  const confirm = (cents: number) => {
    payout.mutate(
      {
        purchase_item_id: item.id,
        amountCents: cents,
        ...(isPartial(cents) ? { partialPayoutReason: reason.trim() } : {}),
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

  return (
    <MoneyActionForm
      initialCents={item.payoutDueInCents}
      amountLabel={PAYOUT_TEXTS.amountLabel}
      amountDescription={PAYOUT_TEXTS.amountDescription(item.payoutDueInCents)}
      amountClears="all"
      summary={
        <>
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
          {item.hasCharge ? null : (
            <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />}>
              {PAYOUT_TEXTS.noChargeWarning}
            </Alert>
          )}
        </>
      }
      fields={({ cents, errors, clearError }) => (
        <>
          {isPartial(cents) ? (
            <ReasonField
              label={PAYOUT_TEXTS.reasonLabel}
              description={PAYOUT_TEXTS.reasonDescription}
              value={reason}
              onChange={setReason}
              error={errors.reason}
              clearError={() => clearError("reason")}
            />
          ) : null}
          <Checkbox
            label={PAYOUT_TEXTS.skipLabel}
            description={PAYOUT_TEXTS.skipDescription}
            checked={skipTransfer}
            onChange={(event) => {
              setSkipTransfer(event.currentTarget.checked);
              clearError("transfer");
            }}
          />
          {item.hasCharge ? null : (
            <Checkbox
              label={PAYOUT_TEXTS.allowLabel}
              description={PAYOUT_TEXTS.allowDescription}
              checked={allowWithoutCharge}
              disabled={skipTransfer}
              error={errors.transfer}
              onChange={(event) => {
                setAllowWithoutCharge(event.currentTarget.checked);
                clearError("transfer");
              }}
            />
          )}
        </>
      )}
      check={(cents) => payoutErrors(item, cents, reason, { skip: skipTransfer, allowWithoutCharge })}
      confirmTitle={PAYOUT_TEXTS.confirmTitle}
      confirmBody={(cents, amountText) => (
        <>
          <Text>
            {skipTransfer
              ? PAYOUT_TEXTS.confirmSkipped(amountText, recipient)
              : PAYOUT_TEXTS.confirmTransfer(amountText, recipient)}
          </Text>
          {isPartial(cents) ? <Text size="sm">{PAYOUT_TEXTS.confirmPartial(reason.trim())}</Text> : null}
          {withoutCharge ? <Text size="sm">{PAYOUT_TEXTS.confirmWithoutCharge}</Text> : null}
        </>
      )}
      confirmLabel={PAYOUT_TEXTS.confirm}
      failedTitle={PAYOUT_TEXTS.failed}
      mutation={payout}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
