import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminState } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

const STATE_ID = "5a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";
const TEMPLATE_ID = "6a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f";
function state(overrides: Partial<AdminState> = {}): AdminState {
  return {
    id: STATE_ID,
    countryId: "7a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
    name: "Wyoming",
    abbreviation: "WY",
    isActive: false,
    icon: null,
    termForState: null,
    allowsOnlineNotary: true,
    notaryBlockText: null,
    distributionLaw: "EQUITABLE_DISTRIBUTION",
    embryoRepRequired: false,
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    attorneySupport: "PARTNER",
    ...overrides,
  };
}

const reference: FakeApiRoutes = {
  "GET /users/me": adminUser(),
  "GET /states/admin": [state()],
  "GET /templates/document-templates": {
    items: [{ id: TEMPLATE_ID, key: "us-prenup", type: "PRENUP", description: null, countryId: null }],
    total: 1,
    page: 1,
    pageSize: 50,
  },
  [`GET /templates/document-template-states/${TEMPLATE_ID}`]: [
    {
      id: "ts-1",
      documentTemplateId: TEMPLATE_ID,
      stateId: STATE_ID,
      termForDocument: "Premarital Agreement",
      statute: null,
      witnessRequired: false,
    },
  ],
  "GET /terms": [
    { id: "t-1", key: "spouse", value: "Spouse", stateId: null, documentTemplateId: null },
    {
      id: "t-2",
      key: "agreement_title",
      value: "Premarital Agreement",
      stateId: STATE_ID,
      documentTemplateId: TEMPLATE_ID,
    },
  ],
};

describe("admin states", () => {
  it("lists every state with its flags, inactive ones included", async () => {
    renderApp(routes, "/admin/states", { auth: createFakeAuth({ signedIn: true }), api: reference });
    const row = await screen.findByRole("row", { name: /Wyoming/ });
    for (const text of ["Inactive", "Allowed", "Partner attorneys", "Equitable distribution"])
      expect(within(row).getByText(text)).toBeInTheDocument();
    expect(within(row).getByRole("link", { name: "Wyoming (WY)" })).toHaveAttribute(
      "href",
      `/admin/states/${STATE_ID}`,
    );
  });

  it("saves only the changed flags and texts; a term and the template's settings save on their own", async () => {
    const bodies: Record<string, unknown[]> = { state: [], term: [], settings: [] };
    const { user } = renderApp(routes, `/admin/states/${STATE_ID}`, {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        ...reference,
        [`PATCH /states/${STATE_ID}`]: async (request: Request) => {
          bodies.state!.push(await request.json());
          return { status: 200, body: state({ allowsOnlineNotary: false, notaryBlockText: "Sign in person." }) };
        },
        [`PATCH /terms/agreement_title/${STATE_ID}/${TEMPLATE_ID}`]: async (request: Request) => {
          bodies.term!.push(await request.json());
          return {
            status: 200,
            body: {
              id: "t-2",
              key: "agreement_title",
              value: "Marital Agreement",
              stateId: STATE_ID,
              documentTemplateId: TEMPLATE_ID,
            },
          };
        },
        [`PATCH /states/${STATE_ID}/document-template-states/${TEMPLATE_ID}`]: async (request: Request) => {
          bodies.settings!.push(await request.json());
          return {
            status: 200,
            body: {
              id: "ts-1",
              documentTemplateId: TEMPLATE_ID,
              stateId: STATE_ID,
              termForDocument: "Premarital Agreement",
              statute: null,
              witnessRequired: true,
            },
          };
        },
      },
    });
    await user.click(await screen.findByRole("switch", { name: "Allows online notarization" }));
    await user.type(screen.getByLabelText(/Notary block text/), "Sign in person.");
    await user.click(screen.getByRole("button", { name: "Save state" }));
    expect(await screen.findByText("The state is saved. New agreements use these values.")).toBeInTheDocument();
    expect(bodies.state).toEqual([{ allowsOnlineNotary: false, notaryBlockText: "Sign in person." }]);

    const wording = await screen.findByLabelText("Wording of agreement_title");
    await user.clear(wording);
    await user.type(wording, "Marital Agreement");
    await user.click(
      within(screen.getByRole("row", { name: /agreement_title/ })).getByRole("button", { name: "Save" }),
    );
    await waitFor(() => expect(bodies.term).toEqual([{ value: "Marital Agreement" }]));
    // The general term is shown, not editable here.
    expect(screen.queryByLabelText("Wording of spouse")).not.toBeInTheDocument();

    await user.click(screen.getByRole("switch", { name: "Witness required" }));
    await user.click(screen.getByRole("button", { name: "Save template settings" }));
    await waitFor(() =>
      expect(bodies.settings).toEqual([
        { termForDocument: "Premarital Agreement", statute: null, witnessRequired: true },
      ]),
    );
  });

  it("a failed load shows the message", async () => {
    renderApp(routes, "/admin/states", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        ...reference,
        "GET /states/admin": () => ({ status: 403, body: { error: "Only admins can do this", code: "FORBIDDEN" } }),
      },
    });
    expect(await screen.findByText("Only admins can do this")).toBeInTheDocument();
  });
});
