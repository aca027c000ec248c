import { useMatches, type RouteObject } from "react-router";
import { Stack, Title } from "@mantine/core";

/** What a route declares in its `handle`: the title its page shows. */
export type RouteHandle = { title: string };

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === "object" && value !== null && typeof (value as RouteHandle).title === "string";
}

/** The title of the deepest matched route that declares one in its `handle`. */
export function useRouteTitle(): string | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteHandle(handle)) return handle.title;
  }
  return undefined;
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

/** Page modules by path, for the pages that already show real data. */
export type PageModules = Record<string, RouteObject["lazy"]>;

/**
 * One route per page with its title in the handle: lazily loaded when `modules` has the path,
 * otherwise the titled placeholder page.
 */
export function titledPageRoutes(pages: { path: string; title: string }[], modules: PageModules): RouteObject[] {
  return pages.map((page) => {
    const handle: RouteHandle = { title: page.title };
    const lazy = modules[page.path];
    return lazy ? { path: page.path, handle, lazy } : { path: page.path, handle, Component: TitledPage };
  });
}
