import { Component, createContext, useContext, useMemo, type ErrorInfo, type ReactNode } from "react";
import { matchRoutes, useLocation, useRoutes, type RouteMatch, type RouteObject } from "react-router";
import { Box } from "@mantine/core";
import { ErrorState } from "../components/status-states.tsx";
import { DocumentTitle, routeTitleOf } from "./page-title.tsx";

// The apps route with React Router's declarative router (BrowserRouter and useRoutes) over the same
// route objects a data router would take: they use no loader, action, fetcher or blocker, and the
// data router's state machine is about 18 KB (gzip) of start-up JavaScript on every page.
const RouteTable = createContext<RouteObject[]>([]);

/**
 * Renders the route table at the current location, makes it known to `useRouteMatches`, and titles
 * the browser tab after the page (`DocumentTitle`).
 */
export function AppRoutes({ routes }: { routes: RouteObject[] }) {
  const element = useRoutes(routes);
  const { pathname } = useLocation();
  const routeTitle = useMemo(() => routeTitleOf(matchRoutes(routes, pathname) ?? []), [routes, pathname]);
  return (
    <RouteTable.Provider value={routes}>
      <DocumentTitle routeTitle={routeTitle}>
        <PageErrorBoundary pathname={pathname}>{element}</PageErrorBoundary>
      </DocumentTitle>
    </RouteTable.Provider>
  );
}

/** The routes matched at the current location, outermost first (their `handle`s: titles, preloads). */
export function useRouteMatches(): RouteMatch[] {
  const routes = useContext(RouteTable);
  const { pathname } = useLocation();
  return useMemo(() => matchRoutes(routes, pathname) ?? [], [routes, pathname]);
}

/** The message a page that failed to render leaves in its place. */
export const PAGE_FAILED_MESSAGE =
  "Something went wrong while showing this page. Reload it to try again; what you saved is kept.";

/**
 * A page that throws while rendering shows a message with a reload instead of a blank window;
 * moving to another path renders the routes again. The error is written to the console.
 */
type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { failed: boolean; pathname: string };

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  constructor(props: BoundaryProps) {
    super(props);
    this.state = { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  // Leaving the failed page clears the failure; the tree above the pages is kept (no remount).
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error("A page failed to render", error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Box component="main" maw={640} mx="auto" p="xl">
        <ErrorState error={PAGE_FAILED_MESSAGE} onRetry={() => window.location.reload()} />
      </Box>
    );
  }
}
