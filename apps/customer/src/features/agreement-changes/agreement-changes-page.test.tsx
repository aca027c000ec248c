import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const eligibilityPath = `/users/${user.id}/documents/doc-1/change-eligibility`;
const changesPath = `/users/${user.id}/documents/doc-1/changes`;
const draftPath = `${changesPath}/change-1`;

const place = (abbreviation: string, name: string) => ({ abbreviation, name, lawPath: `/law/${abbreviation}` });
const verified = { citation: "Tex. Fam. Code § 4.005", confidence: "VERIFIED" };

function eligibility(overrides: Record<string, unknown> = {}) {
  return {
    kind: "AMENDMENT",
    state: place("TX", "Texas"),
    agreementState: place("TX", "Texas"),
    weddingDate: "2025-06-14",
    married: true,
    signed: true,
    outcome: "ALLOWED",
    reason: null,
    checklist: [],
    requirements: [
      {
        kind: "SIGNED_BY_BOTH",
        text: "A written agreement signed by both of you; it binds without either of you giving anything in return.",
        source: verified,
      },
      {
        kind: "SEPARATE_COUNSEL",
        text: "Each of you should have your own attorney review it; courts give weight to independent advice.",
        source: { citation: "not read", confidence: "UNVERIFIED" },
      },
    ],
    source: verified,
    ...overrides,
  };
}

function api(answer: (url: URL) => { status: number; body: unknown }): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: [fakeUserDocument({ userAId: user.id })],
    [`GET /users/${user.id}/purchase-items`]: [],
    [`GET /users/${user.id}/standing`]: fakeStanding(),
    "GET /states": [
      { abbreviation: "TX", name: "Texas" },
      { abbreviation: "LA", name: "Louisiana" },
    ],
    [`GET ${eligibilityPath}`]: (request: Request) => answer(new URL(request.url)),
    [`GET ${changesPath}`]: { original: null, items: [] },
  };
}

const eligibilityRequests = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === eligibilityPath)
    .map((request) => new URL(request.url));

describe("/agreement-changes", () => {
  it("shows what the state allows and what it takes, each rule with how sure we are of it", async () => {
    renderApp(routes, "/agreement-changes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(() => ({ status: 200, body: eligibility() })),
    });
    expect(await screen.findByText("You may change your agreement in Texas")).toBeTruthy();
    expect(screen.getByText(/binds without either of you giving anything in return/)).toBeTruthy();
    expect(screen.getAllByText("Read in the state's own law").length).toBeGreaterThan(0);
    expect(screen.getByText("Not yet confirmed for this state")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Start an amendment" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "The law behind an agreement in Texas" }).getAttribute("href")).toBe(
      "/law/TX",
    );
  });

  it("asks again for a cancellation, and shows a refusal with its reason and a way to an attorney", async () => {
    const app = renderApp(routes, "/agreement-changes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api((url) =>
        url.searchParams.get("kind") === "REVOCATION"
          ? {
              status: 200,
              body: eligibility({
                kind: "REVOCATION",
                outcome: "BLOCKED",
                reason: "Texas courts do not enforce it here; ask an attorney in Texas.",
                requirements: [],
              }),
            }
          : { status: 200, body: eligibility() },
      ),
    });
    await screen.findByText("You may change your agreement in Texas");
    fireEvent.click(screen.getByText("Cancel the agreement"));
    expect(await screen.findByText("You cannot cancel your agreement in Texas")).toBeTruthy();
    expect(screen.getByText("Texas courts do not enforce it here; ask an attorney in Texas.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Find an attorney" }).getAttribute("href")).toBe("/attorney-services");
    await waitFor(() =>
      expect(eligibilityRequests(app.requests).map((url) => url.searchParams.get("kind"))).toEqual([
        "AMENDMENT",
        "REVOCATION",
      ]),
    );
  });

  it("says plainly when the agreement is not signed yet", async () => {
    renderApp(routes, "/agreement-changes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(() => ({
        status: 409,
        body: {
          code: "CHANGE_NOT_AVAILABLE",
          error:
            "Your agreement is not signed yet: change your answers in the questionnaire and generate it again instead.",
        },
      })),
    });
    expect(await screen.findByText(/Your agreement is not signed yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to Documents" })).toBeTruthy();
  });
});

// The couple's draft amendment or revocation, kept by a fake server that answers as the API does.

