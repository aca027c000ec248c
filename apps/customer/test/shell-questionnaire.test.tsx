import { describe, expect, it } from "vitest";
import { configure, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../src/app/routes.tsx";
import { defaultSections, documentFixture, paidPrenup, questionnaireApi, sectionFixture, user, type QuestionnaireApiOptions } from "./questionnaire-fixtures.ts";

// The machine running the suite may be busy: the first screen also waits for its lazily loaded module.
configure({ asyncUtilTimeout: 5_000 });

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

  it("fills the progress bar from the sections: 20% with the first section completed and the prenup unpaid", async () => {
    open({ sections: defaultSections, purchaseItems: [] });
    expect(await screen.findByText("20%")).toBeInTheDocument();
  });

  it("reaches 60% once every section is done and the prenup is paid", async () => {
    open({ sections: defaultSections.map((section) => ({ ...section, status: "COMPLETED" })), purchaseItems: [paidPrenup] });
    expect(await screen.findByText("60%")).toBeInTheDocument();
  });

  it("opens Documents only once the alignment is complete, and Review & Notarize needs the questionnaire complete", async () => {
    const documents = [documentFixture({ userBId: "user-jordan", partner: { id: "user-jordan", firstName: "Jordan", middleName: null, lastName: "Lee", suffix: null } })];
    const disputes = { partnerJoined: true, userComplete: true, partnerComplete: true, disputes: [] };
    open({
      documents,
      purchaseItems: [paidPrenup],
      sections: defaultSections.map((section) => ({ ...section, status: "COMPLETED" })),
      extra: { [`GET /users/${user.id}/answers/dispute`]: disputes },
    });
    const nav = await screen.findByRole("navigation");
    await waitFor(() => expect(within(nav).getByText("Documents").closest("a")).not.toBeNull());
    // Review & Notarize still waits for a generated document.
    expect(within(nav).getByText("Review & Notarize").closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
  });

  it("hides the progress bar when the sections cannot be read, and keeps the menu usable", async () => {
    open({ sections: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }) });
    const nav = await screen.findByRole("navigation");
    await waitFor(() => expect(within(nav).getByText("Questionnaire").closest("a")).toHaveAttribute("href", "/questionnaire"));
    await waitFor(() => expect(screen.queryByText("Starting your prenup 🖋️")).not.toBeInTheDocument());
    expect(await within(nav).findByText("Error loading Questionnaire Sections")).toBeInTheDocument();
  });

  it("keeps Documents closed while a dispute is open", async () => {
    const documents = [documentFixture({ userBId: "user-jordan" })];
    open({
      documents,
      purchaseItems: [paidPrenup],
      extra: { [`GET /users/${user.id}/answers/dispute`]: { partnerJoined: true, userComplete: true, partnerComplete: true, disputes: [{ questionId: "q" }] } },
    });
    const nav = await screen.findByRole("navigation");
    await waitFor(() => expect(within(nav).getByText("Financial Disclosure").closest("a")).not.toBeNull());
    expect(within(nav).getByText("Documents").closest("[aria-disabled]")).toHaveAttribute("aria-disabled", "true");
  });
});
