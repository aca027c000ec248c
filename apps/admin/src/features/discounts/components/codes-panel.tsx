import { useState } from "react";
import { Alert, Button, Group, Paper, Stack, Switch, Table, Text, Title } from "@mantine/core";
import { IconPencil, IconPlus } from "@tabler/icons-react";
import {
  apiErrorMessage,
  useAdminDiscountCodes,
  useUpdateDiscountCode,
  type Coupon,
  type DiscountCode,
} from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { formatDiscount } from "../utils/discount-forms.ts";
import { COLUMN, DISCOUNTS_TEXTS, formatExpiry } from "../discounts-texts.ts";
import { CodeFormModal } from "./code-form-modal.tsx";

/** The chosen coupon's codes: the active switch saves at once (and comes back if refused), "Edit" and "New code" open a form. */
export function CodesPanel({ coupon }: { coupon: Coupon }) {
  const codes = useAdminDiscountCodes(coupon.id);
  const toggle = useUpdateDiscountCode();
  const [target, setTarget] = useState<"new" | DiscountCode | null>(null);
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const name = coupon.name ?? formatDiscount(coupon);

  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <Title order={2} size="h3">
            {DISCOUNTS_TEXTS.codesTitle(name)}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setTarget("new")}>
            {DISCOUNTS_TEXTS.newCode}
          </Button>
        </Group>
        {toggle.error && failedCode ? (
          <Alert
            role="alert"
            color="red"
            variant="light"
            title={DISCOUNTS_TEXTS.switchFailed(failedCode)}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => toggle.reset()}
          >
            {apiErrorMessage(toggle.error)}
          </Alert>
        ) : null}
        {codes.isPending ? (
          <LoadingState />
        ) : codes.isError ? (
          <ErrorState title={DISCOUNTS_TEXTS.codesLoadError} error={codes.error} onRetry={() => void codes.refetch()} />
        ) : codes.data.length === 0 ? (
          <Text c="dimmed">{DISCOUNTS_TEXTS.codesEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COLUMN.code}</Table.Th>
                  <Table.Th>{COLUMN.expires}</Table.Th>
                  <Table.Th>{COLUMN.limit}</Table.Th>
                  <Table.Th>{COLUMN.redemptions}</Table.Th>
                  <Table.Th>{COLUMN.active}</Table.Th>
                  <Table.Th>{COLUMN.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {codes.data.map((code) => (
                  <Table.Tr key={code.id}>
                    <Table.Td ff="monospace">{code.code}</Table.Td>
                    <Table.Td>{formatExpiry(code.expirationDate)}</Table.Td>
                    <Table.Td>{code.maxRedemptionsPerCustomer ?? DISCOUNTS_TEXTS.noLimit}</Table.Td>
                    <Table.Td>{code.redemptions}</Table.Td>
                    <Table.Td>
                      <Switch
                        aria-label={DISCOUNTS_TEXTS.activeLabel(code.code)}
                        checked={code.isActive}
                        onChange={(event) => {
                          setFailedCode(code.code);
                          toggle.mutate({
                            codeId: code.id,
                            couponId: coupon.id,
                            isActive: event.currentTarget.checked,
                          });
                        }}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="subtle"
                        leftSection={<IconPencil size={14} aria-hidden />}
                        aria-label={DISCOUNTS_TEXTS.editLabel(code.code)}
                        onClick={() => setTarget(code)}
                      >
                        {DISCOUNTS_TEXTS.edit}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <CodeFormModal couponId={coupon.id} target={target} onClose={() => setTarget(null)} />
    </Paper>
  );
}
