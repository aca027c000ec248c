import { ActionIcon, Button, Group, Stack, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import { formatCents } from "@prenup/domain";
import type { CartItem } from "@prenup/api-client";
import { PAYMENT_TEXTS } from "../payment-texts.ts";

/** Only Representation is sold more than one at a time (one for each partner); the server says how many really can be. */
export function hasQuantityChoice(item: CartItem): boolean {
  return item.product.productType === "REPRESENTATION";
}

export type CartLinesProps = {
  items: CartItem[];
  /** No change may start (one is on its way, or the payment is). */
  disabled: boolean;
  /** Per item, the most the server allowed when it clamped a request (the + button stops there). */
  knownMaximum: Readonly<Record<string, number>>;
  /** The note beside an item whose requested quantity the server clamped. */
  note: { itemId: string; text: string } | null;
  onQuantity(item: CartItem, quantity: number): void;
  onRemove(item: CartItem): void;
};

/** The cart's items: title, description, quantity (a stepper where more than one can be bought), price and Remove. */
export function CartLines({ items, disabled, knownMaximum, note, onQuantity, onRemove }: CartLinesProps) {
  return (
    <Stack
      component="ul"
      gap="md"
      aria-label={PAYMENT_TEXTS.cartItemsLabel}
      style={{ listStyle: "none", margin: 0, padding: 0 }}
    >
      {items.map((item) => {
        const titleId = `cart-item-${item.id}`;
        const maximum = knownMaximum[item.id];
        return (
          <li key={item.id} aria-labelledby={titleId}>
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
              <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} id={titleId}>
                  {item.product.title}
                </Text>
                {item.product.description ? (
                  <Text size="sm" c="dimmed">
                    {item.product.description}
                  </Text>
                ) : null}
                {hasQuantityChoice(item) ? (
                  <Stack gap={4}>
                    <Group gap="xs" role="group" aria-label={`${PAYMENT_TEXTS.quantity}: ${item.product.title}`}>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={PAYMENT_TEXTS.decrease}
                        disabled={disabled || item.quantity <= 1}
                        onClick={() => onQuantity(item, item.quantity - 1)}
                      >
                        <IconMinus size={16} aria-hidden />
                      </ActionIcon>
                      <Text
                        fw={600}
                        miw={24}
                        ta="center"
                        aria-live="polite"
                        aria-label={`${PAYMENT_TEXTS.quantity} ${item.quantity}`}
                      >
                        {item.quantity}
                      </Text>
                      <ActionIcon
                        variant="default"
                        size="lg"
                        aria-label={PAYMENT_TEXTS.increase}
                        disabled={disabled || (maximum !== undefined && item.quantity >= maximum)}
                        onClick={() => onQuantity(item, item.quantity + 1)}
                      >
                        <IconPlus size={16} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {PAYMENT_TEXTS.quantityHint}
                    </Text>
                  </Stack>
                ) : item.quantity > 1 ? (
                  <Text size="sm">{`${PAYMENT_TEXTS.quantity}: ${item.quantity}`}</Text>
                ) : null}
                {note?.itemId === item.id ? (
                  <Text size="sm" c="orange.9" role="status">
                    {note.text}
                  </Text>
                ) : null}
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  px={0}
                  w="fit-content"
                  disabled={disabled}
                  aria-label={`${PAYMENT_TEXTS.remove} ${item.product.title}`}
                  onClick={() => onRemove(item)}
                >
                  {PAYMENT_TEXTS.remove}
                </Button>
              </Stack>
              <Stack gap={0} align="flex-end">
                <Text fw={600}>{formatCents(item.subtotalInCents)}</Text>
                {item.quantity > 1 ? (
                  <Text size="xs" c="dimmed">
                    {`${item.quantity} × ${formatCents(item.unitPriceInCents)}`}
                  </Text>
                ) : null}
              </Stack>
            </Group>
          </li>
        );
      })}
    </Stack>
  );
}
