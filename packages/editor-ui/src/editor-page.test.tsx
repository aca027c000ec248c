import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type {
  AgreementCommit,
  AgreementHistory,
  AgreementSnapshot,
  ClauseDraft,
  CurrentUser,
  DocumentLockView,
  DocumentSectionsView,
  SectionDraft,
} from "@prenup/api-client";
import { createFakeAuth, fakeCurrentUser, fakeUserDocument, type FakeApiRoutes } from "@prenup/api-client/testing";
import { editorLockedMessage, EDITOR_HEARTBEAT_SECONDS, EDITOR_LOCK_TTL_SECONDS, formatDateTime } from "@prenup/domain";
import { renderApp } from "@prenup/ui/testing";
import type { RouteObject } from "react-router";
import { EditorPage } from "./editor-page.tsx";

// ProseMirror measures the page while typing; happy-dom lays nothing out, so these answer "nothing here".
if (!document.elementFromPoint) document.elementFromPoint = () => null;
if (!Range.prototype.getClientRects)
  Range.prototype.getClientRects = () =>
    ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
if (!Range.prototype.getBoundingClientRect) Range.prototype.getBoundingClientRect = () => new DOMRect();

const DOC = "d1a2b3c4-0000-4000-8000-000000000001";
const SECTION = "5e0c7100-0000-4000-8000-000000000001";
const KEEP_CLAUSE = "c1a05e00-0000-4000-8000-000000000001";
const GIFTS_CLAUSE = "c1a05e00-0000-4000-8000-000000000002";
const RINGS_CLAUSE = "c1a05e00-0000-4000-8000-000000000003";
const GENERATED_AT = "2026-11-18T12:00:00.000Z";
const COMMIT_AT = "2026-11-20T12:00:00.000Z";
const EXPIRES = "2026-11-23T16:31:30.000Z";
const STATE = "5a5a5a5a-0000-4000-8000-000000000001";

const routes: RouteObject[] = [
  { path: "/documents/:documentId/editor", Component: EditorPage },
  { path: "/documents", element: <p>Your documents</p> },
];

const attorney = fakeCurrentUser({ id: "user-morgan", firstName: "Morgan", lastName: "Ellis", userType: "ATTORNEY" });
const customer = fakeCurrentUser();

const generation: AgreementCommit = {
  commitAt: GENERATED_AT,
  kind: "GENERATION",
  author: null,
  message: null,
  inputHash: "h",
  pdfFileId: null,
  docxFileId: null,
};
/** Riley Chen's commit after the generation: the gifts clause reworded ("receives them in writing"). */
const rileysCommit: AgreementCommit = {
  ...generation,
  commitAt: COMMIT_AT,
  kind: "ATTORNEY_COMMIT",
  author: { id: "0a0a0a0a-0000-4000-8000-000000000009", name: "Riley Chen" },
  message: "Gifts in writing",
  inputHash: null,
};
const history: AgreementHistory = {
  commits: { items: [rileysCommit, generation], total: 2, page: 1, pageSize: 20 },
  record: { entries: [], verified: true, head: null, problem: null },
};

const GIFTS_GENERATED = "Gifts stay with the party who received them.";
const GIFTS_COMMITTED = "Gifts stay with the party who receives them in writing.";

const snapshotOf = (commit: AgreementCommit, giftsText: string): AgreementSnapshot => ({
  ...commit,
  sections: [
    {
      id: SECTION,
      key: "separate_property",
      title: "SEPARATE PROPERTY",
      text: "",
      listStyle: "NUMERIC",
      textStyle: null,
      isSeparatePage: false,
      explanation: null,
      clauses: [
        {
          id: KEEP_CLAUSE,
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
          id: GIFTS_CLAUSE,
          key: "gifts",
          title: "Gifts",
          text: giftsText,
          listStyle: "ALPHA_LOWER",
          textStyle: null,
          explanation: null,
          children: [
            {
              id: RINGS_CLAUSE,
              key: "rings",
              title: null,
              text: "Wedding rings are gifts.",
              listStyle: "NONE",
              textStyle: null,
              explanation: null,
              children: [],
            },
          ],
        },
      ],
    },
  ],
});

/**
 * The agreement as it stands (Riley's commit): one numbered article with two clauses (orders 1 and
 * 2), the second with a lettered sub-clause.
 */
