import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../src/app/routes.tsx";
import { customerUser, fakeUserDocument } from "./fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

const user = customerUser();

const representation = {
  id: "product-representation",
  key: "representation",
  title: "Attorney Representation",
  description: "A licensed attorney reviews and signs off your agreement.",
  priceInCents: 79_900,
  productType: "REPRESENTATION",
  productCategory: "ATTORNEY_SERVICE",
  productIcon: null,
  isSharedProduct: false,
  discountsAllowed: false,
  onePerUser: true,
  isActive: true,
};

function openHelp() {
  return renderApp(routes, "/help", {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /products": [representation],
      "GET /users/me": user,
      [`GET /users/${user.id}/documents`]: [fakeUserDocument({ userAId: user.id })],
      [`GET /users/${user.id}/questionnaire-sections`]: [],
      [`GET /users/${user.id}/purchase-items`]: [],
      [`GET /users/${user.id}/standing`]: fakeStanding(),
    },
  });
}

/** The answer a question's button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("The question controls no answer");
  return panel;
}

describe("customer help", () => {
  it("lists the questions couples ask, each closed until chosen, and the support address", async () => {
    openHelp();
    expect(await screen.findByRole("heading", { name: "Help", level: 1 })).toBeInTheDocument();
    for (const question of [
      "How does building our prenup work?",
      "How does the questionnaire save my answers?",
      "When do we pay, and do we both have to?",
      "What goes into the financial disclosure?",
      "What is alignment?",
      "How do we get and review our agreement?",
      "How does notarization work?",
      "How do I invite my partner?",
      "What attorney services can we get?",
      "Can my partner see my answers?",
    ]) {
      expect(screen.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.getByRole("link", { name: "support@prenup.test" })).toHaveAttribute(
      "href",
      "mailto:support@prenup.test",
    );
  });

  it("opens an answer: the steps in order, and the privacy of answers", async () => {
    const { user: clicker } = openHelp();
    const steps = await screen.findByRole("button", { name: "How does building our prenup work?" });
    await clicker.click(steps);
    expect(steps).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(within(panelOf(steps)).getByText("Have it notarized.")).toBeVisible());
    expect(
      within(panelOf(steps))
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual([
      "Choose your state and answer the questionnaire, one section at a time.",
      "Pay for your prenup (once for the two of you).",
      "If you want one, book an attorney.",
      "Disclose your finances.",
      "Align the answers on which you and your partner differ.",
      "Generate your agreement and review it.",
      "Have it notarized.",
    ]);

    const privacy = screen.getByRole("button", { name: "Can my partner see my answers?" });
    expect(within(panelOf(privacy)).queryByText(/your partner cannot open your answers/)).not.toBeVisible();
    await clicker.click(privacy);
    await waitFor(() =>
      expect(within(panelOf(privacy)).getByText(/your partner cannot open your answers/)).toBeVisible(),
    );
    const invite = screen.getByRole("button", { name: "How do I invite my partner?" });
    await clicker.click(invite);
    await waitFor(() => expect(within(panelOf(invite)).getByRole("link", { name: "Dashboard" })).toBeVisible());
    expect(within(panelOf(invite)).getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/");
  });

  it("gives Representation's fee as the products list prices it, not a figure of its own", async () => {
    const { user: clicker } = openHelp();
    const services = await screen.findByRole("button", { name: "What attorney services can we get?" });
    await clicker.click(services);
    await waitFor(() =>
      expect(panelOf(services)).toHaveTextContent(/signs off your agreement for a flat fee of \$799 with no retainer/),
    );
  });
});
