import { formatDateTime } from "@prenup/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { MOBILE_MEDIA_QUERY } from "@prenup/ui";
import { badgeContrast, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const base = `/users/${user.id}`;
const GENERATED_AT = "2026-11-10T12:00:00.000Z";
const REVIEWED_AT = "2026-11-12T12:00:00.000Z";

// A represented Californian couple's agreement: generated, reviewed, both attorneys assigned.
const represented = fakeUserDocument({
  attorneyAId: "attorney-a",
  attorneyBId: "attorney-b",
  lastGeneratedAt: GENERATED_AT,
  reviewedAt: REVIEWED_AT,
  generatedPdfFileId: "00000000-0000-4000-8000-000000000001",
});

const status = (overrides: Record<string, unknown> = {}) => ({
  unverifiedLaw: [],
  needsRegeneration: false,
  reason: null,
  lastGeneratedAt: GENERATED_AT,
  currentInputHash: "a".repeat(64),
  lastGeneratedInputHash: "a".repeat(64),
  documentGeneratedAt: GENERATED_AT,
  userAMadeChanges: false,
  userBMadeChanges: false,
  changes: {
    userA: { names: false, disclosure: false, questions: [] },
    userB: { names: false, disclosure: false, questions: [] },
  },
  canRegenerate: true,
  attorneyEditsSinceGeneration: false,
  pdfFileId: "00000000-0000-4000-8000-000000000001",
  docxFileId: null,
  reviewProblem: { code: "DOCUMENT_ALREADY_REVIEWED", message: "Your agreement is already marked as reviewed." },
  finalizeProblem: null,
  ...overrides,
});

const standing = fakeStanding();
const representedStanding = {
  ...standing,
  agreement: {
    ...standing.agreement!,
    status: "FULLY_APPROVED" as const,
    californiaWait: {
      applies: true,
      days: 7,
      startsAt: "FINALIZATION" as const,
      waitUntil: null,
      mustWait: false,
      keptFrom: null as string | null,
    },
    reviews: { mine: REVIEWED_AT, partner: REVIEWED_AT },
  },
};

function api(overrides: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: [represented],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/standing`]: representedStanding,
    "GET /documents/doc-1/regeneration-status": status(),
    "GET /documents/doc-1/history": {
      commits: {
        items: [
          {
            commitAt: GENERATED_AT,
            kind: "GENERATION",
            author: null,
            message: null,
            inputHash: "a".repeat(64),
            pdfFileId: null,
            docxFileId: null,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      },
      record: { entries: [], verified: true, head: null },
    },
    ...overrides,
  };
}

describe("/documents/review: finalizing", () => {
  it("says the 7 days still count from the first final text when the last change was a correction", async () => {
    const kept = {
      ...representedStanding,
      agreement: {
        ...representedStanding.agreement,
        californiaWait: { ...representedStanding.agreement.californiaWait, keptFrom: "2026-11-18T09:00:00.000Z" },
      },
    };
    const { user: clicker } = renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ [`GET ${base}/standing`]: kept }),
    });
    await clicker.click(await screen.findByRole("button", { name: "Finalize the agreement" }));
    const dialog = await screen.findByRole("dialog", { name: "Finalize your agreement?" });
    expect(
      within(dialog).getByText(
        /Your attorney marked the last change as a correction that does not change the terms, so the 7 days count from November 18, 2026, when you first had the final agreement\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/The 7 days start now/)).toBeNull();
  });

  it("finalizes after a confirmation that says California's 7 days start now, and sends the server's time", async () => {
    let finalized = false;
    const { user: clicker, requests } = renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "PATCH /documents/doc-1": () => {
          finalized = true;
          return { status: 200, body: { ...represented, finalizedAt: "2026-11-24T09:00:00.000Z" } };
        },
        [`GET ${base}/documents`]: () => ({
          status: 200,
          body: [finalized ? { ...represented, finalizedAt: "2026-11-24T09:00:00.000Z" } : represented],
        }),
        "GET /documents/doc-1/regeneration-status": () => ({
          status: 200,
          body: status(
            finalized
              ? {
                  finalizeProblem: {
                    code: "DOCUMENT_ALREADY_FINALIZED",
                    message: "Your agreement is already finalized.",
                  },
                }
              : {},
          ),
        }),
      }),
    });
    await clicker.click(await screen.findByRole("button", { name: "Finalize the agreement" }));
    const dialog = await screen.findByRole("dialog", { name: "Finalize your agreement?" });
    expect(within(dialog).getByText(/The 7 days start now/)).toBeInTheDocument();
    await clicker.click(within(dialog).getByRole("button", { name: "Finalize" }));

    expect(
      await screen.findByText(/Your agreement is finalized: this is the text you both sign\./),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Finalized /)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finalize the agreement" })).not.toBeInTheDocument();
    const patch = requests.find((request) => request.method === "PATCH");
    expect(Object.keys((await patch!.clone().json()) as object)).toEqual(["finalizedAt"]);
    // The text on screen, with the attorneys' summaries, is a link away.
    expect(
      screen.getByRole("link", { name: "Read the current text, with your attorneys' summaries of their changes" }),
    ).toHaveAttribute("href", "/documents/doc-1/editor");
  });

  it("says why finalizing waits, in the server's words, and offers no button", async () => {
    renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/regeneration-status": status({
          finalizeProblem: {
            code: "APPROVAL_NOT_READY",
            message: "Your agreement can be finalized once your attorneys have approved it.",
          },
        }),
      }),
    });
    expect(
      await screen.findByText("Your agreement can be finalized once your attorneys have approved it."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finalize the agreement" })).not.toBeInTheDocument();
    const reviews = screen.getByRole("region", { name: "Reviews of this version" });
    expect(within(reviews).getByText(/^You reviewed it /)).toBeInTheDocument();
    expect(within(reviews).getByText(/^Jordan Lee reviewed it /)).toBeInTheDocument();
  });

  it("after the user's review, says the partner's is still to come and offers no finalization", async () => {
    const onlyMine = {
      ...representedStanding,
      agreement: { ...representedStanding.agreement, reviews: { mine: REVIEWED_AT, partner: null } },
    };
    renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/standing`]: onlyMine,
        "GET /documents/doc-1/regeneration-status": status({
          finalizeProblem: {
            code: "PARTNER_NOT_REVIEWED",
            message:
              "Your partner has not reviewed this version yet: it can be finalized once you have both reviewed it.",
          },
        }),
      }),
    });
    expect(
      await screen.findByText(
        "Your partner has not reviewed this version yet: it can be finalized once you have both reviewed it.",
      ),
    ).toBeInTheDocument();
    const reviews = screen.getByRole("region", { name: "Reviews of this version" });
    expect(within(reviews).getByText("Jordan Lee has not reviewed it yet")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finalize the agreement" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Mark as reviewed" })).not.toBeInTheDocument();
  });

  it("offers the review first when the server says it is open, and not the finalization", async () => {
    const unreviewed = { ...represented, reviewedAt: null };
    renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [unreviewed],
        "GET /documents/doc-1/regeneration-status": status({
          reviewProblem: null,
          finalizeProblem: { code: "DOCUMENT_NOT_REVIEWED", message: "Review your agreement before you finalize it." },
        }),
      }),
    });
    expect(await screen.findByRole("button", { name: "Mark as reviewed" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Finalize the agreement" })).not.toBeInTheDocument();
    // The review button says it already: no second line.
    expect(screen.queryByText("Review your agreement before you finalize it.")).not.toBeInTheDocument();
  });
});

