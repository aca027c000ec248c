import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type {
  AgreementHistory,
  AgreementSnapshot,
  ClauseDraft,
  CurrentUser,
  DocumentLockView,
  DocumentSectionsView,
  SectionDraft,
} from "@prenup/api-client";
import { createFakeAuth, fakeCurrentUser, type FakeApiRoutes } from "@prenup/api-client/testing";
import { editorLockedMessage, EDITOR_HEARTBEAT_SECONDS, EDITOR_LOCK_TTL_SECONDS } from "@prenup/domain";
import { formatDateTime } from "@prenup/ui";
import { renderApp } from "@prenup/ui/testing";
import type { RouteObject } from "react-router";
import { EditorPage } from "./editor-page.tsx";

// ProseMirror measures the page while typing; jsdom lays nothing out, so these answer "nothing here".
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!Range.prototype.getClientRects)
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();

const DOC = "d1a2b3c4-0000-4000-8000-000000000001";
const SECTION = "5e0c7100-0000-4000-8000-000000000001";
const KEEP_CLAUSE = "c1a05e00-0000-4000-8000-000000000001";
const GIFTS_CLAUSE = "c1a05e00-0000-4000-8000-000000000002";
const COMMIT_AT = "2026-11-20T12:00:00.000Z";
const EXPIRES = "2026-11-23T16:31:30.000Z";

const routes: RouteObject[] = [
  { path: "/documents/:documentId/editor", Component: EditorPage },
  { path: "/documents", element: <p>Your documents</p> },
];

const attorney = fakeCurrentUser({ id: "user-morgan", firstName: "Morgan", lastName: "Ellis", userType: "ATTORNEY" });
const customer = fakeCurrentUser();

const history: AgreementHistory = {
  commits: {
    items: [
      {
        commitAt: COMMIT_AT,
        kind: "GENERATION",
        author: null,
        message: null,
        inputHash: "h",
        pdfFileId: null,
        docxFileId: null,
      },
    ],
    total: 1,
    page: 1,
    pageSize: 20,
  },
  record: { entries: [], verified: true, head: null, problem: null },
};
const snapshot: AgreementSnapshot = {
  ...history.commits.items[0]!,
  sections: [
    {
      key: "separate_property",
      title: "SEPARATE PROPERTY",
      text: "",
      listStyle: "NONE",
      textStyle: null,
      isSeparatePage: false,
      explanation: null,
      clauses: [
        {
          key: "keep",
          title: null,
          text: "Each party keeps their own property.",
          listStyle: "NUMERIC",
          textStyle: null,
          explanation: {
            meaning: "Everything each of you owns before the wedding stays yours alone.",
            withoutAgreement:
              "Without this agreement, what each of you owns before the wedding generally stays the owner's separate property under California law.",
          },
          children: [],
        },
        {
          key: "gen_headings",
          title: null,
          text: "Headings are for convenience only.",
          listStyle: "NUMERIC",
          textStyle: null,
          explanation: null,
          children: [],
        },
      ],
    },
  ],
};

/** The agreement as it stands: one generated section with two clauses (orders 1 and 5). */
const current: DocumentSectionsView = {
  sections: [
    {
      id: SECTION,
      key: "separate_property",
      title: "SEPARATE PROPERTY",
      text: "",
      listStyle: "NONE",
      textStyle: null,
      order: 1,
      isSeparatePage: false,
      clauses: [
        {
          id: KEEP_CLAUSE,
          parentClauseId: null,
          key: "keep",
          title: null,
          text: "Each party keeps their own property.",
          listStyle: "NUMERIC",
          textStyle: null,
          order: 1,
          isSeparatePage: false,
        },
        {
          id: GIFTS_CLAUSE,
          parentClauseId: null,
          key: "gifts",
          title: "Gifts",
          text: "Gifts stay with the party who received them.",
          listStyle: "NUMERIC",
          textStyle: null,
          order: 5,
          isSeparatePage: false,
        },
      ],
    },
  ],
};
const KEEP_NAME = 'clause 1 of section "SEPARATE PROPERTY"';

