import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../src/app/routes.tsx";
import { questionnaireApi, sectionFixture, type QuestionnaireApiOptions } from "./questionnaire-fixtures.ts";

// The machine running the suite may be busy: the first screen also waits for its lazily loaded module.

function open(options: QuestionnaireApiOptions = {}) {
  return renderApp(routes, "/", { auth: createFakeAuth({ signedIn: true }), api: questionnaireApi(options) });
}

function sectionEntry(label: string): HTMLElement {
  const list = screen.getByRole("list", { name: "Questionnaire sections" });
  const text = within(list).getByText(label);
  return text.closest("[aria-disabled], a") as HTMLElement;
}

describe("the shell with the questionnaire", () => {
  it("lists the sections under Questionnaire with completion ticks, a locked one dimmed and not followable", async () => {
    const sections = [
      sectionFixture(0, "background_information", "Background Information", "COMPLETED"),
      sectionFixture(1, "relationship", "Relationship", "IN_PROGRESS"),
      sectionFixture(2, "estate", "Estate", "NOT_APPLICABLE"),
      sectionFixture(3, "support", "Spousal Support", "NOT_STARTED", { locked: true, attorney: true }),
    ];
    const { user: clicker, router } = open({ sections });
    await screen.findByRole("list", { name: "Questionnaire sections" });

    expect(within(sectionEntry("Background Information")).getByRole("img", { name: "Completed" })).toBeInTheDocument();
    expect(within(sectionEntry("Relationship")).getByRole("img", { name: "Not completed" })).toBeInTheDocument();
    expect(within(sectionEntry("Estate")).getByRole("img", { name: "Completed" })).toBeInTheDocument();
    expect(sectionEntry("Spousal Support")).toHaveAttribute("aria-disabled", "true");
    expect(sectionEntry("Relationship")).toHaveAttribute("href", "/questionnaire/relationship");

    await clicker.click(sectionEntry("Spousal Support"));
    expect(currentPath(router)).toBe("/");
  });

  it("shows the progress the standing gives: its label and its step", async () => {
    open({ standing: { progress: { step: 1, percent: 20, label: "20%" } } });
    expect(await screen.findByText("20%")).toBeInTheDocument();
  });

  it("opens the menu items the standing's gates open, and only those", async () => {
    open({
      standing: { gates: { financialDisclosure: true, alignment: true, documents: true, reviewAndNotarize: false } },
    });
    const nav = await screen.findByRole("navigation");
    await waitFor(() => expect(within(nav).getByText("Documents").closest("a")).not.toBeNull());
    expect(within(nav).getByText("Alignment").closest("a")).not.toBeNull();
    expect(within(nav).getByText("Review & Notarize").closest("[aria-disabled]")).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  });

  it("numbers the sections, completed or not, so they tell apart in the collapsed menu", async () => {
    open();
    const list = await screen.findByRole("list", { name: "Questionnaire sections" });
    const marks = within(list).getAllByRole("img");
    expect(marks.map((mark) => [mark.getAttribute("aria-label"), mark.textContent])).toEqual([
      ["Completed", "1"],
      ["Not completed", "2"],
      ["Not completed", "3"],
      ["Completed", "4"],
    ]);
  });

  it("when the standing cannot be read: the menu says so and the progress bar hides", async () => {
    open({ sections: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }) });
    expect(await screen.findByText("Error loading data")).toBeInTheDocument();
    expect(screen.queryByText("Starting your prenup")).not.toBeInTheDocument();
  });
});
