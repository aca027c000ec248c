import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "@mantine/notifications";
import { screen, waitFor } from "@testing-library/react";
import type { AdminLawFirmDetail } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

afterEach(() => notifications.clean());

const FIRM = "f1f2f3f4-0000-4000-8000-000000000001";
const LEAD = "a1a2a3a4-0000-4000-8000-000000000001";
const NEXT = "a1a2a3a4-0000-4000-8000-000000000002";
const GONE = "a1a2a3a4-0000-4000-8000-000000000003";

function firm(overrides: Partial<AdminLawFirmDetail> = {}): AdminLawFirmDetail {
  return {
    id: FIRM,
    name: "Harbor Family Law",
    contactEmail: null,
    website: null,
    payoutDetails: null,
    isApproved: true,
    stripeAccountId: null,
    attorneyCount: 3,
    lead: { id: LEAD, firstName: "Lena", lastName: "Lead", email: "lena@example.test" },
    createdAt: "2026-11-20T12:00:00.000Z",
    payoutAccount: null,
    attorneys: [
      {
        id: LEAD,
        firstName: "Lena",
        lastName: "Lead",
        email: "lena@example.test",
        stage: "APPROVED",
        isLawFirmLead: true,
      },
      {
        id: NEXT,
        firstName: "Nico",
        lastName: "Next",
        email: "nico@example.test",
        stage: "APPROVED",
        isLawFirmLead: false,
      },
      {
        id: GONE,
        firstName: "Dana",
        lastName: "Gone",
        email: "dana@example.test",
        stage: "DEACTIVATED",
        isLawFirmLead: false,
      },
    ],
    ...overrides,
  };
}

function openFirm(api: FakeApiRoutes) {
  return renderApp(routes, `/admin/law-firms/${FIRM}`, {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser(), ...api },
  });
}

const patches = (requests: Request[]) =>
  Promise.all(requests.filter((request) => request.method === "PATCH").map((request) => request.clone().json()));

describe("a law firm's lead (admin)", () => {
  it("shows the lead and offers only attorneys who may lead; naming another sends leadAttorneyId and shows the new lead", async () => {
    let current = firm();
    const { user, requests } = openFirm({
      [`GET /admin/law-firms/${FIRM}`]: () => ({ status: 200, body: current }),
      [`PATCH /admin/law-firms/${FIRM}`]: () => {
        current = firm({
          lead: { id: NEXT, firstName: "Nico", lastName: "Next", email: "nico@example.test" },
          attorneys: current.attorneys.map((attorney) => ({ ...attorney, isLawFirmLead: attorney.id === NEXT })),
        });
        return { status: 200, body: current };
      },
    });
    expect(await screen.findByText("Lead: Lena Lead")).toBeInTheDocument();
    const select = screen.getByLabelText("Lead attorney");
    expect(select).toHaveValue(LEAD);
    expect([...select.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Lena Lead",
      "Nico Next",
    ]);
    expect(screen.getByRole("button", { name: "Set lead" })).toBeDisabled();

    await user.selectOptions(select, NEXT);
    await user.click(screen.getByRole("button", { name: "Set lead" }));
    await waitFor(async () => expect(await patches(requests)).toEqual([{ leadAttorneyId: NEXT }]));
    expect(await screen.findByText("Nico Next now leads Harbor Family Law.")).toBeInTheDocument();
    expect(await screen.findByText("Lead: Nico Next")).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const { user } = openFirm({
      [`GET /admin/law-firms/${FIRM}`]: firm({
        lead: null,
        attorneys: firm().attorneys.map((attorney) => ({ ...attorney, isLawFirmLead: false })),
      }),
      [`PATCH /admin/law-firms/${FIRM}`]: () => ({
        status: 400,
        body: {
          error: {
            issues: [{ message: "The lead must be one of this law firm's attorneys", path: ["leadAttorneyId"] }],
          },
        },
      }),
    });
    expect(await screen.findByText("Lead: none")).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText("Lead attorney"), LEAD);
    await user.click(screen.getByRole("button", { name: "Set lead" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The lead must be one of this law firm's attorneys");
  });
});
