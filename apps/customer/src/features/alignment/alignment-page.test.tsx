import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes, fakeStanding, fakeStandingSection } from "@prenup/api-client/testing";
import { currentPath, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.
const user = customerUser();
const base = `/users/${user.id}`;

const answer = (questionId: string, valueTyped: string | null, questionOptionIds: string[] = []) => ({
  id: `answer-${questionId}-${valueTyped ?? questionOptionIds.join("-")}`,
  questionId,
  valueTyped,
  questionOptionIds,
  isSuggestion: false,
  updatedAt: "2026-11-10T10:00:00.000Z",
});

const quietThread = {
  status: "OPEN",
  pendingProposal: null,
  canPropose: false,
  canAskAttorney: false,
  askedAttorney: false,
};

const yearsDispute = {
  questionId: "q-years",
  sectionKey: "spousal_support",
  groupTitle: "Duration",
  question: {
    id: "q-years",
    title: "After how many years of marriage should support apply?",
    description: null,
    questionType: "TEXT_BOX",
    inputType: "NUMBER",
    inputRestriction: "GREATER_THAN_ZERO",
    allowsOtherOption: false,
    options: [],
  },
  myAnswer: answer("q-years", "5"),
  partnerAnswer: answer("q-years", "10"),
  myAnswerText: "5",
  partnerAnswerText: "10",
  thread: quietThread,
};
const supportDispute = {
  questionId: "q-support",
  sectionKey: "spousal_support",
  groupTitle: "Spousal support",
  question: {
    id: "q-support",
    title: "Should spousal support be waived?",
    description: "Choose one.",
    questionType: "RADIO",
    inputType: null,
    inputRestriction: null,
    allowsOtherOption: false,
    options: [
      { id: "opt-yes", value: "Yes, waive it" },
      { id: "opt-no", value: "No, keep it" },
    ],
  },
  myAnswer: answer("q-support", null, ["opt-no"]),
  partnerAnswer: answer("q-support", null, ["opt-yes"]),
  myAnswerText: "No, keep it",
  partnerAnswerText: "Yes, waive it",
  thread: { ...quietThread, canPropose: true },
};

const resolution = {
  id: "res-1",
  kind: "AGREE",
  question: { id: "q-home", title: "Who keeps the home?" },
  initiatedBy: { id: "user-jordan", firstName: "Jordan", lastName: "Lee" },
  previousTypedValue: null,
  previousOptionIds: ["opt-sell"],
  previousAnswerText: "Sell it",
  newAnswerText: "Alex keeps it",
  createdAt: "2026-11-12T15:30:00.000Z",
};

type Status = { userComplete?: boolean; partnerComplete?: boolean; partnerJoined?: boolean };

/**
 * The API as the alignment screen sees it: the disputes left (agree and change remove theirs), the
 * history, and the reminder; `overrides` replace any route.
 */
function alignmentApi(
  options: {
    disputes?: unknown[];
    suggestions?: unknown[];
    status?: Status;
    document?: ReturnType<typeof fakeUserDocument>;
    overrides?: FakeApiRoutes;
  } = {},
) {
  const suggestions = options.suggestions ?? [];
  let disputes = [...(options.disputes ?? [yearsDispute, supportDispute])];
  const status = { userComplete: true, partnerComplete: true, partnerJoined: true, ...options.status };
  const resolve = (questionId: string) => {
    const dispute = disputes.find((candidate) => (candidate as { questionId: string }).questionId === questionId);
    if (!dispute)
      return { status: 404, body: { error: "Dispute not found. Please refresh the page.", code: "DISPUTE_NOT_FOUND" } };
    disputes = disputes.filter((candidate) => candidate !== dispute);
    return {
      status: 200,
      body: { resolution: { ...resolution, id: `res-${questionId}` }, answer: answer(questionId, "x") },
    };
  };
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: [options.document ?? fakeUserDocument()],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/standing`]: fakeStanding(),
    [`GET ${base}/answers/dispute`]: () => ({ status: 200, body: { ...status, disputes, suggestions } }),
    [`GET ${base}/documents/doc-1/resolutions`]: [resolution],
    [`POST ${base}/answers/dispute/q-years/agree`]: () => resolve("q-years"),
    [`POST ${base}/answers/dispute/q-support/agree`]: () => resolve("q-support"),
    [`POST ${base}/answers/dispute/q-years/change`]: () => resolve("q-years"),
    [`POST ${base}/answers/dispute/q-support/change`]: () => resolve("q-support"),
    [`POST ${base}/questionnaire-reminder`]: () => ({ status: 202, body: { sentAt: "2026-11-20T08:00:00.000Z" } }),
    "GET /documents/doc-1/dispute-threads": { entries: [], total: 0, page: 1, pageSize: 100 },
    ...options.overrides,
  };
}

function openAlignment(api: FakeApiRoutes) {
  return renderApp(routes, "/alignment", { auth: createFakeAuth({ signedIn: true }), api });
}

/** "Agree with partner" on a card, confirmed in the popup that asks first. */
async function agreeOn(clicker: { click: (element: Element) => Promise<void> }, card: HTMLElement) {
  await clicker.click(within(card).getByRole("button", { name: "Agree with partner" }));
  const dialog = await screen.findByRole("dialog", { name: "Take your partner's answer?" });
  await clicker.click(within(dialog).getByRole("button", { name: "Yes, change my answer" }));
}

const cardTitles = () =>
  screen.queryAllByRole("article").map((card) => within(card).getByRole("heading", { level: 2 }).textContent);
const posts = (requests: Request[]) =>
  requests.filter((request) => request.method === "POST").map((request) => new URL(request.url).pathname);

const entry = (
  id: string,
  kind: string,
  by: string,
  option: { id: string; value: string } | null,
  status = "PENDING",
  comment = "",
) => ({
  id,
  question: { id: "q-support", title: supportDispute.question.title },
  kind,
  by: { id: by, firstName: by === user.id ? "Alex" : "Jordan", lastName: null },
  proposal: option ? { id: `p-${id}`, status, option, comment } : null,
  createdAt: "2026-11-21T10:00:00.000Z",
});

/** The API of a conversation on the support question: Jordan's proposal awaits the user, who may counter, accept or ask their attorney. */
function conversationApi(overrides: FakeApiRoutes = {}) {
  let entries = [
    entry(
      "e1",
      "PROPOSED",
      "user-jordan",
      { id: "opt-yes", value: "Yes, waive it" },
      "PENDING",
      "It keeps things simple.",
    ),
  ];
  let thread = {
    status: "AWAITING_YOU",
    pendingProposal: {
      id: "p-e1",
      proposedByMe: false,
      option: { id: "opt-yes", value: "Yes, waive it" },
      comment: "It keeps things simple.",
      createdAt: "2026-11-21T10:00:00.000Z",
    },
    canPropose: true,
    canAskAttorney: true,
    askedAttorney: false,
  };
  let disputes: unknown[] = [yearsDispute, supportDispute];
  return alignmentApi({
    overrides: {
      [`GET ${base}/answers/dispute`]: () => ({
        status: 200,
        body: {
          userComplete: true,
          partnerComplete: true,
          partnerJoined: true,
          suggestions: [],
          disputes: disputes.map((dispute) => (dispute === supportDispute ? { ...supportDispute, thread } : dispute)),
        },
      }),
      "GET /documents/doc-1/dispute-threads": () => ({
        status: 200,
        body: { entries, total: entries.length, page: 1, pageSize: 100 },
      }),
      "POST /documents/doc-1/disputes/q-support/proposals": () => {
        entries = [
          { ...entries[0]!, proposal: { ...entries[0]!.proposal!, status: "SUPERSEDED" } },
          entry(
            "e2",
            "COUNTERED",
            user.id,
            { id: "opt-no", value: "No, keep it" },
            "PENDING",
            "I would rather keep it.",
          ),
        ];
        thread = {
          ...thread,
          status: "AWAITING_PARTNER",
          pendingProposal: {
            ...thread.pendingProposal,
            id: "p-e2",
            proposedByMe: true,
            option: { id: "opt-no", value: "No, keep it" },
          },
          canPropose: false,
        };
        return { status: 201, body: { entry: entries[1] } };
      },
      "POST /documents/doc-1/disputes/q-support/proposals/p-e1/accept": () => {
        entries = [...entries, entry("e3", "ACCEPTED", user.id, { id: "opt-yes", value: "Yes, waive it" }, "ACCEPTED")];
        disputes = [yearsDispute];
        return { status: 200, body: { entry: entries[1], resolution: { ...resolution, kind: "PROPOSAL" } } };
      },
      "POST /documents/doc-1/disputes/q-support/attorney-request": () => {
        entries = [...entries, entry("e4", "ASKED_ATTORNEY", user.id, null)];
        thread = { ...thread, canAskAttorney: false, askedAttorney: true };
        return { status: 201, body: { entry: entries.at(-1) } };
      },
      ...overrides,
    },
  });
}

describe("alignment page", () => {
  it("goes to the dashboard when the document has no second user", async () => {
    const { router } = openAlignment(
      alignmentApi({ document: fakeUserDocument({ userBId: null, partner: null, invitationAcceptedAt: null }) }),
    );
    await waitFor(() => expect(currentPath(router)).toBe("/"));
  });

  it("shows the disputes in the API's order with both answers, the partner by name", async () => {
    openAlignment(alignmentApi());
    await screen.findByText(yearsDispute.question.title);
    expect(cardTitles()).toEqual([yearsDispute.question.title, supportDispute.question.title]);
    const card = screen.getByRole("article", { name: supportDispute.question.title });
    expect(within(card).getByText("Your answer")).toBeInTheDocument();
    expect(within(card).getByText("No, keep it")).toBeInTheDocument();
    expect(within(card).getByText("Jordan's answer")).toBeInTheDocument();
    expect(within(card).getByText("Yes, waive it")).toBeInTheDocument();
    // Continue waits until nothing is disputed.
    expect(screen.queryByRole("button", { name: "Continue" })).not.toBeInTheDocument();
  });

  it("'Agree with partner' resolves the question; with none left, Continue leads to /documents", async () => {
    const { user: clicker, requests, router } = openAlignment(alignmentApi());
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    await agreeOn(clicker, card);
    await waitFor(() => expect(cardTitles()).toEqual([yearsDispute.question.title]));
    expect(posts(requests)).toEqual([`${base}/answers/dispute/q-support/agree`]);

    expect(screen.getByText(/^Some of your answers differ/)).toBeInTheDocument();
    await agreeOn(clicker, screen.getByRole("article", { name: yearsDispute.question.title }));
    await waitFor(() => expect(cardTitles()).toEqual([]));
    // Everything settled: the page no longer says that answers differ.
    expect(
      screen.getByText("You and your partner agree on every question. You can continue to your documents."),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Some of your answers differ/)).not.toBeInTheDocument();
    await clicker.click(await screen.findByRole("button", { name: "Continue" }));
    await waitFor(() => expect(currentPath(router)).toBe("/documents"));
  });

  it("shows the catalogue's message when the dispute is already gone", async () => {
    const { user: clicker } = openAlignment(
      alignmentApi({
        overrides: {
          [`POST ${base}/answers/dispute/q-years/agree`]: () => ({
            status: 404,
            body: { error: "Dispute not found. Please refresh the page.", code: "DISPUTE_NOT_FOUND" },
          }),
        },
      }),
    );
    const card = await screen.findByRole("article", { name: yearsDispute.question.title });
    await agreeOn(clicker, card);
    expect(await screen.findByRole("alert")).toHaveTextContent("Dispute not found. Please refresh the page.");
    expect(cardTitles()).toHaveLength(2);
  });

  it("'Change my answer' checks the value with the question's rules before sending it", async () => {
    const { user: clicker, requests } = openAlignment(alignmentApi());
    const card = await screen.findByRole("article", { name: yearsDispute.question.title });
    await clicker.click(within(card).getByRole("button", { name: "Change my answer" }));
    const dialog = await screen.findByRole("dialog", { name: "Change my answer" });
    // The form arrives with the popup's first opening ('Loading...' meanwhile).
    const input = await within(dialog).findByLabelText(yearsDispute.question.title, { exact: false });
    expect(input).toHaveValue("5");

    await clicker.clear(input);
    await clicker.click(within(dialog).getByRole("button", { name: "Save answer" }));
    expect(await within(dialog).findByText("This field is required")).toBeInTheDocument();
    await clicker.type(input, "ten");
    expect(within(dialog).getByText("Value must be a number")).toBeInTheDocument();
    await clicker.clear(input);
    await clicker.type(input, "0");
    expect(within(dialog).getByText("Value should be greater than zero")).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    await clicker.clear(input);
    await clicker.type(input, "7");
    await clicker.click(within(dialog).getByRole("button", { name: "Save answer" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const change = requests.find((request) => request.method === "POST");
    expect(new URL(change!.url).pathname).toBe(`${base}/answers/dispute/q-years/change`);
    expect(await change!.clone().json()).toEqual({ valueTyped: "7" });
    await waitFor(() => expect(cardTitles()).toEqual([supportDispute.question.title]));
  });

  it("'Change my answer' on an option question sends the chosen option, and shows a refusal", async () => {
    const { user: clicker, requests } = openAlignment(
      alignmentApi({
        overrides: {
          [`POST ${base}/answers/dispute/q-support/change`]: () => ({
            status: 422,
            body: {
              error: "This option can't be combined with your answer to Who keeps the home?",
              code: "OPTION_RESTRICTED",
            },
          }),
        },
      }),
    );
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    await clicker.click(within(card).getByRole("button", { name: "Change my answer" }));
    const dialog = await screen.findByRole("dialog", { name: "Change my answer" });
    expect(await within(dialog).findByRole("radio", { name: "No, keep it" })).toBeChecked();
    await clicker.click(within(dialog).getByRole("radio", { name: "Yes, waive it" }));
    await clicker.click(within(dialog).getByRole("button", { name: "Save answer" }));

    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This option can't be combined with your answer to Who keeps the home?",
    );
    const change = requests.find((request) => request.method === "POST");
    expect(await change!.clone().json()).toEqual({ questionOptionIds: ["opt-yes"] });
    expect(cardTitles()).toHaveLength(2);
  });

  it("'Agree with partner' is an outlined button that asks before changing the answer; cancelling sends nothing", async () => {
    const { user: clicker, requests } = openAlignment(alignmentApi());
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    const agree = within(card).getByRole("button", { name: "Agree with partner" });
    // Not the filled primary button: neither way of resolving is pressed on the person.
    expect(agree).toHaveAttribute("data-variant", "default");
    await clicker.click(agree);
    const dialog = await screen.findByRole("dialog", { name: "Take your partner's answer?" });
    expect(
      within(dialog).getByText("Change your answer to Jordan's: “Yes, waive it”? This changes your agreement."),
    ).toBeInTheDocument();
    await clicker.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(posts(requests)).toEqual([]);
    expect(cardTitles()).toHaveLength(2);

    await agreeOn(clicker, card);
    await waitFor(() => expect(posts(requests)).toEqual([`${base}/answers/dispute/q-support/agree`]));
  });

  it("marks an answer still at the suggestion, and does not count matching suggestions as agreeing", async () => {
    const partnerKept = { ...supportDispute, partnerAnswer: { ...supportDispute.partnerAnswer, isSuggestion: true } };
    const suggestions = [
      {
        questionId: "q-support",
        title: supportDispute.question.title,
        sectionPath: "spousal-support",
        byMe: false,
        byPartner: true,
      },
      {
        questionId: "q-property",
        title: "Who owns what you each had before the wedding?",
        sectionPath: "property",
        byMe: true,
        byPartner: true,
      },
    ];
    openAlignment(alignmentApi({ disputes: [partnerKept], suggestions }));
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    expect(within(card).getByText("Still a suggestion: waiting for Jordan to choose")).toBeInTheDocument();
    // The disputed question shows its own mark; the other is listed apart, linked to its section.
    const list = screen.getByRole("list", { name: "Not chosen yet" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(within(list).getByRole("link", { name: "Who owns what you each had before the wedding?" })).toHaveAttribute(
      "href",
      "/questionnaire/property",
    );
    expect(within(list).getByText("Still a suggestion: you and Jordan each choose")).toBeInTheDocument();
  });

  it("with no dispute left but suggestions nobody chose, says so instead of 'you agree on every question'", async () => {
    const suggestions = [
      {
        questionId: "q-property",
        title: "Who owns what you each had before the wedding?",
        sectionPath: "property",
        byMe: true,
        byPartner: true,
      },
      {
        questionId: "q-timeline",
        title: "How long before the wedding do you expect to sign?",
        sectionPath: "understanding",
        byMe: false,
        byPartner: true,
      },
    ];
    openAlignment(alignmentApi({ disputes: [], suggestions }));
    expect(
      await screen.findByText(/You gave the same answers, but 2 answers are still a suggestion nobody chose/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/agree on every question/)).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Who owns what you each had before the wedding?" })).toBeInTheDocument();
    // The partner's own suggestion is theirs to choose: named and awaited, never a link for this partner.
    expect(screen.queryByRole("link", { name: "How long before the wedding do you expect to sign?" })).toBeNull();
    expect(screen.getByText("Still a suggestion: waiting for Jordan to choose")).toBeInTheDocument();
  });

  it("works from the keyboard: the modal opens with Enter and closes with Escape, keeping the answer", async () => {
    const { user: keyboard, requests } = openAlignment(alignmentApi());
    const card = await screen.findByRole("article", { name: yearsDispute.question.title });
    within(card).getByRole("button", { name: "Agree with partner" }).focus();
    await keyboard.tab();
    expect(within(card).getByRole("button", { name: "Change my answer" })).toHaveFocus();
    await keyboard.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Change my answer" });
    await keyboard.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(posts(requests)).toEqual([]);
    expect(cardTitles()).toHaveLength(2);
  });

  it("'View alignment history' lists who resolved what, from what to what, and when", async () => {
    const { user: clicker } = openAlignment(alignmentApi());
    await clicker.click(await screen.findByRole("button", { name: "View alignment history" }));
    const dialog = await screen.findByRole("dialog", { name: "Alignment history" });
    expect(await within(dialog).findByRole("heading", { name: "Who keeps the home?" })).toBeInTheDocument();
    expect(within(dialog).getByText("Jordan Lee agreed with their partner")).toBeInTheDocument();
    expect(within(dialog).getByText("Sell it → Alex keeps it")).toBeInTheDocument();
    expect(within(dialog).getByText("November 12, 2026 at", { exact: false })).toBeInTheDocument();
  });

  it("says when the history cannot be loaded, and tries again", async () => {
    let fail = true;
    const { user: clicker } = openAlignment(
      alignmentApi({
        overrides: {
          [`GET ${base}/documents/doc-1/resolutions`]: () =>
            fail
              ? { status: 500, body: { error: "Internal error", code: "INTERNAL" } }
              : { status: 200, body: [resolution] },
        },
      }),
    );
    await clicker.click(await screen.findByRole("button", { name: "View alignment history" }));
    const dialog = await screen.findByRole("dialog", { name: "Alignment history" });
    expect(await within(dialog).findByText("Could not load alignment history. Please try again.")).toBeInTheDocument();
    fail = false;
    await clicker.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await within(dialog).findByRole("heading", { name: "Who keeps the home?" })).toBeInTheDocument();
  });

  it("says so when the disputes cannot be loaded", async () => {
    openAlignment(
      alignmentApi({
        overrides: {
          [`GET ${base}/answers/dispute`]: () => ({ status: 500, body: { error: "Internal error", code: "INTERNAL" } }),
        },
      }),
    );
    expect(await screen.findByText("Unable to load disputes. Please refresh the page.")).toBeInTheDocument();
  });

  it("offers the reminder only when this user is done and the partner is not; shows when it was sent", async () => {
    const { user: clicker, requests } = openAlignment(alignmentApi({ status: { partnerComplete: false } }));
    expect(
      await screen.findByText("Jordan has not completed the questionnaire yet.", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
    // Done with it, the person may still look over their answers, from the first section.
    expect(screen.getByRole("link", { name: "Look over your answers" })).toHaveAttribute(
      "href",
      "/questionnaire/background-information",
    );
    await clicker.click(screen.getByRole("button", { name: "Send reminder email" }));
    expect(
      await screen.findByText("Reminder sent to Jordan on November 20, 2026 at", { exact: false }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send reminder email" })).not.toBeInTheDocument();
    expect(posts(requests)).toEqual([`${base}/questionnaire-reminder`]);
  });

  it("shows when the last reminder went, and the API's refusal of another one", async () => {
    const { user: clicker } = openAlignment(
      alignmentApi({
        document: fakeUserDocument({ questionnaireReminderSentAt: "2026-11-19T18:00:00.000Z" }),
        status: { partnerComplete: false },
        overrides: {
          [`POST ${base}/questionnaire-reminder`]: () => ({
            status: 409,
            body: { error: "A reminder was already sent in the last 24 hours.", code: "REMINDER_TOO_SOON" },
          }),
        },
      }),
    );
    expect(
      await screen.findByText("The last reminder was sent on November 19, 2026 at", { exact: false }),
    ).toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Send reminder email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("A reminder was already sent in the last 24 hours.");
  });

  it("while this user's questionnaire is incomplete: no reminder, and the button names the section to answer next and leads there", async () => {
    const sections = [
      fakeStandingSection(1, "background_information", "Background Information", { status: "COMPLETED" }),
      fakeStandingSection(2, "separate_property", "Separate Property", { status: "IN_PROGRESS" }),
    ];
    const standing = fakeStanding({
      questionnaire: { blocked: false, complete: false, sections, resumePath: sections[1]!.path },
    });
    const { user: clicker, router } = openAlignment(
      alignmentApi({
        status: { userComplete: false, partnerComplete: false },
        overrides: {
          [`GET ${base}/standing`]: standing,
        },
      }),
    );
    expect(await screen.findByText("Your questionnaire is not complete yet.", { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/^Once you have both finished the questionnaire/)).toBeInTheDocument();
    expect(screen.queryByText(/Some of your answers differ/)).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Send reminder email" })).not.toBeInTheDocument();
    expect(screen.queryByText("Complete questionnaire")).not.toBeInTheDocument();
    await clicker.click(await screen.findByRole("link", { name: `Continue the questionnaire: ${sections[1]!.label}` }));
    await waitFor(() => expect(currentPath(router)).toBe(`/questionnaire/${sections[1]!.path}`));
  });

  it("shows the conversation: the partner's proposal with its comment, and what the user may do", async () => {
    openAlignment(conversationApi());
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    const conversation = within(card).getByRole("region", { name: "Conversation" });
    expect(await within(conversation).findByText("Jordan proposed “Yes, waive it”.")).toBeInTheDocument();
    expect(within(conversation).getByText("“It keeps things simple.”")).toBeInTheDocument();
    expect(
      within(conversation).getByText("Jordan proposes “Yes, waive it”. Accept it, or propose another answer."),
    ).toBeInTheDocument();
    expect(within(conversation).getByRole("button", { name: "Accept proposal" })).toBeInTheDocument();
    expect(within(conversation).getByRole("button", { name: "Propose another answer" })).toBeInTheDocument();
    expect(within(conversation).getByRole("button", { name: "Ask my attorney" })).toBeInTheDocument();
    // A question answered in words has nothing to propose.
    const years = screen.getByRole("article", { name: yearsDispute.question.title });
    expect(within(years).queryByRole("button", { name: /Propose/ })).not.toBeInTheDocument();
  });

  it("a counter-proposal sends the chosen answer and the comment, checked first, and then waits for the partner", async () => {
    const { user: clicker, requests } = openAlignment(conversationApi());
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    await clicker.click(await within(card).findByRole("button", { name: "Propose another answer" }));
    const form = within(card).getByRole("form", { name: "Your proposal" });
    // The partner's proposal is not offered again: accepting it is the way to choose it.
    expect(within(form).queryByRole("radio", { name: "Yes, waive it" })).not.toBeInTheDocument();
    await clicker.click(within(form).getByRole("button", { name: "Send proposal" }));
    expect(await within(form).findByText("Choose one of the answers.")).toBeInTheDocument();
    expect(posts(requests)).toEqual([]);

    await clicker.click(within(form).getByRole("radio", { name: "No, keep it" }));
    await clicker.type(within(form).getByLabelText("Comment (optional)"), "  I would rather keep it. ");
    await clicker.click(within(form).getByRole("button", { name: "Send proposal" }));
    await waitFor(() => expect(posts(requests)).toEqual(["/documents/doc-1/disputes/q-support/proposals"]));
    expect(
      await within(card).findByText("Waiting for Jordan to answer your proposal: “No, keep it”."),
    ).toBeInTheDocument();
    const sent = requests.find((request) => request.method === "POST");
    expect(await sent!.clone().json()).toEqual({ questionOptionId: "opt-no", comment: "I would rather keep it." });
    expect(await within(card).findByText("You proposed another answer: “No, keep it”.")).toBeInTheDocument();
    expect(within(card).getByText("Answered with another proposal")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Accept proposal" })).not.toBeInTheDocument();
  });

  it("accepting the partner's proposal resolves the question", async () => {
    const { user: clicker, requests } = openAlignment(conversationApi());
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    await clicker.click(await within(card).findByRole("button", { name: "Accept proposal" }));
    await waitFor(() => expect(cardTitles()).toEqual([yearsDispute.question.title]));
    expect(posts(requests)).toEqual(["/documents/doc-1/disputes/q-support/proposals/p-e1/accept"]);
    // The settled question's conversation stays readable, under the open ones.
    const settled = await screen.findByRole("list", { name: "Settled conversations" });
    const conversation = within(settled).getByRole("listitem", { name: supportDispute.question.title });
    expect(within(conversation).getByText("Jordan proposed “Yes, waive it”.")).toBeInTheDocument();
    expect(within(conversation).getByText("You accepted “Yes, waive it”.")).toBeInTheDocument();
    expect(within(settled).queryByRole("button")).not.toBeInTheDocument();
  });

  it("asking the attorney says so; a refusal shows the server's message", async () => {
    const { user: clicker } = openAlignment(conversationApi());
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    await clicker.click(await within(card).findByRole("button", { name: "Ask my attorney" }));
    expect(
      await within(card).findByText(
        "You asked your attorney to look at this question. They can read this conversation.",
      ),
    ).toBeInTheDocument();
    expect(await within(card).findByText("You asked their attorney to look at this question.")).toBeInTheDocument();
    expect(within(card).queryByRole("button", { name: "Ask my attorney" })).not.toBeInTheDocument();
  });

  it("shows a refused acceptance and a conversation that cannot be loaded", async () => {
    const { user: clicker } = openAlignment(
      conversationApi({
        "POST /documents/doc-1/disputes/q-support/proposals/p-e1/accept": () => ({
          status: 409,
          body: {
            error: "This proposal has already been answered. Please refresh the page.",
            code: "PROPOSAL_NOT_PENDING",
          },
        }),
        "GET /documents/doc-1/dispute-threads": () => ({
          status: 500,
          body: { error: "Internal error", code: "INTERNAL" },
        }),
      }),
    );
    const card = await screen.findByRole("article", { name: supportDispute.question.title });
    expect(await within(card).findByText("The conversation could not be loaded.")).toBeInTheDocument();
    await clicker.click(within(card).getByRole("button", { name: "Accept proposal" }));
    expect(
      await within(card).findByText("This proposal has already been answered. Please refresh the page."),
    ).toBeInTheDocument();
    expect(cardTitles()).toHaveLength(2);
  });
});