const current: DocumentSectionsView = {
  sections: [
    {
      id: SECTION,
      key: "separate_property",
      title: "SEPARATE PROPERTY",
      text: "",
      listStyle: "NUMERIC",
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
          text: GIFTS_COMMITTED,
          listStyle: "ALPHA_LOWER",
          textStyle: null,
          order: 2,
          isSeparatePage: false,
        },
        {
          id: RINGS_CLAUSE,
          parentClauseId: GIFTS_CLAUSE,
          key: "rings",
          title: null,
          text: "Wedding rings are gifts.",
          listStyle: "NONE",
          textStyle: null,
          order: 1,
          isSeparatePage: false,
        },
      ],
    },
  ],
};

const lockView = (holder: { id: string; name: string } | null, isMine: boolean): DocumentLockView => ({
  lock: holder ? { holder, acquiredAt: "2026-11-23T16:30:00.000Z", expiresAt: EXPIRES, isMine } : null,
  ttlSeconds: EDITOR_LOCK_TTL_SECONDS,
  heartbeatSeconds: EDITOR_HEARTBEAT_SECONDS,
});

/** Morgan's draft of the article, not committed: an introduction added. */
const sectionDraft: SectionDraft = {
  id: "0d0d0d0d-0000-4000-8000-000000000001",
  authorUserId: attorney.id,
  documentSectionId: SECTION,
  isRemoved: false,
  title: "SEPARATE PROPERTY",
  text: "What each party owned before the marriage.",
  listStyle: "NUMERIC",
  textStyle: null,
  order: 1,
  isSeparatePage: false,
  updatedAt: "2026-11-23T16:00:00.000Z",
};

const participants = {
  userA: {
    id: "0b0b0b0b-0000-4000-8000-000000000001",
    email: "noah@example.test",
    firstName: "Noah",
    middleName: null,
    lastName: "Park",
    suffix: null,
    respondent: "A",
  },
  userB: {
    id: "0b0b0b0b-0000-4000-8000-000000000002",
    email: "emma@example.test",
    firstName: "Emma",
    middleName: null,
    lastName: "Stone",
    suffix: null,
    respondent: "B",
  },
  attorneyA: null,
  attorneyB: null,
  invitation: null,
};

