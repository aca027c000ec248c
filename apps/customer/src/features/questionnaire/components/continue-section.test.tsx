import { createMemoryRouter, RouterProvider } from "react-router";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithUi } from "@prenup/ui/testing";
import { ContinueSection, type ContinueSectionProps } from "./continue-section.tsx";

const sections = [
  { key: "understanding", label: "Understanding", path: "understanding", order: 1, status: "COMPLETED" as const },
  { key: "finances", label: "Our Finances", path: "our-finances", order: 2, status: "NOT_STARTED" as const },
];

function renderContinue(props: Partial<ContinueSectionProps>) {
  const all: ContinueSectionProps = {
    sections,
    current: sections[0]!,
    hasState: true,
    prenupPaid: true,
    sectionRequiresAttorney: false,
    wantsAttorney: false,
    representationPaid: false,
    isSaving: false,
    hasErrors: false,
    onShowErrors: vi.fn(),
    ...props,
  };
  const router = createMemoryRouter(
    [
      { path: "/questionnaire/understanding", element: <ContinueSection {...all} /> },
      { path: "/questionnaire/our-finances", element: <h1>Our Finances</h1> },
    ],
    { initialEntries: ["/questionnaire/understanding"] },
  );
  renderWithUi(<RouterProvider router={router} />);
  return router;
}

describe("ContinueSection", () => {
  it("names the suggestions still standing instead of going on, and goes on once they are kept", async () => {
    const user = userEvent.setup();
    const keepAll = vi.fn(() => true);
    const router = renderContinue({
      unchosen: [
        { id: "q1", title: "How long before the wedding do you expect to sign?" },
        { id: "q2", title: "How will you share your finances?" },
      ],
      onKeepAllSuggestions: keepAll,
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("dialog", { name: "Some answers are still suggestions" });
    expect(dialog).toHaveTextContent("How long before the wedding do you expect to sign?");
    expect(dialog).toHaveTextContent("How will you share your finances?");
    expect(router.state.location.pathname).toBe("/questionnaire/understanding");
    await user.click(screen.getByRole("button", { name: "Review them" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(keepAll).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe("/questionnaire/understanding");

    await user.click(screen.getByRole("button", { name: "Continue" }));
    await user.click(await screen.findByRole("button", { name: "Keep all 2 suggestions" }));
    expect(keepAll).toHaveBeenCalledTimes(1);
  });

  it("goes on to the next section when nothing is left at a suggestion", async () => {
    const user = userEvent.setup();
    const router = renderContinue({ unchosen: [] });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/questionnaire/our-finances"));
  });

  it("shows the questions' errors before the suggestions", async () => {
    const user = userEvent.setup();
    const onShowErrors = vi.fn();
    renderContinue({
      hasErrors: true,
      onShowErrors,
      current: { ...sections[0]!, status: "IN_PROGRESS" },
      unchosen: [{ id: "q1", title: "How long before the wedding do you expect to sign?" }],
    });
    await user.click(screen.getByRole("button", { name: "Continue" }));
    expect(onShowErrors).toHaveBeenCalled();
    expect(await screen.findByRole("dialog", { name: "You have unanswered questions" })).toBeInTheDocument();
  });
});
