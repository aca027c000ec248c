import { Group, Radio, SimpleGrid, Stack, Text } from "@mantine/core";
import type { PaymentMethodChoice } from "@prenup/api-client";
import { PAYMENT_METHOD_HINTS, PAYMENT_METHOD_LABELS, PAYMENT_TEXTS } from "../payment-texts.ts";

/** The ways to pay the provider offers, as radio cards (two a row on phones, four on wider screens). */
export function PaymentMethodPicker({
  methods,
  value,
  disabled,
  onChange,
}: {
  methods: readonly PaymentMethodChoice[];
  value: PaymentMethodChoice;
  disabled: boolean;
  onChange(method: PaymentMethodChoice): void;
}) {
  return (
    <Radio.Group
      label={PAYMENT_TEXTS.methodLabel}
      value={value}
      onChange={(next) => onChange(next as PaymentMethodChoice)}
    >
      <SimpleGrid cols={{ base: 2, sm: Math.min(4, methods.length) }} spacing="sm" mt="xs">
        {methods.map((method) => (
          <Radio.Card
            key={method}
            value={method}
            radius="md"
            p="sm"
            disabled={disabled}
            aria-label={PAYMENT_METHOD_LABELS[method]}
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <Radio.Indicator />
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {PAYMENT_METHOD_LABELS[method]}
                </Text>
                <Text size="xs" c="dimmed">
                  {PAYMENT_METHOD_HINTS[method]}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
