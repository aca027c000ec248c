import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const simulationPath = `/users/${user.id}/documents/doc-1/outcome-simulation`;

const range = (cents: number, spread = 0) => ({ low: cents - spread, expected: cents, high: cents + spread });
const outcome = (total: number, support: Record<string, unknown>, spread = 0, premaritalAtRiskCents = 0) => ({
  property: {
    separate: range(total - 1_000_00),
    shared: range(1_000_00, spread),
    home: range(0),
    retirement: range(0),
    business: range(0),
  },
  totalProperty: range(total, spread),
  premaritalAtRiskCents,
  support,
});
const stateLaw = { kind: "STATE_LAW", role: null, monthlyCents: null, months: null, lumpSumCents: null, upTo: false };
const waived = { kind: "WAIVED", role: "NONE", monthlyCents: 0, months: 0, lumpSumCents: 0, upTo: false };

const california = {
  abbreviation: "CA",
  name: "California",
  division: { system: "COMMUNITY_EQUAL", allProperty: false },
  separateGrowth: "INCOME_SEPARATE_EFFORT_SHARED",
  spousalSupport: "ATTORNEY_REQUIRED",
  supportLimitNeedsCounsel: true,
  sharedPropertyTerm: "community property",
};
const washington = {
  ...california,
  abbreviation: "WA",
  name: "Washington",
  division: { system: "COMMUNITY_EQUITABLE", allProperty: true },
  spousalSupport: "CAN_WAIVE_OR_MODIFY",
  supportLimitNeedsCounsel: false,
};
const SUPPORT_REASON = {
  scenario: "stateLaw",
  subject: "support",
  reason:
    "Without an agreement a court in California decides spousal support from the facts at the time: no figure can be given.",
};

/** 30 years where each year's figures name the year: the agreement leaves A $1,000 × year + $100,000. */
function simulation(
  options: {
    disclosedB?: boolean;
    disclosedA?: boolean;
    equitable?: boolean;
    state?: typeof california;
    atRiskCents?: number;
    agreementSupport?: Record<string, unknown>;
    sameAsStateLaw?: boolean;
    estimates?: { scenario: string; subject: string; reason: string }[];
  } = {},
) {
  const disclosedA = options.disclosedA ?? true;
  const disclosedB = options.disclosedB ?? true;
  const spread = options.equitable ? 500_00 : 0;
  return {
    documentId: "doc-1",
    state: options.state ?? california,
    partners: {
      A: { userId: user.id, disclosed: disclosedA, represented: true },
      B: { userId: "user-jordan", disclosed: disclosedB, represented: true },
    },
    assumptions: { assetGrowthPercent: 5, incomeGrowthPercentA: 4, incomeGrowthPercentB: 3, savingsRatePercent: 10 },
    defaults: { assetGrowthPercent: 5, incomeGrowthPercentA: 4, incomeGrowthPercentB: 3, savingsRatePercent: 10 },
    equitableRange: options.equitable
      ? { lowPercent: 40, highPercent: 60, source: "Ind. Code § 31-15-7-5 (an illustration)" }
      : null,
    choices: {
      premaritalAssets: "all_separate",
      separateGrowth: "owner",
      maritalRegime: "state_default",
      division: "court",
      retirementPremarital: "separate",
      retirementMarital: "shared",
      homePlan: "renting",
      homeGrowth: "owner",
      support: "waive",
      supportSunsetAfterYears: null,
    },
    differingAnswers: [],
    notes: options.equitable ? ["EQUITABLE_ESTIMATE"] : [],
    estimates: options.estimates ?? [SUPPORT_REASON],
    currenciesWithoutRate: [],
    years: Array.from({ length: 30 }, (_, index) => {
      const year = index + 1;
      const partner = (base: number) => ({
        incomeCents: 100_000_00,
        agreement: outcome(base + year * 1_000_00, options.agreementSupport ?? waived),
        stateLaw: outcome(base + year * 2_000_00, stateLaw, spread, options.atRiskCents ?? 0),
        sameAsStateLaw: options.sameAsStateLaw ?? false,
      });
      return {
        year,
        estateCents: 0,
        A: disclosedA ? partner(100_000_00) : null,
        B: disclosedB ? partner(20_000_00) : null,
      };
    }),
  };
}

