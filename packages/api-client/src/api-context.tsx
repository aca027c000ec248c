import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { type ReactNode, createContext, useContext, useEffect, useState } from "react";
import { resolveApiUrl } from "./api-url.ts";
import type { ApiClient } from "./client.ts";
import { useOptionalAuthClient } from "./auth-context.tsx";
import { createQueryClient } from "./query-client.ts";

const ApiContext = createContext<ApiClient | null>(null);

/**
 * Gives the API client and a query cache to the tree. Inside an <AuthProvider>, the cache is
 * cleared when the user signs out.
 */
export function ApiProvider({
  client,
  queryClient,
  children,
}: {
  client: ApiClient;
  queryClient?: QueryClient;
  children: ReactNode;
}) {
  const [ownQueryClient] = useState(() => queryClient ?? createQueryClient());
  const cache = queryClient ?? ownQueryClient;
  const auth = useOptionalAuthClient();
  useEffect(() => auth?.onSignOut(() => cache.clear()), [auth, cache]);
  return (
    <ApiContext.Provider value={client}>
      <QueryClientProvider client={cache}>{children}</QueryClientProvider>
    </ApiContext.Provider>
  );
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error("useApiClient must be used inside <ApiProvider>");
  return client;
}

/**
 * An address the API serves (an attorney's `photoUrl`) resolved against the API's base URL, so it
 * loads when the app is served from another origin (undefined when there is none).
 */
export function useApiUrl(path: string | null | undefined): string | undefined {
  return resolveApiUrl(useApiClient().baseUrl, path);
}
