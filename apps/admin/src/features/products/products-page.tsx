import { useState } from "react";
import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useProducts, type Product } from "@prenup/api-client";
import { formatCents } from "@prenup/domain";
import { ErrorState, LoadingState, StatusBadge } from "@prenup/ui";
import { DismissibleNotice } from "../../components/dismissible-notice.tsx";
import { ProductForm } from "./components/product-form.tsx";
import { COLUMN, PRODUCT_TYPE_LABELS, PRODUCTS_TEXTS as T } from "./products-texts.ts";

/** /admin/products: every product with its price, and the admin's edit of each. */
export function ProductsPage() {
  const products = useProducts();
  const [editing, setEditing] = useState<Product | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed">{T.intro}</Text>
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <Paper withBorder p="md">
        {products.isPending ? (
          <LoadingState />
        ) : products.isError ? (
          <ErrorState title={T.loadError} error={products.error} onRetry={() => void products.refetch()} />
        ) : products.data.length === 0 ? (
          <Text c="dimmed">{T.empty}</Text>
        ) : (
          <Table.ScrollContainer minWidth={720}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{COLUMN.product}</Table.Th>
                  <Table.Th>{COLUMN.kind}</Table.Th>
                  <Table.Th>{COLUMN.price}</Table.Th>
                  <Table.Th>{COLUMN.sale}</Table.Th>
                  <Table.Th>{COLUMN.discounts}</Table.Th>
                  <Table.Th>{COLUMN.actions}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {products.data.map((product) => (
                  <Table.Tr key={product.id}>
                    <Table.Td>
                      <Stack gap={2}>
                        <Text size="sm" fw={500}>
                          {product.title}
                        </Text>
                        {product.description ? (
                          <Text size="xs" c="dimmed" lineClamp={2}>
                            {product.description}
                          </Text>
                        ) : null}
                      </Stack>
                    </Table.Td>
                    <Table.Td>{PRODUCT_TYPE_LABELS[product.productType]}</Table.Td>
                    <Table.Td>{formatCents(product.priceInCents)}</Table.Td>
                    <Table.Td>
                      <StatusBadge color={product.isActive ? "green" : "gray"}>
                        {product.isActive ? T.onSale : T.notOnSale}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge color={product.discountsAllowed ? "green" : "gray"}>
                        {product.discountsAllowed ? T.discountsAllowed : T.discountsNotAllowed}
                      </StatusBadge>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs">
                        <Button
                          size="xs"
                          variant="light"
                          aria-label={T.edit(product.title)}
                          onClick={() => {
                            setNotice(null);
                            setEditing(product);
                          }}
                        >
                          {T.editButton}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing ? T.formTitle(editing.title) : ""}
        closeButtonProps={{ "aria-label": T.cancel }}
      >
        {editing ? (
          <ProductForm
            key={editing.id}
            product={editing}
            onDone={(message) => {
              setEditing(null);
              setNotice(message);
            }}
          />
        ) : null}
      </Modal>
    </Stack>
  );
}