const SIGNED_CLAUSES = [
  {
    label: "3.2",
    title: "Separate Property",
    text: "Each spouse keeps as separate property what they owned before the marriage.",
  },
  { label: "4.1", title: "Spousal Support", text: "Neither spouse shall pay spousal support to the other." },
];

const ORIGINAL = { signedOn: "2025-05-20", recordHash: "ab".repeat(32) };

type SentChange = { label: string; title?: string | null; newText: string | null; reason: string; note?: string };

function storedDraft(kind: "AMENDMENT" | "REVOCATION", sent: SentChange[] = []) {
  return {
    id: "change-1",
    documentId: "doc-1",
    kind,
    number: kind === "AMENDMENT" ? 1 : null,
    status: "DRAFT",
    state: { abbreviation: "TX", name: "Texas" },
    movedIn: null as string | null,
    changes: sent.map((change) => {
      const signed = SIGNED_CLAUSES.find((clause) => clause.label === change.label);
      return {
        label: change.label,
        title: change.title === undefined ? (signed?.title ?? null) : change.title,
        oldText: signed?.text ?? null,
        newText: change.newText,
        reason: change.reason,
        note: change.note ?? null,
      };
    }),
    convertsSeparateProperty: null as boolean | null,
    waivesDeathRights: null as boolean | null,
    signatures: [] as {
      respondent: "A" | "B";
      signedOn: string;
      witnesses: string[];
      counsel: string | null;
      fileSha256: string;
    }[],
    approvals: [] as {
      respondent: "A" | "B";
      attorneyId: string;
      attorneyName: string | null;
      approvedAt: string;
      current: boolean;
    }[],
    effectiveOn: null as string | null,
    createdById: user.id,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: "2026-11-20T10:00:00.000Z",
  };
}

type Draft = ReturnType<typeof storedDraft>;

function detailOf(draft: Draft, disclosureConfirmed = true) {
  const empty = draft.kind === "AMENDMENT" && draft.changes.length === 0;
  return {
    ...draft,
    text: empty
      ? null
      : draft.kind === "REVOCATION"
        ? "REVOCATION OF PREMARITAL AGREEMENT\\n\\nThe parties revoke their premarital agreement in its entirety."
        : `FIRST AMENDMENT TO PREMARITAL AGREEMENT\\n\\n${draft.changes.map((change) => `Section ${change.label} is amended.`).join("\\n")}`,
    unavailableReason: empty ? "An amendment needs at least one change." : null,
    pendingAttorneyInserts:
      draft.kind === "REVOCATION" ? ["The county where the notary acknowledges the signatures."] : [],
    redline: draft.changes.map(({ label, title, oldText, newText, reason }) => ({
      label,
      title,
      oldText,
      newText,
      reason,
    })),
    parties: [
      { respondent: "A", userId: user.id, name: "Alex Rivera" },
      { respondent: "B", userId: "user-b", name: "Sam Lee" },
    ],
    signingRule: empty ? null : { witnesses: 1, ownCounselRequired: false, disclosureConfirmation: true },
    disclosure: empty
      ? []
      : [
          {
            respondent: "A",
            declaration: "COMPLETE",
            declaredAt: disclosureConfirmed ? "2026-11-20T11:00:00.000Z" : "2025-05-01T11:00:00.000Z",
            confirmed: disclosureConfirmed,
          },
          { respondent: "B", declaration: "COMPLETE", declaredAt: "2025-05-01T11:00:00.000Z", confirmed: false },
        ],
  };
}

