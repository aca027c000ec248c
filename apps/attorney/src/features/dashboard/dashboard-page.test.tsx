import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import type { AttorneyDashboard } from "@prenup/api-client";
import { createFakeAuth } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { attorneyUser } from "../../../test/fixtures.ts";

const ME = "user-morgan";
const person = (id: string, firstName: string, lastName: string) => ({ id, firstName, lastName });

const dashboard: AttorneyDashboard = {
  upcomingEvents: [],
  clientsWaiting: 1,
  unreadChats: 2,
  payoutsDueInCents: 69_900,
  clientCount: 3,
  attention: {
    items: [
      { kind: "WAITING_FOR_CALL", client: person("c-wren", "Wren", "Waiting"), count: 1, amountInCents: null },
      { kind: "AWAITING_YOUR_APPROVAL", client: person("c-abe", "Abe", "Approve"), count: 1, amountInCents: null },
      { kind: "UNREAD_MESSAGES", client: person("c-ida", "Ida", "Idle"), count: 2, amountInCents: null },
      { kind: "DISAGREEMENT_QUESTIONS", client: person("c-abe", "Abe", "Approve"), count: 1, amountInCents: null },
      { kind: "PAYOUTS_DUE", client: null, count: 1, amountInCents: 69_900 },
    ],
    total: 7,
  },
};

describe("the attorney dashboard", () => {
  it("lists what needs the attorney, each with a link to the place to act", async () => {
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        "GET /users/me": attorneyUser("APPROVED", { id: ME }),
        [`GET /users/${ME}/attorneys/${ME}/dashboard`]: dashboard,
      },
    });
    const queue = await screen.findByRole("list", { name: "Needs your attention" });
    const lines = within(queue).getAllByRole("listitem");
    expect(lines.map((line) => line.textContent)).toEqual([
      "Wren Waiting is waiting for a first call — Open the client",
      "Abe Approve's agreement awaits your approval — Review the agreement",
      "2 unread messages from Ida Idle — Read",
      "Abe Approve asked you about a disagreement — Answer",
      "$699.00 due to you on 1 sale — See payouts",
    ]);
    const hrefs = lines.map((line) => within(line).getByRole("link").getAttribute("href"));
    expect(hrefs).toEqual([
      "/attorney/clients/c-wren",
      "/attorney/clients/c-abe",
      "/attorney/clients/c-ida",
      "/attorney/clients/c-abe",
      "/attorney/payouts",
    ]);
    expect(screen.getByText("And 2 more.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Clients waiting for a call/ })).toHaveAttribute(
      "href",
      "/attorney/clients?stage=WAITING_FOR_CALL",
    );
  });

  it("says when nothing needs the attorney", async () => {
    renderApp(routes, "/", {
      auth: createFakeAuth({ signedIn: true }),
      api: {
        "GET /users/me": attorneyUser("APPROVED", { id: ME }),
        [`GET /users/${ME}/attorneys/${ME}/dashboard`]: { ...dashboard, attention: { items: [], total: 0 } },
      },
    });
    expect(await screen.findByText("Nothing needs you right now.")).toBeInTheDocument();
  });
});
