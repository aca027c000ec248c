import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { routes } from "../src/app/routes.tsx";
import { SIGN_OUT_REMINDERS } from "../src/app/shell/customer-shell.tsx";
import type { Standing } from "@prenup/api-client";
import { createFakeAuth, fakeStanding } from "@prenup/api-client/testing";
import { currentPath, renderApp, expectSignOutAsksFirst } from "@prenup/ui/testing";
import { customerUser, fakeUserDocument } from "./fixtures.ts";

const user = customerUser();

/** Alex's California document, before any invitation. */
const californiaDocument = fakeUserDocument({
  userAId: user.id,
  invitationEmail: null,
  invitationSentAt: null,
  invitationAcceptedAt: null,
});

const paidPrenup = {
  id: "pi-1",
  userId: user.id,
  productId: "product-prenup",
  documentId: "doc-1",
  attorneyId: null,
  paymentStatus: "SUCCESSFUL",
  bookingStatus: null,
  pricePaidInCents: 49_900,
  amountRefundedInCents: 0,
  refundedAt: null,
  createdAt: "2026-11-02T10:00:00.000Z",
  deletedAt: null,
  product: {
    id: "product-prenup",
    title: "Prenup",
    productType: "PRENUP",
    productCategory: "DOCUMENT",
    isSharedProduct: true,
  },
};

function api(
  options: { documents?: unknown[]; purchaseItems?: unknown[] | "fail"; standing?: Partial<Standing> | "fail" } = {},
) {
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: options.documents ?? [californiaDocument],
    [`GET /users/${user.id}/questionnaire-sections`]: [],
    [`GET /users/${user.id}/purchase-items`]:
      options.purchaseItems === "fail"
        ? () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } })
        : (options.purchaseItems ?? []),
    [`GET /users/${user.id}/standing`]:
      options.standing === "fail"
        ? () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } })
        : fakeStanding(options.standing),
  };
}

/** The side-menu entry with this label (the element carrying its disabled state). */
function menuEntry(label: string): HTMLElement {
  const nav = screen.getByRole("navigation");
  const text = within(nav).getByText(label);
  return (text.closest("[aria-disabled], a, button") as HTMLElement | null) ?? text;
}

describe("customer shell", () => {
  it("before payment: progress at step 0, only Dashboard and Questionnaire open, no attorney-services button", async () => {
    renderApp(routes, "/", { auth: createFakeAuth({ signedIn: true }), api: api() });

    expect(await screen.findByText("Starting your prenup")).toBeInTheDocument();
    await waitFor(() => expect(menuEntry("Financial Disclosure")).toHaveAttribute("aria-disabled", "true"));
    for (const label of ["Alignment", "Documents", "Review & Notarize"]) {
      expect(menuEntry(label)).toHaveAttribute("aria-disabled", "true");
    }
    for (const label of ["Dashboard", "Questionnaire", "Payment", "Help", "Account"]) {
      expect(menuEntry(label)).not.toHaveAttribute("aria-disabled", "true");
    }
    expect(screen.queryByRole("button", { name: "Attorney services" })).not.toBeInTheDocument();
  });

  it("after paying in a PARTNER state: Financial Disclosure opens and the attorney-services button shows", async () => {
    const { user: clicker, router } = renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        purchaseItems: [paidPrenup],
        standing: {
          prenupPaid: true,
          attorneyServicesButton: true,
          gates: { financialDisclosure: true, alignment: true, documents: false, reviewAndNotarize: false },
        },
      }),
    });

    const button = await screen.findByRole("button", { name: "Attorney services" });
    await waitFor(() => expect(menuEntry("Financial Disclosure")).not.toHaveAttribute("aria-disabled", "true"));
    expect(menuEntry("Documents")).toHaveAttribute("aria-disabled", "true");
    expect(menuEntry("Review & Notarize")).toHaveAttribute("aria-disabled", "true");

    await clicker.click(within(screen.getByRole("navigation")).getByText("Financial Disclosure"));
    expect(await screen.findByRole("heading", { name: "Financial Disclosure", level: 1 })).toBeInTheDocument();

    await clicker.click(button);
    await waitFor(() => expect(currentPath(router)).toBe("/attorney-services"));
  });

  it("the dashboard greets the customer and shows the document's state and partner", async () => {
    renderApp(routes, "/", { auth: createFakeAuth({ signedIn: true }), api: api() });
    expect(await screen.findByText("Welcome, Alex")).toBeInTheDocument();
    expect(await screen.findByText("California")).toBeInTheDocument();
    expect(screen.getByText("Jordan Lee")).toBeInTheDocument();
  });

  it("a failed load shows 'Error loading data' in the menu and hides the progress bar", async () => {
    renderApp(routes, "/", { auth: createFakeAuth({ signedIn: true }), api: api({ standing: "fail" }) });
    expect(await screen.findByText("Error loading data")).toBeInTheDocument();
    expect(screen.queryByText("Starting your prenup")).not.toBeInTheDocument();
  });

  it("sign-out asks first: Cancel only closes, Log out signs out to /login", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const { user: clicker } = renderApp(routes, "/", { auth, api: api() });
    await expectSignOutAsksFirst(clicker, auth, "/login", SIGN_OUT_REMINDERS.PRENUP);
  });

  it("a postnup's sign-out reminder names no wedding date", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const postnup = { ...californiaDocument, kind: "POSTNUP" };
    const { user: clicker } = renderApp(routes, "/", { auth, api: api({ documents: [postnup] }) });
    expect(await screen.findByText("California")).toBeInTheDocument();
    await expectSignOutAsksFirst(clicker, auth, "/login", SIGN_OUT_REMINDERS.POSTNUP);
  });
});
