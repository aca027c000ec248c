import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { MOBILE_MEDIA_QUERY } from "@prenup/ui";
import { routes } from "../src/app/routes.tsx";
import {
  answerPutReply,
  defaultSections,
  documentFixture,
  questionnaireApi,
  relationshipGroups,
  sectionFixture,
  user,
  type QuestionnaireApiOptions,
  questionFixture,
} from "./questionnaire-fixtures.ts";

// The machine running the suite may be busy (CI runs the API's suites beside this one), and the
// questions now render in a transition that yields to the browser: allow a slow machine its time.
vi.setConfig({ testTimeout: 30_000 });

// The routes' lazily loaded pages are imported once before the tests, so the first test's timing is
// the page's own and not the cold transform of the page and its libraries on a busy machine.
beforeAll(async () => {
  await Promise.all([
    import("../src/features/questionnaire/questionnaire-redirect-page.tsx"),
    import("../src/features/questionnaire/section-page.tsx"),
  ]);
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

function open(path: string, options: QuestionnaireApiOptions = {}) {
  const app = renderApp(routes, path, { auth: createFakeAuth({ signedIn: true }), api: questionnaireApi(options) });
  const saves = () =>
    app.requests.filter((request) => request.url.includes(`/users/${user.id}/answers`) && request.method !== "GET");
  return { ...app, saves };
}

/** Fakes the page's timers (not the stream reads behind fetch), as the profile tests do. */
function useFakeClock() {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "setInterval", "clearInterval", "Date"] });
}

async function elapse(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const continueButton = () => screen.getByRole("button", { name: /^(Continue|Saving\.\.\.)$/ });

describe("/questionnaire", () => {
  it("opens the first section not completed yet", async () => {
    const { router } = open("/questionnaire");
    await screen.findByRole("heading", { name: "Relationship", level: 1 });
    expect(currentPath(router)).toBe("/questionnaire/relationship");
  });

  it("opens the last section when every section is done", async () => {
    const sections = defaultSections.map((section) => ({ ...section, status: "COMPLETED" }));
    const { router } = open("/questionnaire", {
      sections,
      extra: { [`GET /users/${user.id}/questionnaire-sections/estate/groups`]: { section: sections[3], groups: [] } },
    });
    await waitFor(() => expect(currentPath(router)).toBe("/questionnaire/estate"));
  });

  it("says so when the sections cannot be loaded", async () => {
    open("/questionnaire", { sections: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }) });
    expect(
      await screen.findByText("Unable to load questionnaire sections. Please refresh the page and try again."),
    ).toBeInTheDocument();
  });
});

