import { lazy, Suspense, useEffect, type ComponentType } from "react";
import type { RouteObject } from "react-router";
import { Stack, Title } from "@mantine/core";
import { LoadingState } from "../components/status-states.tsx";
import { withPageStyles } from "../load-page-styles.ts";
import { useRouteMatches } from "./route-table.tsx";
import { isRouteHandle, routeTitleOf, type RouteHandle } from "./page-title.tsx";

/** The title of the deepest matched route that declares one in its `handle`. */
export function useRouteTitle(): string | undefined {
  return routeTitleOf(useRouteMatches());
}

/** A page whose content arrives in a later issue: the route's title inside the shell. */
export function TitledPage() {
  const title = useRouteTitle();
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
    </Stack>
  );
}

/**
 * A page's module, loaded the first time the page is shown: `async () => ({ Component: (await
 * import("../features/x/x-page.tsx")).XPage })`. Everything the module imports (a chart library,
 * the PDF viewer, Stripe's form) is fetched with it, never at start-up.
 */
export type PageModule = () => Promise<{ Component: ComponentType }>;

/** Page modules by path, for the pages that already show real data. */
export type PageModules = Record<string, PageModule>;

/**
 * A route component that fetches its page module only when it renders, that is once the guards
 * above it (sign-in, user type, stage) have let the visitor through: a signed-out visitor on `/`
 * downloads the sign-in screen, not the dashboard. 'Loading...' shows in the shell meanwhile. (A
 * route's own `lazy` would be fetched by the router as soon as the path matches, before any guard.)
 * The styles of Mantine's other components (page-styles.css) arrive with the first page.
 */
export function lazyPage(load: PageModule): ComponentType & { preload: () => void } {
  const loaded = once(() => withPageStyles(load()));
  const Page = lazy(async () => ({ default: (await loaded()).Component }));
  function LazyPage() {
    return (
      <Suspense fallback={<LoadingState />}>
        <Page />
      </Suspense>
    );
  }
  // Starting the fetch early (a failure is left to the render, which shows it).
  return Object.assign(LazyPage, { preload: () => void loaded().catch(() => undefined) });
}

/** `fn`'s promise, made on the first call and kept; a rejected one is dropped so a later call tries again. */
function once<T>(fn: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= fn();
    promise.catch(() => {
      promise = null;
    });
    return promise;
  };
}

/**
 * Starts fetching the modules of the matched pages at once. A guard that lets a signed-in visitor
 * through only once a request has answered (the portal's user-type check) calls it, so the page's
 * module arrives together with that answer instead of after it.
 */
export function usePreloadMatchedPages(enabled: boolean): void {
  const matches = useRouteMatches();
  useEffect(() => {
    if (!enabled) return;
    for (const match of matches) {
      const handle: unknown = match.route.handle;
      if (isRouteHandle(handle)) handle.preload?.();
    }
  }, [enabled, matches]);
}

/**
 * One route per page with its title in the handle: the page module loaded when the page shows
 * (`lazyPage`) when `modules` has the path, otherwise the titled placeholder page.
 */
export function titledPageRoutes(pages: { path: string; title: string }[], modules: PageModules): RouteObject[] {
  return pages.map((page) => {
    const handle: RouteHandle = { title: page.title };
    const load = modules[page.path];
    if (!load) return { path: page.path, handle, Component: TitledPage };
    const Component = lazyPage(load);
    return { path: page.path, handle: { ...handle, preload: Component.preload }, Component };
  });
}
