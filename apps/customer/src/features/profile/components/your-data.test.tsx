import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { DATA_EXPORT_MESSAGES, EMAIL_OPT_OUT_KINDS } from "@prenup/domain";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../../app/routes.tsx";
import { customerUser } from "../../../../test/fixtures.ts";

const user = customerUser();
const base = `/users/${user.id}`;

function api(exportAnswer: { status: number; body: unknown }): FakeApiRoutes {
  return {
    "GET /users/me": user,
    [`GET ${base}/documents`]: [],
    [`GET ${base}/purchase-items`]: [],
    [`GET ${base}/email-preferences`]: {
      kinds: EMAIL_OPT_OUT_KINDS.map((kind) => ({ kind, enabled: true })),
      unsubscribedFromAll: false,
    },
    [`POST ${base}/data-exports`]: () => exportAnswer,
  };
}

describe("the profile's Your data card", () => {
  it("asks for a copy of one's data and says the link comes by e-mail", async () => {
    const { user: person, requests } = renderApp(routes, "/profile", {
      auth: createFakeAuth({ signedIn: true }),
      api: api({ status: 202, body: { status: "REQUESTED", message: DATA_EXPORT_MESSAGES.requested } }),
    });
    const card = await screen.findByRole("region", { name: "Your data" });
    await person.click(within(card).getByRole("button", { name: "Download my data" }));
    expect(await within(card).findByText(DATA_EXPORT_MESSAGES.requested)).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(within(card).getByRole("button", { name: "Download my data" })).toBeDisabled();
  });

  it("after an old sign-in, offers to sign in again and come back to the profile", async () => {
    const auth = createFakeAuth({ signedIn: true });
    const { user: person } = renderApp(routes, "/profile", {
      auth,
      api: api({
        status: 403,
        body: { code: "RECENT_SIGN_IN_REQUIRED", error: DATA_EXPORT_MESSAGES.signInAgain },
      }),
    });
    const card = await screen.findByRole("region", { name: "Your data" });
    await person.click(within(card).getByRole("button", { name: "Download my data" }));
    expect(await within(card).findByText(DATA_EXPORT_MESSAGES.signInAgain)).toBeInTheDocument();
    await person.click(within(card).getByRole("button", { name: "Sign in again" }));
    await waitFor(() => expect(auth.signIn).toHaveBeenCalledWith("/profile", { reauthenticate: true }));
  });
});
