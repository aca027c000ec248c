import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AgreementHistory, AgreementSnapshot, CurrentUser, DocumentLockView, SectionDraft } from "@prenup/api-client";
import { createFakeAuth, fakeCurrentUser, type FakeApiRoutes } from "@prenup/api-client/testing";
import { editorLockedMessage, EDITOR_HEARTBEAT_SECONDS, EDITOR_LOCK_TTL_SECONDS } from "@prenup/domain";
import { renderApp } from "@prenup/ui/testing";
import type { RouteObject } from "react-router";
import { EditorPage } from "./editor-page.tsx";

const DOC = "d1a2b3c4-0000-4000-8000-000000000001";
const SECTION = "5e0c7100-0000-4000-8000-000000000001";
const COMMIT_AT = "2026-11-20T12:00:00.000Z";
const EXPIRES = "2026-11-23T16:31:30.000Z";

const routes: RouteObject[] = [{ path: "/documents/:documentId/editor", Component: EditorPage }];

const attorney = fakeCurrentUser({ id: "user-morgan", firstName: "Morgan", lastName: "Ellis", userType: "ATTORNEY" });
const customer = fakeCurrentUser();

const history: AgreementHistory = {
  commits: { items: [{ commitAt: COMMIT_AT, kind: "GENERATION", author: null, message: null, inputHash: "h", pdfFileId: null, docxFileId: null }], total: 1, page: 1, pageSize: 20 },
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
      clauses: [{ key: "keep", title: null, text: "Each party keeps their own property.", listStyle: "NUMERIC", textStyle: null, children: [] }],
    },
  ],
};

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
    ...api,
  });
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key).map((request) => request.clone().json()));

describe("the agreement editor", () => {
  it("shows who holds the lock and until when, read-only, with a retry", async () => {
    const holder = { id: "user-riley", name: "Riley Chen" };
    const { user, requests } = openEditor(attorney, {
      [`POST /documents/${DOC}/lock`]: () => ({ status: 409, body: { error: editorLockedMessage(holder.name, EXPIRES), code: "DOCUMENT_LOCKED" } }),
      [`GET /documents/${DOC}/lock`]: lockView(holder, false),
    });

    const notice = await screen.findByRole("alert");
    expect(await within(notice).findByText(new RegExp(`Riley Chen is editing. Their lock lasts until ${new Date(EXPIRES).toLocaleString().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`))).toBeInTheDocument();
    expect(await screen.findByText("Each party keeps their own property.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();

    await user.click(within(notice).getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "POST" && request.url.endsWith("/lock"))).toHaveLength(2));
  });

  it("autosaves the drafts after typing, then shows Saved", async () => {
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/many`]: async (request: Request) => {
        const body = (await request.json()) as { sections: object[] };
        return { status: 200, body: { sections: body.sections.map((section) => ({ ...sectionDraft, ...section })), clauses: [], lockExpiresAt: EXPIRES } };
      },
    });

    const title = await screen.findByLabelText('Title of section "SEPARATE PROPERTY"');
    await user.type(title, " AND DEBTS");

    await waitFor(async () => expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).toHaveLength(1), { timeout: 5000 });
    const [body] = await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`);
    expect(body).toMatchObject({ sections: [{ id: sectionDraft.id, documentSectionId: SECTION, title: "SEPARATE PROPERTY AND DEBTS", text: sectionDraft.text, order: 1 }], clauses: [] });
    expect(await screen.findByText("Saved")).toBeInTheDocument();
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
    expect(await screen.findByText(/Not saved: .*A title can be at most 300 characters\./, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Saved")).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/many`)).toHaveLength(2);
  });

  it("commits only with a summary, posts it, and confirms", async () => {
    const { user, requests } = openAsHolder({
      [`POST /documents/${DOC}/drafts/commit`]: { commitAt: "2026-11-23T16:40:00.000Z", pdfFileId: "f0f0f0f0-0000-4000-8000-000000000001", docxFileId: "f0f0f0f0-0000-4000-8000-000000000002" },
    });

    await user.click(await screen.findByRole("button", { name: "Commit changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(await within(dialog).findByText("Say in a few words what you changed.")).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/commit`)).toHaveLength(0);

    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "  Clarified separate property  ");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));

    expect(await screen.findByText("Your changes were committed. The couple now reads the new version.")).toBeInTheDocument();
    expect(await bodiesOf(requests, `POST /documents/${DOC}/drafts/commit`)).toEqual([{ message: "Clarified separate property" }]);
  });

  it("shows the server's refusal of a commit in the dialog", async () => {
    const { user } = openAsHolder({
      [`POST /documents/${DOC}/drafts/commit`]: () => ({ status: 400, body: { error: "There are no changes to commit.", code: "VALIDATION_ERROR" } }),
    });

    await user.click(await screen.findByRole("button", { name: "Commit changes" }));
    const dialog = await screen.findByRole("dialog", { name: "Commit changes" });
    await user.type(within(dialog).getByRole("textbox", { name: /Summary of the changes/ }), "Nothing really");
    await user.click(within(dialog).getByRole("button", { name: "Commit" }));
    expect(await within(dialog).findByText(/There are no changes to commit\./)).toBeInTheDocument();
  });

  it("lets the couple read the committed text only", async () => {
    const { requests } = openEditor(customer, {
      [`POST /documents/${DOC}/lock`]: () => ({ status: 403, body: { error: "You cannot do this.", code: "FORBIDDEN" } }),
      [`GET /documents/${DOC}/lock`]: lockView(null, false),
    });

    expect(await screen.findByRole("heading", { name: "Your agreement", level: 1 })).toBeInTheDocument();
    expect(await screen.findByText("Each party keeps their own property.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "SEPARATE PROPERTY" })).toBeInTheDocument();
    expect(screen.queryByRole("textbox")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Commit changes" })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes("/drafts/"))).toBe(false);
  });
});
