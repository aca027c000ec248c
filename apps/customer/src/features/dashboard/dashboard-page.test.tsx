import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { ATTORNEY_ID, base, servicesApi } from "../../../test/attorney-services-fixtures.ts";

afterEach(() => cleanup());

const needingReview = {
  attorneyId: ATTORNEY_ID,
  firstName: "Priya",
  lastName: "Raman",
  photoUrl: null,
  purchaseItemId: "44444444-4444-4444-8444-444444444444",
  productType: "REPRESENTATION",
  serviceCompletedAt: "2026-11-22T10:00:00.000Z",
};

describe("dashboard", () => {
  it("shows 'Your prenup' and, rendered after it, every card in order: partner, review prompt, attorney services", async () => {
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: servicesApi({
        [`GET ${base}/documents/invites`]: [],
        [`GET ${base}/attorneys-needing-reviews`]: [needingReview],
      }),
    });

    const next = await screen.findByRole("region", { name: "Your next step" });
    // Titled as the menu names it; the greeting is under the title.
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Dashboard$/);
    expect(screen.getByText("Welcome, Alex")).toBeInTheDocument();
    expect(within(next).getAllByRole("link")).toHaveLength(1);
    expect(
      within(next).getByText(/^(It's your turn|You are waiting on .+|You are both waiting on the attorneys)\.$/),
    ).toBeInTheDocument();

    const prenup = (await screen.findByRole("heading", { name: "Your prenup" })).closest(
      ".mantine-Card-root",
    ) as HTMLElement;
    expect(within(prenup).getByText("State:")).toBeInTheDocument();

    const partner = await screen.findByRole("region", { name: "Your partner" });
    const review = await screen.findByRole("region", { name: "How was your Representation with Priya Raman?" });
    const attorney = await screen.findByTestId("attorney-services-card");
    expect(within(attorney).getByRole("heading", { name: "Want Attorney Services?" })).toBeInTheDocument();

    // Document order as before the cards were deferred: the page's card, then partner, then the review.
    const following = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(following(prenup, partner)).toBe(true);
    expect(following(partner, review)).toBe(true);
    // Only one 'Your prenup' card: the deferred cards add to the page, they do not render it again.
    expect(screen.getAllByRole("heading", { name: "Your prenup" })).toHaveLength(1);
  });
});

describe("the dashboard's next step", () => {
  it("tells a new user to start the questionnaire, with one button to it", async () => {
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: servicesApi({
        [`GET ${base}/documents/invites`]: [],
        [`GET ${base}/attorneys-needing-reviews`]: [],
        [`GET ${base}/standing`]: fakeStanding({ hasState: false }),
      }),
    });
    const next = await screen.findByRole("region", { name: "Your next step" });
    expect(
      within(next).getByText("Start your questionnaire: choose your state and answer the first questions."),
    ).toBeInTheDocument();
    expect(within(next).getByRole("link", { name: "Start the questionnaire" })).toHaveAttribute(
      "href",
      "/questionnaire",
    );
  });

  it("sends a partner mid-questionnaire to the section to resume, a page of the app", async () => {
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: servicesApi({
        [`GET ${base}/documents/invites`]: [],
        [`GET ${base}/attorneys-needing-reviews`]: [],
        [`GET ${base}/standing`]: fakeStanding(),
      }),
    });
    const next = await screen.findByRole("region", { name: "Your next step" });
    expect(within(next).getByText("Finish your questionnaire.")).toBeInTheDocument();
    expect(within(next).getByRole("link", { name: "Continue the questionnaire" })).toHaveAttribute(
      "href",
      "/questionnaire/background-information",
    );
    // Each partner answers their own questionnaire: nobody is said to wait.
    expect(within(next).getByText("It's your turn.")).toBeInTheDocument();
    expect(within(next).queryByText(/is waiting on you/)).toBeNull();
  });

  it("tells a partner that a proposal awaits their answer on /alignment", async () => {
    const standing = fakeStanding({
      prenupPaid: true,
      financialsComplete: true,
      partner: { questionnaireComplete: true, attorneyRequired: false, sectionsLeft: 0 },
      questionnaire: { ...fakeStanding().questionnaire, complete: true },
      alignment: { openDisputes: 2, complete: false, canSendReminder: false, proposalsAwaitingMe: 1 },
      gates: { financialDisclosure: true, alignment: true, documents: false, reviewAndNotarize: false },
    });
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: servicesApi({
        [`GET ${base}/documents/invites`]: [],
        [`GET ${base}/attorneys-needing-reviews`]: [],
        [`GET ${base}/standing`]: standing,
      }),
    });
    const next = await screen.findByRole("region", { name: "Your next step" });
    expect(
      await within(next).findByText(/proposed an answer you see differently\. Accept or propose another\.$/),
    ).toBeInTheDocument();
    expect(within(next).getByRole("link", { name: "Open alignment" })).toHaveAttribute("href", "/alignment");
    expect(within(next).getByText(/is waiting on you\.$/)).toBeInTheDocument();
  });
});

