import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { DISCLOSURE_KINDS, valueBasisRequiredMessage } from "@prenup/domain";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.
const user = customerUser();
const partnerId = "user-jordan";
const docBase = (ownerId: string) => `/users/${ownerId}/documents/doc-1`;

const jointAccount = {
  id: "entry-joint",
  userId: partnerId,
  documentId: "doc-1",
  currency: "EUR",
  createdAt: "2026-11-20T10:00:00.000Z",
  updatedAt: "2026-11-20T10:00:00.000Z",
  assetAccountType: "ACCOUNT",
  accountType: "CHECKING",
  assetType: null,
  description: null,
  institution: "Banque Lumière",
  accountNumber: "1234",
  beneficiary: null,
  valueInCents: 870_000,
  isJoint: true,
  userAPercentage: 60,
  userBPercentage: 40,
  jointSetById: partnerId,
  jointConfirmedAt: null,
  jointConfirmedById: null,
  jointPending: true,
};

type Declared = {
  status: "NOT_STARTED" | "IN_PROGRESS" | "COMPLETED" | "NOTHING_TO_DISCLOSE";
  missingIncomeYears?: number[];
  entryCount?: number;
  /** The other partner's acknowledgement of this disclosure (default once given: version 1, acknowledged). */
  acknowledgement?: {
    state: "AWAITED" | "LAPSED" | "CURRENT";
    currentVersion: number;
    acknowledgedVersion: number | null;
    changesSinceAcknowledged?: { added: string[]; changed: string[]; removed: string[] } | null;
  };
};

function partnerTotals(
  userId: string,
  respondent: "A" | "B",
  declared: Declared = { status: "NOT_STARTED", missingIncomeYears: [2024, 2025, 2026] },
) {
  const given = declared.status === "COMPLETED" || declared.status === "NOTHING_TO_DISCLOSE";
  const missingIncomeYears = given ? [] : (declared.missingIncomeYears ?? []);
  return {
    userId,
    respondent,
    entryCount: declared.entryCount ?? 0,
    kinds: DISCLOSURE_KINDS.map((kind) => ({ kind, entryCount: 0, byCurrency: [], usdCents: 0 })),
    assetsUsdCents: 0,
    debtsUsdCents: 0,
    netWorthUsdCents: 0,
    annualIncomeUsdCents: 0,
    incomeByYear: [],
    missingIncomeYears,
    incomeMessage: missingIncomeYears.length ? `Please add income for ${missingIncomeYears.join(", ")}` : null,
    financialsComplete: given,
    lastChangedAt: null,
    disclosureStatus: declared.status,
    completedAt: declared.status === "COMPLETED" ? "2026-11-20T15:00:00.000Z" : null,
    nothingToDiscloseAt: declared.status === "NOTHING_TO_DISCLOSE" ? "2026-11-20T15:00:00.000Z" : null,
    entriesWithoutValueBasis: 0,
    acknowledgement: given
      ? {
          currentIsNew: false,
          acknowledgedAt: declared.acknowledgement?.acknowledgedVersion === null ? null : "2026-11-21T10:00:00.000Z",
          latestVersionAt: "2026-11-20T15:00:00.000Z",
          changesSinceAcknowledged: null,
          ...(declared.acknowledgement ?? { state: "CURRENT", currentVersion: 1, acknowledgedVersion: 1 }),
        }
      : {
          state: "NOT_GIVEN",
          currentVersion: null,
          currentIsNew: false,
          acknowledgedVersion: null,
          acknowledgedAt: null,
          latestVersionAt: null,
          changesSinceAcknowledged: null,
        },
  };
}

function disclosureApi(
  options: { paid?: boolean; state?: string; mine?: Declared; partner?: Declared; overrides?: FakeApiRoutes } = {},
): FakeApiRoutes {
  const lists: FakeApiRoutes = {};
  for (const kind of DISCLOSURE_KINDS) {
    for (const owner of [user.id, partnerId]) {
      const items = owner === partnerId && kind === "assets" ? [jointAccount] : [];
      lists[`GET ${docBase(owner)}/${kind}`] = { items, total: items.length, page: 1, pageSize: 200 };
    }
  }
  const standing = fakeStanding();
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: [fakeUserDocument({ userAId: user.id })],
    [`GET /users/${user.id}/purchase-items`]: [],
    [`GET /users/${user.id}/standing`]: {
      ...standing,
      gates: { ...standing.gates, financialDisclosure: options.paid ?? true },
    },
    [`GET /users/${partnerId}`]: { ...user, id: partnerId, firstName: "Jordan" },
    [`GET ${docBase(user.id)}/financial-summary`]: {
      documentId: "doc-1",
      partners: [partnerTotals(user.id, "A", options.mine), partnerTotals(partnerId, "B", options.partner)],
      pendingJointEntries: [{ id: "entry-joint", userId: partnerId, awaitingUserId: user.id }],
      rates: [],
      rateDate: null,
      currenciesWithoutRate: [],
      stateAbbreviation: options.state ?? "CA",
      valueBasisRequired: options.state === "MN",
      stateName: options.state === "MN" ? "Minnesota" : "California",
    },
    ...lists,
    ...options.overrides,
  };
}

