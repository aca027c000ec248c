import { Navigate, type RouteObject } from "react-router";
import { titledPageRoutes, type PageModules, LoginPage, OAuthCallbackPage, SignUpPage } from "@prenup/ui/app";
import { RequireAdmin } from "./require-admin.tsx";
import { AdminShell } from "./shell/admin-shell.tsx";

/** The admin screens with the title each shows. */
export const adminPages: { path: string; title: string }[] = [
  { path: "/admin/users", title: "Users" },
  { path: "/admin/users/:id", title: "User" },
  { path: "/admin/attorneys", title: "Attorneys" },
  { path: "/admin/attorneys/:attorneyId", title: "Attorney" },
  { path: "/admin/attorneys/:attorneyId/clients", title: "Attorney clients" },
  { path: "/admin/law-firms", title: "Law Firms" },
  { path: "/admin/law-firms/:lawFirmId", title: "Law Firm" },
  { path: "/admin/attorney-appointments", title: "Attorney Appointments" },
  { path: "/admin/attorney-reviews", title: "Attorney Reviews" },
  { path: "/admin/account-deletions", title: "Deletion Requests" },
  { path: "/admin/states", title: "States" },
  { path: "/admin/states/:id", title: "State" },
  { path: "/admin/purchases", title: "Purchases & Refunds" },
  { path: "/admin/attorney/payouts", title: "Attorney Payouts" },
  { path: "/admin/library-groups", title: "Library Groups" },
  { path: "/admin/library-groups/:id", title: "Library Group" },
  { path: "/admin/discounts", title: "Discounts" },
  { path: "/admin/products", title: "Products & Prices" },
  { path: "/admin/help", title: "Help" },
  { path: "/admin/account", title: "Account" },
  { path: "/documents/:documentId/editor", title: "Document editor" },
];

/** Pages that already show real data; the rest show their title until their issue lands. */
const pageModules: PageModules = {
  "/documents/:documentId/editor": async () => ({ Component: (await import("@prenup/editor-ui")).EditorPage }),
  "/admin/account": async () => ({ Component: (await import("../features/account/account-page.tsx")).AccountPage }),
  "/admin/purchases": async () => ({
    Component: (await import("../features/payouts/purchases-page.tsx")).PurchasesPage,
  }),
  "/admin/attorney/payouts": async () => ({
    Component: (await import("../features/payouts/payouts-page.tsx")).PayoutsPage,
  }),
  "/admin/discounts": async () => ({
    Component: (await import("../features/discounts/discounts-page.tsx")).DiscountsPage,
  }),
  "/admin/products": async () => ({
    Component: (await import("../features/products/products-page.tsx")).ProductsPage,
  }),
  // --- attorneys and law firms (attorney-portal issue) ---
  "/admin/attorneys": async () => ({
    Component: (await import("../features/attorneys/attorneys-page.tsx")).AttorneysPage,
  }),
  "/admin/attorneys/:attorneyId": async () => ({
    Component: (await import("../features/attorneys/attorney-page.tsx")).AttorneyPage,
  }),
  "/admin/attorneys/:attorneyId/clients": async () => ({
    Component: (await import("../features/attorneys/attorney-clients-page.tsx")).AttorneyClientsPage,
  }),
  "/admin/law-firms": async () => ({
    Component: (await import("../features/law-firms/law-firms-page.tsx")).LawFirmsPage,
  }),
  "/admin/law-firms/:lawFirmId": async () => ({
    Component: (await import("../features/law-firms/law-firm-page.tsx")).LawFirmPage,
  }),
  // --- end attorneys and law firms ---
  // --- users, appointments, reviews, states ---
  "/admin/users": async () => ({ Component: (await import("../features/users/users-page.tsx")).UsersPage }),
  "/admin/users/:id": async () => ({ Component: (await import("../features/users/user-page.tsx")).UserPage }),
  "/admin/attorney-reviews": async () => ({
    Component: (await import("../features/attorney-reviews/attorney-reviews-page.tsx")).AttorneyReviewsPage,
  }),
  "/admin/account-deletions": async () => ({
    Component: (await import("../features/account-deletions/account-deletions-page.tsx")).AccountDeletionsPage,
  }),
  "/admin/attorney-appointments": async () => ({
    Component: (await import("../features/appointments/appointments-page.tsx")).AppointmentsPage,
  }),
  "/admin/states": async () => ({ Component: (await import("../features/states/states-page.tsx")).StatesPage }),
  "/admin/states/:id": async () => ({ Component: (await import("../features/states/state-page.tsx")).StatePage }),
  // --- end admin portal ---
  "/admin/library-groups": async () => ({
    Component: (await import("../features/library-groups/library-groups-page.tsx")).LibraryGroupsPage,
  }),
  "/admin/library-groups/:id": async () => ({
    Component: (await import("../features/library-groups/library-group-page.tsx")).LibraryGroupPage,
  }),
  "/admin/help": async () => ({ Component: (await import("../features/help/help-page.tsx")).HelpPage }),
};

export const routes: RouteObject[] = [
  // Admins are created by admins or the seed, so this card has no sign-up link.
  {
    path: "/login",
    element: (
      <LoginPage
        productName="Prenup admin"
        tagline="Sign in to manage users, attorneys, law firms and reference data."
      />
    ),
  },
  { path: "/signup", Component: SignUpPage },
  { path: "/oauth/callback", Component: OAuthCallbackPage },
  {
    // The gate sends any path outside the admin table to /admin/users.
    Component: RequireAdmin,
    children: [
      { Component: AdminShell, children: titledPageRoutes(adminPages, pageModules) },
      { path: "*", element: <Navigate to="/admin/users" replace /> },
    ],
  },
];
