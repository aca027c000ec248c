import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import { createFakeAuth, fakeFinancialSummary, fakeStanding } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";
import { defaultSections, questionnaireApi, sectionFixture } from "../../../test/questionnaire-fixtures.ts";

afterEach(() => cleanup());

const user = customerUser();
const base = `/users/${user.id}`;
const open = { financialDisclosure: true, alignment: true, documents: true, reviewAndNotarize: true };

const api = {
  "GET /users/me": user,
  [`GET ${base}/documents`]: [fakeUserDocument()],
  [`GET ${base}/purchase-items`]: [],
  [`GET ${base}/standing`]: fakeStanding({ prenupPaid: true, gates: open }),
  [`GET ${base}/answers/dispute`]: {
    userComplete: true,
    partnerComplete: true,
    partnerJoined: true,
    disputes: [],
    suggestions: [],
  },
  "GET /documents/doc-1/regeneration-status": {
    unverifiedLaw: [],
    needsRegeneration: true,
    reason: "NOT_GENERATED",
    lastGeneratedAt: null,
    currentInputHash: "a".repeat(64),
    lastGeneratedInputHash: null,
    documentGeneratedAt: null,
    userAMadeChanges: false,
    userBMadeChanges: false,
    changes: {
      userA: { names: false, disclosure: false, questions: [] },
      userB: { names: false, disclosure: false, questions: [] },
    },
    canRegenerate: false,
    attorneyEditsSinceGeneration: false,
    pdfFileId: null,
    docxFileId: null,
    separateWritings: [],
  },
  "GET /documents/doc-1/files": { items: [], total: 0, page: 1, pageSize: 50 },
  [`GET ${base}/documents/doc-1/financial-summary`]: fakeFinancialSummary(),
};

describe("the side menu", () => {
  it.each(["/", "/alignment", "/documents", "/help", "/profile"])(
    "names the page at %s as the page's own heading does",
    async (path) => {
      renderApp(routes, path, { auth: createFakeAuth({ signedIn: true }), api });
      const heading = await screen.findByRole("heading", { level: 1 });
      const current = within(screen.getByRole("navigation", { name: "Main menu" })).getByRole("link", {
        current: "page",
      });
      expect(current).toHaveAccessibleName(heading.textContent!);
    },
  );

  it("names a questionnaire section as the section's page heading does, its longer name under the heading", async () => {
    const relationship = {
      ...sectionFixture(1, "relationship", "Relationship", "NOT_STARTED"),
      name: "About the two of you",
    };
    const sections = defaultSections.map((section) => (section.key === "relationship" ? relationship : section));
    renderApp(routes, "/questionnaire/relationship", {
      auth: createFakeAuth({ signedIn: true }),
      api: questionnaireApi({ sections }),
    });
    const heading = await screen.findByRole("heading", { level: 1 });
    const current = within(screen.getByRole("list", { name: "Questionnaire sections" })).getByRole("link", {
      current: "page",
    });
    expect(current).toHaveAccessibleName("Relationship");
    expect(heading).toHaveTextContent(/^Relationship$/);
    expect(screen.getByText("About the two of you")).toBeInTheDocument();
  });
});