/** The fake server with the couple's draft (none: null); `patch` answers a PATCH in place of storing it. */
function withDraft(
  initial: Draft | null,
  patch?: () => { status: number; body: unknown },
  options: { disclosureConfirmed?: boolean } = {},
): FakeApiRoutes {
  let draft = initial;
  let disclosureConfirmed = options.disclosureConfirmed ?? true;
  return {
    ...api((url) =>
      url.searchParams.get("state") === "LA"
        ? { status: 200, body: eligibility({ state: place("LA", "Louisiana") }) }
        : { status: 200, body: eligibility({ kind: url.searchParams.get("kind") }) },
    ),
    [`GET ${changesPath}`]: () => ({ status: 200, body: { original: ORIGINAL, items: draft ? [draft] : [] } }),
    [`POST ${changesPath}`]: async (request: Request) => {
      const body = (await request.json()) as { kind: "AMENDMENT" | "REVOCATION"; state: string; movedIn?: string };
      draft = {
        ...storedDraft(body.kind),
        state: { abbreviation: body.state, name: body.state === "LA" ? "Louisiana" : "Texas" },
        movedIn: body.movedIn ?? null,
      };
      return { status: 201, body: draft };
    },
    [`GET ${draftPath}`]: () =>
      draft ? { status: 200, body: detailOf(draft, disclosureConfirmed) } : { status: 404, body: {} },
    [`PUT /users/${user.id}/documents/doc-1/disclosure-declaration`]: () => {
      disclosureConfirmed = true;
      return { status: 200, body: { userId: user.id, status: "COMPLETED", completedAt: "2026-11-20T11:00:00.000Z" } };
    },
    [`PATCH ${draftPath}`]: async (request: Request) => {
      if (patch) return patch();
      const body = (await request.json()) as {
        changes: SentChange[];
        convertsSeparateProperty?: boolean | null;
        waivesDeathRights?: boolean | null;
      };
      draft = {
        ...storedDraft("AMENDMENT", body.changes),
        convertsSeparateProperty: body.convertsSeparateProperty ?? draft?.convertsSeparateProperty ?? null,
        waivesDeathRights: body.waivesDeathRights ?? draft?.waivesDeathRights ?? null,
      };
      return { status: 200, body: draft };
    },
    [`DELETE ${draftPath}`]: () => {
      draft = null;
      return { status: 204, body: null };
    },
    [`GET /users/${user.id}/documents/doc-1/signed-clauses`]: { items: SIGNED_CLAUSES },
    [`GET ${draftPath}/signatures/A/file`]: () => ({ status: 200, body: "%PDF-1.7" }),
    [`GET ${draftPath}/document/pdf`]: () => ({ status: 200, body: "%PDF-1.7" }),
    [`GET ${draftPath}/document/docx`]: () => ({
      status: 409,
      body: { code: "CHANGE_NOT_AVAILABLE", error: "This change's document cannot be drawn: the state's law changed." },
    }),
    [`POST ${draftPath}/signatures`]: (request: Request) => {
      if (!draft) return { status: 404, body: {} };
      const query = new URL(request.url).searchParams;
      draft = {
        ...draft,
        signatures: [
          {
            respondent: "A",
            signedOn: query.get("signedOn") ?? "",
            witnesses: query.getAll("witness"),
            counsel: query.get("counsel"),
            fileSha256: "ef".repeat(32),
          },
        ],
      };
      return { status: 201, body: draft };
    },
  };
}

const sent = async (requests: Request[], method: string) => {
  const request = requests.filter((one) => one.method === method).at(-1);
  return request ? ((await request.clone().json()) as unknown) : undefined;
};

async function choose(app: ReturnType<typeof renderApp>, label: string | RegExp, option: string) {
  await app.user.click(screen.getByLabelText(label, { selector: "input" }));
  await app.user.click(await screen.findByRole("option", { name: option, hidden: true }));
}

/** The form's required fields, named with their asterisk. */
const CLAUSE = /^Which clause\?/;
const REASON = /^Why are you making this change\?/;