const lockView = (holder: { id: string; name: string } | null, isMine: boolean): DocumentLockView => ({
  lock: holder ? { holder, acquiredAt: "2026-11-23T16:30:00.000Z", expiresAt: EXPIRES, isMine } : null,
  ttlSeconds: EDITOR_LOCK_TTL_SECONDS,
  heartbeatSeconds: EDITOR_HEARTBEAT_SECONDS,
});

const sectionDraft: SectionDraft = {
  id: "0d0d0d0d-0000-4000-8000-000000000001",
  authorUserId: attorney.id,
  documentSectionId: SECTION,
  isRemoved: false,
  title: "SEPARATE PROPERTY",
  text: "What each party owned before the marriage.",
  listStyle: "NONE",
  textStyle: null,
  order: 1,
  isSeparatePage: false,
  updatedAt: "2026-11-23T16:00:00.000Z",
};

function openEditor(me: CurrentUser, api: FakeApiRoutes) {
  return renderApp(routes, `/documents/${DOC}/editor`, {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": me,
      [`GET /documents/${DOC}/history`]: history,
      [`GET /documents/${DOC}/history/${encodeURIComponent(COMMIT_AT)}`]: snapshot,
      [`GET /documents/${DOC}`]: { id: DOC, stateId: null },
      [`DELETE /documents/${DOC}/lock`]: () => ({ status: 204, body: undefined }),
      ...api,
    },
  });
}

/** The attorney holds the lock, with one section draft to edit. */
function openAsHolder(api: FakeApiRoutes = {}) {
  return openEditor(attorney, {
    [`POST /documents/${DOC}/lock`]: lockView({ id: attorney.id, name: "Morgan Ellis" }, true),
    [`GET /documents/${DOC}/drafts/sections`]: { items: [sectionDraft] },
    [`GET /documents/${DOC}/drafts/clauses`]: { items: [] },
    [`GET /documents/${DOC}/sections`]: current,
    ...api,
  });
}

/** The drafts/many answer: each draft sent back with an id, as the server does. */
async function echoDrafts(request: Request) {
  const body = (await request.json()) as { sections: object[]; clauses: object[] };
  const clauseBase: ClauseDraft = {
    ...sectionDraft,
    id: "",
    documentClauseId: null,
    documentSectionDraftId: null,
    parentClauseId: null,
    parentClauseDraftId: null,
  };
  return {
    status: 200,
    body: {
      sections: body.sections.map((section, index) => ({
        ...sectionDraft,
        id: `0d0d0d0d-0000-4000-8000-00000000020${index}`,
        ...section,
      })),
      clauses: body.clauses.map((clause, index) => ({
        ...clauseBase,
        id: `0d0d0d0d-0000-4000-8000-00000000030${index}`,
        ...clause,
      })),
      lockExpiresAt: EXPIRES,
    },
  };
}

