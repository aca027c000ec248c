import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const base = `/users/${user.id}`;
const document = fakeUserDocument({
  lastGeneratedAt: "2026-11-10T12:00:00.000Z",
  reviewedAt: "2026-11-21T12:00:00.000Z",
});
const standing = fakeStanding({
  document: {
    generated: true,
    inEditor: false,
    reviewed: true,
    finalized: false,
    inProof: false,
    notarizationComplete: false,
  },
});

// A Californian couple: in person only, the 7 days from the review on 2026-11-21, the wedding on 2027-06-12.
const availability = {
  mode: "PROOF",
  onlineAllowed: false,
  notaryBlockText: "Remote online notarization isn't available for agreements signed in California.",
  witnessesRequired: 0,
  instructions: [
    "Sign before a notary public, who completes the acknowledgement page for each of you. Bring a government-issued photo ID.",
  ],
  signingWindow: {
    open: true,
    firstDay: "2026-11-28",
    reviewDays: 7,
    lastDay: "2027-06-11",
    closesAt: "2027-06-12T00:00:00.000Z",
    weddingDay: "2027-06-12",
    deadline: "BEFORE_MARRIAGE",
    stateName: "California",
    text: "Sign on or after November 28, 2026 and before June 12, 2027.",
    today: "2026-12-01",
  },
  canStart: true,
  problem: null,
  signerLocation: null,
  reflection: null,
};

/** The question of a state whose law makes a signer's location matter (California's row), as the server phrases it. */
const askedLocation = {
  stateName: "California",
  question: "Will you be in California when you sign online?",
  explanation:
    "A signer who is physically in California may not appear before an online notary commissioned in another state.",
  signers: [
    { role: "USER_A", name: "Alex Rivera", inState: null as boolean | null, isYou: true },
    { role: "USER_B", name: "Jordan Lee", inState: null as boolean | null, isYou: false },
  ],
};

const notarized = {
  id: "n-1",
  documentId: "doc-1",
  mode: "PROOF",
  provider: null,
  externalStatus: null,
  myLink: null,
  signers: [],
  notarizationCompletedAt: "2026-11-30T10:00:00.000Z",
  signedOn: "2026-11-28",
  signingProblem: null,
  notarizedFileId: "00000000-0000-4000-8000-000000000009",
  sessionRecord: null,
  createdAt: "2026-11-30T10:00:00.000Z",
  resetAt: null,
  isLive: true,
};

