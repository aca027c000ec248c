import type { ReactNode } from "react";
import { Group, Pagination, Stack, Table, Text } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";

/** A page of rows as the admin list calls answer it. */
type Paged<T> = { items: T[]; total: number; pageSize: number };

/** The parts of a TanStack query this table reads. */
type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  data: Paged<T> | undefined;
  error: unknown;
  refetch: () => unknown;
};

/**
 * One of the user page's server-paged tables: loading, error (with a retry), empty, then the rows
 * with the page picker under them when there is more than one page.
 */
export function PagedTable<T extends { id: string }>(props: {
  query: PagedQuery<T>;
  errorTitle: string;
  empty: string;
  columns: string[];
  row: (item: T) => ReactNode;
  page: number;
  onPage: (page: number) => void;
  /** What the page buttons are of, for their labels ("1 page of calls"); none: "1 page". */
  pagesOf?: string;
}) {
  const { query, page, onPage } = props;
  if (query.isPending) return <LoadingState />;
  if (query.isError && !query.data)
    return <ErrorState title={props.errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  const data = query.data;
  if (!data || data.total === 0) return <Text c="dimmed">{props.empty}</Text>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              {props.columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={item.id}>{props.row(item)}</Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={page}
            onChange={onPage}
            getControlProps={(control) => ({
              "aria-label": props.pagesOf ? `${control} page of ${props.pagesOf}` : `${control} page`,
            })}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
