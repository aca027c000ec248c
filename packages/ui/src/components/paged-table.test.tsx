import { useState } from "react";
import { Table } from "@mantine/core";
import { act, renderHook, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithUi } from "../../test/render.tsx";
import { PagedSearchInput, PagedTable, pageCount, type PagedQueryState } from "./paged-table.tsx";
import { StatusBadge } from "./status-badge.tsx";
import { SEARCH_DEBOUNCE_MS, usePagedList } from "./use-paged-list.ts";

type Row = { id: string; name: string };
const rows = (from: number, count: number): Row[] =>
  Array.from({ length: count }, (_, index) => ({ id: `r${from + index}`, name: `Row ${from + index}` }));
const done: PagedQueryState = { isPending: false, isError: false, error: null, refetch: () => undefined };

function Rows(props: { query?: PagedQueryState; items?: Row[]; total?: number; page?: number; count?: boolean }) {
  const [page, setPage] = useState(props.page ?? 1);
  return (
    <PagedTable
      query={props.query ?? done}
      items={props.items}
      total={props.total}
      page={page}
      pageSize={10}
      onPage={setPage}
      columns={["Name", { label: "Id", ta: "right" }]}
      label="Rows"
      empty="Nothing here."
      errorTitle="Could not load the rows"
      count={props.count ? (first, last, total) => `Showing ${first}–${last} of ${total}` : undefined}
      pagesOf="rows"
      row={(item) => (
        <>
          <Table.Td>{item.name}</Table.Td>
          <Table.Td>{item.id}</Table.Td>
        </>
      )}
    />
  );
}

describe("PagedTable", () => {
  it("shows the loading state while the first page loads", () => {
    renderWithUi(<Rows query={{ ...done, isPending: true }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("shows a failed load with a retry", async () => {
    const refetch = vi.fn();
    renderWithUi(<Rows query={{ ...done, isError: true, error: new Error("Server down"), refetch }} />);
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Could not load the rows");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it("keeps the rows already loaded under a failed reload", () => {
    renderWithUi(<Rows query={{ ...done, isError: true, error: new Error("x") }} items={rows(1, 2)} total={2} />);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Rows" })).toBeInTheDocument();
  });

  it("shows the empty text when there are no rows", () => {
    renderWithUi(<Rows items={[]} total={0} />);
    expect(screen.getByText("Nothing here.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("draws a named table with its headers and rows, and no pager for one page", () => {
    renderWithUi(<Rows items={rows(1, 3)} total={3} />);
    const table = screen.getByRole("table", { name: "Rows" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((cell) => cell.textContent),
    ).toEqual(["Name", "Id"]);
    expect(within(table).getAllByRole("row")).toHaveLength(4);
    expect(screen.queryByRole("button", { name: "next page of rows" })).toBeNull();
  });

  it("pages: the pager shows the pages and moves between them", async () => {
    renderWithUi(<Rows items={rows(1, 10)} total={25} count />);
    expect(screen.getByText("Showing 1–10 of 25")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "3" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "next page of rows" }));
    expect(screen.getByRole("button", { name: "2" })).toHaveAttribute("aria-current", "page");
    expect(screen.getByText("Showing 11–20 of 25")).toBeInTheDocument();
  });

  it("with a count line, says the empty text there", () => {
    renderWithUi(<Rows items={[]} total={0} count />);
    expect(screen.getByText("Nothing here.")).toHaveAttribute("aria-live", "polite");
  });

  it("counts pages: at least one", () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
  });
});

describe("PagedSearchInput", () => {
  it("reports the text as typed", async () => {
    const onSearchText = vi.fn();
    renderWithUi(<PagedSearchInput label="Search" value="" onSearchText={onSearchText} />);
    await userEvent.type(screen.getByLabelText("Search"), "a");
    expect(onSearchText).toHaveBeenCalledWith("a");
  });
});

describe("usePagedList", () => {
  afterEach(() => vi.useRealTimers());

  it("debounces and trims the search, and a new search or filter starts at page 1", () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ filters }) => usePagedList(filters), {
      initialProps: { filters: { stage: "" } },
    });
    act(() => result.current.setPage(3));
    expect(result.current.page).toBe(3);

    act(() => result.current.setSearchText("  alex "));
    expect(result.current.searchText).toBe("  alex ");
    expect(result.current.search).toBe("");
    expect(result.current.page).toBe(3);
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(result.current.search).toBe("alex");
    expect(result.current.page).toBe(1);

    act(() => result.current.setPage(2));
    rerender({ filters: { stage: "" } });
    expect(result.current.page).toBe(2);
    rerender({ filters: { stage: "ACTIVE" } });
    expect(result.current.page).toBe(1);
  });
});

describe("StatusBadge", () => {
  it("uses the base colour of a shade and dark text", () => {
    renderWithUi(<StatusBadge color="green.9">Paid</StatusBadge>);
    const label = screen.getByText("Paid");
    expect(label.style.color).toBe("var(--mantine-color-dark-8)");
  });
});
