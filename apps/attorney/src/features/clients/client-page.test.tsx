import { describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AttorneyClientDetail } from "@prenup/api-client";
import { createFakeAuth, fakeChangeDraft, fakeUserDocument, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { EDITABLE_DISCLOSURE_KINDS } from "@prenup/domain";
import { routes } from "../../app/routes.tsx";
import { attorneyUser } from "../../../test/fixtures.ts";

const ME = "user-morgan";
const CLIENT = "c1a2b3c4-0000-4000-8000-000000000001";
const DOC = "d1a2b3c4-0000-4000-8000-000000000001";
const BASE = `/users/${ME}/attorneys/${ME}`;

const client: AttorneyClientDetail = {
  id: CLIENT,
  firstName: "Jordan",
  lastName: "Lee",
  email: "jordan@demo.prenup.test",
  phoneNumber: null,
  documentId: DOC,
  side: "B",
  representation: true,
  state: { id: "s-ca", name: "California", abbreviation: "CA" },
  partner: { id: "p-1", firstName: "Alex", lastName: "Rivera" },
  documentStatus: "NOT_APPROVED",
  nextEventAt: null,
  openServices: 1,
  stage: "AWAITING_YOUR_APPROVAL",
  document: {
    id: DOC,
    status: "NOT_APPROVED",
    reviewedAt: null,
    finalizedAt: null,
    lastGeneratedAt: null,
    editorPath: `/documents/${DOC}/editor`,
  },
  services: [
    {
      id: "pi-1",
      productType: "REPRESENTATION",
      title: "Attorney Representation",
      bookingStatus: "WAITING",
      paymentStatus: "SUCCESSFUL",
      purchasedAt: "2026-11-20T12:00:00.000Z",
    },
  ],
  events: [],
};

/** Jordan's agreement as GET /documents/{id} answers the attorney: Morgan represents partner B. */
const agreement = (overrides: Parameters<typeof fakeUserDocument>[0] = {}) =>
  fakeUserDocument({
    id: DOC,
    attorneyAId: "user-casey",
    attorneyBId: ME,
    lastGeneratedAt: "2026-11-20T12:00:00.000Z",
    ...overrides,
  });
const noNotarizations = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 10,
  availability: {
    mode: "ONLINE",
    onlineAllowed: true,
    canStart: false,
    problem: null,
    notaryBlockText: null,
    witnessesRequired: 0,
    instructions: [],
    signingWindow: {
      open: true,
      firstDay: null,
      lastDay: null,
      closesAt: null,
      weddingDay: null,
      deadline: "BEFORE_MARRIAGE",
      stateName: "California",
      text: null,
    },
    signerLocation: {
      stateName: "California",
      question: "Will you be in California when you sign online?",
      explanation:
        "A signer who is physically in California may not appear before an online notary commissioned in another state.",
      signers: [
        { role: "USER_A", name: "Casey's client", inState: false, isYou: false },
        { role: "USER_B", name: "Jordan Lee", inState: null, isYou: false },
        { role: "ATTORNEY_B", name: "Morgan Ellis", inState: null, isYou: true },
      ],
    },
  },
};

const partnerTotals = (userId: string, respondent: "A" | "B", cents: number) => ({
  userId,
  respondent,
  entryCount: 1,
  kinds: [
    {
      kind: "assets" as const,
      entryCount: 1,
      byCurrency: [{ currency: "USD" as const, amountInCents: cents }],
      usdCents: cents,
    },
  ],
  assetsUsdCents: cents,
  debtsUsdCents: 0,
  netWorthUsdCents: cents,
  annualIncomeUsdCents: 0,
  incomeByYear: [],
  missingIncomeYears: [],
  incomeMessage: null,
  financialsComplete: true,
  lastChangedAt: "2026-11-04T10:00:00.000Z",
  disclosureStatus: "COMPLETED" as const,
  completedAt: "2026-11-04T10:00:00.000Z",
  nothingToDiscloseAt: null,
  entriesWithoutValueBasis: 0,
});
const summary = {
  documentId: DOC,
  partners: [partnerTotals("p-1", "A", 2_450_000), partnerTotals(CLIENT, "B", 1_180_000)],
  pendingJointEntries: [],
  rates: [],
  rateDate: null,
  currenciesWithoutRate: [],
  stateAbbreviation: "CA",
  valueBasisRequired: false,
};
const figures = (cents: number) => ({ low: cents, expected: cents, high: cents });
const partnerYear = (total: number) => {
  const outcome = (cents: number) => ({
    property: {
      separate: figures(cents),
      shared: figures(0),
      home: figures(0),
      retirement: figures(0),
      business: figures(0),
    },
    totalProperty: figures(cents),
    premaritalAtRiskCents: 0,
    support: { kind: "STATE_LAW", role: null, monthlyCents: null, months: null, lumpSumCents: null, upTo: false },
  });
  return { incomeCents: 0, agreement: outcome(total), stateLaw: outcome(total + 500_000), sameAsStateLaw: false };
};
const SUPPORT_REASON =
  "Without an agreement a court in California decides spousal support from the facts at the time: no figure can be given.";
