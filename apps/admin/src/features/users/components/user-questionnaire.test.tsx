import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { detail, ID, openUserPage } from "../../../../test/user-fixtures.ts";
import { routes } from "../../../app/routes.tsx";

const SECTION = "5e000000-0000-4000-8000-000000000001";
const section = {
  id: SECTION,
  key: "our_home",
  label: "Our Home",
  name: "Our Home",
  description: null,
  order: 1,
  path: "our-home",
  status: "COMPLETED",
  attorneyRequiredQuestionPresentSection: false,
  locked: false,
};
const question = (
  id: string,
  title: string,
  answer: { valueTyped: string | null; questionOptionIds: string[] } | null,
) => ({
  id,
  key: id,
  title,
  description: null,
  exampleScenario: null,
  proTip: null,
  isRequired: true,
  questionType: "TEXT_BOX",
  inputType: "TEXT",
  inputRestriction: null,
  allowsOtherOption: false,
  allowsCustomClause: false,
  generatesDispute: false,
  order: 1,
  parentQuestionId: null,
  depth: 0,
  showWhenOptionIds: [],
  videos: [],
  options: [],
  answer,
});
const groups = {
  section,
  groups: [
    {
      id: "g-1",
      key: "home",
      title: "The home",
      description: null,
      icon: null,
      iconColor: null,
      order: 1,
      videos: [],
      questions: [
        question("q-1", "Where do you live?", { valueTyped: "Fresno", questionOptionIds: [] }),
        question("q-2", "Since when?", null),
      ],
    },
  ],
};

describe("the user page's questionnaire", () => {
  it("shows the user's answers read-only through the admin calls, for the user's agreement", async () => {
    const { requests } = openUserPage(routes, {
      [`GET /admin/users/${ID}/questionnaire-sections`]: [section],
      [`GET /admin/users/${ID}/questionnaire-sections/${SECTION}/groups`]: groups,
    });
    expect(await screen.findByRole("heading", { name: "The home" })).toBeInTheDocument();
    expect(screen.getByText("Fresno")).toBeInTheDocument();
    expect(screen.getByText("Not answered yet.")).toBeInTheDocument();
    expect(screen.queryByText("The client has not answered this question.")).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Where do you live?" })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((request) => request.url.includes(`/questionnaire-sections/${SECTION}/groups?documentId=d-1`)),
      ).toBe(true),
    );
  });

  it("says so when there is no questionnaire yet", async () => {
    openUserPage(routes, { [`GET /admin/users/${ID}`]: detail({ document: null }) });
    expect(
      await screen.findByText("No questionnaire yet: the user has no agreement with a state."),
    ).toBeInTheDocument();
  });

  it("shows a section's error", async () => {
    openUserPage(routes, {
      [`GET /admin/users/${ID}/questionnaire-sections`]: [section],
      [`GET /admin/users/${ID}/questionnaire-sections/${SECTION}/groups`]: () => ({
        status: 404,
        body: { error: "Section not found", code: "NOT_FOUND" },
      }),
    });
    expect(await screen.findByText("Section not found")).toBeInTheDocument();
  });
});