/** The last body posted to drafts/many, once `check` accepts it. */
async function lastSave(
  requests: Request[],
  check: (body: { sections: Record<string, unknown>[]; clauses: Record<string, unknown>[] }) => void,
) {
  let last: { sections: Record<string, unknown>[]; clauses: Record<string, unknown>[] } | undefined;
  await waitFor(
    async () => {
      const bodies = await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`);
      last = bodies.at(-1);
      expect(last).toBeDefined();
      check(last!);
    },
    { timeout: 5000 },
  );
  return last!;
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(
    requests
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

describe("the agreement editor", () => {
  it("shows who holds the lock and until when, read-only, with a retry", async () => {
    const holder = { id: "user-riley", name: "Riley Chen" };
    const { user, requests } = openEditor(attorney, {
      [`POST /documents/${DOC}/lock`]: () => ({
        status: 409,
        body: { error: editorLockedMessage(holder.name, EXPIRES), code: "DOCUMENT_LOCKED" },
      }),
      [`GET /documents/${DOC}/lock`]: lockView(holder, false),
    });

    const notice = await screen.findByRole("alert");
    expect(
      await within(notice).findByText(
        new RegExp(
          `Riley Chen is editing. Their lock lasts until ${formatDateTime(EXPIRES).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`,
        ),
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText("Each party keeps their own property.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

    await user.click(within(notice).getByRole("button", { name: "Try again" }));
    await waitFor(() =>
      expect(requests.filter((request) => request.method === "POST" && request.url.endsWith("/lock"))).toHaveLength(2),
    );
  });

  it("autosaves the drafts after typing, then shows Saved", async () => {
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: async (request: Request) => {
        const body = (await request.json()) as { sections: object[] };
        return {
          status: 200,
          body: {
            sections: body.sections.map((section) => ({ ...sectionDraft, ...section })),
            clauses: [],
            lockExpiresAt: EXPIRES,
          },
        };
      },
    });

    const title = await screen.findByLabelText('Title of section "SEPARATE PROPERTY"');
    await user.type(title, " AND DEBTS");

    // Typing slower than the autosave's pause (a loaded machine) saves more than once: the last save
    // carries the whole title.
    await waitFor(
      async () =>
        expect((await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).at(-1)).toMatchObject({
          sections: [
            {
              id: sectionDraft.id,
              documentSectionId: SECTION,
              title: "SEPARATE PROPERTY AND DEBTS",
              text: sectionDraft.text,
              order: 1,
            },
          ],
          clauses: [],
        }),
      { timeout: 10_000 },
    );
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("autosaves a section's text, as plain text, after typing in it", async () => {
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: { sections: [sectionDraft], clauses: [], lockExpiresAt: EXPIRES },
    });

    const text = await screen.findByRole("textbox", { name: 'Text of section "SEPARATE PROPERTY"' });
    expect(text).toHaveTextContent(sectionDraft.text!);
    await user.click(text);
    await user.keyboard(" Gifts too.");

    await waitFor(async () => expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).toHaveLength(1), {
      timeout: 5000,
    });
    const [body] = await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`);
    // What was typed is saved with the text around it, as plain text.
    expect(body.sections[0].text).toContain("Gifts too.");
    expect(body.sections[0].text).toContain("What each party owned before the marriage.");
    expect(body.sections[0].text).not.toMatch(/[<>]/);
  });

  it("shows a failed save with the server's message and saves again on Retry", async () => {
    let calls = 0;
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: () => {
        calls += 1;
        return calls === 1
          ? { status: 400, body: { error: "A title can be at most 300 characters.", code: "VALIDATION_ERROR" } }
          : { status: 200, body: { sections: [sectionDraft], clauses: [], lockExpiresAt: EXPIRES } };
      },
    });

    await user.type(await screen.findByLabelText('Title of section "SEPARATE PROPERTY"'), "!");
    expect(
      await screen.findByText(/Not saved: .*A title can be at most 300 characters\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).toHaveLength(2);
  });

  it("commits only with a summary, posts it, and confirms", async () => {
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/commit`]: {
        commitAt: "2026-11-23T16:40:00.000Z",
        pdfFileId: "f0f0f0f0-0000-4000-8000-000000000001",
        docxFileId: "f0f0f0f0-0000-4000-8000-000000000002",
      },
    });

    await user.click(await screen.findByRole("button", { name: "Commit changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(await within(dialog).findByText("Say in a few words what you changed.")).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/commit`)).toHaveLength(0);

    await user.type(
      within(dialog).getByRole("textbox", { name: /Summary of the changes/ }),
      "  Clarified separate property  ",
    );
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));

    expect(
      await screen.findByText("Your changes were committed. The couple now reads the new version."),
    ).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/commit`)).toEqual([
      { message: "Clarified separate property" },
    ]);
  });

  it("shows the server's refusal of a commit in the dialog", async () => {
    const { user } = openAsHolder({
      [`POST /documents/${DOC}/drafts/commit`]: () => ({
        status: 400,
        body: { error: "There are no changes to commit.", code: "VALIDATION_ERROR" },
      }),
    });

    await user.click(await screen.findByRole("button", { name: "Commit changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "Nothing really");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(await within(dialog).findByText(/There are no changes to commit\./)).toBeInTheDocument();
  });

  it("lets the couple read the committed text only", async () => {
    const { requests, user: userEvent } = openEditor(customer, {
      [`POST /documents/${DOC}/lock`]: () => ({
        status: 403,
        body: { error: "You cannot do this.", code: "FORBIDDEN" },
      }),
      [`GET /documents/${DOC}/lock`]: lockView(null, false),
    });

    expect(await screen.findByRole("heading", { name: "Your agreement", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Each party keeps their own property.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "SEPARATE PROPERTY" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
    // Each explained clause has its "What this means"; the boilerplate clause has none.
    const meanings = screen.getAllByRole("button", { name: "What this means" });
    expect(meanings).toHaveLength(1);
    await userEvent.click(meanings[0]!);
    const note = screen.getByRole("note", { name: "What this means" });
    expect(
      within(note).getByText("Everything each of you owns before the wedding stays yours alone."),
    ).toBeInTheDocument();
    expect(
      within(note).getByText(/^Without this agreement, what each of you owns before the wedding/),
    ).toBeInTheDocument();
    expect(requests.some((request) => request.url.includes("/drafts/"))).toBe(false);
    // The couple never asks for the lock (the server would refuse it: an error in their console).
    expect(requests.some((request) => request.method === "POST" && request.url.endsWith("/lock"))).toBe(false);
  });

  it("shows the committed text read-only, with the server's reason, once the agreement is being notarized", async () => {
    const { requests } = openEditor(attorney, {
      [`POST /documents/${DOC}/lock`]: () => ({
        status: 409,
        body: {
          error:
            "A notarization of this agreement is under way: its text cannot change until the notarization is finished or reset.",
          code: "AGREEMENT_LOCKED",
        },
      }),
      [`GET /documents/${DOC}/lock`]: lockView(null, false),
    });

    expect(await screen.findByText(/A notarization of this agreement is under way/)).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Document editor", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Each party keeps their own property.")).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes("/drafts/"))).toBe(false);
  });

  it("renews the lock at the API's heartbeat and lets go on leaving", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { requests, router } = openAsHolder();
    const lockPosts = () =>
      requests.filter((request) => request.method === "POST" && request.url.endsWith(`/documents/${DOC}/lock`));

    expect(await screen.findByRole("button", { name: "Commit changes" })).toBeInTheDocument();
    expect(lockPosts()).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(EDITOR_HEARTBEAT_SECONDS * 1000);
    });
    await waitFor(() => expect(lockPosts()).toHaveLength(2));

    await act(async () => {
      await router.navigate("/documents");
    });
    expect(await screen.findByText("Your documents")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((request) => request.method === "DELETE" && request.url.endsWith(`/documents/${DOC}/lock`)),
      ).toBe(true),
    );
  });

  it("lets go of the lock when the tab closes, in a request that outlives the page, and takes it again when the page comes back", async () => {
    const { requests } = openAsHolder();
    const lockPosts = () =>
      requests.filter((request) => request.method === "POST" && request.url.endsWith(`/documents/${DOC}/lock`));
    expect(await screen.findByRole("button", { name: "Commit changes" })).toBeInTheDocument();
    expect(lockPosts()).toHaveLength(1);

    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    });
    await waitFor(() => expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
    expect(requests.find((request) => request.method === "DELETE")!.keepalive).toBe(true);
    // A second pagehide has nothing left to let go of.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true }));
    });

    act(() => {
      window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    });
    await waitFor(() => expect(lockPosts()).toHaveLength(2));
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
  });

  it("asks before the tab closes while a change is not saved yet, and not once it is", async () => {
    const { user } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });
    const title = await screen.findByLabelText('Title of section "SEPARATE PROPERTY"');
    const closing = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(title, "!");
    expect(closing()).toBe(true);
    expect(await screen.findByText(/Saved/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(closing()).toBe(false);
  });

  it("stops editing when a save finds the lock taken over", async () => {
    const { user } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: () => ({
        status: 409,
        body: {
          error:
            "Take the editor's lock before you change the agreement (someone else may be editing it, or your lock lapsed).",
          code: "DOCUMENT_LOCKED",
        },
      }),
      [`GET /documents/${DOC}/lock`]: lockView({ id: "user-riley", name: "Riley Chen" }, false),
    });

    await user.type(await screen.findByLabelText('Title of section "SEPARATE PROPERTY"'), "!");
    expect(await screen.findByText(/Riley Chen is editing\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
  });

  it("lets an admin unlock and erase the drafts after confirming", async () => {
    const admin = fakeCurrentUser({ id: "user-admin", userType: "ADMIN" });
    const { user, requests } = openEditor(admin, {
      [`POST /documents/${DOC}/lock`]: lockView({ id: admin.id, name: "Alex Rivera" }, true),
      [`GET /documents/${DOC}/drafts/sections`]: { items: [sectionDraft] },
      [`GET /documents/${DOC}/drafts/clauses`]: { items: [] },
      [`GET /documents/${DOC}/sections`]: current,
      [`POST /documents/${DOC}/drafts/admin/unlock-erase`]: () => ({ status: 204, body: undefined }),
    });
    const erases = () => requests.filter((request) => request.url.endsWith("/drafts/admin/unlock-erase"));

    await user.click(await screen.findByRole("button", { name: "Unlock and erase drafts" }));
    let dialog = await screen.findByRole("dialog", { name: "Unlock and erase drafts?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(erases()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Unlock and erase drafts" }));
    dialog = await screen.findByRole("dialog", { name: "Unlock and erase drafts?" });
    await user.click(within(dialog).getByRole("button", { name: "Unlock and erase" }));
    expect(await screen.findByText("The lock was released and the drafts were erased.")).toBeInTheDocument();
    expect(erases()).toHaveLength(1);
  });

  it("does not offer the admin's unlock-erase to an attorney", async () => {
    openAsHolder();
    expect(await screen.findByRole("button", { name: "Commit changes" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unlock and erase drafts" })).not.toBeInTheDocument();
  });

  it("previews a library group written for the agreement and inserts it as a new section with its clauses and sub-clauses", async () => {
    const STATE = "5a5a5a5a-0000-4000-8000-000000000001";
    const GROUP = "6b6b6b6b-0000-4000-8000-000000000001";
    const { user, requests } = openAsHolder({
      [`GET /documents/${DOC}`]: { id: DOC, stateId: STATE },
      "GET /library-groups": {
        items: [
          { id: GROUP, key: "pets", name: "Pets", description: null, order: 0, states: [], sections: [], clauses: [] },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      },
      [`GET /documents/${DOC}/library-groups/${GROUP}/render`]: {
        group: { id: GROUP, key: "pets", name: "Pets" },
        clauses: [
          {
            clauseTemplateId: "7c7c7c7c-0000-4000-8000-000000000001",
            key: "pet_custody",
            title: "Pet custody",
            text: "Alex keeps the dog Biscuit.",
            listStyle: "NUMERIC",
            textStyle: null,
            order: 1,
            children: [
              {
                clauseTemplateId: "7c7c7c7c-0000-4000-8000-000000000002",
                key: "pet_vet",
                title: null,
                text: "Vet bills are shared.",
                listStyle: "ALPHA_LOWER",
                textStyle: null,
                order: 1,
                children: [],
              },
            ],
          },
        ],
        missingAnswers: [],
      },
      [`POST /documents/${DOC}/drafts/many`]: echoDrafts,
    });

    await waitFor(() => expect(screen.getByRole("button", { name: "Insert from the library" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Insert from the library" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert from the library" });
    await user.selectOptions(await within(dialog).findByLabelText("Library group"), "Pets");
    expect(await within(dialog).findByText("Alex keeps the dog Biscuit.")).toBeInTheDocument();
    expect(
      requests.some(
        (request) =>
          request.url.includes(`/library-groups?`) && new URL(request.url).searchParams.get("stateId") === STATE,
      ),
    ).toBe(true);
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    const section = await screen.findByRole("article", { name: 'section "Pets"' });
    expect(within(section).getByLabelText('Title of clause "Pet custody"')).toHaveValue("Pet custody");
    expect(within(section).getByRole("textbox", { name: 'Text of clause 2 of section "Pets"' })).toHaveTextContent(
      "Vet bills are shared.",
    );
    const body = await lastSave(requests, (saved) => expect(saved.clauses).toHaveLength(2));
    // After the agreement's last section (order 1); the clause inside it by the section draft's id, the sub-clause under the clause by its draft's id.
    expect(body.sections).toEqual([
      expect.objectContaining({
        documentSectionId: null,
        title: "Pets",
        order: 2,
        text: null,
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    ]);
    const sectionId = body.sections[0]!.id;
    const [custody, vet] = body.clauses;
    expect(custody).toMatchObject({
      documentSectionId: null,
      documentSectionDraftId: sectionId,
      parentClauseId: null,
      parentClauseDraftId: null,
      title: "Pet custody",
      listStyle: "NUMERIC",
      order: 1,
    });
    expect(vet).toMatchObject({
      documentSectionId: null,
      documentSectionDraftId: sectionId,
      parentClauseDraftId: custody!.id,
      text: "Vet bills are shared.",
      listStyle: "ALPHA_LOWER",
      order: 1,
    });
  });

  it("adds clauses to a new section and sub-clauses under new and generated clauses, nested and in order", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.click(await screen.findByRole("button", { name: "Add a section" }));
    await user.type(screen.getByLabelText("Title of section 2"), "PETS");
    await user.click(screen.getByRole("button", { name: 'Add a clause to section "PETS"' }));
    await user.type(screen.getByLabelText('Title of clause 1 of section "PETS"'), "Dog");
    await user.click(screen.getByRole("button", { name: 'Add a sub-clause to clause "Dog"' }));
    await user.type(screen.getByLabelText('Title of clause 2 of section "PETS"'), "Vet");
    await user.click(screen.getByRole("button", { name: 'Add a sub-clause to clause "Dog"' }));
    await user.type(screen.getByLabelText('Title of clause 3 of section "PETS"'), "Walks");
    await user.click(screen.getByRole("button", { name: 'Add a clause to section "PETS"' }));
    await user.type(screen.getByLabelText('Title of clause 4 of section "PETS"'), "Cat");
    await user.click(screen.getByRole("button", { name: 'Add a sub-clause to clause "Gifts"' }));
    await user.type(screen.getByLabelText('Title of clause 3 of section "SEPARATE PROPERTY"'), "Wedding gifts");

    // The screen nests them: Dog, its Vet and Walks, then Cat.
    const pets = screen.getByRole("article", { name: 'section "PETS"' });
    expect(
      within(pets)
        .getAllByLabelText(/^Title of clause/)
        .map((input) => (input as HTMLInputElement).value),
    ).toEqual(["Dog", "Vet", "Walks", "Cat"]);

    const body = await lastSave(requests, (saved) =>
      expect(saved.clauses.map((clause) => clause.title)).toContain("Wedding gifts"),
    );
    const all = (await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)) as {
      sections: Record<string, unknown>[];
      clauses: Record<string, unknown>[];
    }[];
    // The latest draft of each block, by its id (the autosave sends what changed since the last save).
    const latest = new Map<string, Record<string, unknown>>();
    for (const saved of all)
      for (const draft of [...saved.sections, ...saved.clauses]) latest.set(String(draft.id), draft);
    const byTitle = (title: string) => [...latest.values()].find((draft) => draft.title === title)!;
    expect(body).toBeDefined();
    const section = byTitle("PETS");
    expect(section).toMatchObject({ documentSectionId: null, order: 2 });
    expect(byTitle("Dog")).toMatchObject({ documentSectionDraftId: section.id, parentClauseDraftId: null, order: 0 });
    expect(byTitle("Vet")).toMatchObject({
      documentSectionDraftId: section.id,
      parentClauseDraftId: byTitle("Dog").id,
      order: 0,
    });
    expect(byTitle("Walks")).toMatchObject({
      documentSectionDraftId: section.id,
      parentClauseDraftId: byTitle("Dog").id,
      order: 1,
    });
    expect(byTitle("Cat")).toMatchObject({ documentSectionDraftId: section.id, parentClauseDraftId: null, order: 1 });
    expect(byTitle("Wedding gifts")).toMatchObject({
      documentSectionId: SECTION,
      documentSectionDraftId: null,
      parentClauseId: GIFTS_CLAUSE,
      parentClauseDraftId: null,
      order: 0,
    });
  }, 60_000);

  it("shows the generated clauses and saves an edit of one as a draft of that clause", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    const text = await screen.findByRole("textbox", { name: `Text of ${KEEP_NAME}` });
    expect(text).toHaveTextContent("Each party keeps their own property.");
    expect(screen.getByRole("textbox", { name: 'Text of clause "Gifts"' })).toHaveTextContent(
      "Gifts stay with the party who received them.",
    );
    await user.click(text);
    await user.keyboard(" Debts too.");

    const body = await lastSave(requests, (saved) => expect(saved.clauses[0]?.text).toContain("Debts too."));
    expect(body.sections).toEqual([]);
    expect(body.clauses).toHaveLength(1);
    expect(body.clauses[0]).toMatchObject({
      documentClauseId: KEEP_CLAUSE,
      documentSectionId: SECTION,
      parentClauseId: null,
      order: 1,
      listStyle: "NUMERIC",
      isRemoved: false,
    });
    expect(body.clauses[0]).not.toHaveProperty("id");
    expect(await screen.findByText("Saved")).toBeInTheDocument();
  });

  it("removes a generated clause and can restore it", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.click(await screen.findByRole("button", { name: 'Remove clause "Gifts"' }));
    expect(screen.queryByRole("textbox", { name: 'Text of clause "Gifts"' })).not.toBeInTheDocument();
    expect(screen.getByText(/Removed: clause "Gifts"/)).toBeInTheDocument();
    const body = await lastSave(requests, (saved) => expect(saved.clauses).toHaveLength(1));
    expect(body.clauses[0]).toMatchObject({ documentClauseId: GIFTS_CLAUSE, isRemoved: true });

    await user.click(screen.getByRole("button", { name: 'Restore clause "Gifts"' }));
    expect(await screen.findByRole("textbox", { name: 'Text of clause "Gifts"' })).toBeInTheDocument();
  });

  it("adds a clause to a section after its last clause", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.click(await screen.findByRole("button", { name: 'Add a clause to section "SEPARATE PROPERTY"' }));
    await user.type(screen.getByLabelText('Title of clause 3 of section "SEPARATE PROPERTY"'), "Pets");

    const body = await lastSave(requests, (saved) =>
      expect(saved.clauses.some((clause) => clause.title === "Pets")).toBe(true),
    );
    const added = body.clauses.find((clause) => clause.title === "Pets");
    // The section's clauses have orders 1 and 5, so the new one comes after them.
    expect(added).toMatchObject({ documentSectionId: SECTION, documentClauseId: null, order: 6, isRemoved: false });
    expect(screen.getByLabelText('Title of clause "Pets"')).toHaveValue("Pets");
  });

  it("saves a clause's list style, text style and page break into its draft", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.selectOptions(await screen.findByLabelText(`List style of ${KEEP_NAME}`), "a, b, c");
    await user.selectOptions(screen.getByLabelText(`Text style of ${KEEP_NAME}`), "Bold and underlined");
    await user.click(screen.getByRole("checkbox", { name: `Start ${KEEP_NAME} on a new page` }));

    await lastSave(requests, (saved) =>
      expect(saved.clauses).toEqual([
        expect.objectContaining({
          documentClauseId: KEEP_CLAUSE,
          listStyle: "ALPHA_LOWER",
          textStyle: "BOLD_UNDERLINED",
          isSeparatePage: true,
          text: "Each party keeps their own property.",
        }),
      ]),
    );
  });

  it("never posts formatting inside the text: what looks like markup is saved as plain lines", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    const text = await screen.findByRole("textbox", { name: 'Text of clause "Gifts"' });
    // No formatting buttons are offered.
    expect(screen.queryByRole("button", { name: /bold/i })).not.toBeInTheDocument();
    await user.click(text);
    await user.keyboard("{Control>}b{/Control}<b>Loud</b> **words**{Enter}# Heading{Enter}- item{Enter}1. first");

    const body = await lastSave(requests, (saved) => expect(saved.clauses[0]?.text).toContain("1. first"));
    const saved = String(body.clauses[0]!.text);
    expect(saved).not.toMatch(/<\/?[a-z][^>]*>/i);
    expect(saved).toContain("Loud **words**");
    // Each Enter starts a new line; "# ", "- " and "1. " stay text instead of becoming a heading or lists.
    const lines = saved.split("\n");
    expect(lines).toEqual(expect.arrayContaining(["# Heading", "- item"]));
    expect(lines.some((line) => line.startsWith("1. first"))).toBe(true);
    expect(saved).toContain("Gifts stay with the party who received them.");
  });

  it("inserts library clauses into an existing section after its last clause, as plain text", async () => {
    const STATE = "5a5a5a5a-0000-4000-8000-000000000001";
    const GROUP = "6b6b6b6b-0000-4000-8000-000000000001";
    const { user, requests } = openAsHolder({
      [`GET /documents/${DOC}`]: { id: DOC, stateId: STATE },
      "GET /library-groups": {
        items: [
          { id: GROUP, key: "pets", name: "Pets", description: null, order: 0, states: [], sections: [], clauses: [] },
        ],
        total: 1,
        page: 1,
        pageSize: 100,
      },
      [`GET /documents/${DOC}/library-groups/${GROUP}/render`]: {
        group: { id: GROUP, key: "pets", name: "Pets" },
        clauses: [
          {
            clauseTemplateId: "7c7c7c7c-0000-4000-8000-000000000001",
            key: "pet_custody",
            title: "Pet custody",
            text: "Alex keeps the dog Biscuit.",
            listStyle: "ALPHA_LOWER",
            textStyle: "BOLD",
            order: 1,
            children: [],
          },
          {
            clauseTemplateId: "7c7c7c7c-0000-4000-8000-000000000002",
            key: "pet_costs",
            title: null,
            text: "Vet bills are shared.",
            listStyle: "NONE",
            textStyle: null,
            order: 2,
            children: [],
          },
        ],
        missingAnswers: [],
      },
      [`POST /documents/${DOC}/drafts/many`]: echoDrafts,
    });

    await waitFor(() => expect(screen.getByRole("button", { name: "Insert from the library" })).toBeEnabled());
    await user.click(screen.getByRole("button", { name: "Insert from the library" }));
    const dialog = await screen.findByRole("dialog", { name: "Insert from the library" });
    await user.selectOptions(await within(dialog).findByLabelText("Library group"), "Pets");
    await user.selectOptions(await within(dialog).findByLabelText("Insert into"), "SEPARATE PROPERTY");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    expect(await screen.findByLabelText('Title of clause "Pet custody"')).toHaveValue("Pet custody");
    const body = await lastSave(requests, (saved) => expect(saved.clauses).toHaveLength(2));
    expect(body.clauses).toEqual([
      expect.objectContaining({
        documentSectionId: SECTION,
        documentClauseId: null,
        title: "Pet custody",
        text: "Alex keeps the dog Biscuit.",
        listStyle: "ALPHA_LOWER",
        textStyle: "BOLD",
        order: 6,
      }),
      expect.objectContaining({
        documentSectionId: SECTION,
        documentClauseId: null,
        title: null,
        text: "Vet bills are shared.",
        order: 7,
      }),
    ]);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