describe("/agreement-changes: drafting the change", () => {
  const auth = () => createFakeAuth({ signedIn: true });

  it("starts an amendment for the state and the move date chosen, then shows the draft", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(null) });
    await screen.findByText("You may change your agreement in Texas");
    await choose(app, "Where do you live now?", "Louisiana");
    fireEvent.change(screen.getByLabelText("When did you move there?"), { target: { value: "2026-03-01" } });
    await screen.findByText("You may change your agreement in Louisiana");
    await waitFor(() => expect(screen.getByRole("button", { name: "Start an amendment" })).toBeEnabled());
    await app.user.click(screen.getByRole("button", { name: "Start an amendment" }));
    expect(await screen.findByRole("heading", { name: "Amendment No. 1 — draft" })).toBeTruthy();
    expect(await sent(app.requests, "POST")).toEqual({ kind: "AMENDMENT", state: "LA", movedIn: "2026-03-01" });
    expect(screen.getByText("Follows the law of Louisiana, where you have lived since March 1, 2026.")).toBeTruthy();
    expect(await screen.findByText("An amendment needs at least one change.")).toBeTruthy();
  });

  it("shows the agreement's history: the signed original, then the draft, which is not in effect", async () => {
    renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(storedDraft("AMENDMENT")) });
    const history = await screen.findByRole("region", { name: "Your agreement's history" });
    const items = within(history).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Your signed agreementSigned on May 20, 2025\..*Record hash abababababab…$/),
      expect.stringMatching(
        /^Amendment No\. 1Draft: not in effect until you have both signed it\.Started on November 20, 2026$/,
      ),
    ]);
  });

  it("shows which attorney approved the draft, and that an approval is of an earlier text once it changed", async () => {
    const draft = {
      ...storedDraft("AMENDMENT"),
      approvals: [
        {
          respondent: "A" as const,
          attorneyId: "attorney-1",
          attorneyName: "Morgan Ellis",
          approvedAt: "2026-11-21T10:00:00.000Z",
          current: true,
        },
        {
          respondent: "B" as const,
          attorneyId: "attorney-2",
          attorneyName: "Priya Shah",
          approvedAt: "2026-11-20T10:00:00.000Z",
          current: false,
        },
      ],
    };
    renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(draft) });
    const history = await screen.findByRole("region", { name: "Your agreement's history" });
    expect(
      within(history).getByText("Approved by Morgan Ellis, attorney for one spouse, on November 21, 2026."),
    ).toBeTruthy();
    expect(
      within(history).getByText("Priya Shah approved an earlier text on November 20, 2026; it has changed since."),
    ).toBeTruthy();
    expect(within(history).queryByRole("button")).toBeNull();
  });

  it("adds a change to a clause: sends its label, new text and reason, and the redline strikes the old text", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(storedDraft("AMENDMENT")) });
    await app.user.click(await screen.findByRole("button", { name: "Add a change" }));
    await waitFor(() => expect(screen.getByLabelText(CLAUSE, { selector: "input" })).toBeEnabled());
    await choose(app, CLAUSE, "3.2 — Separate Property");
    const signedText = screen.getByRole("region", { name: "What your signed agreement says" });
    expect(signedText.textContent).toBe(SIGNED_CLAUSES[0]!.text);
    const newText = screen.getByRole("textbox", { name: "The new text" });
    expect((newText as HTMLTextAreaElement).value).toBe(SIGNED_CLAUSES[0]!.text);
    const inherited =
      "Each spouse keeps as separate property what they owned before the marriage or inherit during it.";
    fireEvent.change(newText, { target: { value: inherited } });
    await choose(app, REASON, "An inheritance");
    await app.user.click(screen.getByRole("button", { name: "Save the change" }));

    const redline = await screen.findByRole("region", { name: "What changes, clause by clause" });
    expect(await sent(app.requests, "PATCH")).toEqual({
      changes: [{ label: "3.2", newText: inherited, reason: "INHERITANCE" }],
    });
    expect(within(redline).getByText("3.2 — Separate Property")).toBeTruthy();
    expect(within(redline).getByText("Reason: An inheritance")).toBeTruthy();
    expect(redline.querySelector("del")?.textContent).toBe(`Removed: ${SIGNED_CLAUSES[0]!.text}`);
    expect(redline.querySelector("ins")?.textContent).toBe(`Added: ${inherited}`);
    expect(screen.getByRole("region", { name: "The text of your draft" }).textContent).toMatch(
      /FIRST AMENDMENT TO PREMARITAL AGREEMENT/,
    );
    expect(screen.getByRole("button", { name: "Record my signing" })).toBeTruthy();
  });

  it("removes a clause: sends no new text, and the redline shows only the struck text", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(storedDraft("AMENDMENT")) });
    await app.user.click(await screen.findByRole("button", { name: "Add a change" }));
    await waitFor(() => expect(screen.getByLabelText(CLAUSE, { selector: "input" })).toBeEnabled());
    await choose(app, CLAUSE, "4.1 — Spousal Support");
    await app.user.click(screen.getByRole("switch", { name: /^Remove this clause/ }));
    expect(screen.queryByRole("textbox", { name: "The new text" })).toBeNull();
    await choose(app, REASON, "A correction");
    await app.user.click(screen.getByRole("button", { name: "Save the change" }));

    const redline = await screen.findByRole("region", { name: "What changes, clause by clause" });
    expect(await sent(app.requests, "PATCH")).toEqual({
      changes: [{ label: "4.1", newText: null, reason: "CORRECTION" }],
    });
    expect(redline.querySelector("del")?.textContent).toBe(`Removed: ${SIGNED_CLAUSES[1]!.text}`);
    expect(redline.querySelector("ins")).toBeNull();
    expect(within(redline).getByText(/The whole clause is removed/)).toBeTruthy();
  });

  it("takes a change out of the amendment by sending the list without it", async () => {
    const draft = storedDraft("AMENDMENT", [
      { label: "3.2", newText: "Each spouse keeps everything.", reason: "BUSINESS" },
      { label: "4.1", newText: null, reason: "INCOME", note: "Alex earns more now." },
    ]);
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(draft) });
    expect(await screen.findByText("Reason: A change of income — Alex earns more now.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Take out the change to 3.2" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Take out the change to 3.2" })).toBeNull());
    expect(await sent(app.requests, "PATCH")).toEqual({
      changes: [
        {
          label: "4.1",
          title: "Spousal Support",
          newText: null,
          reason: "INCOME",
          note: "Alex earns more now.",
        },
      ],
    });
  });

  it("does not send a new text that is the same as the signed one", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(storedDraft("AMENDMENT")) });
    await app.user.click(await screen.findByRole("button", { name: "Add a change" }));
    await waitFor(() => expect(screen.getByLabelText(CLAUSE, { selector: "input" })).toBeEnabled());
    await choose(app, CLAUSE, "3.2 — Separate Property");
    await choose(app, REASON, "A child");
    await app.user.click(screen.getByRole("button", { name: "Save the change" }));
    expect(
      await screen.findByText("The new text is the same as the signed text: change it, or choose another clause."),
    ).toBeTruthy();
    expect(app.requests.some((request) => request.method === "PATCH")).toBe(false);
  });

  it("asks what the amendment does and saves each answer with the changes as they are", async () => {
    const draft = storedDraft("AMENDMENT", [{ label: "3.2", newText: "Shared from now on.", reason: "CHILD" }]);
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(draft) });
    const effects = await screen.findByRole("region", { name: "What this amendment does" });
    const shared = within(effects).getByRole("radiogroup", {
      name: "Does it make property that belongs to one of you shared?",
    });
    expect(within(shared).getByRole("radio", { name: "Not sure" })).toHaveProperty("checked", true);
    await app.user.click(within(shared).getByRole("radio", { name: "No" }));
    await waitFor(() => expect(within(shared).getByRole("radio", { name: "No" })).toHaveProperty("checked", true));
    expect(await sent(app.requests, "PATCH")).toEqual({
      changes: [
        { label: "3.2", title: "Separate Property", newText: "Shared from now on.", reason: "CHILD", note: null },
      ],
      convertsSeparateProperty: false,
    });
    const death = within(effects).getByRole("radiogroup", {
      name: "Does it give up a right either of you would have when the other dies?",
    });
    await app.user.click(within(death).getByRole("radio", { name: "Yes" }));
    await waitFor(() => expect(within(death).getByRole("radio", { name: "Yes" })).toHaveProperty("checked", true));
    expect(await sent(app.requests, "PATCH")).toMatchObject({ waivesDeathRights: true });
  });

  it("shows the server's refusal of a new clause", async () => {
    const app = renderApp(routes, "/agreement-changes", {
      auth: auth(),
      api: withDraft(storedDraft("AMENDMENT"), () => ({
        status: 400,
        body: { error: { issues: [{ message: "A clause's text can be at most 20,000 characters.", path: [] }] } },
      })),
    });
    await app.user.click(await screen.findByRole("button", { name: "Add a change" }));
    await waitFor(() => expect(screen.getByLabelText(CLAUSE, { selector: "input" })).toBeEnabled());
    await choose(app, CLAUSE, "A new clause");
    fireEvent.change(screen.getByRole("textbox", { name: "The new clause's number" }), { target: { value: "9.1" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Its title (optional)" }), { target: { value: "Pets" } });
    fireEvent.change(screen.getByRole("textbox", { name: "The new text" }), {
      target: { value: "The dog Biscuit stays with Alex." },
    });
    await choose(app, REASON, "Something else");
    await app.user.click(screen.getByRole("button", { name: "Save the change" }));
    expect(await screen.findByText("A clause's text can be at most 20,000 characters.")).toBeTruthy();
    expect(await sent(app.requests, "PATCH")).toEqual({
      changes: [{ label: "9.1", title: "Pets", newText: "The dog Biscuit stays with Alex.", reason: "OTHER" }],
    });
  });

  it("shows a revocation's text, what it means and what an attorney must add", async () => {
    renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(storedDraft("REVOCATION")) });
    expect(await screen.findByRole("heading", { name: "Revocation — draft" })).toBeTruthy();
    expect(screen.getByText(/A revocation ends your whole agreement/)).toBeTruthy();
    expect(screen.getByRole("link", { name: /your state's law would give each of you/ }).getAttribute("href")).toBe(
      "/outcomes",
    );
    const text = await screen.findByRole("region", { name: "The text of your draft" });
    expect(text.textContent).toMatch(/REVOCATION OF PREMARITAL AGREEMENT/);
    expect(screen.getByText("An attorney must add these before you sign")).toBeTruthy();
    expect(screen.getByText("The county where the notary acknowledges the signatures.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a change" })).toBeNull();
  });

  it("asks before deleting the draft, then deletes it and offers to start again", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(storedDraft("REVOCATION")) });
    await app.user.click(await screen.findByRole("button", { name: "Delete draft" }));
    expect(screen.getByText(/Delete this draft\?/)).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Keep it" }));
    expect(app.requests.some((request) => request.method === "DELETE")).toBe(false);

    await app.user.click(screen.getByRole("button", { name: "Delete draft" }));
    await app.user.click(screen.getByRole("button", { name: "Yes, delete the draft" }));
    expect(await screen.findByRole("button", { name: "Start an amendment" })).toBeTruthy();
    const deleted = app.requests.filter((request) => request.method === "DELETE");
    expect(deleted.map((request) => new URL(request.url).pathname)).toEqual([draftPath]);
  });
});

