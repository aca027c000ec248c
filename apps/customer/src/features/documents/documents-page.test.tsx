import { describe, expect, it, vi } from "vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import {
  createFakeAuth,
  fakeFinancialSummary,
  fakeStanding,
  fakeStandingSection,
  type FakeApiRoutes,
} from "@prenup/api-client/testing";
import { badgeContrast, renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const base = `/users/${user.id}`;
const ready = fakeStanding().agreement!;
const allMet = {
  ...ready,
  generation: {
    ready: true,
    requirements: ready.generation.requirements.map((requirement) => ({ ...requirement, met: true })),
  },
};

const status = (overrides: Record<string, unknown> = {}) => ({
  unverifiedLaw: [],
  needsRegeneration: true,
  reason: "NOT_GENERATED",
  lastGeneratedAt: null,
  currentInputHash: "a".repeat(64),
  lastGeneratedInputHash: null,
  documentGeneratedAt: null,
  userAMadeChanges: false,
  userBMadeChanges: false,
  changes: {
    userA: { names: false, disclosure: false, questions: [] },
    userB: { names: false, disclosure: false, questions: [] },
  },
  canRegenerate: false,
  attorneyEditsSinceGeneration: false,
  pdfFileId: null,
  docxFileId: null,
  separateWritings: [],
  ...overrides,
});

function api(overrides: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: [fakeUserDocument()],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/standing`]: fakeStanding({ agreement: allMet }),
    "GET /documents/doc-1/regeneration-status": status(),
    "GET /documents/doc-1/files": { items: [], total: 0, page: 1, pageSize: 50 },
    [`GET ${base}/documents/doc-1/financial-summary`]: fakeFinancialSummary(),
    ...overrides,
  };
}

describe("/documents", () => {
  it("before generating, names the rules behind the couple's choices that are not yet verified, each linked to the law page, and advises an attorney", async () => {
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/regeneration-status": status({
          unverifiedLaw: [
            {
              key: "witnesses",
              title: "Witnesses to the signing",
              rule: "California asks no witnesses to the agreement itself.",
              citation: "not read for California",
            },
          ],
        }),
      }),
    });
    const notice = await screen.findByRole("alert", {
      name: "One rule of California law behind your choices is not yet verified",
    });
    expect(notice).toHaveTextContent("Ask an attorney to check this point before you sign.");
    expect(within(notice).getByRole("link", { name: "Witnesses to the signing" })).toHaveAttribute(
      "href",
      "/law/CA#witnesses",
    );
    expect(screen.getByRole("button", { name: "Generate agreement" })).toBeInTheDocument();
  });

  it("says nothing of verification when every rule behind the couple's choices was read", async () => {
    renderApp(routes, "/documents", { auth: createFakeAuth({ signedIn: true }), api: api() });
    await screen.findByRole("button", { name: "Generate agreement" });
    expect(screen.queryByText(/not yet verified/)).not.toBeInTheDocument();
  });

  it("offers a way to update or cancel the agreement once it is notarized, and not before", async () => {
    const standing = fakeStanding({ agreement: allMet });
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/standing`]: { ...standing, document: { ...standing.document!, notarizationComplete: true } },
      }),
    });
    expect(await screen.findByRole("link", { name: "See your options" })).toHaveAttribute("href", "/agreement-changes");
    cleanup();
    renderApp(routes, "/documents", { auth: createFakeAuth({ signedIn: true }), api: api() });
    await screen.findByRole("button", { name: "Generate agreement" });
    expect(screen.queryByRole("link", { name: "See your options" })).not.toBeInTheDocument();
  });

  it("lists what generation still needs, each missing step a link, and keeps Generate off until then", async () => {
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ [`GET ${base}/standing`]: fakeStanding() }),
    });
    const list = await screen.findByRole("list", { name: "What generating your agreement needs" });
    expect(within(list).getByRole("link", { name: "Pay for your prenup." })).toHaveAttribute("href", "/payment");
    expect(within(list).getByRole("link", { name: "Resolve the questions you answered differently." })).toHaveAttribute(
      "href",
      "/alignment",
    );
    // The standing's three met requirements (partner joined, answers chosen, not locked) and both disclosures.
    expect(within(list).getAllByText("Done.")).toHaveLength(4);
    expect(screen.getByText("California's 7-day rule")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generate agreement" })).not.toBeInTheDocument();
  });

  it("names the answers nobody chose by section, how many and whose, each section linked, and keeps Generate off", async () => {
    const requirements = ready.generation.requirements.map((requirement) =>
      requirement.key === "ANSWERS_CHOSEN"
        ? {
            ...requirement,
            met: false,
            label:
              'Some answers are still a suggestion nobody chose. Choose them before your agreement is generated: "Who owns the home?" (your partner).',
          }
        : { ...requirement, met: true },
    );
    // In the server's order (the questionnaire's); the page lists them in the standing's section order.
    const unchosen = [
      {
        questionId: "q-support",
        title: "Spousal support",
        sectionPath: "spousal-support",
        byMe: true,
        byPartner: false,
      },
      { questionId: "q-home", title: "Who owns the home?", sectionPath: "property", byMe: false, byPartner: true },
      { questionId: "q-car", title: "Who keeps the car?", sectionPath: "property", byMe: false, byPartner: true },
    ];
    const sections = [
      fakeStandingSection(1, "property", "Property"),
      fakeStandingSection(2, "spousal_support", "Spousal Support"),
    ];
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/standing`]: fakeStanding({
          questionnaire: { blocked: false, complete: false, sections, resumePath: "property" },
          agreement: { ...ready, generation: { ready: false, requirements } },
        }),
        [`GET ${base}/answers/dispute`]: {
          partnerJoined: true,
          userComplete: true,
          partnerComplete: true,
          disputes: [],
          suggestions: unchosen,
        },
      }),
    });
    const list = await screen.findByRole("list", { name: "Answers nobody chose" });
    const links = within(list).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Property", "/questionnaire/property"],
      ["Spousal Support", "/questionnaire/spousal-support"],
    ]);
    const partner = fakeUserDocument().partner;
    const partnerName = [partner?.firstName, partner?.lastName].filter(Boolean).join(" ") || "your partner";
    expect(within(list).getByText(`(2 answers, not chosen by ${partnerName})`)).toBeInTheDocument();
    expect(within(list).getByText("Who owns the home? · Who keeps the car?")).toBeInTheDocument();
    expect(within(list).getByText("(1 answer, not chosen by you)")).toBeInTheDocument();
    expect(within(list).getByText("Spousal support")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generate agreement" })).not.toBeInTheDocument();
  });

  it("says so when the unchosen answers cannot be read, and reads them again on Try again", async () => {
    const requirements = ready.generation.requirements.map((requirement) => ({
      ...requirement,
      met: requirement.key !== "ANSWERS_CHOSEN",
    }));
    let reads = 0;
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/standing`]: fakeStanding({ agreement: { ...ready, generation: { ready: false, requirements } } }),
        [`GET ${base}/answers/dispute`]: () =>
          (reads += 1) === 1
            ? { status: 500, body: { code: "INTERNAL", error: "Something went wrong on our side. Please try again." } }
            : {
                status: 200,
                body: {
                  partnerJoined: true,
                  userComplete: true,
                  partnerComplete: true,
                  disputes: [],
                  suggestions: [
                    {
                      questionId: "q-home",
                      title: "Who owns the home?",
                      sectionPath: "property",
                      byMe: true,
                      byPartner: false,
                    },
                  ],
                },
              },
      }),
    });
    const retry = await screen.findByRole("button", { name: "Try again" }, { timeout: 10_000 });
    await userEvent.click(retry);
    const list = await screen.findByRole("list", { name: "Answers nobody chose" });
    expect(within(list).getByText("(1 answer, not chosen by you)")).toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it("waits for both financial disclosures, naming whose is missing, before it offers Generate", async () => {
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ [`GET ${base}/documents/doc-1/financial-summary`]: fakeFinancialSummary({ B: "NOT_STARTED" }) }),
    });
    const list = await screen.findByRole("list", { name: "What generating your agreement needs" });
    expect(
      within(list).getByRole("link", { name: "Both financial disclosures given and acknowledged" }),
    ).toHaveAttribute("href", "/financial-disclosure");
    expect(screen.getByText(/Jordan/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Generate agreement" })).not.toBeInTheDocument();
  });

  it("generates in one request and says so", async () => {
    const generated = {
      ...fakeUserDocument(),
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    const { user: clicker, requests } = renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "POST /documents/doc-1/generate": {
          status: 201,
          body: {
            document: generated,
            commitAt: "2026-11-21T12:00:00.000Z",
            inputHash: "a".repeat(64),
            pdfFileId: "pdf-1",
            docxFileId: "docx-1",
            missingAnswers: [],
          },
        },
      }),
    });
    await clicker.click(await screen.findByRole("button", { name: "Generate agreement" }));
    expect(await screen.findByText("Your agreement was generated")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST" && request.url.endsWith("/generate"))).toHaveLength(
      1,
    );
  });

  it("names the partner who changed which answer, and offers Regenerate behind a confirmation", async () => {
    const generated = {
      ...fakeUserDocument(),
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
      reviewedAt: "2026-11-21T13:00:00.000Z",
    };
    const { user: clicker, requests } = renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          reason: "PARTNER_CHANGES",
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          userBMadeChanges: true,
          changes: {
            userA: { names: false, disclosure: false, questions: [] },
            userB: {
              names: false,
              disclosure: true,
              questions: [{ id: "q", title: "Who keeps the engagement ring?" }],
            },
          },
          canRegenerate: true,
          pdfFileId: "pdf-1",
          docxFileId: "docx-1",
        }),
        "PATCH /documents/doc-1": {
          status: 200,
          body: { ...generated, reviewedAt: null, lastGeneratedAt: null, lastGeneratedInputHash: null },
        },
      }),
    });
    expect(await screen.findByText("Your agreement needs to be generated again")).toBeInTheDocument();
    expect(
      await screen.findByText(
        "Jordan Lee changed an answer (“Who keeps the engagement ring?”) and their financial disclosure since the agreement was generated.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    await clicker.click(screen.getByRole("button", { name: "Make changes (regenerate)" }));
    const dialog = await screen.findByRole("dialog", { name: "Regenerate your agreement?" });
    expect(within(dialog).queryByText(/attorneys' edits/)).not.toBeInTheDocument();
    await clicker.click(within(dialog).getByRole("button", { name: "Regenerate" }));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(await patch?.json()).toEqual({ reviewedAt: null, lastGeneratedInputHash: null, lastGeneratedAt: null });
  });

  it("warns, before regenerating, that the attorneys' edits will be replaced", async () => {
    const generated = {
      ...fakeUserDocument(),
      attorneyAId: "user-morgan",
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    const { user: clicker } = renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          canRegenerate: true,
          attorneyEditsSinceGeneration: true,
          pdfFileId: "pdf-1",
          docxFileId: "docx-1",
        }),
      }),
    });
    await clicker.click(await screen.findByRole("button", { name: "Make changes (regenerate)" }));
    const dialog = await screen.findByRole("dialog", { name: "Regenerate your agreement?" });
    expect(
      within(dialog).getByText(/Your attorneys' edits to the text are replaced when you generate again/),
    ).toBeInTheDocument();
  });

  it("says that signing waits for the user's own attorney's certification, and where to add it", async () => {
    const base0 = fakeStanding({ agreement: allMet });
    const waiting = fakeStanding({
      agreement: allMet,
      notarization: {
        ...base0.notarization,
        blocker: {
          reason: "OWN_COUNSEL_NOT_ON_RECORD",
          title: "Notarization will be available after your attorney's certification is on record.",
          message: "You said your own attorney reviews this agreement.",
        },
        counselCertification: { mine: "NEEDED", partner: "NOT_NEEDED" },
      },
    });
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ [`GET ${base}/standing`]: waiting }),
    });
    const banner = await screen.findByRole("status", {
      name: "Notarization will be available after your attorney's certification is on record.",
    });
    expect(within(banner).getByRole("link", { name: "Add your attorney's certification" })).toHaveAttribute(
      "href",
      "/notarize",
    );
  });

  it("draws the agreement's status badges at 4.5:1 contrast at least", async () => {
    const at = "2026-11-21T12:00:00.000Z";
    const finalized = {
      ...fakeUserDocument(),
      attorneyAId: "user-morgan",
      lastGeneratedAt: at,
      reviewedAt: at,
      finalizedAt: at,
      generatedPdfFileId: "pdf-1",
    };
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [finalized],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: at,
          documentGeneratedAt: at,
          pdfFileId: "pdf-1",
        }),
      }),
    });
    const reviewed = await screen.findByText("You both reviewed it by November 21, 2026");
    const badges = [reviewed, screen.getByText("Finalized"), screen.getByText("Not approved")].map(
      (label) => label.closest<HTMLElement>(".mantine-Badge-root")!,
    );
    for (const badge of badges) expect(badgeContrast(badge), badge.textContent!).toBeGreaterThanOrEqual(4.5);
  });

  it("names the attorneys' approval in plain words", async () => {
    const generated = {
      ...fakeUserDocument(),
      attorneyAId: "user-morgan",
      attorneyBId: "user-riley",
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
    };
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        [`GET ${base}/standing`]: fakeStanding({ agreement: { ...allMet, status: "PARTIALLY_APPROVED" } }),
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: generated.lastGeneratedAt,
          documentGeneratedAt: generated.lastGeneratedAt,
        }),
      }),
    });
    // One attorney of two approved: the domain's label, not the enum's words.
    const label = await screen.findByText("Partially approved");
    expect(label.closest(".mantine-Badge-root")).not.toBeNull();
  });

  it("links a generated agreement to its text on screen, where the attorneys' summaries of their changes are", async () => {
    const generated = {
      ...fakeUserDocument(),
      attorneyAId: "user-morgan",
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          pdfFileId: "pdf-1",
        }),
      }),
    });
    const link = await screen.findByRole("link", {
      name: "Read the current text, with your attorneys' summaries of their changes",
    });
    expect(link).toHaveAttribute("href", "/documents/doc-1/editor");
  });

  it("shares files on a generated agreement: uploads a signed copy, deletes the couple's own upload after a confirmation, never the partner's", async () => {
    const generated = {
      ...fakeUserDocument(),
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    const upload = (overrides: Record<string, unknown>) => ({
      size: 10,
      contentType: "application/pdf",
      createdAt: "2026-11-22T12:00:00.000Z",
      ...overrides,
    });
    const mine = upload({
      id: "up-mine",
      name: "old-scan.pdf",
      kind: "upload",
      uploadedBy: { id: user.id, name: "Alex Rivera" },
      canDelete: true,
    });
    const partners = upload({
      id: "up-partner",
      name: "partner-note.pdf",
      kind: "upload",
      uploadedBy: { id: "user-b", name: "Jordan Lee" },
      canDelete: false,
    });
    const signed = upload({
      id: "up-signed",
      name: "signed.pdf",
      kind: "signed-agreement",
      uploadedBy: { id: user.id, name: "Alex Rivera" },
      canDelete: true,
    });
    let items: unknown[] = [
      mine,
      partners,
      upload({ id: "pdf-1", name: "agreement.pdf", kind: "generated-pdf", uploadedBy: null, canDelete: false }),
    ];
    const { user: clicker, requests } = renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          pdfFileId: "pdf-1",
        }),
        "GET /documents/doc-1/files": () => ({
          status: 200,
          body: { items, total: items.length, page: 1, pageSize: 50 },
        }),
        "POST /documents/doc-1/files": () => ((items = [signed, ...items]), { status: 201, body: signed }),
        "DELETE /documents/doc-1/files/up-mine": () => (
          (items = items.filter((item) => item !== mine)), { status: 204, body: null }
        ),
      }),
    });
    const card = await screen.findByRole("region", { name: "Shared files" });
    const list = await within(card).findByRole("list", { name: "Shared files" });
    // Uploads only (the generated agreement has its own buttons); a delete only on the couple's own.
    expect(within(list).getAllByRole("listitem")).toHaveLength(2);
    expect(within(list).getByRole("button", { name: "Delete old-scan.pdf" })).toBeInTheDocument();
    expect(within(list).queryByRole("button", { name: "Delete partner-note.pdf" })).toBeNull();
    expect(within(list).getByRole("button", { name: "Download partner-note.pdf" })).toBeInTheDocument();

    await clicker.click(within(card).getByRole("checkbox", { name: "It is a signed copy of the agreement" }));
    const input = card.querySelector<HTMLInputElement>('input[type="file"]')!;
    await clicker.upload(input, new File(["%PDF-1.7"], "signed.pdf", { type: "application/pdf" }));
    expect(await within(card).findByText("signed.pdf uploaded.")).toBeInTheDocument();
    const posted = requests.find(
      (request) => request.method === "POST" && new URL(request.url).pathname === "/documents/doc-1/files",
    )!;
    expect(Object.fromEntries(new URL(posted.url).searchParams)).toEqual({
      name: "signed.pdf",
      kind: "signed-agreement",
    });
    expect(await within(card).findByText(/signed\.pdf \(signed copy\)/)).toBeInTheDocument();

    await clicker.click(within(list).getByRole("button", { name: "Delete old-scan.pdf" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this file?" });
    await clicker.click(within(dialog).getByRole("button", { name: "Delete file" }));
    expect(await within(card).findByText("old-scan.pdf deleted.")).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText("old-scan.pdf")).toBeNull());
    expect(
      requests.filter((request) => request.method === "DELETE").map((request) => new URL(request.url).pathname),
    ).toEqual(["/documents/doc-1/files/up-mine"]);
  });

  it("lists the writings a partner without an attorney signs apart from the agreement, the signed-in partner's first, each to download", async () => {
    const generated = {
      ...fakeUserDocument(),
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    const writing = (respondent: "A" | "B", kind: "CA_WRITTEN_EXPLANATION" | "CA_COUNSEL_WAIVER", title: string) => ({
      respondent,
      kind,
      title,
      pdfFileId: `pdf-${kind}-${respondent}`,
      docxFileId: `docx-${kind}-${respondent}`,
    });
    const { user: clicker, requests } = renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          pdfFileId: "pdf-1",
          docxFileId: "docx-1",
          separateWritings: [
            writing("B", "CA_WRITTEN_EXPLANATION", "Written Explanation for a Party Without an Attorney"),
            writing("A", "CA_COUNSEL_WAIVER", "Waiver of Independent Counsel"),
          ],
        }),
      }),
    });
    const list = await screen.findByRole("list", { name: "To sign apart from the agreement" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Waiver of Independent CounselFor you to sign/),
      expect.stringMatching(/^Written Explanation for a Party Without an AttorneyFor Jordan Lee to sign/),
    ]);
    await clicker.click(
      within(list).getByRole("button", { name: "Download PDF: Waiver of Independent Counsel, for you" }),
    );
    await waitFor(() =>
      expect(
        requests.some(
          (request) =>
            request.method === "GET" && request.url.includes("/documents/doc-1/files/pdf-CA_COUNSEL_WAIVER-A"),
        ),
      ).toBe(true),
    );
    expect(
      within(list).getByRole("button", {
        name: "Download Word version: Written Explanation for a Party Without an Attorney, for Jordan Lee",
      }),
    ).toBeInTheDocument();
  });

  it("shows no such list where nothing is signed apart from the agreement", async () => {
    const generated = {
      ...fakeUserDocument(),
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          pdfFileId: "pdf-1",
          docxFileId: "docx-1",
        }),
      }),
    });
    expect(await screen.findByRole("button", { name: "Download PDF" })).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "To sign apart from the agreement" })).not.toBeInTheDocument();
  });

  it("downloads the evidence dossier as a PDF, and shows the server's refusal in its words", async () => {
    const generated = {
      ...fakeUserDocument(),
      lastGeneratedAt: "2026-11-21T12:00:00.000Z",
      generatedPdfFileId: "pdf-1",
    };
    const saved: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:dossier";
    });
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    let refuse = true;
    const { user: clicker, requests } = renderApp(routes, "/documents", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/documents`]: [generated],
        "GET /documents/doc-1/regeneration-status": status({
          needsRegeneration: false,
          reason: null,
          lastGeneratedAt: "2026-11-21T12:00:00.000Z",
          documentGeneratedAt: "2026-11-21T12:00:00.000Z",
          pdfFileId: "pdf-1",
          docxFileId: "docx-1",
        }),
        "GET /documents/doc-1/evidence-dossier": () =>
          refuse
            ? { status: 403, body: { code: "FORBIDDEN", error: "Only the people of this agreement can see it." } }
            : { status: 200, body: "%PDF-1.3" },
      }),
    });
    const button = await screen.findByRole("button", { name: "Download the evidence dossier" });
    await clicker.click(button);
    expect(await screen.findByText("Only the people of this agreement can see it.")).toBeInTheDocument();
    refuse = false;
    await clicker.click(button);
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(saved[0]?.type).toBe("application/pdf");
    expect(screen.queryByText("Only the people of this agreement can see it.")).not.toBeInTheDocument();
    expect(requests.filter((request) => request.url.endsWith("/documents/doc-1/evidence-dossier"))).toHaveLength(2);
    vi.unstubAllGlobals();
  });
});
