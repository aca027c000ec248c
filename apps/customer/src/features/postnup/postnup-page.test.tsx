import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { currentPath, renderApp, renderWithUi } from "@prenup/ui/testing";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";
import { CALIFORNIA_POPUP_TITLE, CaliforniaLawPopup } from "../questionnaire/components/california-law-popup.tsx";

const user = customerUser();
const base = `/users/${user.id}`;
const place = (abbreviation: string, name: string) => ({ abbreviation, name, lawPath: `/law/${abbreviation}` });

/** What the server decides for a postnup in each state the tests choose. */
const DECISIONS: Record<string, unknown> = {
  CA: {
    kind: "POSTNUP",
    state: place("CA", "California"),
    agreementState: place("CA", "California"),
    weddingDate: null,
    married: true,
    signed: false,
    outcome: "ALLOWED",
    reason: null,
    checklist: [],
    requirements: [
      {
        kind: "FIDUCIARY_CLAUSE",
        text: "A statement that each of you had the other's full financial records and that neither took an unfair advantage, since spouses owe each other a fiduciary's duty.",
        source: { citation: "Cal. Fam. Code § 721", confidence: "VERIFIED" },
      },
    ],
    source: { citation: "Cal. Fam. Code § 721", confidence: "VERIFIED" },
  },
  IA: {
    kind: "POSTNUP",
    state: place("IA", "Iowa"),
    agreementState: place("IA", "Iowa"),
    weddingDate: null,
    married: true,
    signed: false,
    outcome: "BLOCKED",
    reason:
      "Iowa courts do not enforce an agreement spouses make during the marriage, so spouses cannot make an agreement here; ask an attorney in Iowa.",
    checklist: [],
    requirements: [],
    source: { citation: "In re Marriage of Cooper, 769 N.W.2d 582 (Iowa 2009)", confidence: "UNVERIFIED" },
  },
};

/** The API as the page sees it: no agreement yet, the list place following each PUT, documents created as sent. */
function postnupApi(options: { documents?: unknown[] } = {}) {
  let joinedAt: string | null = null;
  const puts: unknown[] = [];
  const created: unknown[] = [];
  const routes: FakeApiRoutes = {
    "GET /users/me": user,
    [`GET ${base}/documents`]: options.documents ?? [],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/documents/invites`]: [],
    [`GET ${base}/standing`]: fakeStanding(),
    "GET /states": [
      { id: "state-ca", abbreviation: "CA", name: "California" },
      { id: "state-ia", abbreviation: "IA", name: "Iowa" },
    ],
    [`GET ${base}/postnup-eligibility`]: (request: Request) => ({
      status: 200,
      body: DECISIONS[new URL(request.url).searchParams.get("state") ?? ""],
    }),
    "POST /documents": async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return { status: 201, body: fakeUserDocument({ kind: "POSTNUP", userAId: user.id }) };
    },
    [`GET ${base}/postnup-waitlist`]: () => ({ status: 200, body: { joinedAt } }),
    [`PUT ${base}/postnup-waitlist`]: async (request: Request) => {
      const body = (await request.json()) as { joined: boolean };
      puts.push(body);
      joinedAt = body.joined ? "2026-11-25T16:00:00.000Z" : null;
      return { status: 200, body: { joinedAt } };
    },
  };
  return { routes, puts, created };
}

async function choose(app: ReturnType<typeof renderApp>, label: string, option: string) {
  await app.user.click(screen.getByLabelText(label, { selector: "input" }));
  await app.user.click(await screen.findByRole("option", { name: option, hidden: true }));
}

describe("/postnup", () => {
  const auth = () => createFakeAuth({ signedIn: true });

  it("shows what California asks of a postnup, each rule with its source, and starts one there", async () => {
    const api = postnupApi();
    const app = renderApp(routes, "/postnup", { auth: auth(), api: api.routes });
    expect(await screen.findByRole("heading", { name: "Start your postnup" }, { timeout: 10_000 })).toBeInTheDocument();
    await choose(app, "Where do you live?", "California");
    expect(await screen.findByText("You may make a postnuptial agreement in California")).toBeInTheDocument();
    expect(screen.getByText(/spouses owe each other a fiduciary's duty/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Start your postnuptial agreement" }));
    await waitFor(() => expect(api.created).toEqual([{ stateId: "state-ca", userAId: user.id, kind: "POSTNUP" }]));
    await waitFor(() => expect(currentPath(app.router)).toBe("/questionnaire"));
  });

  it("refuses a postnup in Iowa with the reason and its source, offers an attorney, and starts nothing", async () => {
    const api = postnupApi();
    const app = renderApp(routes, "/postnup", { auth: auth(), api: api.routes });
    await screen.findByRole("heading", { name: "Start your postnup" }, { timeout: 10_000 });
    await choose(app, "Where do you live?", "Iowa");
    expect(await screen.findByText("You cannot make a postnuptial agreement in Iowa")).toBeInTheDocument();
    expect(
      screen.getByText(/Iowa courts do not enforce an agreement spouses make during the marriage/),
    ).toBeInTheDocument();
    expect(screen.getByText(/In re Marriage of Cooper/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Find an attorney" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Start your postnuptial agreement" })).toBeNull();
    expect(api.created).toEqual([]);
  });

  it("lets a customer not married yet join, then leave, the list", async () => {
    const api = postnupApi();
    renderApp(routes, "/postnup-waitlist", { auth: auth(), api: api.routes });
    expect(await screen.findByText("You are not on the list.", {}, { timeout: 10_000 })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Join the list" }));
    expect(await screen.findByText("You joined the list on November 25, 2026.")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Leave the list" }));
    expect(await screen.findByText("You are not on the list.")).toBeInTheDocument();
    expect(api.puts).toEqual([{ joined: true }, { joined: false }]);
  });

  it("sends a customer with an agreement to it instead", async () => {
    const api = postnupApi({ documents: [fakeUserDocument({ userAId: user.id })] });
    renderApp(routes, "/postnup", { auth: auth(), api: api.routes });
    expect(await screen.findByText(/You already have an agreement/, {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Start your postnup" })).toBeNull();
  });
});

describe("the California 7-day popup", () => {
  function renderPopup(waitlistUrl: string | null) {
    const router = createMemoryRouter(
      [
        {
          path: "/questionnaire/background",
          element: <CaliforniaLawPopup opened onReschedule={() => undefined} waitlistUrl={waitlistUrl} />,
        },
        { path: "/postnup-waitlist", element: <p>Waitlist page</p> },
      ],
      { initialEntries: ["/questionnaire/background"] },
    );
    renderWithUi(<RouterProvider router={router} />);
    return router;
  }

  it("offers the postnup waitlist without any setting, leading to the app's own page", async () => {
    const router = renderPopup(null);
    expect(await screen.findByText(CALIFORNIA_POPUP_TITLE)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Choose another date" })).toBeInTheDocument();
    fireEvent.click(screen.getByRole("link", { name: "Join the postnup waitlist" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/postnup-waitlist"));
  });

  it("links to the external waitlist when one is configured", async () => {
    renderPopup("https://waitlist.example.test/postnup");
    expect(await screen.findByRole("link", { name: "Join the postnup waitlist" })).toHaveAttribute(
      "href",
      "https://waitlist.example.test/postnup",
    );
  });
});
