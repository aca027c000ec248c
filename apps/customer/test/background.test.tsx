import { afterEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../src/app/routes.tsx";
import {
  californiaState,
  defaultSections,
  documentFixture,
  paidPrenup,
  questionnaireApi,
  user,
  type QuestionnaireApiOptions,
} from "./questionnaire-fixtures.ts";

// The machine running the suite may be busy: the first screen also waits for its lazily loaded module.

afterEach(() => {
  vi.useRealTimers();
});

const newYork = {
  ...californiaState,
  id: "state-ny",
  name: "New York",
  abbreviation: "NY",
  distributionLaw: "EQUITABLE_DISTRIBUTION",
};
const states = [newYork, californiaState].map((state) => ({
  ...state,
  isActive: true,
  countryId: "country-us",
  icon: null,
  notaryBlockText: null,
  embryoRepRequired: false,
}));

const identityQuestion = (id: string, title: string, extra: Record<string, unknown>) => ({
  id,
  key: id,
  title,
  description: null,
  exampleScenario: null,
  proTip: null,
  isRequired: true,
  questionType: "TEXT_BOX",
  inputType: null,
  inputRestriction: null,
  allowsOtherOption: false,
  allowsCustomClause: false,
  generatesDispute: false,
  order: 0,
  parentQuestionId: null,
  depth: 0,
  showWhenOptionIds: [],
  videos: [],
  options: [],
  answer: null,
  ...extra,
});

const backgroundGroups = {
  section: defaultSections[0],
  groups: [
    {
      id: "group-identity",
      key: "identity",
      title: "About you",
      description: null,
      icon: "IconUser",
      iconColor: "blue",
      order: 0,
      videos: [],
      questions: [
        identityQuestion("q-pronouns", "What are your preferred pronouns?", {
          questionType: "RADIO",
          options: ["he/him/his", "she/her/hers", "they/them/theirs"].map((value, order) => ({
            id: `opt-${order}`,
            value,
            order,
            isDefault: false,
            proTip: null,
            restrictedOptionIds: [],
            attorneyRuleTypes: [],
          })),
        }),
        identityQuestion("q-birth", "What is your date of birth?", {
          inputType: "DATE",
          inputRestriction: "PAST_DATE",
        }),
        identityQuestion("q-phone", "What is the best phone number to reach you?", { inputType: "PHONE" }),
      ],
    },
  ],
};

const video = {
  id: "video-1",
  title: "Why your state matters",
  author: "Morgan Ellis, family law attorney",
  youtubeLink: "https://youtu.be/dQw4w9WgXcQ",
  location: "background_information",
  order: 0,
};

function open(options: QuestionnaireApiOptions & { documentReply?: (request: Request) => unknown } = {}) {
  const sections = defaultSections.map((section) =>
    section.key === "background_information" ? { ...section, status: "IN_PROGRESS" } : section,
  );
  const app = renderApp(routes, "/questionnaire/background-information", {
    auth: createFakeAuth({ signedIn: true }),
    api: questionnaireApi({
      sections,
      ...options,
      extra: {
        "GET /states": states,
        "GET /videos": [video],
        [`GET /users/${user.id}/questionnaire-sections/background-information/groups`]: backgroundGroups,
        [`GET /users/${user.id}/state/state-ny`]: {
          state: newYork,
          termForDocument: "Prenuptial Agreement",
          statute: null,
          witnessRequired: false,
          attorneyRuleTypes: [],
        },
        "POST /documents": async (request: Request) => ({
          status: 201,
          body: documentFixture({ stateId: ((await request.json()) as { stateId: string }).stateId }),
        }),
        "PATCH /documents/doc-1": async (request: Request) => ({
          status: 200,
          body: documentFixture({ stateId: ((await request.json()) as { stateId: string }).stateId, state: newYork }),
        }),
        ...options.extra,
      },
    }),
  });
  const sent = (method: string, path: string) =>
    app.requests.filter((request) => request.method === method && new URL(request.url).pathname === path);
  return { ...app, sent };
}

describe("background information", () => {
  it("without a state: the state and name blocks only, the California video, and 'Almost there!' on Continue", async () => {
    const { user: person, requests } = open({ documents: [], purchaseItems: [] });
    const select = await screen.findByRole("combobox", { name: /What is your state\?/ });
    expect(select).toHaveAttribute("aria-required", "true");
    await waitFor(() => expect(within(select).getByRole("option", { name: "New York" })).toBeInTheDocument());
    expect(select).toHaveDisplayValue("Select your state");
    expect(screen.getByLabelText(/^First name/)).toHaveValue("Alex");
    expect(screen.getByLabelText("What is your suffix? (leave blank if none)")).toBeInTheDocument();
    expect(screen.queryByText("What are your preferred pronouns?")).toBeNull();

    await screen.findByTitle("Why your state matters");
    const videoRequest = requests.find((request) => new URL(request.url).pathname === "/videos");
    expect(new URL(videoRequest!.url).searchParams.get("location")).toBe("background_information");
    expect(new URL(videoRequest!.url).searchParams.get("stateId")).toBe("state-ca");

    await person.click(screen.getByRole("button", { name: "Continue" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("Almost there!")).toBeInTheDocument();
    expect(screen.getByText("Please select your state")).toBeInTheDocument();
  });

  it("the first choice of a state creates the document", async () => {
    const { user: person, sent } = open({ documents: [], purchaseItems: [] });
    const select = await screen.findByRole("combobox", { name: /What is your state\?/ });
    await waitFor(() => expect(within(select).getByRole("option", { name: "New York" })).toBeInTheDocument());
    await person.selectOptions(select, "New York");
    await waitFor(() => expect(sent("POST", "/documents")).toHaveLength(1));
    expect(await sent("POST", "/documents")[0]!.clone().json()).toEqual({ stateId: "state-ny", userAId: user.id });
  });

  it("after payment a change of state asks first: cancel keeps the state, confirm sends the confirmation", async () => {
    const { user: person, sent } = open({ purchaseItems: [paidPrenup] });
    const select = await screen.findByRole("combobox", { name: /What is your state\?/ });
    await waitFor(() => expect(select).toHaveDisplayValue("California"));

    await person.selectOptions(select, "New York");
    let dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(/Your prenup is already paid/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(select).toHaveDisplayValue("California"));
    expect(sent("PATCH", "/documents/doc-1")).toHaveLength(0);

    await person.selectOptions(select, "New York");
    dialog = await screen.findByRole("dialog");
    await person.click(within(dialog).getByRole("button", { name: "Change state" }));
    await waitFor(() => expect(sent("PATCH", "/documents/doc-1")).toHaveLength(1));
    expect(await sent("PATCH", "/documents/doc-1")[0]!.clone().json()).toEqual({
      stateId: "state-ny",
      confirmStateChange: true,
    });
  });

  it("before payment a change of state is saved at once; a refused one says so and keeps the old state", async () => {
    const { user: person, sent } = open({
      purchaseItems: [],
      extra: { "PATCH /documents/doc-1": () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }) },
    });
    const select = await screen.findByRole("combobox", { name: /What is your state\?/ });
    await waitFor(() => expect(select).toHaveDisplayValue("California"));
    await person.selectOptions(select, "New York");
    expect(await screen.findByText("Error saving state, please refresh the page and try again")).toBeInTheDocument();
    expect(sent("PATCH", "/documents/doc-1")).toHaveLength(1);
    expect(select).toHaveDisplayValue("California");
  });

  it("with a state: the identity questions; Continue while they are blank shows their messages, never the payment page", async () => {
    const { user: person, router } = open({ purchaseItems: [] });
    expect(await screen.findByText("What are your preferred pronouns?")).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "they/them/theirs" })).toBeInTheDocument();
    expect(screen.getByLabelText(/What is your date of birth\?/)).toHaveAttribute("type", "date");
    expect(screen.getByRole("textbox", { name: /best phone number/ })).toHaveAttribute("type", "tel");
    await person.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findAllByText("This field is required")).length).toBeGreaterThanOrEqual(1);
    expect(currentPath(router)).toBe("/questionnaire/background-information");
  });

  it("with the background complete: Continue goes to payment while unpaid", async () => {
    const answered = (questionId: string, value: { valueTyped: string | null; questionOptionIds: string[] }) => ({
      id: `answer-${questionId}`,
      questionId,
      updatedAt: "2026-11-20T10:00:00.000Z",
      ...value,
    });
    const [identity] = backgroundGroups.groups;
    const values: Record<string, { valueTyped: string | null; questionOptionIds: string[] }> = {
      "q-pronouns": { valueTyped: null, questionOptionIds: ["opt-2"] },
      "q-birth": { valueTyped: "1990-04-02", questionOptionIds: [] },
      "q-phone": { valueTyped: "+14155550123", questionOptionIds: [] },
    };
    const complete = {
      ...backgroundGroups,
      groups: [
        {
          ...identity!,
          questions: identity!.questions.map((question) => ({
            ...question,
            answer: answered(question.id, values[question.id]!),
          })),
        },
      ],
    };
    const { user: person, router } = open({
      purchaseItems: [],
      extra: { [`GET /users/${user.id}/questionnaire-sections/background-information/groups`]: complete },
    });
    expect(await screen.findByText("What are your preferred pronouns?")).toBeInTheDocument();
    await person.click(screen.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(currentPath(router)).toBe("/payment"));
  });

  it("saves a name 500 ms after typing stops", async () => {
    const { user: person, sent } = open({
      purchaseItems: [],
      extra: {
        [`PATCH /users/${user.id}`]: async (request: Request) => ({
          status: 200,
          body: { ...user, ...((await request.json()) as object) },
        }),
      },
    });
    const middle = await screen.findByLabelText("Middle name");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
    await person.type(middle, "Quinn");
    await act(async () => {
      await vi.advanceTimersByTimeAsync(499);
    });
    expect(sent("PATCH", `/users/${user.id}`)).toHaveLength(0);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    await vi.waitFor(() => expect(sent("PATCH", `/users/${user.id}`)).toHaveLength(1));
    expect(await sent("PATCH", `/users/${user.id}`)[0]!.clone().json()).toEqual({
      middleName: "Quinn",
      baseValue: null,
    });
  });
});
