import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

function openHelp() {
  return renderApp(routes, "/admin/help", {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser() },
  });
}

/** The answer a question's button controls. */
function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
  if (!panel) throw new Error("The question controls no answer");
  return panel;
}

describe("admin help", () => {
  it("lists the questions admins ask, each a closed button", async () => {
    openHelp();
    expect(await screen.findByRole("heading", { name: "Help", level: 1 })).toBeInTheDocument();
    for (const question of [
      "How do I find a user?",
      "How do I mark a couple's prenup as paid?",
      "A user has duplicate agreements. How do I resolve them?",
      "How do I approve or decline an attorney?",
      "How do I moderate attorney reviews?",
      "How do I edit a state and its terms?",
      "How do payouts and refunds work?",
      "What are library groups and how do I keep them?",
      "An attorney cannot open an agreement's editor because it is locked. What do I do?",
      "A couple's notarization is stuck or must be done again. How do I reset it?",
    ]) {
      expect(screen.getByRole("button", { name: question })).toHaveAttribute("aria-expanded", "false");
    }
    expect(screen.getByRole("link", { name: "support@prenup.test" })).toHaveAttribute(
      "href",
      "mailto:support@prenup.test",
    );
  });

  it("opens an answer, whose links lead to the screen it names", async () => {
    const { user } = openHelp();
    const question = await screen.findByRole("button", {
      name: "A user has duplicate agreements. How do I resolve them?",
    });
    await user.click(question);
    expect(question).toHaveAttribute("aria-expanded", "true");
    const answer = panelOf(question);
    await waitFor(() =>
      expect(within(answer).getByText(/Choose “Keep this one” on the right one and confirm/)).toBeVisible(),
    );

    const users = screen.getByRole("button", { name: "How do I find a user?" });
    await user.click(users);
    await waitFor(() => expect(within(panelOf(users)).getByRole("link", { name: "Users" })).toBeVisible());
    expect(within(panelOf(users)).getByRole("link", { name: "Users" })).toHaveAttribute("href", "/admin/users");
  });

  it("leads to the editor's unlock from the user's page, and promises nothing unbuilt", async () => {
    const { user } = openHelp();
    const locked = await screen.findByRole("button", {
      name: "An attorney cannot open an agreement's editor because it is locked. What do I do?",
    });
    await user.click(locked);
    await waitFor(() => expect(within(panelOf(locked)).getByText(/“Open the document editor”/)).toBeVisible());
    expect(panelOf(locked)).toHaveTextContent("“Unlock and erase drafts”");
    expect(document.body).not.toHaveTextContent(/not built|not yet built|coming soon/i);
  });
});
