import { formatDate, formatCents } from "@prenup/domain";
import { useState } from "react";
import { Alert, Checkbox, Text } from "@mantine/core";
import { useRefundPurchaseItem, type AdminPurchaseItem } from "@prenup/api-client";
import { REFUND_TEXTS } from "./refund-texts.ts";
import { MoneyActionForm, MoneyActionModal, ReasonField, type FieldErrors } from "./money-action-modal.tsx";
import { SummaryRows } from "./summary-rows.tsx";

function refundErrors(
  item: AdminPurchaseItem,
  cents: number | null,
  reason: string,
  complimentary: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
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
  return (
    <MoneyActionModal
      item={item}
      title={REFUND_TEXTS.title}
      mutation={refund}
      onClose={onClose}
      form={(chosen, close) => <RefundForm item={chosen} refund={refund} onCancel={close} onDone={onDone} />}
    />
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
  const [reason, setReason] = useState("");
  // A purchase without a charge can only be refunded as a complimentary refund.
  const [complimentary, setComplimentary] = useState(!item.hasCharge);
  const buyer = `${item.buyer.name} (${item.buyer.email})`;

  const confirm = (cents: number) => {
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

  return (
    <MoneyActionForm
      // The whole refundable remainder by default (the usual case); the confirmation step names the amount.
      initialCents={item.refundableInCents}
      amountLabel={REFUND_TEXTS.amountLabel}
      amountDescription={REFUND_TEXTS.amountDescription(item.refundableInCents)}
      amountClears="amount"
      summary={
        <>
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
        </>
      }
      fields={({ errors, clearError }) => (
        <>
          <ReasonField
            label={REFUND_TEXTS.reasonLabel}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            clearError={() => clearError("reason")}
          />
          <Checkbox
            label={REFUND_TEXTS.complimentaryLabel}
            description={item.hasCharge ? REFUND_TEXTS.complimentaryDescription : REFUND_TEXTS.complimentaryRequired}
            checked={complimentary}
            onChange={(event) => {
              setComplimentary(event.currentTarget.checked);
              clearError("complimentary");
            }}
            error={errors.complimentary}
          />
        </>
      )}
      check={(cents) => refundErrors(item, cents, reason, complimentary)}
      confirmTitle={REFUND_TEXTS.confirmTitle}
      confirmBody={(_cents, amountText) => (
        <>
          <Text>
            {complimentary
              ? REFUND_TEXTS.confirmComplimentary(amountText, buyer)
              : REFUND_TEXTS.confirmCharged(amountText, buyer)}
          </Text>
          <Text size="sm">{`${REFUND_TEXTS.reasonLabel}: ${reason.trim()}`}</Text>
        </>
      )}
      confirmLabel={REFUND_TEXTS.confirm}
      confirmColor="red"
      failedTitle={REFUND_TEXTS.failed}
      mutation={refund}
      onConfirm={confirm}
      onCancel={onCancel}
    />
  );
}
