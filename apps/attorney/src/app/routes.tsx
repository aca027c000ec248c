import { Navigate, type RouteObject } from "react-router";
import { titledPageRoutes, type PageModules, LoginPage, OAuthCallbackPage, SignUpPage } from "@prenup/ui/app";
import { RequireAttorney } from "./require-attorney.tsx";
import { AttorneyShell } from "./shell/attorney-shell.tsx";

/** The attorney screens with the title each shows; the stage decides which open. */
export const attorneyPages: { path: string; title: string }[] = [
  { path: "/", title: "Dashboard" },
  { path: "/attorney/form", title: "Attorney application" },
  { path: "/attorney/clients", title: "Clients" },
  { path: "/attorney/clients/:clientId", title: "Client" },
  { path: "/attorney/appointments", title: "Appointments" },
  { path: "/attorney/reviews", title: "Reviews" },
  { path: "/attorney/payouts", title: "Payouts" },
  { path: "/attorney/account", title: "Account" },
  { path: "/attorney/stripe-onboarding-refresh", title: "Payment account setup" },
  { path: "/attorney/help", title: "Help" },
  { path: "/documents/:documentId/editor", title: "Document editor" },
];

/** Pages that already show real data; the rest show their title until their issue lands. */
const pageModules: PageModules = {
  "/documents/:documentId/editor": async () => ({ Component: (await import("@prenup/editor-ui")).EditorPage }),
  "/attorney/form": async () => ({
    Component: (await import("../features/application/application-form-page.tsx")).ApplicationFormPage,
  }),
  "/attorney/account": async () => ({ Component: (await import("../features/account/account-page.tsx")).AccountPage }),
  // --- attorney portal (attorney-portal issue) ---
  "/": async () => ({ Component: (await import("../features/dashboard/dashboard-page.tsx")).DashboardPage }),
  "/attorney/clients": async () => ({ Component: (await import("../features/clients/clients-page.tsx")).ClientsPage }),
  "/attorney/clients/:clientId": async () => ({
    Component: (await import("../features/clients/client-page.tsx")).ClientPage,
  }),
  "/attorney/appointments": async () => ({
    Component: (await import("../features/appointments/appointments-page.tsx")).AppointmentsPage,
  }),
  "/attorney/reviews": async () => ({ Component: (await import("../features/reviews/reviews-page.tsx")).ReviewsPage }),
  "/attorney/payouts": async () => ({ Component: (await import("../features/payouts/payouts-page.tsx")).PayoutsPage }),
  "/attorney/stripe-onboarding-refresh": async () => ({
    Component: (await import("../features/account/onboarding-refresh-page.tsx")).OnboardingRefreshPage,
  }),
  "/attorney/help": async () => ({ Component: (await import("../features/help/help-page.tsx")).HelpPage }),
};

export const routes: RouteObject[] = [
  {
    path: "/login",
    element: (
      <LoginPage
        productName="Prenup for attorneys"
        tagline="Sign in to manage your clients, appointments, reviews and payouts."
        signUpHref="/signup"
      />
    ),
  },
  { path: "/signup", Component: SignUpPage },
  { path: "/oauth/callback", Component: OAuthCallbackPage },
  {
    // The gate sends every other path where the attorney's stage allows (legacy paths included).
    Component: RequireAttorney,
    children: [
      { Component: AttorneyShell, children: titledPageRoutes(attorneyPages, pageModules) },
      { path: "*", element: <Navigate to="/" replace /> },
    ],
  },
];