describe("/financial-disclosure", () => {
  it("says the disclosure's one status and the joint entry awaiting the user, with the masked account", async () => {
    const app = renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi(),
    });
    const step = await screen.findByTestId("disclosure-declaration");
    expect(within(step).getByTestId("disclosure-status").textContent).toBe("Not started");
    expect(within(step).getByRole("status").textContent).toBe(
      "List what you own, owe and earn, including your income for 2024, 2025, and 2026, then mark your disclosure complete. If there is truly nothing to list, declare that instead.",
    );
    // One status: no second verdict on the couple's readiness while the user's own step is open.
    expect(screen.queryByTestId("disclosure-not-ready")).toBeNull();
    expect(screen.queryByText(/is complete/)).toBeNull();
    expect(await screen.findByText("A joint entry is waiting for you to confirm its percentages.")).toBeTruthy();
    (await screen.findByRole("tab", { name: "Jordan's disclosure" })).click();
    const card = (await screen.findByText("Checking")).closest("[data-testid='disclosure-entry']") as HTMLElement;
    expect(within(card).getByText(/••••1234/)).toBeTruthy();
    expect(within(card).getByText("€8,700.00")).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Confirm" })).toBeTruthy();
    expect(within(card).queryByRole("button", { name: /Edit/ })).toBeNull();
    expect(app.requests.filter((request) => request.method !== "GET")).toEqual([]);
  });

  it("asks for the missing years of income before the disclosure can be marked complete", async () => {
    renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({ mine: { status: "IN_PROGRESS", entryCount: 2, missingIncomeYears: [2024, 2025] } }),
    });
    const step = await screen.findByTestId("disclosure-declaration");
    expect(within(step).getByRole("status").textContent).toBe(
      "Add your income for 2024 and 2025 (an entry of $0 for a year without income), then mark your disclosure complete.",
    );
    expect(
      (within(step).getByRole("button", { name: "Mark my disclosure complete" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getAllByText(/2024 and 2025/)).toHaveLength(1);
  });

  it("after 'nothing to disclose', asks for no income and speaks of the partner's disclosure alone", async () => {
    renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({ mine: { status: "NOTHING_TO_DISCLOSE" } }),
    });
    const step = await screen.findByTestId("disclosure-declaration");
    expect(within(step).getByTestId("disclosure-status").textContent).toBe("Nothing to disclose");
    expect(within(step).getByRole("status").textContent).toMatch(
      /^You declared that you have nothing to disclose\..*\(November 20, 2026\)$/,
    );
    expect(screen.queryByText(/Please add income|Add your income/)).toBeNull();
    expect((await screen.findByTestId("disclosure-not-ready")).textContent).toContain(
      "Jordan's financial disclosure is not finished.",
    );
    expect(screen.queryByTestId("disclosure-ready")).toBeNull();
  });

  it("says both disclosures are ready once each is given, and nothing else about them", async () => {
    renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({ mine: { status: "COMPLETED", entryCount: 3 }, partner: { status: "NOTHING_TO_DISCLOSE" } }),
    });
    expect((await screen.findByTestId("disclosure-ready")).textContent).toBe(
      "Both disclosures are ready for your agreement.",
    );
    expect(within(screen.getByTestId("disclosure-declaration")).getByTestId("disclosure-status").textContent).toBe(
      "Complete",
    );
    expect(screen.queryByTestId("disclosure-not-ready")).toBeNull();
    expect(screen.queryByText(/Please add income/)).toBeNull();
  });

  it("asks to acknowledge the partner's changed disclosure, naming the version, and sends that version", async () => {
    const app = renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({
        mine: { status: "COMPLETED", entryCount: 3 },
        partner: {
          status: "COMPLETED",
          entryCount: 1,
          acknowledgement: {
            state: "LAPSED",
            currentVersion: 2,
            acknowledgedVersion: 1,
            changesSinceAcknowledged: { added: ["Student loan"], changed: ["Checking at First Bank"], removed: [] },
          },
        },
        overrides: {
          [`POST ${docBase(user.id)}/disclosure-acknowledgement`]: {
            ownerId: partnerId,
            version: 2,
            acknowledgedAt: "2026-11-22T10:00:00.000Z",
          },
        },
      }),
    });
    // Generation waits for it, in the server's words.
    expect((await screen.findByTestId("disclosure-not-ready")).textContent).toContain(
      "You have not acknowledged Jordan's financial disclosure (version 2)",
    );
    (await screen.findByRole("tab", { name: /Jordan's disclosure/ })).click();
    const panel = await screen.findByTestId("disclosure-acknowledgement");
    expect(panel.textContent).toContain("Jordan changed their disclosure after you acknowledged version 1 on");
    expect(within(panel).getByTestId("changes-since-acknowledged").textContent).toBe(
      "Since version 1: Added: Student loan. Changed: Checking at First Bank.",
    );
    const button = within(panel).getByRole("button", { name: "Acknowledge version 2" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    within(panel)
      .getByRole("checkbox", {
        name: "I have received and reviewed Jordan's financial disclosure, version 2 (1 entry, net worth $0.00).",
      })
      .click();
    await waitFor(() => expect(button.disabled).toBe(false));
    button.click();
    await waitFor(() => expect(app.requests.filter((request) => request.method === "POST")).toHaveLength(1));
    const [sent] = app.requests.filter((request) => request.method === "POST");
    expect(sent?.url).toContain(`${docBase(user.id)}/disclosure-acknowledgement`);
    expect(await sent!.clone().json()).toEqual({ version: 2 });
  });

  it("checks a new entry with the domain's schema and sends nothing when it is incomplete", async () => {
    const app = renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi(),
    });
    (await screen.findByRole("button", { name: "Add income" })).click();
    const dialog = await screen.findByRole("dialog", { name: "Add income" });
    within(dialog).getByRole("button", { name: "Add" }).click();
    expect(await within(dialog).findByText("Year is required")).toBeTruthy();
    expect(within(dialog).getByText("Income type is required")).toBeTruthy();
    expect(app.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("offers 'I have nothing to disclose' only with the attestation, and sends the declaration", async () => {
    const app = renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({
        overrides: {
          [`PUT ${docBase(user.id)}/disclosure-declaration`]: {
            userId: user.id,
            disclosureStatus: "NOTHING_TO_DISCLOSE",
            completedAt: null,
            nothingToDiscloseAt: "2026-11-21T12:00:00.000Z",
          },
        },
      }),
    });
    const button = await screen.findByRole("button", { name: "I have nothing to disclose" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    (
      await screen.findByRole("checkbox", {
        name: /I declare that I have no property, debts or income to disclose to Jordan/,
      })
    ).click();
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "I have nothing to disclose" }) as HTMLButtonElement).disabled).toBe(
        false,
      ),
    );
    screen.getByRole("button", { name: "I have nothing to disclose" }).click();
    await waitFor(() => expect(app.requests.filter((request) => request.method === "PUT")).toHaveLength(1));
    const [sent] = app.requests.filter((request) => request.method === "PUT");
    expect(sent?.url).toContain(`${docBase(user.id)}/disclosure-declaration`);
    expect(await sent!.clone().json()).toEqual({ declaration: "NOTHING_TO_DISCLOSE" });
  });

  it("requires the basis of each value in Minnesota, with the server's message, and sends nothing without it", async () => {
    const app = renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({ state: "MN" }),
    });
    (await screen.findAllByRole("button", { name: /^Debts/ }))[0]!.click();
    (await screen.findByRole("button", { name: "Add debt" })).click();
    const dialog = await screen.findByRole("dialog", { name: "Add debt" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Creditor/ }), { target: { value: "First Bank" } });
    within(dialog).getByRole("button", { name: "Add" }).click();
    expect(await within(dialog).findByText(valueBasisRequiredMessage("Minnesota"))).toBeTruthy();
    expect(app.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("refuses an amount above the ceiling with the server's message, and sends nothing", async () => {
    const app = renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi(),
    });
    (await screen.findAllByRole("button", { name: /^Debts/ }))[0]!.click();
    (await screen.findByRole("button", { name: "Add debt" })).click();
    const dialog = await screen.findByRole("dialog", { name: "Add debt" });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Creditor/ }), { target: { value: "First Bank" } });
    fireEvent.change(within(dialog).getByRole("textbox", { name: /Amount due/ }), {
      target: { value: "10,000,000,000.01" },
    });
    within(dialog).getByRole("button", { name: "Add" }).click();
    expect(await within(dialog).findByText("Amount due can be at most 10,000,000,000.00")).toBeTruthy();
    expect(app.requests.filter((request) => request.method === "POST")).toEqual([]);
  });

  it("waits for the prenup to be paid", async () => {
    renderApp(routes, "/financial-disclosure", {
      auth: createFakeAuth({ signedIn: true }),
      api: disclosureApi({ paid: false }),
    });
    expect(await screen.findByText("Available once your prenup is paid")).toBeTruthy();
  });

  describe("the documents behind each entry", () => {
    const statement = {
      id: "att-1",
      name: "October statement.pdf",
      contentType: "application/pdf",
      size: 245_760,
      sha256: "a".repeat(64),
      createdAt: "2026-11-20T10:00:00.000Z",
    };
    const ownAccount = {
      ...jointAccount,
      id: "entry-own",
      userId: user.id,
      institution: "First Bank",
      isJoint: false,
      userAPercentage: null,
      userBPercentage: null,
      jointSetById: null,
      jointPending: false,
      documents: [statement],
    };
    const withDocuments = (overrides: FakeApiRoutes = {}) =>
      disclosureApi({
        overrides: {
          [`GET ${docBase(user.id)}/assets`]: { items: [ownAccount], total: 1, page: 1, pageSize: 200 },
          [`GET ${docBase(partnerId)}/assets`]: {
            items: [{ ...jointAccount, documents: [{ ...statement, id: "att-2", name: "Appraisal.png", size: 900 }] }],
            total: 1,
            page: 1,
            pageSize: 200,
          },
          ...overrides,
        },
      });

    it("lists the owner's documents with their size, attaches a file as its bytes and removes one after confirming", async () => {
      const app = renderApp(routes, "/financial-disclosure", {
        auth: createFakeAuth({ signedIn: true }),
        api: withDocuments({
          [`POST ${docBase(user.id)}/assets/entry-own/documents`]: { status: 201, body: { ...statement, id: "att-3" } },
          [`DELETE ${docBase(user.id)}/assets/entry-own/documents/att-1`]: { status: 204, body: null },
        }),
      });
      const documents = await screen.findByTestId("entry-documents");
      expect(within(documents).getByRole("button", { name: "Download October statement.pdf" })).toBeTruthy();
      expect(within(documents).getByText("240 KB")).toBeTruthy();

      const input = documents.querySelector('input[type="file"]') as HTMLInputElement;
      const file = new File(["%PDF-1.7"], "November.pdf", { type: "application/pdf" });
      fireEvent.change(input, { target: { files: [file] } });
      await waitFor(() => expect(app.requests.filter((request) => request.method === "POST")).toHaveLength(1));
      const [sent] = app.requests.filter((request) => request.method === "POST");
      expect(new URL(sent!.url).pathname).toBe(`${docBase(user.id)}/assets/entry-own/documents`);
      expect(new URL(sent!.url).searchParams.get("name")).toBe("November.pdf");
      expect(await sent!.clone().text()).toBe("%PDF-1.7");

      within(documents).getByRole("button", { name: "Remove October statement.pdf" }).click();
      const confirm = await screen.findByRole("dialog", { name: "Remove this document?" });
      within(confirm).getByRole("button", { name: "Remove" }).click();
      await waitFor(() => expect(app.requests.filter((request) => request.method === "DELETE")).toHaveLength(1));
      expect(app.requests.find((request) => request.method === "DELETE")?.url).toContain(
        `${docBase(user.id)}/assets/entry-own/documents/att-1`,
      );
    });

    it("refuses a file over 10 MB on the device and sends nothing", async () => {
      const app = renderApp(routes, "/financial-disclosure", {
        auth: createFakeAuth({ signedIn: true }),
        api: withDocuments(),
      });
      const documents = await screen.findByTestId("entry-documents");
      const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], "huge.pdf", { type: "application/pdf" });
      fireEvent.change(documents.querySelector('input[type="file"]') as HTMLInputElement, {
        target: { files: [big] },
      });
      expect((await within(documents).findByRole("alert")).textContent).toBe(
        "This file is too large: a document can be at most 10 MB.",
      );
      expect(app.requests.filter((request) => request.method === "POST")).toEqual([]);
    });

    it("shows the partner's documents read-only next to the acknowledgement, with their download", async () => {
      const app = renderApp(routes, "/financial-disclosure", {
        auth: createFakeAuth({ signedIn: true }),
        api: withDocuments({ [`GET ${docBase(partnerId)}/assets/entry-joint/documents/att-2`]: "bytes" }),
      });
      (await screen.findByRole("tab", { name: /Jordan's disclosure/ })).click();
      const panel = await screen.findByRole("tabpanel", { name: /Jordan's disclosure/ });
      const documents = await within(panel).findByTestId("entry-documents");
      expect(within(documents).getByText("900 bytes")).toBeTruthy();
      expect(within(documents).queryByRole("button", { name: /Remove/ })).toBeNull();
      expect(within(documents).queryByRole("button", { name: /Attach a statement/ })).toBeNull();
      expect(documents.querySelector('input[type="file"]')).toBeNull();
      within(documents).getByRole("button", { name: "Download Appraisal.png" }).click();
      await waitFor(() =>
        expect(app.requests.map((request) => new URL(request.url).pathname)).toContain(
          `${docBase(partnerId)}/assets/entry-joint/documents/att-2`,
        ),
      );
    });
  });
});
