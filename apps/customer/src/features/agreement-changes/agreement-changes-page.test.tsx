import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeAuth, fakeStanding, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { customerUser, fakeUserDocument } from "../../../test/fixtures.ts";

const user = customerUser();
const eligibilityPath = `/users/${user.id}/documents/doc-1/change-eligibility`;

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
    expect(screen.getByText(/Preparing the amendment or the revocation in the app is not available yet/)).toBeTruthy();
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
