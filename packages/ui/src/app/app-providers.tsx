import type { ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { ApiProvider, AuthProvider, type ApiClient, type Auth } from "@prenup/api-client";
import { UiProvider } from "../ui-provider.tsx";

export type AppDependencies = {
  auth: Auth;
  api: ApiClient;
  queryClient: QueryClient;
};

/** Theme, session and API client for a whole app; tests pass fakes of the same shape. */
export function AppProviders({ auth, api, queryClient, children }: AppDependencies & { children: ReactNode }) {
  return (
    <UiProvider>
      <AuthProvider auth={auth}>
        <ApiProvider client={api} queryClient={queryClient}>
          {children}
        </ApiProvider>
      </AuthProvider>
    </UiProvider>
  );
}
