// The app frame shared by the three portals: providers, bootstrap and route-title pages. Kept apart
// from the main entry so the presentational components do not depend on the router or the session.
export { AppProviders } from "./app-providers.tsx";
export type { AppDependencies } from "./app-providers.tsx";
export { startApp, appUrl, runFirst } from "./start-app.tsx";
export type { AppConfig, StartAppOptions } from "./start-app.tsx";
export { AppRoutes, useRouteMatches, PAGE_FAILED_MESSAGE } from "./route-table.tsx";
export { TitledPage, useRouteTitle } from "./titled-page.tsx";
export type { RouteHandle } from "./page-title.tsx";
export { usePageTitle } from "./page-title.tsx";
export { titledPageRoutes, lazyPage, usePreloadMatchedPages } from "./titled-page.tsx";
export type { PageModule, PageModules } from "./titled-page.tsx";
export { RequireSignIn, type SignedOutPageProps } from "./require-sign-in.tsx";
export { RoutedPortalShell, menuStatusOf } from "./routed-portal-shell.tsx";
export type { RoutedPortalShellProps } from "./routed-portal-shell.tsx";
export { LoginPage, SignUpPage, OAuthCallbackPage } from "./auth-pages.tsx";
export type { LoginPageProps } from "./auth-pages.tsx";
export { AccountCreationProblem, accountCreationCode } from "./account-creation-problem.tsx";
