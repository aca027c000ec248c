import type { ReactNode } from "react";
import type { QueryClient } from "@tanstack/react-query";
import { UiProvider } from "@prenup/ui";
import { ApiProvider, AuthProvider, type ApiClient, type Auth } from "@prenup/api-client";

export type AppDependencies = {
  auth: Auth;
  api: ApiClient;
  queryClient: QueryClient;
};

/** Theme, session and API client for the whole app; tests pass fakes of the same shape. */
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