function api(overrides: FakeApiRoutes = {}): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: [document],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/standing`]: standing,
    "GET /documents/doc-1/notarizations": { items: [], total: 0, page: 1, pageSize: 10, availability },
    ...overrides,
  };
}

describe("/notarize in person: the date of signing", () => {
  // The server's day is 2026-12-01 (the window's `today`); the device's clock says otherwise.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2027-01-15T12:00:00.000Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the signing window and what to arrange, refuses a date inside California's 7 days before uploading, and sends the date with the PDF", async () => {
    const { user: person, requests } = renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ "POST /documents/doc-1/notarizations/proof": { status: 201, body: notarized } }),
    });
    expect(await screen.findByText("Sign on or after November 28, 2026 and before June 12, 2027.")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "What to arrange for the signing" })).toHaveTextContent(
      "Sign before a notary public",
    );

    const date = screen.getByLabelText(/Date of signing/);
    const fileInput = globalThis.document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await person.upload(fileInput, new File(["%PDF-1.7"], "notarized.pdf", { type: "application/pdf" }));
    await person.type(date, "2026-11-24");
    expect(
      await screen.findByText(/Signed on November 24, 2026, before California's 7-day review period had passed/),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload notarized copy" })).toBeDisabled();

    // After the server's today: in the future, whatever the device's clock says.
    await person.clear(date);
    await person.type(date, "2026-12-02");
    expect(await screen.findByText(/cannot be in the future/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload notarized copy" })).toBeDisabled();

    await person.clear(date);
    await person.type(date, "2026-11-28");
    const button = screen.getByRole("button", { name: "Upload notarized copy" });
    expect(button).toBeEnabled();
    await person.click(button);
    await vi.waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    const upload = requests.find((request) => request.method === "POST")!;
    expect(new URL(upload.url).searchParams.get("signedOn")).toBe("2026-11-28");
    expect(upload.headers.get("content-type")).toBe("application/pdf");
  });
});

describe("/notarize online: where each signer will be", () => {
  const online = (
    problem: { code: string; title: string; message: string } | null,
    location: typeof askedLocation | null,
    stateName = "California",
  ) => ({
    ...availability,
    mode: "ONLINE",
    onlineAllowed: true,
    notaryBlockText: null,
    instructions: [],
    signingWindow: { ...availability.signingWindow, firstDay: null, stateName, text: "Sign before June 12, 2027." },
    canStart: problem === null,
    problem,
    signerLocation: location,
  });
  const asked = (answers: (boolean | null)[]) => ({
    ...askedLocation,
    signers: askedLocation.signers.map((signer, index) => ({ ...signer, inState: answers[index] ?? null })),
  });
  const listed = (value: object) => ({
    "GET /documents/doc-1/notarizations": { items: [], total: 0, page: 1, pageSize: 10, availability: value },
  });

  it("asks a Texas couple nothing about where they will be, and names no other state", async () => {
    renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(listed(online(null, null, "Texas"))),
    });
    expect(await screen.findByRole("button", { name: "Notarize online" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "Where will you be when you sign?" })).not.toBeInTheDocument();
    expect(screen.queryByRole("radiogroup")).not.toBeInTheDocument();
    expect(globalThis.document.body.textContent).not.toMatch(/California/);
  });

  it("where the state asks, asks the reader in that state's name, shows each signer's answer, and holds the session until everyone has answered", async () => {
    const missing = {
      code: "SIGNER_LOCATION_MISSING",
      title: "Each signer says where they will sign.",
      message: "Waiting for: Alex Rivera, Jordan Lee.",
    };
    const { user: person, requests } = renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        ...listed(online(missing, asked([null, false]))),
        "PUT /documents/doc-1/notarizations/signer-location": {
          role: "USER_A",
          inState: false,
          answeredAt: "2026-12-01T12:00:00.000Z",
        },
      }),
    });
    expect(await screen.findByRole("heading", { name: "Where will you be when you sign?" })).toBeInTheDocument();
    expect(
      screen.getByRole("radiogroup", { name: "Will you be in California when you sign online?" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Yes, I'll be in California" })).toBeInTheDocument();
    const answers = screen.getByRole("list", { name: "Each signer's answer" });
    expect([...answers.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Alex Rivera (you): Not answered yet",
      "Jordan Lee: Not in California",
    ]);
    expect(screen.getByText("Waiting for: Alex Rivera, Jordan Lee.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notarize online" })).toBeDisabled();

    await person.click(screen.getByRole("radio", { name: "No, I'll be elsewhere" }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === "PUT")).toBe(true));
    const put = requests.find((request) => request.method === "PUT")!;
    expect(new URL(put.url).pathname).toBe("/documents/doc-1/notarizations/signer-location");
    expect(await put.clone().json()).toEqual({ inState: false });
  });

  it("offers the in-person upload instead when a signer will be in the state", async () => {
    const refused = {
      code: "SIGNER_LOCATION_NOT_ALLOWED",
      title: "Someone will sign from California.",
      message:
        "Jordan Lee will be in California when signing. A signer in California cannot appear before an online notary, so this agreement is signed before a notary in person.",
    };
    renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(listed(online(refused, asked([false, true])))),
    });
    expect(await screen.findByText(/Jordan Lee will be in California when signing/)).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "No, I'll be elsewhere" })).toBeChecked();
    expect(screen.getByRole("button", { name: "Notarize online" })).toBeDisabled();
    expect(screen.getByRole("heading", { name: "Notarize your agreement in person" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Upload notarized copy" })).toBeInTheDocument();
  });

  it("advises the days to consider the final text, and starts early only once the couple chooses it", async () => {
    const early = {
      days: 7,
      since: "2026-11-30T12:00:00.000Z",
      until: "2026-12-07T12:00:00.000Z",
      early: true,
      title: "Take time to consider the final text",
      message:
        "Texas sets no waiting period before signing, but a court asked to enforce your agreement weighs whether each of you had time to consider the final text. We recommend 7 days: signing on or after December 7, 2026. You may sign sooner if you have each had the time you need.",
      confirmLabel:
        "We have each had the time we need to consider the final text, and choose to sign before the recommended 7 days.",
    };
    const { user: person, requests } = renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        ...listed({ ...online(null, null, "Texas"), reflection: early }),
        "POST /documents/doc-1/notarizations": { ...notarized, mode: "ONLINE", notarizationCompletedAt: null },
      }),
    });
    expect(await screen.findByText(/Texas sets no waiting period before signing/)).toBeInTheDocument();
    const start = screen.getByRole("button", { name: "Notarize online" });
    expect(start).toBeDisabled();
    await person.click(screen.getByRole("checkbox", { name: early.confirmLabel }));
    expect(start).toBeEnabled();
    await person.click(start);
    await vi.waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    const post = requests.find((request) => request.method === "POST")!;
    expect(await post.clone().json()).toEqual({ signEarly: true });
  });

  it("starts the session once everyone will sign outside the state", async () => {
    renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(listed(online(null, asked([false, false])))),
    });
    expect(await screen.findByRole("button", { name: "Notarize online" })).toBeEnabled();
    expect(screen.queryByRole("heading", { name: "Notarize your agreement in person" })).not.toBeInTheDocument();
  });
});

describe("/notarize/review: the date, and a signing that does not count", () => {
  it("shows an online session completed after the cutoff as not counting, with why and what to do", async () => {
    const late = {
      ...notarized,
      mode: "ONLINE",
      provider: "local",
      externalStatus: "COMPLETED",
      notarizationCompletedAt: null,
      signedOn: "2027-06-12",
      signingProblem: "Signed on June 12, 2027, too late: a premarital agreement must be signed before the wedding.",
    };
    renderApp(routes, "/notarize/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/notarizations": { items: [late], total: 1, page: 1, pageSize: 10, availability },
      }),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent("This signing does not count");
    expect(screen.getByRole("alert")).toHaveTextContent("Signed on June 12, 2027, too late");
    expect(screen.getByText("Completed too late")).toBeInTheDocument();
    expect(screen.getByText("Signed on June 12, 2027")).toBeInTheDocument();
    expect(screen.getByText(/an administrator can correct the date/)).toBeInTheDocument();
    expect(screen.queryByText("Notarized")).not.toBeInTheDocument();
  });

  it("shows the date of signing of a completed notarization", async () => {
    renderApp(routes, "/notarize/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/notarizations": { items: [notarized], total: 1, page: 1, pageSize: 10, availability },
      }),
    });
    expect(await screen.findByText("Signed on November 28, 2026")).toBeInTheDocument();
  });

  it("writes the date of signing in words on /notarize once notarized too, the same day as the record (not 2026-11-28, not shifted by the reader's zone)", async () => {
    const complete = {
      code: "NOTARIZATION_COMPLETE",
      title: "Your agreement is notarized.",
      message: "Nothing more to sign.",
    };
    renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/notarizations": {
          items: [{ ...notarized, notarizationCompletedAt: "2026-11-29T04:30:00.000Z" }],
          total: 1,
          page: 1,
          pageSize: 10,
          availability: { ...availability, canStart: false, problem: complete },
        },
      }),
    });
    expect(await screen.findByText("Signed on November 28, 2026")).toBeInTheDocument();
    expect(screen.queryByText(/2026-11-28/)).not.toBeInTheDocument();
  });

  it("names the notary of an online session and where their journal entry and recording are, never the provider's record id", async () => {
    const online = {
      ...notarized,
      mode: "ONLINE",
      provider: "proof",
      externalStatus: "COMPLETED",
      sessionRecord: { reference: "me_kgnkanj", notary: "Fran Fairfax (7237492, Fairfax County, VA)" },
    };
    renderApp(routes, "/notarize/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/notarizations": { items: [online], total: 1, page: 1, pageSize: 10, availability },
      }),
    });
    expect(await screen.findByText("Your notary: Fran Fairfax (7237492, Fairfax County, VA).")).toBeInTheDocument();
    expect(screen.getByText(/entered your signing in their notary journal and kept the recording/)).toBeInTheDocument();
    expect(screen.queryByText(/me_kgnkanj/)).not.toBeInTheDocument();
  });

  it("names each signer of a session under way, the reader and the attorneys by whom they represent, and who has signed", async () => {
    const underWay = {
      ...notarized,
      mode: "ONLINE",
      provider: "local",
      externalStatus: "IN_PROGRESS",
      notarizationCompletedAt: null,
      signedOn: null,
      myLink: "http://localhost:4000/notary/local/lns_1/USER_A?token=t",
      signers: [
        { role: "USER_A", name: "Alex Rivera", hasLink: true, signed: true },
        { role: "USER_B", name: "Jordan Lee", hasLink: true, signed: false },
        { role: "ATTORNEY_B", name: "Priya Raman", hasLink: true, signed: false },
      ],
    };
    renderApp(routes, "/notarize/review", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        "GET /documents/doc-1/notarizations": { items: [underWay], total: 1, page: 1, pageSize: 10, availability },
      }),
    });
    const list = await screen.findByRole("list", { name: "Signers" });
    expect([...list.querySelectorAll("li")].map((item) => item.textContent)).toEqual([
      "Alex Rivera (you)Signed",
      "Jordan LeeNot signed yet",
      "Priya Raman, Jordan's attorneyNot signed yet",
    ]);
    expect(screen.getByText("Signing under way")).toBeInTheDocument();
  });
});

describe("/notarize with one's own attorney: the certification before signing", () => {
  const blocker = {
    reason: "OWN_COUNSEL_NOT_ON_RECORD" as const,
    title: "Notarization will be available after your attorney's certification is on record.",
    message: "You said your own attorney reviews this agreement.",
  };
  const waiting = fakeStanding({
    document: standing.document!,
    notarization: {
      ...standing.notarization,
      blocker,
      counselCertification: { mine: "NEEDED", partner: "NOT_NEEDED" },
    },
  });
  const refused = {
    ...availability,
    canStart: false,
    problem: { code: "NOTARIZATION_NOT_AVAILABLE", title: blocker.title, message: blocker.message },
  };
  const certification = {
    id: "00000000-0000-4000-8000-0000000000c1",
    userId: user.id,
    attorneyName: "Jordan Lee",
    attorneyEmail: "jordan@leelaw.example",
    barNumber: "TX-204518",
    barState: "TX",
    file: { name: "certification.pdf", size: 2048, sha256: "ab".repeat(32) },
    current: true,
    recordedAt: "2026-12-01T15:00:00.000Z",
  };

  it("says what notarization waits for, checks the attorney's details before sending, and sends the signed PDF with them", async () => {
    const { user: person, requests } = renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/standing`]: waiting,
        "GET /documents/doc-1/notarizations": { items: [], total: 0, page: 1, pageSize: 10, availability: refused },
        [`GET ${base}/documents/doc-1/counsel-certifications`]: { items: [] },
        "GET /states": [{ abbreviation: "TX", name: "Texas" }],
        [`POST ${base}/documents/doc-1/counsel-certifications`]: () => ({ status: 201, body: certification }),
      }),
    });
    expect(await screen.findByRole("heading", { name: blocker.title })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Your attorney's certification" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Change your answer about your own attorney" })).toHaveAttribute(
      "href",
      "/questionnaire/background_information",
    );

    // Nothing is sent while a detail is missing or wrong.
    await person.click(screen.getByRole("button", { name: "Put my attorney on record" }));
    expect(
      await screen.findByText("Enter your attorney's full name as it appears on the certification."),
    ).toBeInTheDocument();
    expect(screen.getByText("Choose the signed certification page (a PDF).")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);

    await person.type(screen.getByLabelText("Attorney's full name"), "Jordan Lee");
    await person.type(screen.getByLabelText("Attorney's e-mail"), "jordan@leelaw.example");
    await person.type(screen.getByLabelText("Bar number"), "TX-204518");
    await person.click(screen.getByLabelText("State of bar admission", { selector: "input" }));
    await person.click(await screen.findByRole("option", { name: "Texas", hidden: true }));
    const fileInput = globalThis.document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await person.upload(fileInput, new File(["%PDF-1.7"], "certification.pdf", { type: "application/pdf" }));
    await person.click(screen.getByRole("button", { name: "Put my attorney on record" }));
    await vi.waitFor(() => expect(requests.some((request) => request.method === "POST")).toBe(true));
    const sent = requests.find((request) => request.method === "POST")!;
    expect(Object.fromEntries(new URL(sent.url).searchParams)).toEqual({
      attorneyName: "Jordan Lee",
      attorneyEmail: "jordan@leelaw.example",
      barNumber: "TX-204518",
      barState: "TX",
      name: "certification.pdf",
    });
    expect(sent.headers.get("content-type")).toBe("application/pdf");
  });

  it("shows the attorney on record, with the file's fingerprint, once recorded", async () => {
    renderApp(routes, "/notarize", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({
        [`GET ${base}/standing`]: fakeStanding({
          document: standing.document!,
          notarization: {
            ...standing.notarization,
            blocker: null,
            counselCertification: { mine: "ON_RECORD", partner: "NOT_NEEDED" },
          },
        }),
        [`GET ${base}/documents/doc-1/counsel-certifications`]: { items: [certification] },
        "GET /states": [{ abbreviation: "TX", name: "Texas" }],
      }),
    });
    expect(await screen.findByRole("heading", { name: "Your attorney is on record" })).toBeInTheDocument();
    expect(
      screen.getByText(/Jordan Lee \(bar no\. TX-204518, TX\) certified the final text of your agreement/),
    ).toBeInTheDocument();
    expect(screen.getByText(`certification.pdf · SHA-256 ${"ab".repeat(32)}`)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Withdraw it" })).toBeInTheDocument();
  });
});
