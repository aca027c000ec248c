import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router";
import {
  titledPageRoutes,
  lazyPage,
  type PageModules,
  LoginPage,
  OAuthCallbackPage,
  SignUpPage,
  runFirst,
} from "@prenup/ui/app";
import { RequireCustomer } from "./require-customer.tsx";
import { LegacyRedirect } from "./legacy-redirect.tsx";
import { CustomerShell } from "./shell/customer-shell.tsx";
import { PAGE_TITLES } from "../components/page-titles/page-titles.ts";
import { DeletionSignOutNotice } from "../features/profile/components/deletion-sign-out-notice.tsx";

/** The customer app's screens, each with the title it shows (the side menu's pages: PAGE_TITLES). */
export const customerPages: { path: string; title: string }[] = [
  { path: "/", title: PAGE_TITLES.dashboard },
  { path: "/profile", title: PAGE_TITLES.account },
  { path: "/questionnaire", title: PAGE_TITLES.questionnaire },
  { path: "/questionnaire/:section", title: PAGE_TITLES.questionnaire },
  { path: "/alignment", title: PAGE_TITLES.alignment },
  { path: "/financial-disclosure", title: PAGE_TITLES.financialDisclosure },
  // Not in the spec's route table: the outcome simulator, linked from the dashboard, /alignment and the review page.
  { path: "/outcomes", title: "If we divorce: your agreement in numbers" },
  { path: "/documents", title: PAGE_TITLES.documents },
  { path: "/documents/review", title: PAGE_TITLES.reviewAgreement },
  { path: "/documents/:documentId/editor", title: "Document editor" },
  { path: "/notarize", title: PAGE_TITLES.reviewAndNotarize },
  { path: "/notarize/review", title: "Notarization review" },
  { path: "/congratulations", title: "Congratulations" },
  { path: "/payment", title: PAGE_TITLES.payment },
  { path: "/payment/success", title: "Payment complete" },
  { path: "/attorney-services", title: "Attorney services" },
  // Not in the spec's route table: the built-in scheduler's cancel and reschedule links.
  { path: "/attorney-services/events/:eventId", title: "Your call" },
  { path: "/help", title: PAGE_TITLES.help },
  // Not in the spec's route table: starting a postnuptial agreement (the dashboard, the California
  // 7-day popup and the signing reminders link here; /postnup-waitlist answers the same page).
  { path: "/postnup", title: "Postnuptial agreement" },
  { path: "/postnup-waitlist", title: "Postnuptial agreement" },
  // Not in the spec's route table: after the signing, changing or cancelling the agreement (documents page, dashboard).
  { path: "/agreement-changes", title: "Update or cancel your agreement" },
  { path: "/aftercare", title: "Keep your agreement working" },
  // Not in the spec's route table: the partner invitation e-mail links here.
  { path: "/invite", title: "Accept invitation" },
];