/** The outcome simulation the assigned attorney reads: Alex is partner A, Jordan (the client) B. */
const simulation = {
  documentId: DOC,
  state: {
    abbreviation: "CA",
    name: "California",
    division: { system: "COMMUNITY_EQUAL", allProperty: false },
    separateGrowth: "INCOME_SEPARATE_EFFORT_SHARED",
    spousalSupport: "ATTORNEY_REQUIRED",
    supportLimitNeedsCounsel: true,
    sharedPropertyTerm: "community property",
  },
  partners: {
    A: { userId: "p-1", disclosed: true, represented: true },
    B: { userId: CLIENT, disclosed: true, represented: false },
  },
  assumptions: { assetGrowthPercent: 5, incomeGrowthPercentA: 3, incomeGrowthPercentB: 3, savingsRatePercent: 10 },
  defaults: { assetGrowthPercent: 5, incomeGrowthPercentA: 3, incomeGrowthPercentB: 3, savingsRatePercent: 10 },
  equitableRange: null,
  choices: {
    premaritalAssets: "all_separate",
    separateGrowth: "owner",
    maritalRegime: "state_default",
    division: "court",
    retirementPremarital: "separate",
    retirementMarital: "shared",
    homePlan: "renting",
    homeGrowth: "owner",
    support: "state_law",
    supportSunsetAfterYears: null,
  },
  differingAnswers: [],
  notes: [],
  estimates: [{ scenario: "stateLaw", subject: "support", reason: SUPPORT_REASON }],
  currenciesWithoutRate: [],
  years: Array.from({ length: 30 }, (_, index) => ({
    year: index + 1,
    estateCents: 0,
    A: partnerYear(2_450_000),
    B: partnerYear(1_180_000),
  })),
};
const generatedFile = (id: string, kind: "generated-pdf" | "generated-docx", name: string) => ({
  id,
  kind,
  name,
  contentType:
    kind === "generated-pdf"
      ? "application/pdf"
      : "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  size: 1200,
  createdAt: "2026-11-20T12:00:00.000Z",
  canDelete: false,
  uploadedBy: null,
});

