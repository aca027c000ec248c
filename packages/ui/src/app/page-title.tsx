import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from "react";
import { useLocation, type RouteMatch } from "react-router";

/**
 * What a route declares in its `handle`: the title its page shows (and the browser tab with it), and
 * for a page with a module of its own the function that starts fetching it (see `usePreloadMatchedPages`).
 */
export type RouteHandle = { title: string; preload?: () => void };

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}

/** The title of the deepest of `matches` that declares one in its `handle`. */
export function routeTitleOf(matches: RouteMatch[]): string | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle: unknown = matches[i]?.route.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
}

/** A page's own title, for the path it was shown at. */
type PageTitleClaim = { pathname: string; title: string } | null;

const PageTitleContext = createContext<Dispatch<SetStateAction<PageTitleClaim>>>(() => undefined);

/**
 * Keeps the browser tab's title on the page shown: the page's own title while it names one
 * (`usePageTitle`), else its route's title, else the title the document loaded with (index.html).
 */
export function DocumentTitle({ routeTitle, children }: { routeTitle: string | undefined; children: ReactNode }) {
  const { pathname } = useLocation();
  const [loadedTitle] = useState(() => document.title);
  const [claim, setClaim] = useState<PageTitleClaim>(null);
  const title = (claim?.pathname === pathname ? claim.title : routeTitle) ?? loadedTitle;
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <PageTitleContext.Provider value={setClaim}>{children}</PageTitleContext.Provider>;
}

/**
 * Names the page in the browser tab with what it learns once its data is in (a questionnaire
 * section's label), in place of its route's title, while the page is shown; `undefined` leaves the
 * route's title.
 */
export function usePageTitle(title: string | undefined): void {
  const setClaim = useContext(PageTitleContext);
  const { pathname } = useLocation();
  useEffect(() => {
    if (title === undefined) return undefined;
    const own = { pathname, title };
    setClaim(own);
    return () => setClaim((current) => (current === own ? null : current));
  }, [setClaim, pathname, title]);
}