function openEditor(me: CurrentUser, api: FakeApiRoutes) {
  return renderApp(routes, `/documents/${DOC}/editor`, {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": me,
      [`GET /documents/${DOC}/history`]: history,
      [`GET /documents/${DOC}/history/${encodeURIComponent(GENERATED_AT)}`]: snapshotOf(generation, GIFTS_GENERATED),
      [`GET /documents/${DOC}/history/${encodeURIComponent(COMMIT_AT)}`]: snapshotOf(rileysCommit, GIFTS_COMMITTED),
      [`GET /documents/${DOC}`]: fakeUserDocument({ id: DOC, stateId: STATE }),
      [`GET /documents/${DOC}/participants`]: participants,
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

type User = ReturnType<typeof openEditor>["user"];

/** Opens a part with its Edit button: the group it is edited in. */
async function openPart(user: User, name: string) {
  await user.click(await screen.findByRole("button", { name: `Edit ${name}` }));
  return screen.findByRole("group", { name: `Editing ${name}` });
}

/** The library of the agreement's state: one group, "Pets", of two clauses. */
const GROUP = "6b6b6b6b-0000-4000-8000-000000000001";
const petsLibrary = (clauses: object[]): FakeApiRoutes => ({
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
    clauses,
    missingAnswers: [],
  },
});
const libraryClause = (n: number, fields: object) => ({
  clauseTemplateId: `7c7c7c7c-0000-4000-8000-00000000000${n}`,
  key: `pet_${n}`,
  title: null,
  listStyle: "NONE",
  textStyle: null,
  order: n,
  children: [],
  ...fields,
});
const TWO_PET_CLAUSES = [
  libraryClause(1, {
    title: "Pet custody",
    text: "Alex keeps the dog Biscuit.",
    listStyle: "ALPHA_LOWER",
    textStyle: "BOLD",
  }),
  libraryClause(2, { text: "Vet bills are shared." }),
];

async function insertFromLibrary(user: User, where?: string) {
  await waitFor(() => expect(screen.getByRole("button", { name: "Insert from the library" })).toBeEnabled());
  await user.click(screen.getByRole("button", { name: "Insert from the library" }));
  const dialog = await screen.findByRole("dialog", { name: "Insert from the library" });
  await user.selectOptions(await within(dialog).findByLabelText("Library group"), "Pets");
  expect(await within(dialog).findByText("Alex keeps the dog Biscuit.")).toBeInTheDocument();
  if (where) await user.selectOptions(within(dialog).getByLabelText("Where"), where);
  return dialog;
}

/** A page hidden into, or shown from, the back-forward cache (happy-dom has no PageTransitionEvent). */
function pageTransition(type: "pagehide" | "pageshow"): Event {
  return Object.assign(new Event(type), { persisted: true });
}

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
      { message: "Clarified separate property", nonsubstantive: false },
    ]);
  });

  it("after a commit, shows the committed text once the agreement is read again, whichever read answers first", async () => {
    let committed = false;
    const keepEdited = "Each party keeps their own property. Debts too.";
    const edited: DocumentSectionsView = {
      sections: current.sections.map((section) => ({
        ...section,
        clauses: section.clauses.map((clause) =>
          clause.id === KEEP_CLAUSE ? { ...clause, text: keepEdited } : clause,
        ),
      })),
    };
    const { user } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: echoDrafts,
      [`POST /documents/${DOC}/drafts/commit`]: () => {
        committed = true;
        return {
          status: 200,
          body: {
            commitAt: "2026-11-23T16:40:00.000Z",
            pdfFileId: "f0f0f0f0-0000-4000-8000-000000000001",
            docxFileId: "f0f0f0f0-0000-4000-8000-000000000002",
          },
        };
      },
      // After the commit the drafts are gone at once; the agreement's new text takes longer to read.
      [`GET /documents/${DOC}/drafts/sections`]: () => ({
        status: 200,
        body: { items: committed ? [] : [sectionDraft] },
      }),
      [`GET /documents/${DOC}/sections`]: async () => {
        if (committed) await new Promise((resolve) => setTimeout(resolve, 300));
        return { status: 200, body: committed ? edited : current };
      },
    });

    const editing = await openPart(user, "clause 1.1");
    await user.click(within(editing).getByRole("textbox", { name: "Text" }));
    await user.keyboard(" Debts too.");
    await user.click(within(editing).getByRole("button", { name: "Done" }));
    await user.click(screen.getByRole("button", { name: "Commit changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "Debts too");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(
      await screen.findByText("Your changes were committed. The couple now reads the new version."),
    ).toBeInTheDocument();

    // The page never falls back to the text as it was before the edit.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await screen.findByRole("group", { name: "Clause 1.1" })).toHaveTextContent("Debts too.");
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
    // Numbered as it prints: the article and its clauses.
    expect(screen.getByRole("heading", { name: "Article 1. SEPARATE PROPERTY" })).toBeInTheDocument();
    expect(screen.getByText("1.1")).toBeInTheDocument();
    expect(screen.getByText("(a)")).toBeInTheDocument();
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
      window.dispatchEvent(pageTransition("pagehide"));
    });
    await waitFor(() => expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
    expect(requests.find((request) => request.method === "DELETE")!.keepalive).toBe(true);
    // A second pagehide has nothing left to let go of.
    act(() => {
      window.dispatchEvent(pageTransition("pagehide"));
    });

    act(() => {
      window.dispatchEvent(pageTransition("pageshow"));
    });
    await waitFor(() => expect(lockPosts()).toHaveLength(2));
    expect(requests.filter((request) => request.method === "DELETE")).toHaveLength(1);
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

  it("shows the agreement as it prints: the couple and their state, the article's number and heading, each clause's label", async () => {
    openAsHolder();

    expect(await screen.findByText("Noah Park and Emma Stone · California")).toBeInTheDocument();
    const page = await screen.findByRole("article", { name: "The agreement" });
    expect(within(page).getByRole("heading", { level: 2, name: "ARTICLE 1. SEPARATE PROPERTY" })).toBeInTheDocument();
    expect(within(page).getByRole("group", { name: "Clause 1.1" })).toHaveTextContent(
      /^1\.1\s*Each party keeps their own property\.$/,
    );
    expect(within(page).getByRole("group", { name: "Clause 1.2" })).toHaveTextContent(/^1\.2\s*Gifts/);
    // A sub-clause is numbered in the style its clause names (letters), under the clause.
    expect(within(page).getByRole("group", { name: "Clause 1.2(a)" })).toHaveTextContent(
      /^\(a\)\s*Wedding rings are gifts\.$/,
    );
    // A page to read: nothing to type in until a part is opened, one short Edit button per part.
    expect(within(page).queryByRole("textbox")).not.toBeInTheDocument();
    expect(within(page).getByRole("button", { name: "Edit clause 1.1" })).toBeInTheDocument();
    expect(screen.getByRole("navigation", { name: "Outline" })).toHaveTextContent("1. SEPARATE PROPERTY");
  });

  it("shows each change against the generated text with who made it and when, and the final text on request", async () => {
    const { user } = openAsHolder();

    // Riley's commit reworded the gifts clause: a deleted and an inserted word, with Riley's name and time.
    const gifts = await screen.findByRole("group", { name: "Clause 1.2" });
    const riley = `Riley Chen, ${formatDateTime(COMMIT_AT)}`;
    expect([...gifts.querySelectorAll("del")].map((element) => element.textContent)).toEqual(["received"]);
    expect([...gifts.querySelectorAll("ins")].map((element) => element.textContent)).toEqual([
      "receives",
      "in writing",
    ]);
    expect(gifts.querySelector("del")).toHaveAttribute("title", `Deleted by ${riley}`);
    expect(gifts.querySelector("ins")).toHaveAttribute("title", `Inserted by ${riley}`);
    expect(within(gifts).getByText(`Changed by ${riley}`)).toBeInTheDocument();
    // Morgan's draft (the lock holder's) added the article's introduction: not committed yet.
    const article = screen.getByRole("region", { name: "ARTICLE 1. SEPARATE PROPERTY" });
    expect(within(article).getByText("What each party owned before the marriage.").closest("ins")).not.toBeNull();
    expect(within(article).getByText("Changed by Morgan Ellis, draft, not committed")).toBeInTheDocument();
    // The clause nobody changed carries no marks.
    expect(screen.getByRole("group", { name: "Clause 1.1" }).querySelector("ins, del")).toBeNull();

    await user.click(screen.getByText("Show final text"));
    expect(gifts.querySelector("ins, del")).toBeNull();
    expect(gifts).toHaveTextContent(`1.2Gifts${GIFTS_COMMITTED}`);
    expect(screen.queryByText(/^Changed by /)).not.toBeInTheDocument();
    await user.click(screen.getByText("Show changes"));
    expect(gifts.querySelector("ins")).not.toBeNull();
  });

  it("opens a clause in place when its text is clicked, saves the edit as a draft of that clause, and shows it as the editor's change", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.click(await screen.findByText("Each party keeps their own property."));
    const editing = await screen.findByRole("group", { name: "Editing clause 1.1" });
    const text = within(editing).getByRole("textbox", { name: "Text" });
    expect(text).toHaveTextContent("Each party keeps their own property.");
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

    await user.click(within(editing).getByRole("button", { name: "Done" }));
    const keep = screen.getByRole("group", { name: "Clause 1.1" });
    expect(keep.querySelector("ins")).toHaveTextContent("Debts too.");
    expect(within(keep).getByText("Changed by Morgan Ellis, draft, not committed")).toBeInTheDocument();
  });

  it("autosaves the article's title after typing, then shows Saved", async () => {
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

    const editing = await openPart(user, "Article 1");
    await user.type(within(editing).getByLabelText("Title"), " AND DEBTS");

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
    expect(
      screen.getByRole("heading", { level: 2, name: "ARTICLE 1. SEPARATE PROPERTY AND DEBTS" }),
    ).toBeInTheDocument();
  });

  it("autosaves an article's text, as plain text, after typing in it", async () => {
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: { sections: [sectionDraft], clauses: [], lockExpiresAt: EXPIRES },
    });

    const editing = await openPart(user, "Article 1");
    const text = within(editing).getByRole("textbox", { name: "Text" });
    expect(text).toHaveTextContent(sectionDraft.text!);
    await user.click(text);
    await user.keyboard(" Gifts too.");

    // A slow machine may pause longer than the autosave's delay between two keys and save part of it
    // first: the last save holds all of it.
    const lastSaved = async () => (await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).at(-1);
    await waitFor(async () => expect((await lastSaved())?.sections[0].text).toContain("Gifts too."), {
      timeout: 5000,
    });
    const body = await lastSaved();
    if (!body) throw new Error("no save was sent");
    // What was typed is saved with the text around it, as plain text.
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

    const editing = await openPart(user, "Article 1");
    await user.type(within(editing).getByLabelText("Title"), "!");
    expect(
      await screen.findByText(/Not saved: .*A title can be at most 300 characters\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).toHaveLength(2);
  });

  it("asks before the tab closes while a change is not saved yet, and not once it is", async () => {
    const { user } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });
    const editing = await openPart(user, "Article 1");
    const closing = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(closing()).toBe(false);
    await user.type(within(editing).getByLabelText("Title"), "!");
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

    const editing = await openPart(user, "Article 1");
    await user.type(within(editing).getByLabelText("Title"), "!");
    expect(await screen.findByText(/Riley Chen is editing\./, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
  });

  it("keeps a clause's formatting in its own small menu and saves it into its draft", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    // No formatting controls on the page until a clause is opened and its menu too.
    expect(await screen.findByRole("group", { name: "Clause 1.1" })).toBeInTheDocument();
    expect(screen.queryByLabelText("Text style")).not.toBeInTheDocument();
    const editing = await openPart(user, "clause 1.1");
    await user.click(within(editing).getByRole("button", { name: "Formatting" }));
    await user.selectOptions(await screen.findByLabelText("Numbering of its sub-clauses"), "(a), (b), (c)");
    await user.selectOptions(screen.getByLabelText("Text style"), "Bold and underlined");
    await user.click(screen.getByLabelText("Start on a new page"));

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

  it("removes a generated clause, shows it struck through as the editor's draft, and can restore it", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    const editing = await openPart(user, "clause 1.2");
    await user.click(within(editing).getByRole("button", { name: "Remove" }));
    const body = await lastSave(requests, (saved) => expect(saved.clauses).toHaveLength(1));
    expect(body.clauses[0]).toMatchObject({ documentClauseId: GIFTS_CLAUSE, isRemoved: true });

    // Out of the numbering, struck through with its sub-clause, and the draft's own note.
    const removed = screen.getByRole("group", { name: "Clause “Gifts”" });
    expect(removed).toHaveAttribute("data-change", "deleted");
    expect(removed.querySelector("del")).not.toBeNull();
    expect(within(removed).getByText(/Removed by .*Morgan Ellis, draft, not committed/)).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Clause 1.2" })).not.toBeInTheDocument();
    await user.click(screen.getByText("Show final text"));
    expect(screen.queryByText("Wedding rings are gifts.")).not.toBeInTheDocument();
    await user.click(screen.getByText("Show changes"));

    await user.click(screen.getByRole("button", { name: "Restore clause “Gifts”" }));
    expect(await screen.findByRole("button", { name: "Edit clause 1.2" })).toBeInTheDocument();
    expect(screen.getByRole("group", { name: "Clause 1.2(a)" })).toBeInTheDocument();
  });

  it("adds a clause to an article after its last clause, opened to be written", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.click(await screen.findByRole("button", { name: "Add a clause to Article 1" }));
    const editing = await screen.findByRole("group", { name: "Editing clause 1.3" });
    await user.type(within(editing).getByLabelText("Title"), "Pets");

    const body = await lastSave(requests, (saved) =>
      expect(saved.clauses.some((clause) => clause.title === "Pets")).toBe(true),
    );
    const added = body.clauses.find((clause) => clause.title === "Pets");
    // The article's clauses have orders 1 and 2, so the new one comes after them.
    expect(added).toMatchObject({ documentSectionId: SECTION, documentClauseId: null, order: 3, isRemoved: false });
    await user.click(within(editing).getByRole("button", { name: "Done" }));
    const pets = screen.getByRole("group", { name: "Clause 1.3" });
    expect(pets.querySelector("ins")).toHaveTextContent("Pets");
    expect(within(pets).getByText("Added by Morgan Ellis, draft, not committed")).toBeInTheDocument();
  });

  it("adds clauses to a new section and sub-clauses under new and generated clauses, nested and in order", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    await user.click(await screen.findByRole("button", { name: "Add a section" }));
    let editing = await screen.findByRole("group", { name: "Editing New section" });
    await user.type(within(editing).getByLabelText("Title"), "PETS");
    await user.click(within(editing).getByRole("button", { name: "Done" }));
    await user.click(screen.getByRole("button", { name: "Add a clause to PETS" }));
    editing = await screen.findByRole("group", { name: "Editing new clause" });
    await user.type(within(editing).getByLabelText("Title"), "Dog");
    await user.click(within(editing).getByRole("button", { name: "Add a sub-clause" }));
    editing = await screen.findByRole("group", { name: "Editing new clause" });
    await user.type(within(editing).getByLabelText("Title"), "Vet");
    editing = await openPart(user, "clause “Dog”");
    await user.click(within(editing).getByRole("button", { name: "Add a sub-clause" }));
    editing = await screen.findByRole("group", { name: "Editing new clause" });
    await user.type(within(editing).getByLabelText("Title"), "Walks");
    await user.click(screen.getByRole("button", { name: "Add a clause to PETS" }));
    editing = await screen.findByRole("group", { name: "Editing new clause" });
    await user.type(within(editing).getByLabelText("Title"), "Cat");
    editing = await openPart(user, "clause 1.2");
    await user.click(within(editing).getByRole("button", { name: "Add a sub-clause" }));
    editing = await screen.findByRole("group", { name: "Editing clause 1.2(b)" });
    await user.type(within(editing).getByLabelText("Title"), "Wedding gifts");
    await user.click(within(editing).getByRole("button", { name: "Done" }));

    // The page nests them: Dog, its Vet and Walks, then Cat.
    const pets = screen.getByRole("region", { name: "PETS" });
    expect(
      within(pets)
        .getAllByRole("group")
        .map((group) => group.getAttribute("aria-label")),
    ).toEqual(["Clause “Dog”", "Clause “Vet”", "Clause “Walks”", "Clause “Cat”"]);

    await lastSave(requests, (saved) => expect(saved.clauses.map((clause) => clause.title)).toContain("Wedding gifts"));
    const all = (await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)) as {
      sections: Record<string, unknown>[];
      clauses: Record<string, unknown>[];
    }[];
    // The latest draft of each block, by its id (the autosave sends what changed since the last save).
    const latest = new Map<string, Record<string, unknown>>();
    for (const saved of all)
      for (const draft of [...saved.sections, ...saved.clauses]) latest.set(String(draft.id), draft);
    const byTitle = (title: string) => [...latest.values()].find((draft) => draft.title === title)!;
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
      order: 2,
    });
  }, 60_000);

  it("never posts formatting inside the text: what looks like markup is saved as plain lines", async () => {
    const { user, requests } = openAsHolder({ [`POST /documents/${DOC}/drafts/many`]: echoDrafts });

    const editing = await openPart(user, "clause 1.2");
    const text = within(editing).getByRole("textbox", { name: "Text" });
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
    expect(saved).toContain(GIFTS_COMMITTED);
  });

  it("finds words in the text and goes to each place they occur", async () => {
    const scrolled: Element[] = [];
    const scrollIntoView = vi.spyOn(Element.prototype, "scrollIntoView").mockImplementation(function (this: Element) {
      scrolled.push(this);
    });
    try {
      const { user } = openAsHolder();
      const search = await screen.findByRole("searchbox", { name: "Search the agreement" });
      await user.type(search, "gifts");

      expect(await screen.findByText("1 of 2")).toBeInTheDocument();
      const gifts = screen.getByRole("group", { name: "Clause 1.2" });
      await waitFor(() => expect(scrolled.at(-1)).toBe(gifts));
      expect(gifts).toHaveAttribute("data-current-match", "true");
      expect(gifts.querySelector("mark")).toHaveTextContent("Gifts");

      await user.keyboard("{Enter}");
      expect(await screen.findByText("2 of 2")).toBeInTheDocument();
      const rings = screen.getByRole("group", { name: "Clause 1.2(a)" });
      await waitFor(() => expect(scrolled.at(-1)).toBe(rings));
      expect(rings).toHaveAttribute("data-current-match", "true");
      // The keyboard stays in the search box, so Enter goes on to the next place.
      expect(search).toHaveFocus();
      await user.click(screen.getByRole("button", { name: "Next match" }));
      expect(await screen.findByText("1 of 2")).toBeInTheDocument();

      await user.clear(search);
      await user.type(search, "alimony");
      expect(await screen.findByText("No matches")).toBeInTheDocument();
    } finally {
      scrollIntoView.mockRestore();
    }
  });

  it("jumps to a section from the outline", async () => {
    const { user } = openAsHolder();
    const outline = await screen.findByRole("navigation", { name: "Outline" });
    await user.click(within(outline).getByRole("button", { name: "1. SEPARATE PROPERTY" }));
    expect(screen.getByRole("region", { name: "ARTICLE 1. SEPARATE PROPERTY" })).toHaveFocus();
  });

  it("previews a library group written for the agreement and inserts it as a new section with its clauses and sub-clauses", async () => {
    const { user, requests } = openAsHolder({
      ...petsLibrary([
        libraryClause(1, {
          title: "Pet custody",
          text: "Alex keeps the dog Biscuit.",
          listStyle: "NUMERIC",
          children: [libraryClause(2, { text: "Vet bills are shared.", listStyle: "ALPHA_LOWER", order: 1 })],
        }),
      ]),
      [`POST /documents/${DOC}/drafts/many`]: echoDrafts,
    });

    const dialog = await insertFromLibrary(user);
    expect(
      requests.some(
        (request) =>
          request.url.includes(`/library-groups?`) && new URL(request.url).searchParams.get("stateId") === STATE,
      ),
    ).toBe(true);
    // Nothing is being edited: a new section is where it goes unless another place is chosen.
    expect(within(dialog).getByLabelText("Where")).toHaveValue("new-section");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    const section = await screen.findByRole("region", { name: "PETS" });
    expect(within(section).getByRole("group", { name: "Clause “Pet custody”" })).toHaveTextContent(
      "Pet custodyAlex keeps the dog Biscuit.",
    );
    expect(within(section).getByRole("group", { name: "Clause 1 of clause “Pet custody”" })).toHaveTextContent(
      /^1\.\s*Vet bills are shared\./,
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

  it("inserts library clauses right after the clause being edited, moving the later clauses on", async () => {
    const { user, requests } = openAsHolder({
      ...petsLibrary(TWO_PET_CLAUSES),
      [`POST /documents/${DOC}/drafts/many`]: echoDrafts,
    });

    await user.click(await screen.findByText("Each party keeps their own property."));
    await screen.findByRole("group", { name: "Editing clause 1.1" });
    const dialog = await insertFromLibrary(user);
    const where = within(dialog).getByLabelText<HTMLSelectElement>("Where");
    expect(where.selectedOptions[0]).toHaveTextContent("After clause 1.1, where you are editing");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    // 1.1 as it was, the library's clauses as 1.2 and 1.3, the gifts clause now 1.4.
    const page = screen.getByRole("article", { name: "The agreement" });
    expect(within(page).getByRole("group", { name: "Clause 1.2" })).toHaveTextContent("Pet custody");
    expect(within(page).getByRole("group", { name: "Clause 1.3" })).toHaveTextContent("Vet bills are shared.");
    expect(within(page).getByRole("group", { name: "Clause 1.4" })).toHaveTextContent("Gifts");
    await lastSave(requests, (saved) => expect(saved.clauses.length).toBeGreaterThan(0));
    const all = (await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)) as {
      clauses: Record<string, unknown>[];
    }[];
    const clauses = all.flatMap((saved) => saved.clauses);
    expect(clauses).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ documentSectionId: SECTION, title: "Pet custody", order: 2, parentClauseId: null }),
        expect.objectContaining({ documentSectionId: SECTION, text: "Vet bills are shared.", order: 3 }),
        expect.objectContaining({ documentClauseId: GIFTS_CLAUSE, text: GIFTS_COMMITTED, order: 4 }),
      ]),
    );
  });

  it("inserts library clauses at the end of an article when no clause is being edited, as plain text", async () => {
    const { user, requests } = openAsHolder({
      ...petsLibrary(TWO_PET_CLAUSES),
      [`POST /documents/${DOC}/drafts/many`]: echoDrafts,
    });

    const dialog = await insertFromLibrary(user, "At the end of Article 1");
    await user.click(within(dialog).getByRole("button", { name: "Insert" }));

    expect(await screen.findByRole("group", { name: "Clause 1.3" })).toHaveTextContent("Pet custody");
    const body = await lastSave(requests, (saved) => expect(saved.clauses).toHaveLength(2));
    expect(body.clauses).toEqual([
      expect.objectContaining({
        documentSectionId: SECTION,
        documentClauseId: null,
        title: "Pet custody",
        text: "Alex keeps the dog Biscuit.",
        listStyle: "ALPHA_LOWER",
        textStyle: "BOLD",
        order: 3,
      }),
      expect.objectContaining({
        documentSectionId: SECTION,
        documentClauseId: null,
        title: null,
        text: "Vet bills are shared.",
        order: 4,
      }),
    ]);
  });
});

afterEach(() => {
  vi.useRealTimers();
});