describe("a questionnaire section", () => {
  it("names its section in the browser tab as its heading does, and the next page names itself", async () => {
    // The section's menu label ("Relationship") titles the page; its longer name is the subtitle.
    const sections = defaultSections.map((section) =>
      section.key === "relationship" ? { ...section, name: "The two of you" } : section,
    );
    const { router } = open("/questionnaire/relationship", { sections });
    await screen.findByRole("heading", { name: "Relationship", level: 1 });
    await waitFor(() => expect(document.title).toBe("Relationship"));

    act(() => router.navigate("/help"));
    await waitFor(() => expect(document.title).toBe("Help"));
  });

  it("shows the section, its groups and questions, and reveals a follow-up the moment its option is chosen", async () => {
    const { user: person, saves } = open("/questionnaire/relationship");
    expect(await screen.findByRole("heading", { name: "Children" })).toBeInTheDocument();
    expect(screen.getByText("About relationship.")).toBeInTheDocument();
    expect(screen.getByText("Children you have or plan to have.")).toBeInTheDocument();
    expect(screen.queryByLabelText(/How many children/)).toBeNull();
    // The choice's save is due 300 ms later: the clock stands still here, so a busy machine cannot send it first.
    useFakeClock();

    await person.click(screen.getByRole("radio", { name: "Yes" }));
    // No timer runs (the clock stands still): the follow-up is the choice's own render. When the
    // click comes right after the questions' first commit, before React's passive effects have
    // subscribed the rows to the answers, that render comes with the subscription a task later.
    const followUp = await screen.findByRole("textbox", { name: /How many children/ });
    expect(saves()).toHaveLength(0);
    expect((followUp.closest("[data-depth]") as HTMLElement).style.paddingLeft).toBe("24px");

    await person.click(screen.getByRole("radio", { name: "No" }));
    expect(screen.queryByLabelText(/How many children/)).toBeNull();
  });

  it("shows every group of a long section in order, with Continue under the last one", async () => {
    const base = relationshipGroups();
    const first = base.groups[0]!;
    const more = ["Pets", "Hobbies"].map((title, index) => ({
      ...first,
      id: `group-${index}`,
      key: title.toLowerCase(),
      title,
      description: `About ${title.toLowerCase()}.`,
      order: index + 1,
      questions: [
        questionFixture({
          id: `q-${index}`,
          title: `A question on ${title.toLowerCase()}?`,
          questionType: "TEXT_BOX",
          answer: null,
        }),
      ],
    }));
    open("/questionnaire/relationship", { groups: { ...base, groups: [first, ...more] } });
    const hobbies = await screen.findByRole("region", { name: "Hobbies" });
    const cards = screen.getAllByRole("region").map((card) => card.getAttribute("aria-label"));
    expect(cards).toEqual(["Children", "Pets", "Hobbies"]);
    // Continue comes after the last group in the page's order (it never has to move down).
    expect(hobbies.compareDocumentPosition(continueButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("keeps a saved answer in its field: it never shows the answer as loaded while the save lands", async () => {
    const { user: person, saves } = open("/questionnaire/relationship");
    const story = await screen.findByRole("textbox", { name: /How did you meet/ });
    await person.type(story, "Hiking");
    // Every value the field shows from leaving it (an immediate save) until well after the save.
    const shown: string[] = [];
    const watch = setInterval(() => {
      const field = screen.queryByRole("textbox", { name: /How did you meet/ }) as HTMLTextAreaElement | null;
      const value = field?.value ?? "(gone)";
      if (shown.at(-1) !== value) shown.push(value);
    }, 1);
    try {
      await person.tab();
      await waitFor(() => expect(saves()).toHaveLength(1));
      await screen.findByRole("button", { name: "Continue" });
      await new Promise((resolve) => setTimeout(resolve, 500));
    } finally {
      clearInterval(watch);
    }
    expect(shown).toEqual(["Hiking"]);
  });

  it("saves a choice 300 ms after it is made and text 1000 ms after typing stops; Continue reads 'Saving...' until 200 ms after", async () => {
    const { user: person, saves } = open("/questionnaire/relationship");
    await screen.findByRole("heading", { name: "Children" });
    useFakeClock();

    await person.click(screen.getByRole("radio", { name: "Yes" }));
    expect(continueButton()).toHaveTextContent("Saving...");
    await elapse(299);
    expect(saves()).toHaveLength(0);
    await elapse(1);
    await vi.waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.method).toBe("PUT");
    expect(new URL(saves()[0]!.url).pathname).toBe(`/users/${user.id}/answers/q-children`);
    // A first answer is made on no answer (baseUpdatedAt null): the server refuses it if one appeared since.
    expect(await saves()[0]!.clone().json()).toEqual({
      valueTyped: null,
      questionOptionIds: ["opt-yes"],
      baseUpdatedAt: null,
    });
    expect(saves()[0]!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    await person.type(screen.getByRole("textbox", { name: /How did you meet/ }), "At a concert");
    await elapse(999);
    expect(saves()).toHaveLength(1);
    await elapse(1);
    await vi.waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]?.method).toBe("PUT");
    expect(new URL(saves()[1]!.url).pathname).toBe(`/users/${user.id}/answers/q-story`);
    expect(await saves()[1]!.clone().json()).toEqual({
      valueTyped: "At a concert",
      questionOptionIds: [],
      baseUpdatedAt: null,
    });
    await elapse(50);
    expect(continueButton()).toHaveTextContent("Saving...");
    await elapse(200);
    expect(continueButton()).toHaveTextContent("Continue");
  });

  it("saves a follow-up left at once only after its parent's choice is saved (the server checks the follow-up is shown)", async () => {
    const events: string[] = [];
    let releaseParent: () => void = () => undefined;
    const parentSaved = new Promise<void>((resolve) => {
      releaseParent = resolve;
    });
    const { user: person } = open("/questionnaire/relationship", {
      saveAnswer: async (_request, body, questionId) => {
        events.push(`start ${questionId}`);
        if (questionId === "q-children") await parentSaved;
        events.push(`end ${questionId}`);
        return answerPutReply(questionId, body, "created");
      },
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(screen.getByRole("radio", { name: "Yes" }));
    const howMany = screen.getByRole("textbox", { name: /How many children/ });
    await person.type(howMany, "2");
    fireEvent.blur(howMany);
    await waitFor(() => expect(events).toEqual(["start q-children"]));
    releaseParent();
    await waitFor(() =>
      expect(events).toEqual(["start q-children", "end q-children", "start q-how-many", "end q-how-many"]),
    );
    expect(screen.queryByText("Error saving answer, please refresh the page and try again")).toBeNull();
  });

  it("updates an answer that exists (PUT on the version shown) and saves at once when the field is left", async () => {
    const { user: person, saves } = open("/questionnaire/relationship", {
      groups: relationshipGroups({ "q-story": { valueTyped: "At work", questionOptionIds: [] } }),
    });
    const story = await screen.findByRole("textbox", { name: /How did you meet/ });
    expect(story).toHaveValue("At work");
    await person.type(story, " in 2020");
    fireEvent.blur(story);
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]?.method).toBe("PUT");
    expect(new URL(saves()[0]!.url).pathname).toBe(`/users/${user.id}/answers/q-story`);
    // Made on the answer shown (its updatedAt): the server updates it, or refuses it if it changed since.
    expect(await saves()[0]!.clone().json()).toEqual({
      valueTyped: "At work in 2020",
      questionOptionIds: [],
      baseUpdatedAt: "2026-11-20T10:00:00.000Z",
    });
  });

  it('keeps a change the server cannot take now (503) on the device: no rollback, "Saved on this device — will sync"', async () => {
    const { user: person, saves } = open("/questionnaire/relationship", {
      groups: relationshipGroups({ "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] } }),
      saveAnswer: () => ({
        status: 503,
        body: { error: "The service is briefly unavailable.", code: "DATABASE_UNAVAILABLE" },
      }),
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(screen.getByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect((await screen.findAllByText("Saved on this device — will sync")).length).toBeGreaterThan(0);
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    expect(screen.queryByRole("alert")).toBeNull();
    // The follow-up the kept answer reveals is there to answer.
    expect(await screen.findByLabelText(/How many children/)).toBeInTheDocument();
  });

  it("shows a failed save, and the field goes back to the saved answer", async () => {
    // The server's refusal waits until the choice has been seen on the page.
    let refuse = () => {};
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const { user: person, saves } = open("/questionnaire/relationship", {
      groups: relationshipGroups({ "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] } }),
      saveAnswer: async () => {
        await refused;
        return {
          status: 500,
          body: { error: "Something went wrong on our side. Please try again.", code: "INTERNAL" },
        };
      },
    });
    await screen.findByRole("heading", { name: "Children" });
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    await person.click(screen.getByRole("radio", { name: "Yes" }));
    expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked();
    refuse();

    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Error saving answer, please refresh the page and try again",
    );
    await waitFor(() => expect(screen.getByRole("radio", { name: "No" })).toBeChecked());
    expect(screen.queryByLabelText(/How many children/)).toBeNull();
  });

  it("shows the validation message under a field once it is touched", async () => {
    const { user: person } = open("/questionnaire/relationship", {
      groups: relationshipGroups({ "q-children": { valueTyped: null, questionOptionIds: ["opt-yes"] } }),
    });
    const howMany = await screen.findByRole("textbox", { name: /How many children/ });
    await person.type(howMany, "0");
    fireEvent.blur(howMany);
    expect(await screen.findByText("Value should be greater than zero")).toBeInTheDocument();
    await person.clear(howMany);
    await person.type(howMany, "two");
    fireEvent.blur(howMany);
    expect(await screen.findByText("Value must be a number")).toBeInTheDocument();
  });
});

describe("a suggestion nobody chose", () => {
  /** The section with "Do you have children?" suggesting "No" (its default option), and the given answers. */
  const suggesting = (answers: Parameters<typeof relationshipGroups>[0] = {}) => {
    const groups = relationshipGroups(answers);
    const children = groups.groups[0]!.questions[0]!;
    return {
      ...groups,
      groups: [
        {
          ...groups.groups[0]!,
          questions: [
            { ...children, options: children.options.map((o) => ({ ...o, isDefault: o.id === "opt-no" })) },
            ...groups.groups[0]!.questions.slice(1),
          ],
        },
      ],
    };
  };
  const note = /You haven't chosen yet\. Suggested: “No”/;

  it("is marked 'Suggested' with a note, and 'Keep the suggestion' saves it as the person's choice", async () => {
    const { user: person, saves } = open("/questionnaire/relationship", { groups: suggesting() });
    await screen.findByRole("heading", { name: "Children" });
    const question = screen
      .getByRole("radiogroup", { name: /Do you have children\?/ })
      .closest("[data-question-id]") as HTMLElement;
    // A suggestion is not shown as a choice: no option is checked until the person keeps or changes it.
    expect(screen.getByRole("radio", { name: "No" })).not.toBeChecked();
    expect(within(question).getByText("Suggested")).toBeInTheDocument();
    expect(within(question).getByText(note)).toBeInTheDocument();
    await person.click(within(question).getByRole("button", { name: "Keep the suggestion" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    // The same option, as a choice: no keepAsSuggestion.
    expect(await saves()[0]!.clone().json()).toEqual({
      valueTyped: null,
      questionOptionIds: ["opt-no"],
      baseUpdatedAt: null,
    });
    await waitFor(() => expect(within(question).queryByText(note)).not.toBeInTheDocument());
    expect(within(question).queryByText("Suggested")).not.toBeInTheDocument();
  });

  it("a suggestion recorded for the person is marked too; a click on the suggested option itself chooses it", async () => {
    const { user: person, saves } = open("/questionnaire/relationship", {
      groups: suggesting({ "q-children": { valueTyped: null, questionOptionIds: ["opt-no"], isSuggestion: true } }),
    });
    await screen.findByRole("heading", { name: "Children" });
    expect(await screen.findByText(note)).toBeInTheDocument();
    await person.click(screen.getByRole("radio", { name: "No" }));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]!.method).toBe("PUT");
    expect(new URL(saves()[0]!.url).pathname).toBe(`/users/${user.id}/answers/q-children`);
    // On the recorded suggestion's version, as the person's own choice (no keepAsSuggestion).
    expect(await saves()[0]!.clone().json()).toEqual({
      valueTyped: null,
      questionOptionIds: ["opt-no"],
      baseUpdatedAt: "2026-11-20T10:00:00.000Z",
    });
    await waitFor(() => expect(screen.queryByText(note)).not.toBeInTheDocument());
  });

  it("is not marked once chosen, nor when another option is chosen", async () => {
    open("/questionnaire/relationship", {
      groups: suggesting({ "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] } }),
    });
    await screen.findByRole("heading", { name: "Children" });
    expect(screen.getByRole("radio", { name: "No" })).toBeChecked();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    expect(screen.queryByText("Suggested")).not.toBeInTheDocument();
  });
});

describe("a question whose options change the agreement", () => {
  it("offers 'What this means in your state': what each option puts in the agreement, and the state's default once", async () => {
    const without =
      "Without this agreement, what either of you earns or acquires during the marriage is generally community property, owned by you both equally.";
    const groups = relationshipGroups();
    const children = groups.groups[0]!.questions[0]!;
    groups.groups[0]!.questions[0] = {
      ...children,
      options: [
        {
          ...children.options[0]!,
          explanation: {
            meaning: "Everything you earn during the marriage is shared equally.",
            withoutAgreement: without,
          },
        },
        { ...children.options[1]!, explanation: { meaning: null, withoutAgreement: without } },
      ],
    };
    const { user: person } = open("/questionnaire/relationship", { groups });
    await screen.findByRole("heading", { name: "Children" });
    // Only the question that changes the agreement has the help.
    const help = screen.getAllByRole("button", { name: "What this means in your state" });
    expect(help).toHaveLength(1);
    await person.click(help[0]!);
    const note = screen.getByRole("note", { name: "What this means in your state" });
    expect(within(note).getByText("Everything you earn during the marriage is shared equally.")).toBeInTheDocument();
    expect(within(note).getByText("Yes:")).toBeInTheDocument();
    expect(within(note).queryByText("No:")).toBeNull();
    expect(within(note).getAllByText(without)).toHaveLength(1);
  });
});

describe("a California wedding date less than 7 days away", () => {
  function weddingGroups() {
    const groups = relationshipGroups();
    const wedding = questionFixture({
      id: "q-wedding",
      title: "What is your wedding date?",
      questionType: "TEXT_BOX",
      inputType: "DATE",
      inputRestriction: "FUTURE_DATE",
      order: 2,
    });
    return { ...groups, groups: [{ ...groups.groups[0]!, questions: [...groups.groups[0]!.questions, wedding] }] };
  }
  const isoDay = (daysAhead: number) => new Date(Date.now() + daysAhead * 86_400_000).toISOString().slice(0, 10);
  const californiaMessage = "In CA you must review the document for 7 days before notarizing";

  it("opens the California law popup with the spec's message, once per date entered", async () => {
    const { user: person } = open("/questionnaire/relationship", { groups: weddingGroups() });
    const date = await screen.findByLabelText(/What is your wedding date/);
    fireEvent.change(date, { target: { value: isoDay(3) } });
    const dialog = await screen.findByRole("dialog", { name: "California's 7-day review rule" });
    expect(within(dialog).getByText(/postnuptial agreement afterwards/)).toBeInTheDocument();
    await person.click(within(dialog).getByRole("button", { name: "Choose another date" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "California's 7-day review rule" })).toBeNull());
    expect(screen.getByText(californiaMessage)).toBeInTheDocument();

    fireEvent.change(date, { target: { value: isoDay(30) } });
    await waitFor(() => expect(screen.queryByText(californiaMessage)).toBeNull());
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.change(date, { target: { value: isoDay(2) } });
    expect(await screen.findByRole("dialog", { name: "California's 7-day review rule" })).toBeInTheDocument();
  });

  it("does not apply in another state", async () => {
    const newYork = {
      id: "state-ny",
      name: "New York",
      abbreviation: "NY",
      termForState: null,
      allowsOnlineNotary: true,
      distributionLaw: "EQUITABLE_DISTRIBUTION",
      spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
      attorneySupport: "PARTNER",
      finalAgreementReviewDays: 0,
    };
    open("/questionnaire/relationship", {
      groups: weddingGroups(),
      documents: [documentFixture({ stateId: "state-ny", state: newYork })],
    });
    const date = await screen.findByLabelText(/What is your wedding date/);
    fireEvent.change(date, { target: { value: isoDay(3) } });
    fireEvent.blur(date);
    // The field was touched: a message would show now, and the popup with it.
    await expect(screen.findByText(californiaMessage, {}, { timeout: 1_000 })).rejects.toThrow();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("a restricted option", () => {
  it("is saved without a check first; the server's refusal is explained under the question and the choice taken back", async () => {
    const groups = relationshipGroups();
    const children = groups.groups[0]!.questions[0]!;
    children.options = children.options.map((option) =>
      option.id === "opt-yes" ? { ...option, restrictedOptionIds: ["opt-elsewhere"] } : option,
    );
    const refusal =
      'This choice can\'t be combined with your answer "Yes, waive it" to "Do you want to waive support?". Change that answer first.';
    const {
      user: person,
      saves,
      requests,
    } = open("/questionnaire/relationship", {
      groups,
      saveAnswer: () => ({ status: 422, body: { error: refusal, code: "OPTION_RESTRICTED" } }),
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(screen.getByRole("radio", { name: "Yes" }));

    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith("/question-options"))).toBe(false);
    expect(saves()).toHaveLength(1);
    await waitFor(() => expect(screen.getByRole("radio", { name: "Yes" })).not.toBeChecked());
  });

  it("is chosen and saved when nothing conflicts", async () => {
    const groups = relationshipGroups();
    const children = groups.groups[0]!.questions[0]!;
    children.options = children.options.map((option) =>
      option.id === "opt-yes" ? { ...option, restrictedOptionIds: ["opt-elsewhere"] } : option,
    );
    const { user: person, saves } = open("/questionnaire/relationship", {
      groups,
      extra: { [`POST /users/${user.id}/question-options`]: { selected: [] } },
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(screen.getByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "Yes" })).toBeChecked());
    await waitFor(() => expect(saves()).toHaveLength(1));
  });
});

describe("Continue on a section", () => {
  it("with questions unanswered: the unanswered-questions popup, the messages, and the first one scrolled to after 300 ms", async () => {
    // Which questions were scrolled into view (other parts of the page may scroll too).
    const scrolled: { id: string; at: number }[] = [];
    const scrollIntoView = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      const id = this.getAttribute("data-question-id");
      if (id) scrolled.push({ id, at: Date.now() });
    };
    afterEach(() => {
      Element.prototype.scrollIntoView = scrollIntoView;
    });
    const { user: person, router } = open("/questionnaire/relationship");
    await screen.findByRole("heading", { name: "Children" });
    useFakeClock();

    const pressedAt = Date.now();
    await person.click(continueButton());
    expect(screen.getAllByText("This field is required").length).toBeGreaterThanOrEqual(2);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("You have unanswered questions")).toBeInTheDocument();
    await elapse(400);
    expect(scrolled.map((entry) => entry.id)).toEqual(["q-children"]);
    expect(scrolled[0]!.at - pressedAt).toBeGreaterThanOrEqual(300);
    expect(currentPath(router)).toBe("/questionnaire/relationship");
  });

  it("with the section complete: on to the next section by order", async () => {
    const { user: person, router } = open("/questionnaire/relationship", {
      groups: relationshipGroups({
        "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] },
        "q-story": { valueTyped: "At work", questionOptionIds: [] },
      }),
      extra: {
        [`GET /users/${user.id}/questionnaire-sections/property/groups`]: { section: defaultSections[2], groups: [] },
      },
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(continueButton());
    await waitFor(() => expect(currentPath(router)).toBe("/questionnaire/property"));
  });

  it("with a value the server refused (stored empty, with its message): stays, shows the message and does not count the section complete", async () => {
    const refusal = "A premarital agreement must be signed before the wedding: choose an earlier signing date.";
    const { user: person, router } = open("/questionnaire/relationship", {
      groups: relationshipGroups({ "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] } }),
      extra: {
        [`GET /users/${user.id}/questionnaire-sections/property/groups`]: { section: defaultSections[2], groups: [] },
      },
      // The typed value is stored empty, with the message saying why.
      saveAnswer: (_request, _body, questionId) =>
        answerPutReply(questionId, { valueTyped: null, questionOptionIds: [] }, "created", {
          validationError: refusal,
        }),
    });
    const story = await screen.findByRole("textbox", { name: /How did you meet/ });
    await person.type(story, "At a concert");
    fireEvent.blur(story);
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(story).toHaveValue("At a concert");
    await waitFor(() => expect(continueButton()).toHaveTextContent("Continue"));
    await person.click(continueButton());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(currentPath(router)).toBe("/questionnaire/relationship");
    expect(screen.getByText(refusal)).toBeInTheDocument();
  });

  it("with every question left at its suggestion: Continue names them, and 'Keep all' chooses them, then on to the next section", async () => {
    const groups = relationshipGroups();
    const children = groups.groups[0]!.questions[0]!;
    const defaulted = {
      ...groups,
      groups: [
        {
          ...groups.groups[0]!,
          questions: [{ ...children, options: children.options.map((o) => ({ ...o, isDefault: o.id === "opt-no" })) }],
        },
      ],
    };
    const {
      user: person,
      router,
      saves,
    } = open("/questionnaire/relationship", {
      groups: defaulted,
      extra: {
        [`GET /users/${user.id}/questionnaire-sections/property/groups`]: { section: defaultSections[2], groups: [] },
      },
    });
    await screen.findByRole("heading", { name: "Children" });
    expect(screen.getByRole("radio", { name: "No" })).not.toBeChecked();
    await person.click(continueButton());
    const popup = await screen.findByRole("dialog", { name: "Some answers are still suggestions" });
    expect(popup).toHaveTextContent("Do you have children?");
    expect(currentPath(router)).toBe("/questionnaire/relationship");
    expect(saves()).toHaveLength(0);
    await person.click(within(popup).getByRole("button", { name: "Keep the suggestion" }));
    await waitFor(() => expect(currentPath(router)).toBe("/questionnaire/property"));
    expect(screen.queryByText("You have unanswered questions")).toBeNull();
    expect(saves()).toHaveLength(1);
    // Kept: the suggested option saved as the person's own choice.
    expect(await saves()[0]!.clone().json()).toEqual({
      valueTyped: null,
      questionOptionIds: ["opt-no"],
      baseUpdatedAt: null,
    });
  });

  it("with the suggestions kept but their save failing: stays, and says why", async () => {
    const groups = relationshipGroups();
    const children = groups.groups[0]!.questions[0]!;
    const defaulted = {
      ...groups,
      groups: [
        {
          ...groups.groups[0]!,
          questions: [{ ...children, options: children.options.map((o) => ({ ...o, isDefault: o.id === "opt-no" })) }],
        },
      ],
    };
    const { user: person, router } = open("/questionnaire/relationship", {
      groups: defaulted,
      saveAnswer: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }),
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(continueButton());
    const popup = await screen.findByRole("dialog", { name: "Some answers are still suggestions" });
    await person.click(within(popup).getByRole("button", { name: "Keep the suggestion" }));
    expect(await screen.findByText("You have unanswered questions")).toBeInTheDocument();
    expect(screen.getAllByText("Error saving answer, please refresh the page and try again").length).toBeGreaterThan(0);
    expect(currentPath(router)).toBe("/questionnaire/relationship");
  });

  const answered = () =>
    relationshipGroups({
      "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] },
      "q-story": { valueTyped: "At work", questionOptionIds: [] },
    });

  it("unpaid with a state and required questions blank: the messages first, never the payment page", async () => {
    const { user: person, router } = open("/questionnaire/relationship", { purchaseItems: [] });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(continueButton());
    expect(screen.getAllByText("This field is required").length).toBeGreaterThanOrEqual(2);
    expect(await screen.findByText("You have unanswered questions")).toBeInTheDocument();
    expect(currentPath(router)).toBe("/questionnaire/relationship");
  });

  it("unpaid with a state and the section complete: to payment", async () => {
    const { user: person, router } = open("/questionnaire/relationship", { purchaseItems: [], groups: answered() });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(continueButton());
    await waitFor(() => expect(currentPath(router)).toBe("/payment"));
  });

  it("an attorney-rule section while an attorney is wanted and not paid: to attorney services", async () => {
    const sections = defaultSections.map((section) =>
      section.key === "relationship" ? { ...section, attorneyRequiredQuestionPresentSection: true } : section,
    );
    const { user: person, router } = open("/questionnaire/relationship", {
      sections,
      groups: answered(),
      restrictions: { requiresAttorney: true, ruleTypes: ["HIRES_ATTORNEY"] },
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(continueButton());
    await waitFor(() => expect(currentPath(router)).toBe("/attorney-services?serviceType=REPRESENTATION"));
  });

  it("on the last section, complete, with others incomplete: 'You are almost there!' listing them", async () => {
    const sections = [
      sectionFixture(0, "background_information", "Background Information", "COMPLETED"),
      sectionFixture(1, "property", "Property", "IN_PROGRESS"),
      sectionFixture(2, "relationship", "Relationship", "NOT_STARTED"),
    ];
    const { user: person } = open("/questionnaire/relationship", {
      sections,
      groups: relationshipGroups({
        "q-children": { valueTyped: null, questionOptionIds: ["opt-no"] },
        "q-story": { valueTyped: "At work", questionOptionIds: [] },
      }),
    });
    await screen.findByRole("heading", { name: "Children" });
    await person.click(continueButton());
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("You are almost there!")).toBeInTheDocument();
    expect(within(dialog).getByRole("link", { name: "Property" })).toHaveAttribute("href", "/questionnaire/property");
    expect(within(dialog).queryByRole("link", { name: "Background Information" })).toBeNull();
  });
});

describe("on a phone", () => {
  it("on a desktop the Continue button is 326 px wide", async () => {
    open("/questionnaire/relationship");
    await screen.findByRole("heading", { name: "Children" });
    expect(continueButton().style.width).toBe("326px");
  });

  it("spans the width under 768 px", async () => {
    const matchMedia = window.matchMedia;
    vi.stubGlobal("matchMedia", (query: string) => ({ ...matchMedia(query), matches: query === MOBILE_MEDIA_QUERY }));
    try {
      open("/questionnaire/relationship");
      await screen.findByRole("heading", { name: "Children" });
      expect(continueButton().style.width).toBe("100%");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("closed and locked sections", () => {
  it("shows the status panel instead of the questions when the document is reviewed", async () => {
    open("/questionnaire/relationship", {
      documents: [
        documentFixture({ reviewedAt: "2026-11-10T10:00:00.000Z", lastGeneratedAt: "2026-11-09T10:00:00.000Z" }),
      ],
    });
    expect(await screen.findByRole("heading", { name: "Your questionnaire is closed" })).toBeInTheDocument();
    expect(screen.queryByRole("radio")).toBeNull();
  });

  it("shows a locked section's reason and the way to book representation", async () => {
    const sections = defaultSections.map((section) =>
      section.key === "relationship"
        ? { ...section, locked: true, attorneyRequiredQuestionPresentSection: true }
        : section,
    );
    open("/questionnaire/relationship", {
      sections,
      restrictions: { requiresAttorney: true, ruleTypes: ["WAIVES_SPOUSAL_SUPPORT"] },
    });
    expect(await screen.findByRole("heading", { name: "Relationship is locked" })).toBeInTheDocument();
    expect(
      screen.getByText(/requires both of you to hire attorneys when spousal support is waived/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Book representation" })).toHaveAttribute(
      "href",
      "/attorney-services?serviceType=REPRESENTATION",
    );
  });

  it("says so when the questions cannot be loaded", async () => {
    open("/questionnaire/relationship", {
      groups: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }),
    });
    expect(await screen.findByText("Could not load questions. Refresh...")).toBeInTheDocument();
  });
});