describe("/documents/review: readable to everyone", () => {
  it("draws the Finalized badge at 4.5:1 contrast at least, and says what is loading in words, not in a label on a plain element", async () => {
    const finalized = { ...represented, finalizedAt: "2026-11-24T09:00:00.000Z" };
    renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [finalized],
        // The agreement's pages and text still on their way.
        "GET /documents/doc-1/files/00000000-0000-4000-8000-000000000001": () => new Promise(() => undefined),
        [`GET /documents/doc-1/history/${encodeURIComponent(GENERATED_AT)}`]: () => new Promise(() => undefined),
      }),
    });
    const badge = (await screen.findByText(/^Finalized /)).closest<HTMLElement>(".mantine-Badge-root")!;
    expect(badgeContrast(badge)).toBeGreaterThanOrEqual(4.5);
    expect(await screen.findByText("Loading the agreement…")).toBeInTheDocument();
    expect(within(screen.getByRole("main")).queryAllByRole("status").length).toBeGreaterThan(0);
    const namedPlain = [...screen.getByRole("main").querySelectorAll("span[aria-label], div[aria-label]")].filter(
      (element) => !element.hasAttribute("role"),
    );
    expect(namedPlain.map((element) => element.getAttribute("aria-label"))).toEqual([]);
  });
});

