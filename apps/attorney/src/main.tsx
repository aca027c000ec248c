import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider, createBrowserRouter } from "react-router";
import { createApiClient, createAuth, createQueryClient } from "@prenup/api-client";
import "@prenup/ui/styles.css";
import { SIGN_OUT_PATH, appUrl, config } from "./app/config.ts";
import { AppProviders } from "./app/providers.tsx";
import { routes } from "./app/routes.tsx";

const auth = createAuth({
  authority: config.oidcIssuer,
  clientId: config.oidcClientId,
  redirectUri: appUrl("/oauth/callback"),
  postLogoutRedirectUri: appUrl(SIGN_OUT_PATH),
  resource: config.oidcAudience,
});
const queryClient = createQueryClient();
const api = createApiClient({ baseUrl: config.apiUrl, auth });
const router = createBrowserRouter(routes);

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

createRoot(root).render(
  <StrictMode>
    <AppProviders auth={auth} api={api} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
