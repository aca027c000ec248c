import { useState } from "react";
import { useDebouncedValue } from "@mantine/hooks";

/** How long a list's search box waits for a pause in typing before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface PagedListState {
  /** The search box's text as typed. */
  searchText: string;
  setSearchText: (text: string) => void;
  /** The search to ask for: the typed text, trimmed, once typing pauses. */
  search: string;
  /** The page shown: 1 again whenever the search or the filters change. */
  page: number;
  setPage: (page: number) => void;
}

/**
 * The state of a list paged on the server: a debounced search and a page that belongs to one search
 * and one set of `filters` (compared by their JSON), so any change starts again at page 1.
 */
export function usePagedList(filters: unknown = null, debounceMs: number = SEARCH_DEBOUNCE_MS): PagedListState {
  const [searchText, setSearchText] = useState("");
  const [debounced] = useDebouncedValue(searchText, debounceMs);
  const search = debounced.trim();
  const key = JSON.stringify([search, filters]);
  const [pageState, setPageState] = useState({ key, page: 1 });
  const page = pageState.key === key ? pageState.page : 1;
  return { searchText, setSearchText, search, page, setPage: (next) => setPageState({ key, page: next }) };
}