describe("/agreement-changes: signing the change and the reading copy", () => {
  const auth = () => createFakeAuth({ signedIn: true });
  const amendment = () => storedDraft("AMENDMENT", [{ label: "3.2", newText: "Shared from now on.", reason: "CHILD" }]);

  it("records the signed-in spouse's signing with the notarized copy, then waits for the partner", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(amendment()) });
    const signing = await screen.findByRole("region", { name: "Sign it" });
    expect(within(signing).getByText(/Sign before 1 witness who sign/)).toBeTruthy();
    expect(within(signing).getByText("Sam Lee has not signed yet.")).toBeTruthy();
    // Nothing is sent until the form is complete.
    await app.user.click(within(signing).getByRole("button", { name: "Record my signing" }));
    expect(await within(signing).findByText("Give the day on the notary's certificate.")).toBeTruthy();
    fireEvent.change(within(signing).getByLabelText(/^The day on the notary's certificate/), {
      target: { value: "2026-11-20" },
    });
    fireEvent.change(within(signing).getByRole("textbox", { name: /^Witness 1: full name/ }), {
      target: { value: "Ada Lee" },
    });
    await app.user.click(within(signing).getByRole("button", { name: "Record my signing" }));
    expect(await within(signing).findByText("Choose the notarized copy (PDF).")).toBeTruthy();
    expect(app.requests.some((request) => request.method === "POST")).toBe(false);

    const fileInput = globalThis.document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await app.user.upload(fileInput, new File(["%PDF-1.7"], "signed.pdf", { type: "application/pdf" }));
    await app.user.click(within(signing).getByRole("button", { name: "Record my signing" }));
    expect(await screen.findByText(/Your signing is recorded/)).toBeTruthy();
    const posted = app.requests.find((request) => request.method === "POST")!;
    const query = new URL(posted.url).searchParams;
    expect([query.get("signedOn"), query.getAll("witness")]).toEqual(["2026-11-20", ["Ada Lee"]]);
    expect(posted.headers.get("content-type")).toBe("application/pdf");
    expect(await screen.findByText("Alex Rivera signed on November 20, 2026.")).toBeTruthy();
    await app.user.click(screen.getByRole("button", { name: "Download the copy Alex Rivera signed" }));
    await waitFor(() =>
      expect(app.requests.map((request) => new URL(request.url).pathname)).toContain(`${draftPath}/signatures/A/file`),
    );
    // Half-signed: the text is locked and the history says it is not in effect.
    expect(screen.getByText(/One of you has signed, so the text can no longer change/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add a change" })).toBeNull();
    const history = screen.getByRole("region", { name: "Your agreement's history" });
    expect(within(history).getByText(/Signed by one of you: not in effect/)).toBeTruthy();
  });

  it("downloads the document to print and sign, and shows why the Word file could not be drawn", async () => {
    const app = renderApp(routes, "/agreement-changes", { auth: auth(), api: withDraft(amendment()) });
    const preview = await screen.findByRole("region", { name: "The document as it would be signed today" });
    await app.user.click(within(preview).getByRole("button", { name: "Download the PDF to print" }));
    await waitFor(() =>
      expect(app.requests.map((request) => new URL(request.url).pathname)).toContain(`${draftPath}/document/pdf`),
    );
    expect(within(preview).queryByRole("alert")).toBeNull();
    await app.user.click(within(preview).getByRole("button", { name: "Word file" }));
    expect(await within(preview).findByRole("alert")).toHaveProperty(
      "textContent",
      "This change's document cannot be drawn: the state's law changed.",
    );
  });

  it("asks the spouse to confirm their disclosure for the change, and confirms it as it stands", async () => {
    const app = renderApp(routes, "/agreement-changes", {
      auth: auth(),
      api: withDraft(amendment(), undefined, { disclosureConfirmed: false }),
    });
    const disclosure = await screen.findByRole("region", { name: "Your financial disclosure" });
    expect(within(disclosure).getByText(/Confirm your disclosure for this change/)).toBeTruthy();
    expect(
      within(disclosure).getByText("Sam Lee has not confirmed their disclosure for this change yet."),
    ).toBeTruthy();
    expect(within(disclosure).getByRole("link", { name: "Update my disclosure" }).getAttribute("href")).toBe(
      "/financial-disclosure",
    );
    await app.user.click(within(disclosure).getByRole("button", { name: "My disclosure is still complete" }));
    expect(await screen.findByText("You confirmed your disclosure for this change on November 20, 2026.")).toBeTruthy();
    expect(await sent(app.requests, "PUT")).toEqual({ declaration: "COMPLETE" });
  });

  it("shows the agreement as it reads now once an amendment is in effect, and downloads it as a PDF", async () => {
    const signed = { ...amendment(), status: "SIGNED", effectiveOn: "2026-11-20" };
    const app = renderApp(routes, "/agreement-changes", {
      auth: auth(),
      api: {
        ...withDraft(null),
        [`GET ${changesPath}`]: { original: ORIGINAL, items: [signed] },
        [`GET /users/${user.id}/documents/doc-1/reading-copy/pdf`]: () => ({ status: 200, body: "%PDF-1.7" }),
        [`GET /users/${user.id}/documents/doc-1/reading-copy`]: {
          original: ORIGINAL,
          versions: [{ kind: "AMENDMENT", number: 1, effectiveOn: "2026-11-20" }],
          revokedOn: null,
          clauses: [
            { label: "3.2", title: "Separate Property", text: "Shared from now on.", amendedBy: 1, removed: false },
            { ...SIGNED_CLAUSES[1]!, amendedBy: null, removed: false },
          ],
        },
      },
    });
    const copy = await screen.findByRole("region", { name: "The agreement's clauses as they read now" });
    expect(within(copy).getByText("Shared from now on.")).toBeTruthy();
    expect(within(copy).getByText("Amendment No. 1")).toBeTruthy();
    expect(screen.getByText(/A reading copy, not itself signed/)).toBeTruthy();
    const history = screen.getByRole("region", { name: "Your agreement's history" });
    expect(within(history).getByText("Signed by both of you: in effect from November 20, 2026.")).toBeTruthy();
    const readingCopy = screen.getByRole("region", { name: "The agreement as it reads now" });
    await app.user.click(within(readingCopy).getByRole("button", { name: "Download the reading copy (PDF)" }));
    await waitFor(() =>
      expect(app.requests.map((request) => new URL(request.url).pathname)).toContain(
        `/users/${user.id}/documents/doc-1/reading-copy/pdf`,
      ),
    );
    expect(within(readingCopy).queryByRole("alert")).toBeNull();
  });
});