describe("/documents/review: what each clause means", () => {
  const clause = (key: string, text: string, explanation: { meaning: string; withoutAgreement: string } | null) => ({
    key,
    title: null,
    text,
    listStyle: "NONE",
    textStyle: null,
    explanation,
    children: [],
  });
  const snapshot = {
    commitAt: GENERATED_AT,
    kind: "GENERATION",
    author: null,
    message: null,
    inputHash: "a".repeat(64),
    pdfFileId: null,
    docxFileId: null,
    sections: [
      {
        key: "caption",
        title: "PRENUPTIAL AGREEMENT",
        text: "",
        listStyle: "NONE",
        textStyle: "BOLD_CENTERED",
        isSeparatePage: false,
        explanation: null,
        clauses: [
          clause("caption_parties", "This Prenuptial Agreement is made between Alex Rivera and Jordan Lee.", null),
        ],
      },
      {
        key: "separate_property",
        title: "Separate Property",
        text: "",
        listStyle: "NUMERIC",
        textStyle: "BOLD",
        isSeparatePage: false,
        explanation: "This article lists what stays yours alone.",
        clauses: [
          clause("sp_ring_recipient", "The engagement ring belongs to the Party who received it.", {
            meaning: "The engagement ring belongs to whoever received it.",
            withoutAgreement: "Without this agreement, who keeps the engagement ring depends on California law.",
          }),
          clause("gen_headings", "Headings are for convenience only.", null),
        ],
      },
    ],
  };

  it("opens an article to each clause's meaning and the state's default, and shows nothing extra for boilerplate", async () => {
    const { user: clicker } = renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ [`GET /documents/doc-1/history/${encodeURIComponent(GENERATED_AT)}`]: snapshot }),
    });
    // The caption's only clause is boilerplate: the caption is not listed.
    await clicker.click(await screen.findByRole("button", { name: "Separate Property" }));
    const ring = await screen.findByRole("region", {
      name: "“The engagement ring belongs to the Party who received it.”",
    });
    expect(within(ring).queryByText("The engagement ring belongs to whoever received it.")).toBeNull();
    await clicker.click(within(ring).getByRole("button", { name: "What this means" }));
    const note = within(ring).getByRole("note", { name: "What this means" });
    expect(within(note).getByText("The engagement ring belongs to whoever received it.")).toBeTruthy();
    expect(
      within(note).getByText("Without this agreement, who keeps the engagement ring depends on California law."),
    ).toBeTruthy();
    expect(screen.getByText("This article lists what stays yours alone.")).toBeTruthy();
    expect(screen.queryByText(/Headings are for convenience/)).toBeNull();
    expect(screen.queryByRole("button", { name: "PRENUPTIAL AGREEMENT" })).toBeNull();
  });
});