function api(body: unknown, status = 200): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET /users/${user.id}/documents`]: [fakeUserDocument({ userAId: user.id })],
    [`GET /users/${user.id}/purchase-items`]: [],
    [`GET /users/${user.id}/standing`]: fakeStanding(),
    [`GET ${simulationPath}`]: () => ({ status, body }),
  };
}

const simulationRequests = (requests: Request[]) =>
  requests.filter((request) => new URL(request.url).pathname === simulationPath);

describe("/outcomes", () => {
  it("shows both partners under the agreement and under the state's law, and the slider changes the year without asking again", async () => {
    const app = renderApp(routes, "/outcomes", { auth: createFakeAuth({ signedIn: true }), api: api(simulation()) });
    expect((await screen.findByTestId("simulation-year")).textContent).toBe("After 10 years of marriage");
    const you = screen.getByRole("region", { name: "You" });
    expect(within(you).getByTestId("agreement-total").textContent).toBe("$110,000");
    expect(within(you).getByTestId("state-law-total").textContent).toBe("$120,000");
    expect(within(you).getByText("None: you both waive support")).toBeTruthy();
    expect(within(you).getByText("Decided by a court under state law")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Jordan" })).toBeTruthy();
    expect(screen.getByTestId("simulation-disclaimer").textContent).toContain(
      "This is an illustration, not legal advice.",
    );

    const slider = screen.getByRole("slider", { name: "Years of marriage" });
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    await waitFor(() => expect(screen.getByTestId("simulation-year").textContent).toBe("After 12 years of marriage"));
    expect(within(screen.getByRole("region", { name: "You" })).getByTestId("agreement-total").textContent).toBe(
      "$112,000",
    );
    expect(within(screen.getByRole("region", { name: "You" })).getByTestId("state-law-total").textContent).toBe(
      "$124,000",
    );
    expect(simulationRequests(app.requests)).toHaveLength(1);
  });

  it("asks again with a changed assumption once the typing pauses", async () => {
    const app = renderApp(routes, "/outcomes", { auth: createFakeAuth({ signedIn: true }), api: api(simulation()) });
    expect(await screen.findByRole("textbox", { name: "Growth of your income" })).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "Growth of Jordan's income" })).toBeTruthy();
    const input = screen.getByRole("textbox", { name: "Growth of savings and property" });
    fireEvent.change(input, { target: { value: "2" } });
    await waitFor(() => expect(simulationRequests(app.requests)).toHaveLength(2), { timeout: 3000 });
    expect(new URL(simulationRequests(app.requests)[1]!.url).searchParams.get("assetGrowthPercent")).toBe("2");
    // Back to the defaults: the first answer, still cached, so nothing more is asked.
    fireEvent.click(screen.getByRole("button", { name: "Use the defaults" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: "Growth of savings and property" }) as HTMLInputElement).value).toBe(
        "5%",
      ),
    );
    expect(simulationRequests(app.requests)).toHaveLength(2);
  });

  it("shows the refusal of assumptions that grow the figures beyond the cent, and trying again goes back to the defaults", async () => {
    const refusal =
      "With these assumptions your figures grow beyond what the simulator can count to the cent. Lower the growth or savings rates, or check the amounts of your financial disclosure.";
    const routesOf = api(simulation());
    routesOf[`GET ${simulationPath}`] = (request: Request) =>
      new URL(request.url).searchParams.get("assetGrowthPercent") === "20"
        ? { status: 422, body: { error: refusal, code: "AMOUNTS_OUT_OF_RANGE" } }
        : { status: 200, body: simulation() };
    const app = renderApp(routes, "/outcomes", { auth: createFakeAuth({ signedIn: true }), api: routesOf });
    fireEvent.change(await screen.findByRole("textbox", { name: "Growth of savings and property" }), {
      target: { value: "20" },
    });
    expect((await screen.findByRole("alert", {}, { timeout: 3000 })).textContent).toContain(
      "Lower the growth or savings rates",
    );
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(
      () =>
        expect(
          (screen.getByRole("textbox", { name: "Growth of savings and property" }) as HTMLInputElement).value,
        ).toBe("5%"),
      { timeout: 3000 },
    );
    expect(within(screen.getByRole("region", { name: "You" })).getByTestId("agreement-total").textContent).toBe(
      "$110,000",
    );
    expect(simulationRequests(app.requests)).toHaveLength(2);
  });

  it("shows an equitable-distribution state's figures as a range, with the estimate's reason and source", async () => {
    const reason =
      "A court in New York divides your marital property in the way it finds fair, often starting from half each: the figures show 40% to 60% of it for each of you.";
    const newYork = {
      ...california,
      abbreviation: "NY",
      name: "New York",
      division: { system: "EQUITABLE_DISTRIBUTION", allProperty: false },
    };
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(
        simulation({
          equitable: true,
          state: newYork,
          estimates: [{ scenario: "stateLaw", subject: "shared", reason }],
        }),
      ),
    });
    const you = await screen.findByRole("region", { name: "You" });
    expect(within(you).getByTestId("state-law-total").textContent).toBe("$119,500 to $120,500");
    expect(screen.getByTestId("estimate-reasons").textContent).toBe(
      `Under New York's law, without an agreement: ${reason}`,
    );
    expect(screen.queryByTestId("simulation-notes")).toBeNull();
    expect(screen.getByText("Ind. Code § 31-15-7-5 (an illustration)")).toBeTruthy();
  });

  it("names the years chosen in its title", async () => {
    renderApp(routes, "/outcomes", { auth: createFakeAuth({ signedIn: true }), api: api(simulation()) });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("If we divorce after 10 years");
    await screen.findByRole("region", { name: "You" });
    const slider = screen.getByRole("slider", { name: "Years of marriage" });
    fireEvent.keyDown(slider, { key: "Home" });
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("If we divorce after 1 year"),
    );
    fireEvent.keyDown(slider, { key: "ArrowRight" });
    await waitFor(() =>
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("If we divorce after 2 years"),
    );
    expect(screen.queryByText(/\bN years\b/)).toBeNull();
  });

  it("in an all-property state, shows what each owned before the marriage at risk, with the reason", async () => {
    const reason =
      "In Washington a court may divide what either of you owned before the marriage too: the figures show its owner keeping from 50% to all of it.";
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(
        simulation({
          equitable: true,
          state: washington,
          atRiskCents: 100_000_00,
          estimates: [{ scenario: "stateLaw", subject: "premarital", reason }],
        }),
      ),
    });
    const you = await screen.findByRole("region", { name: "You" });
    const atRisk = within(you).getByTestId("premarital-at-risk");
    expect(within(atRisk).getByRole("rowheader").textContent).toBe(
      "Owned before the marriage, which a court may divide",
    );
    expect([...atRisk.querySelectorAll("td")].map((cell) => cell.textContent)).toEqual(["None", "$100,000"]);
    expect(within(you).getByTestId("state-law-total").textContent).toBe("$119,500 to $120,500");
    expect(screen.getByTestId("estimate-reasons").textContent).toBe(
      `Under Washington's law, without an agreement: ${reason}`,
    );
  });

  it("in California with a partner without counsel, shows no support figure under the agreement and says why", async () => {
    const reason =
      "In California a waiver or limit of spousal support binds a partner only if they had their own attorney when signing. One of you has no attorney on record, so the agreement leaves support out and a court decides it: no figure can be given.";
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(
        simulation({
          agreementSupport: stateLaw,
          estimates: [{ scenario: "agreement", subject: "support", reason }, SUPPORT_REASON],
        }),
      ),
    });
    const you = await screen.findByRole("region", { name: "You" });
    expect(within(you).getAllByText("Decided by a court under state law")).toHaveLength(2);
    expect(within(you).queryByText("None: you both waive support")).toBeNull();
    const reasons = within(screen.getByTestId("estimate-reasons"))
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(reasons).toEqual([
      `Under this agreement: ${reason}`,
      `Under California's law, without an agreement: ${SUPPORT_REASON.reason}`,
    ]);
  });

  it("says why the two columns are the same when they are", async () => {
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(simulation({ sameAsStateLaw: true })),
    });
    const you = await screen.findByRole("region", { name: "You" });
    expect(within(you).getByTestId("same-columns").textContent).toBe(
      "Both columns are the same: for what has been disclosed, the answers so far leave you what California's law would without an agreement.",
    );
    expect(within(screen.getByRole("region", { name: "Jordan" })).getByTestId("same-columns").textContent).toContain(
      "leave Jordan what California's law would",
    );
  });

  it("says the partner has not disclosed instead of showing figures for them", async () => {
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(simulation({ disclosedB: false })),
    });
    expect((await screen.findByTestId("not-disclosed")).textContent).toContain(
      "Jordan hasn't disclosed their finances yet",
    );
    expect(screen.queryByRole("region", { name: "Jordan" })).toBeNull();
    expect(screen.getAllByTestId("partner-outcome")).toHaveLength(1);
  });

  it("tells a couple without a disclosure what to do", async () => {
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(simulation({ disclosedA: false, disclosedB: false })),
    });
    const empty = await screen.findByTestId("outcomes-empty");
    expect(empty.textContent).toContain("The simulator works from your financial disclosure.");
    expect(within(empty).getByRole("link", { name: "Go to Financial Disclosure" }).getAttribute("href")).toBe(
      "/financial-disclosure",
    );
  });

  it("shows the server's message when the simulation cannot be made", async () => {
    renderApp(routes, "/outcomes", {
      auth: createFakeAuth({ signedIn: true }),
      api: api(
        {
          error: "Choose your state first: the simulator compares your agreement with your state's law.",
          code: "SIMULATION_NOT_READY",
        },
        409,
      ),
    });
    expect((await screen.findByRole("alert")).textContent).toContain("Choose your state first");
  });
});
