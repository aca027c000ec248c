import { useState, type ReactNode } from "react";
import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from "@mantine/core";
import { apiErrorMessage } from "@prenup/api-client";
import { formatCents, fromCents } from "@prenup/domain";
import { dollarsToCents } from "./dollars.ts";

const MONEY_ACTION_TEXTS = { cancel: "Cancel", back: "Back", continue: "Continue" } as const;

/** The parts of a TanStack mutation a money action reads. */
export interface MoneyMutation {
  isPending: boolean;
  error: unknown;
  reset: () => void;
}

/** The form's messages by field ("amount" and the action's own fields); none: the form may go on. */
export type FieldErrors = Record<string, string | undefined>;

export interface MoneyActionModalProps<T extends { id: string }> {
  /** What the money moves for; the popup is open while there is one. */
  item: T | null;
  title: string;
  mutation: MoneyMutation;
  onClose: () => void;
  /** The popup's form for the item, with the close that leaves it (refused while the request runs). */
  form: (item: T, close: () => void) => ReactNode;
}

/** A popup moving money for one item (a payout, a refund): closing it is refused while the request runs. */
export function MoneyActionModal<T extends { id: string }>({
  item,
  title,
  mutation,
  onClose,
  form,
}: MoneyActionModalProps<T>) {
  const close = () => {
    if (mutation.isPending) return;
    mutation.reset();
    onClose();
  };
  return (
    <Modal opened={item !== null} onClose={close} title={title} size="lg" closeButtonProps={{ "aria-label": "Close" }}>
      {item ? <div key={item.id}>{form(item, close)}</div> : null}
    </Modal>
  );
}

export interface MoneyActionFormProps {
  /** The amount the form starts with, in cents. */
  initialCents: number;
  amountLabel: string;
  amountDescription: string;
  /** Which messages a change of the amount clears: all of them, or the amount's own. */
  amountClears: "all" | "amount";
  /** What the form is about, over the amount (the summary rows and their warnings). */
  summary: ReactNode;
  /** The action's own fields, under the amount. */
  fields: (state: { cents: number | null; errors: FieldErrors; clearError: (field: string) => void }) => ReactNode;
  /** The form's checks for the amount typed (null: none or unreadable) and the action's own fields. */
  check: (cents: number | null) => FieldErrors;
  confirmTitle: string;
  /** The confirmation step's sentences for the amount, in cents and as text. */
  confirmBody: (cents: number, amountText: string) => ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  /** The title over the server's refusal. */
  failedTitle: string;
  mutation: MoneyMutation;
  onConfirm: (cents: number) => void;
  onCancel: () => void;
}

/**
 * The amount of a money action with the action's fields, checked on "Continue", then a confirmation
 * step naming the amount; "Back" returns to the form with what was typed.
 */
export function MoneyActionForm(props: MoneyActionFormProps) {
  const { mutation } = props;
  const [amount, setAmount] = useState<number | string>(fromCents(props.initialCents));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState(false);
  const cents = dollarsToCents(amount);
  const clearError = (field: string) => setErrors((current) => ({ ...current, [field]: undefined }));

  const next = () => {
    const found = props.check(cents);
    setErrors(found);
    if (Object.values(found).every((message) => message === undefined)) setConfirming(true);
  };

  if (confirming && cents !== null) {
    return (
      <Stack gap="md">
        <Text fw={600}>{props.confirmTitle}</Text>
        {props.confirmBody(cents, formatCents(cents))}
        {mutation.error ? (
          <Alert role="alert" color="red" variant="light" title={props.failedTitle}>
            {apiErrorMessage(mutation.error)}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button
            variant="default"
            disabled={mutation.isPending}
            onClick={() => {
              mutation.reset();
              setConfirming(false);
            }}
          >
            {MONEY_ACTION_TEXTS.back}
          </Button>
          <Button color={props.confirmColor} onClick={() => props.onConfirm(cents)} loading={mutation.isPending}>
            {props.confirmLabel}
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
        {props.summary}
        <NumberInput
          label={props.amountLabel}
          description={props.amountDescription}
          value={amount}
          onChange={(value) => {
            setAmount(value);
            if (props.amountClears === "all") setErrors({});
            else clearError("amount");
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
        {props.fields({ cents, errors, clearError })}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={props.onCancel}>
            {MONEY_ACTION_TEXTS.cancel}
          </Button>
          <Button type="submit">{MONEY_ACTION_TEXTS.continue}</Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The written reason a money action records (required, up to 500 characters); typing clears its error. */
export function ReasonField(props: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  clearError: () => void;
}) {
  return (
    <Textarea
      label={props.label}
      description={props.description}
      value={props.value}
      onChange={(event) => {
        props.onChange(event.currentTarget.value);
        props.clearError();
      }}
      error={props.error}
      rows={3}
      maxLength={500}
      withAsterisk
    />
  );
}