describe("/documents/review on a phone", () => {
  afterEach(() => vi.restoreAllMocks());
  const section = {
    key: "separate_property",
    title: "Separate Property",
    text: "",
    listStyle: "NUMERIC",
    textStyle: "BOLD",
    isSeparatePage: false,
    explanation: "This article lists what stays yours alone.",
    clauses: [
      {
        key: "sp_ring_recipient",
        title: null,
        text: "The engagement ring belongs to the Party who received it.",
        listStyle: "NONE",
        textStyle: null,
        explanation: {
          meaning: "The engagement ring belongs to whoever received it.",
          withoutAgreement: "Without this agreement, California law decides.",
        },
        children: [],
      },
    ],
  };
  const snapshot = {
    commitAt: GENERATED_AT,
    kind: "GENERATION",
    author: null,
    message: null,
    inputHash: "a".repeat(64),
    pdfFileId: null,
    docxFileId: null,
    sections: [section],
  };

  it("shows the text with its notes first, asks for the review after it, and the printed pages only on request", async () => {
    const real = window.matchMedia;
    vi.spyOn(window, "matchMedia").mockImplementation((query: string) => ({
      ...real(query),
      matches: query === MOBILE_MEDIA_QUERY,
    }));
    const { user: clicker } = renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET /documents/doc-1/history/${encodeURIComponent(GENERATED_AT)}`]: snapshot,
        [`GET ${base}/standing`]: {
          ...representedStanding,
          agreement: { ...representedStanding.agreement, reviews: { mine: null, partner: null } },
        },
        "GET /documents/doc-1/regeneration-status": status({
          reviewProblem: null,
          finalizeProblem: { code: "DOCUMENT_NOT_REVIEWED", message: "Review your agreement before you finalize it." },
        }),
      }),
    });
    const text = await screen.findByRole("article", { name: "Your agreement's text" });
    expect(within(text).getByText("The engagement ring belongs to the Party who received it.")).toBeInTheDocument();
    await clicker.click(within(text).getByRole("button", { name: "What this means" }));
    expect(within(text).getByText("The engagement ring belongs to whoever received it.")).toBeInTheDocument();
    // The review is asked for after the text, not before it.
    const review = screen.getByRole("button", { name: "Mark as reviewed" });
    expect(text.compareDocumentPosition(review) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // No page images until asked for.
    expect(screen.queryByText("Loading the viewer…")).not.toBeInTheDocument();
    expect(screen.queryByText("Loading the agreement…")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show the pages as printed" })).toBeInTheDocument();
  });
});

describe("/documents/review: the attorney's changes", () => {
  const EDITED_AT = "2026-11-23T16:40:00.000Z";
  const generation = {
    commitAt: GENERATED_AT,
    kind: "GENERATION",
    author: null,
    message: null,
    inputHash: "a".repeat(64),
    pdfFileId: null,
    docxFileId: null,
  };
  const edit = {
    ...generation,
    commitAt: EDITED_AT,
    kind: "ATTORNEY_COMMIT",
    author: { id: "00000000-0000-4000-8000-0000000000aa", name: "Morgan Ellis" },
    message: "Noted counsel's review in the first clause.",
    inputHash: null,
  };
  const version = (commit: object, text: string) => ({
    ...commit,
    sections: [
      {
        id: "00000000-0000-4000-8000-000000000010",
        key: "separate_property",
        title: "Separate Property",
        text: "",
        listStyle: "NUMERIC",
        textStyle: "BOLD",
        isSeparatePage: false,
        explanation: null,
        clauses: [
          {
            id: "00000000-0000-4000-8000-000000000011",
            key: "sp_keep",
            title: null,
            text,
            listStyle: "NONE",
            textStyle: null,
            explanation: null,
            children: [],
          },
          {
            id: "00000000-0000-4000-8000-000000000012",
            key: "gen_headings",
            title: null,
            text: "Headings are for convenience only.",
            listStyle: "NONE",
            textStyle: null,
            explanation: null,
            children: [],
          },
        ],
      },
    ],
  });

  it("shows each change to the generated text as tracked changes, with who made it, when, and the summary", async () => {
    renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/history": {
          commits: { items: [edit, generation], total: 2, page: 1, pageSize: 20 },
          record: { entries: [], verified: true, head: null },
        },
        [`GET /documents/doc-1/history/${encodeURIComponent(GENERATED_AT)}`]: version(
          generation,
          "Each party keeps their own property.",
        ),
        [`GET /documents/doc-1/history/${encodeURIComponent(EDITED_AT)}`]: version(
          edit,
          "Each party keeps their own property. Reviewed by counsel.",
        ),
      }),
    });

    const card = await screen.findByRole("region", { name: "Changes since the agreement was generated" });
    expect(
      within(card).getByText(
        `${formatDateTime(EDITED_AT)} — changed by Morgan Ellis: “Noted counsel's review in the first clause.”`,
      ),
    ).toBeInTheDocument();
    const changes = await within(card).findByRole("region", { name: "Changes to the generated text" });
    const inserted = changes.querySelector("ins");
    expect(inserted).toHaveTextContent("Reviewed by counsel.");
    expect(changes.querySelector("del")).toBeNull();
    expect(within(changes).getByText(`Changed by Morgan Ellis, ${formatDateTime(EDITED_AT)}`)).toBeInTheDocument();
    // The clause nobody changed is not listed.
    expect(within(changes).queryByText(/Headings are for convenience/)).toBeNull();
  });

  it("shows no such card while the text is as generated", async () => {
    renderApp(routes, "/documents/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET /documents/doc-1/history/${encodeURIComponent(GENERATED_AT)}`]: version(generation, "Text."),
      }),
    });
    expect(await screen.findByRole("heading", { name: "History" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Changes since the agreement was generated" })).toBeNull();
  });
});