describe("the dashboard after the signing", () => {
  it("links to updating or cancelling the agreement once it is notarized", async () => {
    const standing = fakeStanding({ prenupPaid: true });
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: servicesApi({
        [`GET ${base}/documents/invites`]: [],
        [`GET ${base}/attorneys-needing-reviews`]: [],
        [`GET ${base}/standing`]: { ...standing, document: { ...standing.document!, notarizationComplete: true } },
      }),
    });
    expect(await screen.findByRole("link", { name: "Update or cancel your agreement" })).toHaveAttribute(
      "href",
      "/agreement-changes",
    );
  });
});

describe("the dashboard's signing deadline", () => {
  const standingWith = (signBy: ReturnType<typeof fakeStanding>["notarization"]["signBy"]) => {
    const standing = fakeStanding({ prenupPaid: true });
    return {
      ...standing,
      partner: { questionnaireComplete: false, attorneyRequired: false, sectionsLeft: 2 },
      notarization: { ...standing.notarization, signBy },
    };
  };
  const open = (standing: ReturnType<typeof fakeStanding>) =>
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: servicesApi({
        [`GET ${base}/documents/invites`]: [],
        [`GET ${base}/attorneys-needing-reviews`]: [],
        [`GET ${base}/standing`]: standing,
      }),
    });

  it("shows the sign-by date, the days left, California's start-by date and what is still needed from whom", async () => {
    open(
      standingWith({
        lastDay: "2026-12-19",
        daysLeft: 24,
        startWaitBy: "2026-12-12",
        reviewDays: 7,
        stateName: "California",
        waitStartsWith: "REVIEW",
      }),
    );
    const card = await screen.findByRole("region", { name: "Your signing deadline" });
    expect(within(card).getByText("Sign by December 19, 2026")).toBeInTheDocument();
    expect(within(card).getByText("24 days left")).toBeInTheDocument();
    expect(
      within(card).getByText(/they start when you review your agreement: do that by December 12, 2026/),
    ).toBeInTheDocument();
    const needed = within(card).getByRole("list", { name: "Still needed before you can sign" });
    const items = within(needed)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(items).toContain("You still have 1 section of your questionnaire.");
    expect(items).toContain("Jordan Lee still has 2 sections of their questionnaire.");
    expect(items.at(-1)).toBe("Then you both sign before a notary.");
  });

  it("says when the last day has passed, and shows nothing without a wedding date", async () => {
    open(
      standingWith({
        lastDay: "2026-12-19",
        daysLeft: -2,
        startWaitBy: null,
        reviewDays: 7,
        stateName: "California",
        waitStartsWith: "REVIEW",
      }),
    );
    const card = await screen.findByRole("region", { name: "Your signing deadline" });
    expect(within(card).getByText("The last day to sign was December 19, 2026")).toBeInTheDocument();
    expect(within(card).getByText("Too late")).toBeInTheDocument();
    expect(within(card).queryByRole("list")).toBeNull();
    cleanup();
    open(standingWith(null));
    await screen.findByRole("region", { name: "Your next step" });
    expect(screen.queryByRole("region", { name: "Your signing deadline" })).toBeNull();
  });
});
