import { Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useAdminDiscountProducts } from "@prenup/api-client";
import { formatCents } from "@prenup/domain";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { CATEGORY_LABELS, COLUMN, DISCOUNTS_TEXTS } from "../discounts-texts.ts";

/** Every product with whether a coupon can apply to it (read-only here). */
export function ProductsPanel() {
  const products = useAdminDiscountProducts();
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {DISCOUNTS_TEXTS.productsTitle}
          </Title>
          <Text size="sm" c="dimmed">
            {DISCOUNTS_TEXTS.productsIntro}
          </Text>
        </Stack>
        {products.isPending ? (
          <LoadingState />
        ) : products.isError ? (
          <ErrorState
            title={DISCOUNTS_TEXTS.productsLoadError}
            error={products.error}
            onRetry={() => void products.refetch()}
          />
        ) : products.data.length === 0 ? (
          <Text c="dimmed">{DISCOUNTS_TEXTS.productsEmpty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COLUMN.product}</Table.Th>
                  <Table.Th>{COLUMN.category}</Table.Th>
                  <Table.Th>{COLUMN.price}</Table.Th>
                  <Table.Th>{COLUMN.discounts}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>
                      <Group gap="xs">
                        <Text size="sm" c={product.isActive ? undefined : "dimmed"}>
                          {product.title}
                        </Text>
                        {product.isActive ? null : (
                          <StatusBadge color="gray" size="xs">
                            {DISCOUNTS_TEXTS.inactive}
                          </StatusBadge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{CATEGORY_LABELS[product.productCategory]}</Table.Td>
                    <Table.Td>{formatCents(product.priceInCents)}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={product.discountsAllowed ? "green" : "gray"}>
                        {product.discountsAllowed
                          ? DISCOUNTS_TEXTS.discountsAllowed
                          : DISCOUNTS_TEXTS.discountsNotAllowed}
                      </StatusBadge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