/** Pages that already show real data; the rest show their title until their issue lands. */
const pageModules: PageModules = {
  "/documents/:documentId/editor": async () => ({ Component: (await import("@prenup/editor-ui")).EditorPage }),
  "/": async () => {
    // The cards below 'Your prenup' are fetched alongside the page but rendered after it (React.lazy
    // in a Suspense boundary of their own), so the first card paints without waiting for their
    // modules or their render. Their import starts in the next task: adding the preload links of
    // their two dozen modules in the same task as the page's made that task a long one on a phone.
    const cards = new Promise<void>((resolve) => runFirst(resolve)).then(() => import("./dashboard-cards.tsx"));
    cards.catch(() => undefined);
    const { DashboardPage } = await import("../features/dashboard/dashboard-page.tsx");
    const DashboardCards = lazy(() => cards);
    return {
      Component: () => (
        <DashboardPage>
          <Suspense fallback={null}>
            <DashboardCards />
          </Suspense>
        </DashboardPage>
      ),
    };
  },
  "/profile": async () => ({ Component: (await import("../features/profile/profile-page.tsx")).ProfilePage }),
  "/questionnaire": async () => ({
    Component: (await import("../features/questionnaire/questionnaire-redirect-page.tsx")).QuestionnaireRedirectPage,
  }),
  "/questionnaire/:section": async () => ({
    Component: (await import("../features/questionnaire/section-page.tsx")).SectionPage,
  }),
  "/payment": async () => ({ Component: (await import("../features/payment/payment-page.tsx")).PaymentPage }),
  "/payment/success": async () => ({
    Component: (await import("../features/payment/payment-success-page.tsx")).PaymentSuccessPage,
  }),
  "/alignment": async () => ({ Component: (await import("../features/alignment/alignment-page.tsx")).AlignmentPage }),
  "/financial-disclosure": async () => ({
    Component: (await import("../features/financial-disclosure/financial-disclosure-page.tsx")).FinancialDisclosurePage,
  }),
  "/outcomes": async () => ({ Component: (await import("../features/outcomes/outcomes-page.tsx")).OutcomesPage }),
  "/invite": async () => ({ Component: (await import("../features/partner/accept-invite-page.tsx")).AcceptInvitePage }),
  "/documents": async () => ({ Component: (await import("../features/documents/documents-page.tsx")).DocumentsPage }),
  "/documents/review": async () => ({ Component: (await import("../features/documents/review-page.tsx")).ReviewPage }),
  // --- Notarization ---
  "/notarize": async () => ({ Component: (await import("../features/notarization/notarize-page.tsx")).NotarizePage }),
  "/notarize/review": async () => ({
    Component: (await import("../features/notarization/notarize-review-page.tsx")).NotarizeReviewPage,
  }),
  "/congratulations": async () => ({
    Component: (await import("../features/notarization/congratulations-page.tsx")).CongratulationsPage,
  }),
  "/help": async () => ({ Component: (await import("../features/help/help-page.tsx")).HelpPage }),
  "/postnup": async () => ({
    Component: (await import("../features/postnup/postnup-page.tsx")).PostnupPage,
  }),
  "/postnup-waitlist": async () => ({
    Component: (await import("../features/postnup/postnup-page.tsx")).PostnupPage,
  }),
  "/agreement-changes": async () => ({
    Component: (await import("../features/agreement-changes/agreement-changes-page.tsx")).AgreementChangesPage,
  }),
  "/aftercare": async () => ({
    Component: (await import("../features/aftercare/aftercare-page.tsx")).AftercarePage,
  }),
  // --- attorney services ---
  "/attorney-services": async () => ({
    Component: (await import("../features/attorney-services/attorney-services-page.tsx")).AttorneyServicesPage,
  }),
  "/attorney-services/events/:eventId": async () => ({
    Component: (await import("../features/attorney-services/event-action-page.tsx")).EventActionPage,
  }),
};

/**
 * The public verification of a final agreement (/verify, and /verify/:sha256 that the agreement's
 * link and QR code open): anyone may check a PDF, signed in or not, so it sits outside the
 * customer's gate; its module loads only when the page shows.
 */
const VerifyPage = lazyPage(async () => ({
  Component: (await import("../features/verification/verify-page.tsx")).VerifyPage,
}));
const verifyHandle = { title: "Verify an agreement", preload: VerifyPage.preload };

/**
 * The law behind a state's agreement (/law/:stateId, by the state's abbreviation; /law/CO#spousalSupport
 * opens at one rule): public like /verify, linked from the questionnaire's state block.
 */
const StateLawPage = lazyPage(async () => ({
  Component: (await import("../features/state-law/state-law-page.tsx")).StateLawPage,
}));
const stateLawHandle = { title: "The law behind your agreement", preload: StateLawPage.preload };

export const routes: RouteObject[] = [
  {
    path: "/login",
    element: (
      <LoginPage
        productName="Prenup"
        tagline="Build your prenuptial agreement together, step by step, at your own pace."
        signUpHref="/signup"
        notice={<DeletionSignOutNotice />}
      />
    ),
  },
  { path: "/signup", Component: SignUpPage },
  { path: "/oauth/callback", Component: OAuthCallbackPage },
  { path: "/verify", handle: verifyHandle, Component: VerifyPage },
  { path: "/verify/:sha256", handle: verifyHandle, Component: VerifyPage },
  { path: "/law/:stateId", handle: stateLawHandle, Component: StateLawPage },
  {
    Component: RequireCustomer,
    children: [
      { path: "/signin-redirect", element: <Navigate to="/" replace /> },
      { Component: CustomerShell, children: titledPageRoutes(customerPages, pageModules) },
      { path: "*", Component: LegacyRedirect },
    ],
  },
];
