import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AttorneyClientsPage } from "@prenup/api-client";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { attorneyUser } from "../../../test/fixtures.ts";

const ME = "user-morgan";
const LIST = `GET /users/${ME}/attorneys/${ME}/clients`;

const page: AttorneyClientsPage = {
  clients: [
    {
      id: "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a01",
      firstName: "Abe",
      lastName: "Approve",
      email: "abe@example.test",
      documentId: "7d0e4f4a-3c1b-4b9e-9c39-0c9a3b7f1a02",
      side: "A",
      representation: true,
      state: null,
      partner: null,
      documentStatus: "NOT_APPROVED",
      nextEventAt: null,
      openServices: 0,
      stage: "AWAITING_YOUR_APPROVAL",
    },
  ],
  stageCounts: {
    WAITING_FOR_CALL: 2,
    QUESTIONNAIRE: 0,
    AWAITING_YOUR_APPROVAL: 1,
    APPROVED: 0,
    FINALIZED: 0,
    QA_ONLY: 0,
  },
  total: 1,
  page: 1,
  pageSize: 20,
};

const stagesAsked = (requests: Request[]) =>
  requests
    .filter((request) => new URL(request.url).pathname === LIST.slice(4))
    .map((request) => new URL(request.url).searchParams.get("stage"));

describe("the clients list", () => {
  it("shows each client's stage and asks the server for the stage chosen, counted", async () => {
    const { user, requests } = renderApp(routes, "/attorney/clients", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": attorneyUser("APPROVED", { id: ME }), [LIST]: page },
    });
    const row = await screen.findByRole("row", { name: /Abe Approve/ });
    expect(within(row).getByText("Awaiting your approval")).toBeInTheDocument();
    expect(stagesAsked(requests)).toEqual([null]);
    const select = screen.getByRole("combobox", { name: "Stage" });
    expect(within(select).getByRole("option", { name: "Waiting for a first call (2)" })).toBeInTheDocument();
    await user.selectOptions(select, "Awaiting your approval (1)");
    await waitFor(() => expect(stagesAsked(requests).at(-1)).toBe("AWAITING_YOUR_APPROVAL"));
  });

  it("opens on the stage a dashboard link names", async () => {
    const { requests } = renderApp(routes, "/attorney/clients?stage=WAITING_FOR_CALL", {
      auth: createFakeAuth({ signedIn: true }),
      api: { "GET /users/me": attorneyUser("APPROVED", { id: ME }), [LIST]: page },
    });
    await screen.findByRole("row", { name: /Abe Approve/ });
    expect(stagesAsked(requests)).toEqual(["WAITING_FOR_CALL"]);
    expect(screen.getByRole("combobox", { name: "Stage" })).toHaveValue("WAITING_FOR_CALL");
  });
});