function openClient(api: FakeApiRoutes) {
  return renderApp(routes, `/attorney/clients/${CLIENT}`, {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": attorneyUser("APPROVED"),
      [`GET ${BASE}/clients/${CLIENT}`]: client,
      [`GET ${BASE}/clients/${CLIENT}/internal-notes`]: [],
      [`GET ${BASE}/questionnaire-sections`]: [],
      [`GET /users/${ME}/documents/${DOC}/chats`]: {
        chats: [],
        total: 0,
        unreadCount: 0,
        counterpartId: CLIENT,
        page: 1,
        pageSize: 50,
      },
      [`GET /documents/${DOC}`]: agreement(),
      [`GET /documents/${DOC}/notarizations`]: noNotarizations,
      [`GET /documents/${DOC}/files`]: { items: [], total: 0, page: 1, pageSize: 50 },
      [`GET /users/${CLIENT}/documents/${DOC}/financial-summary`]: summary,
      [`GET /users/${CLIENT}/documents/${DOC}/outcome-simulation`]: simulation,
      [`GET /documents/${DOC}/dispute-threads`]: { entries: [], total: 0, page: 1, pageSize: 100 },
      [`GET /users/${CLIENT}/documents/${DOC}/changes`]: { original: null, items: [] },
      ...api,
    },
  });
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(
    requests
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

describe("a client who bought Q&A only", () => {
  it("shows the services, the notes and the chat with the client, and asks for nothing of the agreement", async () => {
    const asker: AttorneyClientDetail = {
      ...client,
      representation: false,
      services: [
        {
          id: "pi-2",
          productType: "Q_A",
          title: "Q&A call",
          bookingStatus: "WAITING",
          paymentStatus: "SUCCESSFUL",
          purchasedAt: "2026-11-20T12:00:00.000Z",
        },
      ],
    };
    const question = {
      id: "m-1",
      documentId: DOC,
      fromUserId: CLIENT,
      toUserId: ME,
      message: "Can I keep my pension separate?",
      isRead: true,
      createdAt: "2026-11-21T10:00:00.000Z",
    };
    const { requests } = openClient({
      [`GET ${BASE}/clients/${CLIENT}`]: asker,
      [`GET /users/${ME}/documents/${DOC}/chats`]: {
        chats: [question],
        total: 1,
        unreadCount: 0,
        counterpartId: CLIENT,
        page: 1,
        pageSize: 50,
      },
    });
    expect(await screen.findByRole("heading", { name: "Jordan Lee", level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/bought Q&A from you/)).toBeInTheDocument();
    expect(await screen.findByText("Can I keep my pension separate?")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Chat with Jordan Lee" })).toBeInTheDocument();
    expect(screen.getByLabelText("New note")).toBeInTheDocument();
    expect(screen.getByText("WAITING")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Open the agreement editor" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Download the evidence dossier" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve the agreement" })).not.toBeInTheDocument();
    // Nothing of the agreement is asked for: the attorney does not represent this client.
    const paths = requests.map((request) => new URL(request.url).pathname);
    expect(
      paths.filter(
        (path) =>
          path.startsWith(`/documents/${DOC}`) ||
          path.includes("financial-summary") ||
          path.includes("outcome-simulation") ||
          path.includes("questionnaire"),
      ),
    ).toEqual([]);
  });
});

describe("a client", () => {
  it("shows the outcome simulator read-only, each partner by name, its title naming the years shown, and each estimate's reason", async () => {
    openClient({});
    const card = await screen.findByRole("region", { name: "If they divorce after 10 years (read-only)" });
    const jordan = await within(card).findByRole("region", { name: "Jordan Lee" });
    expect(within(jordan).getByTestId("agreement-total").textContent).toBe("$11,800");
    expect(within(jordan).getByTestId("state-law-total").textContent).toBe("$16,800");
    expect(within(card).getByRole("region", { name: "Alex Rivera" })).toBeInTheDocument();
    expect(within(card).getAllByText("Decided by a court under state law").length).toBeGreaterThan(0);
    expect(within(card).queryByRole("button", { name: /save|delete/i })).not.toBeInTheDocument();
    expect(within(card).getByTestId("estimate-reasons")).toHaveTextContent(
      `Under California's law, without an agreement: ${SUPPORT_REASON}`,
    );
    fireEvent.keyDown(within(card).getByRole("slider", { name: "Years of marriage" }), { key: "End" });
    expect(await screen.findByRole("region", { name: "If they divorce after 30 years (read-only)" })).toBe(card);
  });

  it("speaks to the attorney about the couple, not to the couple", async () => {
    const equalIncomes = {
      ...partnerYear(1_180_000).agreement,
      support: { kind: "AGREED", role: "NONE", monthlyCents: 0, months: 0, lumpSumCents: 0, upTo: false },
    };
    openClient({
      [`GET /users/${CLIENT}/documents/${DOC}/outcome-simulation`]: {
        ...simulation,
        notes: ["ANSWERS_DIFFER"],
        years: simulation.years.map((row) => ({ ...row, B: { ...row.B, agreement: equalIncomes } })),
      },
    });
    const card = await screen.findByRole("region", { name: "If they divorce after 10 years (read-only)" });
    const jordan = await within(card).findByRole("region", { name: "Jordan Lee" });
    expect(within(jordan).getByText("None: their incomes are equal that year")).toBeInTheDocument();
    expect(within(card).getByTestId("simulation-disclaimer")).toHaveTextContent(/discussion with your client/);
    expect(
      within(card).getByText(/The partners answered some of these questions differently; until they agree/),
    ).toBeInTheDocument();
    expect(within(card).queryByText(/\byour incomes\b|\beach of you\b|\bYou and your partner\b/)).toBeNull();
  });

  it("tells the attorney what the equitable band is, where it comes from and the state's rule it stands in for", async () => {
    openClient({
      [`GET /users/${CLIENT}/documents/${DOC}/outcome-simulation`]: {
        ...simulation,
        state: {
          ...simulation.state,
          name: "Colorado",
          division: { system: "EQUITABLE_DISTRIBUTION", allProperty: false },
          sharedPropertyTerm: "marital property",
        },
        equitableRange: {
          lowPercent: 40,
          highPercent: 60,
          source:
            "The 40–60% band is this product's estimate of how far a court may depart from an equal split; no statute sets it. Colorado's rule: C.R.S. § 14-10-113 (unconfirmed).",
        },
      },
    });
    const card = await screen.findByRole("region", { name: "If they divorce after 10 years (read-only)" });
    const note = await within(card).findByText(/^State's-law column:/);
    expect(note).toHaveTextContent(
      "State's-law column: Colorado's courts divide marital property by equitable distribution, and Colorado's statute sets no percentage for that division. To show the range that discretion leaves, the simulator gives each partner from 40% to 60% of the marital property, ten points either side of an equal split. The band is this product's modelling assumption, not a figure taken from a statute or a reported case. Division rule relied on: C.R.S. § 14-10-113 (unconfirmed).",
    );
    expect(within(card).queryByText(/band is this product's estimate/)).toBeNull();
  });

  it("shows the agreement, the services, the editor link and the evidence dossier", async () => {
    openClient({});
    expect(await screen.findByRole("heading", { name: "Jordan Lee", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download the evidence dossier" })).toBeEnabled();
    expect(screen.getByText(/Partner: Alex Rivera/)).toBeInTheDocument();
    expect(screen.getByText("WAITING")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open the agreement editor" })).toHaveAttribute(
      "href",
      `/documents/${DOC}/editor`,
    );
  });

  it("heads the page with the client's contact and state, and gives the agreement one generated date", async () => {
    openClient({
      [`GET ${BASE}/clients/${CLIENT}`]: {
        ...client,
        phoneNumber: "+12125550163",
        document: { ...client.document, lastGeneratedAt: "2026-11-06T15:00:00.000Z" },
      },
      [`GET /documents/${DOC}/files`]: {
        items: [generatedFile("f-pdf", "generated-pdf", "Alex Rivera, Jordan Lee - Prenuptial Agreement.pdf")],
        total: 1,
        page: 1,
        pageSize: 50,
      },
    });
    expect(await screen.findByText("jordan@demo.prenup.test · (212) 555-0163 · California")).toBeInTheDocument();
    expect(screen.queryByText(/Partner B/)).toBeNull();
    const files = await screen.findByRole("region", { name: "Agreement files" });
    expect(await within(files).findByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(screen.getAllByText(/Generated/).map((node) => node.textContent)).toEqual([
      expect.stringContaining("November 6, 2026"),
    ]);
  });

  it("adds a note trimmed; an empty note is refused with the server's message and nothing is sent", async () => {
    const note = {
      id: "n-1",
      clientId: CLIENT,
      message: "Call back",
      createdAt: "2026-11-21T10:00:00.000Z",
      updatedAt: "2026-11-21T10:00:00.000Z",
    };
    const { user, requests } = openClient({
      [`POST ${BASE}/clients/${CLIENT}/internal-notes`]: () => ({ status: 201, body: note }),
    });
    const field = await screen.findByLabelText("New note");
    fireEvent.change(field, { target: { value: "   " } });
    await user.click(screen.getByRole("button", { name: "Add note" }));
    expect(await screen.findByText("Write a note first")).toBeInTheDocument();
    fireEvent.change(field, { target: { value: "  Call back  " } });
    await user.click(screen.getByRole("button", { name: "Add note" }));
    await waitFor(async () =>
      expect(await bodiesOf(requests, `POST ${BASE}/clients/${CLIENT}/internal-notes`)).toEqual([
        { message: "Call back" },
      ]),
    );
    expect(screen.getByText("Only you see these notes; your client never does.")).toBeInTheDocument();
  });

  it("approves the agreement after confirming, and shows the approval", async () => {
    const { requests } = openClient({
      [`POST /documents/${DOC}/approval/grant`]: agreement({
        attorneyBApprovedAt: "2026-11-22T10:00:00.000Z",
        status: "PARTIALLY_APPROVED",
      }),
    });
    expect(
      await screen.findByText(/You have not approved the current text of Jordan Lee's agreement/),
    ).toBeInTheDocument();
    expect(screen.getByText(/The other partner's attorney: not approved yet/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Approve the agreement" }));
    expect(await screen.findByRole("dialog", { name: "Approve this agreement?" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Approve" }));
    expect(await screen.findByText(/You approved the current text on November 22, 2026/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw approval" })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === "POST" && request.url.endsWith("/approval/grant")),
    ).toHaveLength(1);
  });

  it("approves a draft amendment for the client as it reads now, then can withdraw it", async () => {
    const draft = fakeChangeDraft({ documentId: DOC, createdById: CLIENT });
    const approved = fakeChangeDraft({
      ...draft,
      approvals: [
        {
          respondent: "B",
          attorneyId: ME,
          attorneyName: "Morgan Ellis",
          approvedAt: "2026-11-22T10:00:00.000Z",
          current: true,
        },
      ],
    });
    let current = draft;
    const { requests } = openClient({
      [`GET /users/${CLIENT}/documents/${DOC}/changes`]: () => ({
        status: 200,
        body: { original: { signedOn: "2026-10-01", recordHash: "ab".repeat(32) }, items: [current] },
      }),
      [`POST /users/${CLIENT}/documents/${DOC}/changes/change-1/approval/grant`]: () => {
        current = approved;
        return { status: 200, body: approved };
      },
    });
    const versions = await screen.findByRole("region", { name: "After the signing: amendments and revocations" });
    fireEvent.click(await within(versions).findByRole("button", { name: "Approve Amendment No. 1 for my client" }));
    expect(
      await within(versions).findByText("Approved by Morgan Ellis, attorney for one spouse, on November 22, 2026."),
    ).toBeInTheDocument();
    expect(within(versions).getByRole("button", { name: "Withdraw my approval" })).toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === "POST" && request.url.endsWith("/change-1/approval/grant")),
    ).toHaveLength(1);
  });

  it("asks the attorney, who signs in the online session too, where they will be, and sends their own answer", async () => {
    const { requests } = openClient({
      [`PUT /documents/${DOC}/notarizations/signer-location`]: {
        role: "ATTORNEY_B",
        inState: false,
        answeredAt: "2026-11-22T10:00:00.000Z",
      },
    });
    fireEvent.click(await screen.findByRole("radio", { name: "No, I'll be elsewhere" }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    expect(
      await requests
        .find((request) => request.method === "PUT")!
        .clone()
        .json(),
    ).toEqual({ inState: false });
  });

  it("shows the server's refusal and changes nothing on screen", async () => {
    openClient({
      [`POST /documents/${DOC}/approval/grant`]: () => ({
        status: 409,
        body: {
          error: "The agreement changed since it was generated: it must be generated again before you approve it.",
          code: "DOCUMENT_NEEDS_REGENERATION",
        },
      }),
    });
    fireEvent.click(await screen.findByRole("button", { name: "Approve the agreement" }));
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await screen.findByText(/must be generated again before you approve it/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve the agreement" })).toBeInTheDocument();
  });

  it("withdraws an approval; cancelling the confirmation sends nothing", async () => {
    const { requests } = openClient({
      [`GET /documents/${DOC}`]: agreement({
        attorneyBApprovedAt: "2026-11-22T10:00:00.000Z",
        attorneyAApprovedAt: "2026-11-21T10:00:00.000Z",
        status: "FULLY_APPROVED",
      }),
      [`POST /documents/${DOC}/approval/rescind`]: agreement({
        attorneyAApprovedAt: "2026-11-21T10:00:00.000Z",
        status: "PARTIALLY_APPROVED",
      }),
    });
    expect(await screen.findByText(/The other partner's attorney: approved on November 21, 2026/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Withdraw approval" }));
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(requests.some((request) => request.url.endsWith("/approval/rescind"))).toBe(false);
    fireEvent.click(screen.getByRole("button", { name: "Withdraw approval" }));
    const dialog = await screen.findByRole("dialog", { name: "Withdraw your approval?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw approval" }));
    expect(await screen.findByRole("button", { name: "Approve the agreement" })).toBeInTheDocument();
  });

  it("offers no approval before the agreement is generated, and the attorney's signing link during an online notarization", async () => {
    openClient({
      [`GET /documents/${DOC}`]: agreement({ lastGeneratedAt: null }),
      [`GET /documents/${DOC}/notarizations`]: {
        ...noNotarizations,
        items: [
          {
            id: "n-1",
            mode: "ONLINE",
            isLive: true,
            externalStatus: "IN_PROGRESS",
            notarizationCompletedAt: null,
            notarizedFileId: null,
            myLink: "http://localhost:4000/notary/local/lns_1/ATTORNEY_B?token=t",
            signers: [],
            createdAt: "2026-11-22T10:00:00.000Z",
            resetAt: null,
          },
        ],
        total: 1,
      },
    });
    expect(await screen.findByText(/has not been generated yet/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Approve the agreement" })).not.toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Open your signing link" })).toHaveAttribute(
      "href",
      "http://localhost:4000/notary/local/lns_1/ATTORNEY_B?token=t",
    );
  });

  it("shows the date of signing of the notarized agreement and corrects it, showing the server's refusal", async () => {
    const proof = {
      id: "n-2",
      documentId: DOC,
      mode: "PROOF",
      provider: null,
      isLive: true,
      externalStatus: null,
      notarizationCompletedAt: "2026-11-30T10:00:00.000Z",
      signedOn: "2026-11-28",
      signingProblem: null,
      notarizedFileId: "f-1",
      myLink: null,
      signers: [],
      createdAt: "2026-11-30T10:00:00.000Z",
      resetAt: null,
    };
    let corrections = 0;
    const { requests } = openClient({
      [`GET /documents/${DOC}/notarizations`]: { ...noNotarizations, items: [proof], total: 1 },
      [`PATCH /documents/${DOC}/notarizations/n-2`]: async (request: Request) => {
        corrections += 1;
        const body = (await request.json()) as { signedOn: string };
        return corrections === 1
          ? {
              status: 409,
              body: {
                error:
                  "Signed on 2026-11-24, before California's 7-day review period had passed. The date was not changed.",
                code: "CALIFORNIA_WAIT",
              },
            }
          : { status: 200, body: { ...proof, signedOn: body.signedOn } };
      },
    });
    expect(await screen.findByText("Date of signing: November 28, 2026")).toBeInTheDocument();
    // Approvals no longer change once the notarization started: the buttons give way to the reason.
    expect(
      screen.getByText("Approvals can no longer change: the agreement is being notarized or is notarized."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Withdraw approval|Approve the agreement/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Correct the date of signing" }));
    const input = screen.getByLabelText(/Date of signing/);
    fireEvent.change(input, { target: { value: "2026-11-24" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the date" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("before California's 7-day review period had passed");
    fireEvent.change(input, { target: { value: "2026-11-29" } });
    fireEvent.click(screen.getByRole("button", { name: "Save the date" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Save the date" })).not.toBeInTheDocument());
    expect(await bodiesOf(requests, `PATCH /documents/${DOC}/notarizations/n-2`)).toEqual([
      { signedOn: "2026-11-24" },
      { signedOn: "2026-11-29" },
    ]);
  });

  it("shows the client's answers read-only, section by section, in the shared questionnaire view", async () => {
    const section = {
      id: "5e000000-0000-4000-8000-000000000001",
      key: "our_home",
      label: "Our Home",
      name: "Our Home",
      description: null,
      order: 1,
      path: "our-home",
      status: "IN_PROGRESS",
      attorneyRequiredQuestionPresentSection: false,
      locked: false,
    };
    const question = {
      id: "q-own",
      key: "own",
      title: "Do you own a home?",
      description: null,
      exampleScenario: null,
      proTip: null,
      isRequired: true,
      questionType: "RADIO",
      inputType: null,
      inputRestriction: null,
      allowsOtherOption: false,
      allowsCustomClause: false,
      generatesDispute: false,
      order: 1,
      parentQuestionId: null,
      depth: 0,
      showWhenOptionIds: [],
      videos: [],
      options: [{ id: "o-yes", value: "Yes, we do", isDefault: false }],
      answer: { valueTyped: null, questionOptionIds: ["o-yes"] },
    };
    openClient({
      [`GET ${BASE}/questionnaire-sections`]: [section],
      [`GET ${BASE}/questionnaire-sections/our_home/groups`]: {
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
            questions: [question],
          },
        ],
      },
    });
    expect(await screen.findByRole("heading", { name: "The home" })).toBeInTheDocument();
    expect(screen.getByText("Do you own a home?")).toBeInTheDocument();
    expect(screen.getByText("Yes, we do")).toBeInTheDocument();
  });

  it("chats live with the client: their messages under their name, unread ones marked read, the attorney's sent", async () => {
    const fromClient = {
      id: "77777777-7777-4777-8777-777777777777",
      documentId: DOC,
      fromUserId: CLIENT,
      toUserId: ME,
      message: "Can we talk about the house?",
      isRead: false,
      createdAt: "2026-11-21T10:00:00.000Z",
    };
    const reply = {
      id: "88888888-8888-4888-8888-888888888888",
      documentId: DOC,
      fromUserId: ME,
      toUserId: CLIENT,
      message: "Yes, tomorrow at 10",
      isRead: false,
      createdAt: "2026-11-21T10:05:00.000Z",
    };
    const { user, requests } = openClient({
      [`GET /users/${ME}/documents/${DOC}/chats`]: {
        chats: [fromClient],
        total: 1,
        unreadCount: 1,
        counterpartId: CLIENT,
        page: 1,
        pageSize: 50,
      },
      [`PATCH /users/${ME}/documents/${DOC}/chats/read`]: { readIds: [fromClient.id], unreadCount: 0 },
      [`POST /users/${ME}/documents/${DOC}/chats`]: () => ({ status: 201, body: reply }),
    });
    const panel = await screen.findByRole("region", { name: "Chat with Jordan Lee" });
    const log = await within(panel).findByRole("log", { name: "Messages" });
    expect(within(log).getByText("Can we talk about the house?")).toBeInTheDocument();
    expect(within(log).getByText(/^Jordan Lee ·/)).toBeInTheDocument();
    expect(within(panel).getByText("1 unread")).toBeInTheDocument();
    await waitFor(async () =>
      expect(await bodiesOf(requests, `PATCH /users/${ME}/documents/${DOC}/chats/read`)).toEqual([
        { chatIds: [fromClient.id] },
      ]),
    );
    await user.click(within(panel).getByRole("button", { name: "Send" }));
    expect(await within(panel).findByText("Write a message first.")).toBeInTheDocument();
    await user.type(within(panel).getByRole("textbox", { name: "Write a message" }), "Yes, tomorrow at 10{Enter}");
    expect(await within(log).findByText("Yes, tomorrow at 10")).toBeInTheDocument();
    await waitFor(async () =>
      expect(await bodiesOf(requests, `POST /users/${ME}/documents/${DOC}/chats`)).toEqual([
        { message: "Yes, tomorrow at 10" },
      ]),
    );
  });

  it("deletes the attorney's own chat message after a confirmation (the client's have no delete)", async () => {
    const fromClient = {
      id: "77777777-7777-4777-8777-777777777777",
      documentId: DOC,
      fromUserId: CLIENT,
      toUserId: ME,
      message: "Can we talk about the house?",
      isRead: true,
      createdAt: "2026-11-21T10:00:00.000Z",
    };
    const mine = {
      id: "88888888-8888-4888-8888-888888888888",
      documentId: DOC,
      fromUserId: ME,
      toUserId: CLIENT,
      message: "Call me on my private number",
      isRead: false,
      createdAt: "2026-11-21T10:05:00.000Z",
    };
    let chats = [mine, fromClient];
    const { user, requests } = openClient({
      [`GET /users/${ME}/documents/${DOC}/chats`]: () => ({
        status: 200,
        body: { chats, total: chats.length, unreadCount: 0, counterpartId: CLIENT, page: 1, pageSize: 50 },
      }),
      [`DELETE /users/${ME}/documents/${DOC}/chats`]: () => (
        (chats = [fromClient]), { status: 200, body: { deletedIds: [mine.id] } }
      ),
    });
    const panel = await screen.findByRole("region", { name: "Chat with Jordan Lee" });
    const log = await within(panel).findByRole("log", { name: "Messages" });
    expect(await within(log).findByText("Call me on my private number")).toBeInTheDocument();
    const deleteButtons = within(log).getAllByRole("button", { name: /^Delete your message of / });
    expect(deleteButtons).toHaveLength(1);
    await user.click(deleteButtons[0]!);
    await user.click(
      within(within(log).getByRole("group", { name: "Delete this message for both of you?" })).getByRole("button", {
        name: "Delete",
      }),
    );
    await waitFor(() => expect(within(log).queryByText("Call me on my private number")).toBeNull());
    expect(within(log).getByText("Can we talk about the house?")).toBeInTheDocument();
    expect(await bodiesOf(requests, `DELETE /users/${ME}/documents/${DOC}/chats`)).toEqual([{ chatIds: [mine.id] }]);
  });

  it("shares a revised file with the couple: uploads it, and a refused type shows the server's words", async () => {
    const revised = {
      id: "up-1",
      name: "revised-draft.pdf",
      size: 10,
      contentType: "application/pdf",
      kind: "upload",
      createdAt: "2026-11-22T12:00:00.000Z",
      uploadedBy: { id: ME, name: "Morgan Ellis" },
      canDelete: true,
    };
    let items: unknown[] = [];
    let refuseNext = true;
    const { user, requests } = openClient({
      [`GET /documents/${DOC}/files`]: () => ({
        status: 200,
        body: { items, total: items.length, page: 1, pageSize: 50 },
      }),
      [`POST /documents/${DOC}/files`]: () => {
        if (refuseNext)
          return (
            (refuseNext = false),
            {
              status: 415,
              body: { error: "Only PDF, PNG or JPEG files can be uploaded", code: "FILE_TYPE_NOT_ALLOWED" },
            }
          );
        items = [revised];
        return { status: 201, body: revised };
      },
    });
    const card = await screen.findByRole("region", { name: "Shared files" });
    expect(await within(card).findByText("No files shared yet.")).toBeInTheDocument();
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(["%PDF-1.7"], "revised-draft.pdf", { type: "application/pdf" }));
    expect(await within(card).findByRole("alert")).toHaveTextContent("Only PDF, PNG or JPEG files can be uploaded");
    await user.upload(input, new File(["%PDF-1.7"], "revised-draft.pdf", { type: "application/pdf" }));
    expect(await within(card).findByText("revised-draft.pdf uploaded.")).toBeInTheDocument();
    expect(await within(card).findByRole("button", { name: "Delete revised-draft.pdf" })).toBeInTheDocument();
    expect(within(card).getByText(/Morgan Ellis ·/)).toBeInTheDocument();
    const posts = requests.filter(
      (request) => request.method === "POST" && new URL(request.url).pathname === `/documents/${DOC}/files`,
    );
    expect(posts.map((request) => new URL(request.url).searchParams.get("kind"))).toEqual(["upload", "upload"]);
  });

  it("downloads the agreement as PDF and Word, and shows both partners' financial disclosure read-only", async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), "blob:agreement");
    URL.revokeObjectURL = () => {};
    const { user, requests } = openClient({
      [`GET /documents/${DOC}/files`]: {
        items: [
          generatedFile("f-docx", "generated-docx", "Alex Rivera, Jordan Lee - Prenuptial Agreement.docx"),
          generatedFile("f-pdf", "generated-pdf", "Alex Rivera, Jordan Lee - Prenuptial Agreement.pdf"),
        ],
        total: 2,
        page: 1,
        pageSize: 50,
      },
      [`GET /documents/${DOC}/files/f-docx`]: () => ({ status: 200, body: "PK" }),
    });
    const files = await screen.findByRole("region", { name: "Agreement files" });
    expect(await within(files).findByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    await user.click(within(files).getByRole("button", { name: "Download Word" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(requests.some((request) => new URL(request.url).pathname === `/documents/${DOC}/files/f-docx`)).toBe(true);
    expect(created[0]!.type).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");

    const disclosure = screen.getByRole("region", { name: "Financial disclosure (read-only)" });
    expect(await within(disclosure).findByRole("columnheader", { name: "Jordan Lee" })).toBeInTheDocument();
    expect(within(disclosure).getByRole("columnheader", { name: "Alex Rivera" })).toBeInTheDocument();
    expect(within(disclosure).getByText("$24,500.00 (1)")).toBeInTheDocument();
    expect(within(disclosure).getAllByText("$11,800.00").length).toBeGreaterThan(0);
    expect(within(disclosure).queryByRole("textbox")).toBeNull();
  });

  it("lists the documents behind each partner's entries read-only when asked, and downloads one", async () => {
    const created: Blob[] = [];
    URL.createObjectURL = (blob: Blob) => (created.push(blob), "blob:statement");
    URL.revokeObjectURL = () => {};
    const entries: FakeApiRoutes = {};
    for (const kind of EDITABLE_DISCLOSURE_KINDS)
      for (const owner of ["p-1", CLIENT])
        entries[`GET /users/${owner}/documents/${DOC}/${kind}`] = { items: [], total: 0, page: 1, pageSize: 200 };
    const statement = {
      id: "att-1",
      name: "October statement.pdf",
      contentType: "application/pdf",
      size: 2048,
      sha256: "a".repeat(64),
      createdAt: "2026-11-20T10:00:00.000Z",
    };
    const { user, requests } = openClient({
      ...entries,
      [`GET /users/${CLIENT}/documents/${DOC}/assets`]: {
        items: [{ id: "entry-1", userId: CLIENT, institution: "First Bank", documents: [statement] }],
        total: 1,
        page: 1,
        pageSize: 200,
      },
      [`GET /users/${CLIENT}/documents/${DOC}/assets/entry-1/documents/att-1`]: () => ({ status: 200, body: "%PDF" }),
    });
    const disclosure = await screen.findByRole("region", { name: "Financial disclosure (read-only)" });
    await user.click(await within(disclosure).findByRole("button", { name: "Show the supporting documents" }));
    const jordans = await within(disclosure).findByRole("group", { name: "Jordan Lee's supporting documents" });
    expect(await within(jordans).findByText("Account or asset: First Bank")).toBeInTheDocument();
    expect(within(jordans).getByText("2 KB")).toBeInTheDocument();
    expect(within(jordans).queryByRole("button", { name: /Remove|Attach/ })).toBeNull();
    expect(
      within(within(disclosure).getByRole("group", { name: "Alex Rivera's supporting documents" })).queryByTestId(
        "entry-documents",
      ),
    ).toBeNull();
    await user.click(within(jordans).getByRole("button", { name: "Download October statement.pdf" }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0]!.type).toBe("application/pdf");
    expect(
      requests.some(
        (request) =>
          new URL(request.url).pathname === `/users/${CLIENT}/documents/${DOC}/assets/entry-1/documents/att-1`,
      ),
    ).toBe(true);
  });

  it("says when the agreement has not been generated yet", async () => {
    openClient({});
    const files = await screen.findByRole("region", { name: "Agreement files" });
    expect(await within(files).findByText("The agreement has not been generated yet.")).toBeInTheDocument();
  });

  it("shows the couple's alignment conversations read-only, and the questions the client asked about", async () => {
    const at = "2026-11-21T10:00:00.000Z";
    const step = (
      id: string,
      kind: string,
      by: { id: string; firstName: string; lastName: string },
      proposal: object | null,
      question = { id: "q-support", title: "Spousal support" },
    ) => ({
      id,
      question,
      kind,
      by,
      proposal,
      createdAt: at,
    });
    const alex = { id: "p-1", firstName: "Alex", lastName: "Rivera" };
    const jordan = { id: CLIENT, firstName: "Jordan", lastName: "Lee" };
    const { requests } = openClient({
      [`GET /documents/${DOC}/dispute-threads`]: {
        entries: [
          step("e1", "PROPOSED", alex, {
            id: "p1",
            status: "SUPERSEDED",
            option: { id: "o1", value: "Waive it" },
            comment: "Simpler for both of us.",
          }),
          step("e2", "COUNTERED", jordan, {
            id: "p2",
            status: "PENDING",
            option: { id: "o2", value: "Cap it" },
            comment: "",
          }),
          step("e3", "ASKED_ATTORNEY", jordan, null),
          step(
            "e4",
            "PROPOSED",
            alex,
            { id: "p3", status: "ACCEPTED", option: { id: "o3", value: "Early" }, comment: "" },
            { id: "q-timing", title: "Signing timeline" },
          ),
          step(
            "e5",
            "ACCEPTED",
            jordan,
            { id: "p3", status: "ACCEPTED", option: { id: "o3", value: "Early" }, comment: "" },
            { id: "q-timing", title: "Signing timeline" },
          ),
        ],
        total: 5,
        page: 1,
        pageSize: 100,
      },
    });
    const card = await screen.findByRole("region", { name: "Alignment conversations" });
    const support = await within(card).findByRole("article", { name: "Spousal support" });
    expect(within(support).getByText("Alex Rivera proposed “Waive it”.")).toBeInTheDocument();
    expect(within(support).getByText("“Simpler for both of us.”")).toBeInTheDocument();
    expect(within(support).getByText("Jordan Lee proposed another answer: “Cap it”.")).toBeInTheDocument();
    expect(within(support).getByText("Awaiting an answer")).toBeInTheDocument();
    expect(within(support).getByText("Jordan Lee asked for your advice")).toBeInTheDocument();
    const timing = within(card).getByRole("article", { name: "Signing timeline" });
    expect(within(timing).getByText("Jordan Lee accepted “Early”.")).toBeInTheDocument();
    expect(within(timing).queryByText(/asked for your advice/)).not.toBeInTheDocument();
    // Read-only: nothing on the card acts.
    expect(within(card).queryByRole("button")).not.toBeInTheDocument();
    const read = requests.find((request) => new URL(request.url).pathname === `/documents/${DOC}/dispute-threads`);
    expect(new URL(read!.url).searchParams.get("pageSize")).toBe("100");
  });
});
