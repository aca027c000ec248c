import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter, type RouteObject } from "react-router";
import {
  createApiClient,
  createAuth,
  createQueryClient,
  startSignedInReads,
  type StartReads,
} from "@prenup/api-client";
import { parseSchemasWithoutEval } from "@prenup/domain";
import { AppProviders } from "./app-providers.tsx";
import { AppRoutes } from "./route-table.tsx";

export interface AppConfig {
  apiUrl: string;
  oidcIssuer: string;
  oidcClientId: string;
  oidcAudience: string;
}

export interface StartAppOptions {
  config: AppConfig;
  /** Where the identity provider sends the user after sign-out, on this app's origin. */
  signOutPath: string;
  routes: RouteObject[];
  /**
   * The app's first reads for a signed-in user whose id this tab remembers, started at boot beside
   * GET /users/me (startSignedInReads) instead of after the page's modules and the user's answer.
   */
  startReads?: StartReads;
  /** The element to render into; `#root` by default. */
  root?: HTMLElement | null;
}

type TaskScheduler = { postTask(task: () => void, options: { priority: "user-blocking" }): Promise<void> };

/**
 * Runs `task` in a task of its own as soon as the current one ends, ahead of queued work of lower
 * priority where the browser can order tasks (the Prioritized Task Scheduling API), else after a
 * zero-delay timer.
 */
export function runFirst(task: () => void): void {
  const scheduler = (globalThis as { scheduler?: Partial<TaskScheduler> }).scheduler;
  if (typeof scheduler?.postTask === "function") {
    scheduler.postTask(task, { priority: "user-blocking" }).catch((error: unknown) => console.error(error));
    return;
  }
  setTimeout(task, 0);
}

/** An absolute URL on this app's origin. */
export function appUrl(path: string): string {
  return new URL(path, window.location.origin).toString();
}

/**
 * Boots a portal: the OIDC session (redirect back to /oauth/callback), the query cache, the API
 * client and the browser router (AppRoutes), rendered into #root inside the shared providers.
 */
export function startApp({
  config,
  signOutPath,
  routes,
  startReads,
  root = document.getElementById("root"),
}: StartAppOptions): void {
  if (!root) throw new Error("index.html has no #root element");
  // The apps' Content-Security-Policy allows no eval (packages/ui/src/content-security-policy.js).
  parseSchemasWithoutEval();
  const auth = createAuth({
    authority: config.oidcIssuer,
    clientId: config.oidcClientId,
    redirectUri: appUrl("/oauth/callback"),
    postLogoutRedirectUri: appUrl(signOutPath),
    resource: config.oidcAudience,
  });
  const queryClient = createQueryClient();
  const api = createApiClient({ baseUrl: config.apiUrl, auth });
  // The first reads start in tasks of their own, queued ahead of the first render's work: the
  // current user's first, then each of the page's reads in the next task. Started here, within the
  // start-up modules' evaluation, they made that the longest task of a signed-in page load on a
  // phone; all in one task after it, they still made a long one (building and sending seven
  // requests). Each extra task delays its request by well under a millisecond.
  runFirst(() => startSignedInReads({ api, queryClient, auth, startReads, schedule: runFirst }));

  const reactRoot = createRoot(root);
  // The first render in a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (providers, shell, first page) in one long task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <AppProviders auth={auth} api={api} queryClient={queryClient}>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    );
  });
}
