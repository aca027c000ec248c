import { useMatches } from "react-router";
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
