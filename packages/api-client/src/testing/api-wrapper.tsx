import type { ReactNode } from "react";
import { ApiProvider } from "../api-context.tsx";
import { createApiClient } from "../client.ts";
import { createQueryClient } from "../query-client.ts";
import { createFakeAuth } from "./index.ts";

/**
 * A signed-in API client on `fetch` (usually createFakeFetch's), one query cache for the whole
 * test (a rerender must not start from an empty one), and the provider to render hooks under.
 */
export function createTestApiWrapper(fetch: (request: Request) => Promise<Response>) {
  const api = createApiClient({ baseUrl: "http://api.test", auth: createFakeAuth({ signedIn: true }), fetch });
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={api} queryClient={queryClient}>
      {children}
    </ApiProvider>
  );
  return { api, queryClient, wrapper };
}
