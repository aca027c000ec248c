import type { ReactNode } from "react";
import {
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  type TableProps,
  type TableTrProps,
  type TextInputProps,
} from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import { ErrorState, LoadingState } from "./status-states.tsx";

/** The parts of a TanStack query a paged list reads. */
export interface PagedQueryState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
  /** A request is under way (a new page, a new search): a small spinner beside the count. */
  isFetching?: boolean;
  /** The rows shown are the previous request's while the next one loads: they are dimmed. */
  isPlaceholderData?: boolean;
}

/** A column's header: its text, or its text with a minimum width and alignment. */
export type PagedTableColumn = string | { label: string; miw?: number; ta?: "left" | "right" | "center" };

export interface PagedPagerProps {
  /** The number of pages (at least 1); no pager is shown for one page. */
  pages: number;
  page: number;
  onPage: (page: number) => void;
  /** What the pages are of, for the arrow buttons' names ("next page of calls"); none: "next page". */
  pagesOf?: string;
}

/** The page picker under a paged list, shown when there is more than one page. */
export function PagedPager({ pages, page, onPage, pagesOf }: PagedPagerProps) {
  if (pages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={page}
        onChange={onPage}
        getControlProps={(control) => ({ "aria-label": pagesOf ? `${control} page of ${pagesOf}` : `${control} page` })}
      />
    </Group>
  );
}

/** The number of pages `total` rows fill at `pageSize` a page: at least 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export interface PagedTableProps<T> {
  query: PagedQueryState;
  /** The page's rows; undefined while nothing has loaded. */
  items: readonly T[] | undefined;
  /** The number of rows on every page together. */
  total: number | undefined;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The header cells, by text; `head` replaces them when the headers are more than text (sort buttons). */
  columns?: readonly PagedTableColumn[];
  head?: ReactNode;
  /** A row's cells (`Table.Td`s). */
  row?: (item: T) => ReactNode;
  /** The key of a row; the item's `id` when not given. */
  rowKey?: (item: T) => string;
  /** Props of a row's `Table.Tr` (a chosen row's highlight). */
  rowProps?: (item: T) => TableTrProps;
  /** The rows drawn otherwise than as this table's rows (cards, a table of its own). */
  body?: (items: readonly T[]) => ReactNode;
  /** Shown when there are no rows at all. */
  empty: ReactNode;
  /** The title over a failed load. */
  errorTitle?: string;
  /** The line over the rows ("Showing 1–25 of 60"), announced as it changes; none: no line. */
  count?: (first: number, last: number, total: number) => ReactNode;
  /** What the pages are of, for the pager's buttons. */
  pagesOf?: string;
  /** The table's accessible name. */
  label?: string;
  /** The width under which the table scrolls sideways. */
  minWidth?: number;
  /** The table in a bordered paper. */
  withBorder?: boolean;
  tableProps?: TableProps;
}

const rowKeyOf = (item: unknown): string => String((item as { id: string }).id);

/**
 * A list paged on the server: loading, a failed load (with a retry; the rows already loaded stay
 * under it), the empty text, then the rows in a table with the page picker under them. The rows of
 * the previous request stay, dimmed, while the next page or search loads.
 */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { query, items, total, page, pageSize } = props;
  if (query.isPending) return <LoadingState />;
  const error = query.isError ? (
    <ErrorState title={props.errorTitle} error={query.error} onRetry={() => void query.refetch()} />
  ) : null;
  if (!items || total === undefined) return error;
  const first = (page - 1) * pageSize + 1;
  const countLine = props.count ? (
    <Group justify="space-between">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? props.empty : props.count(first, first + items.length - 1, total)}
      </Text>
      {query.isFetching ? <Loader size="xs" aria-label="Updating" /> : null}
    </Group>
  ) : null;
  const emptyLine = !props.count && items.length === 0 ? <Text c="dimmed">{props.empty}</Text> : null;
  let rows: ReactNode = null;
  if (items.length > 0) {
    rows = props.body ? props.body(items) : <RowsTable {...props} items={items} />;
    if (props.withBorder) rows = <Paper withBorder>{rows}</Paper>;
    if (query.isPlaceholderData) rows = <div style={{ opacity: 0.6 }}>{rows}</div>;
  }
  return (
    <Stack gap="sm">
      {error}
      {countLine}
      {emptyLine}
      {rows}
      <PagedPager pages={pageCount(total, pageSize)} page={page} onPage={props.onPage} pagesOf={props.pagesOf} />
    </Stack>
  );
}

function RowsTable<T>(props: PagedTableProps<T> & { items: readonly T[] }) {
  const key = props.rowKey ?? rowKeyOf;
  return (
    <Table.ScrollContainer minWidth={props.minWidth ?? 640}>
      <Table striped highlightOnHover aria-label={props.label} {...props.tableProps}>
        <Table.Thead>
          {props.head ?? (
            <Table.Tr>
              {(props.columns ?? []).map((column) => {
                const { label, ...rest } = typeof column === "string" ? { label: column } : column;
                return (
                  <Table.Th key={label} {...rest}>
                    {label}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          )}
        </Table.Thead>
        <Table.Tbody>
          {props.items.map((item) => (
            <Table.Tr key={key(item)} {...props.rowProps?.(item)}>
              {props.row?.(item)}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The search box over a paged list: a text input with a magnifier, its text as typed. */
export function PagedSearchInput({
  value,
  onSearchText,
  ...props
}: Omit<TextInputProps, "value" | "onChange"> & { value: string; onSearchText: (text: string) => void }) {
  return (
    <TextInput
      leftSection={<IconSearch size={16} aria-hidden />}
      maxLength={100}
      {...props}
      value={value}
      onChange={(event) => onSearchText(event.currentTarget.value)}
    />
  );
}
