import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp, renderWithUi } from "@prenup/ui/testing";
import { createMemoryRouter, RouterProvider } from "react-router";
import { routes } from "../../app/routes.tsx";
import { customerUser } from "../../../test/fixtures.ts";
import { CALIFORNIA_POPUP_TITLE, CaliforniaLawPopup } from "../questionnaire/components/california-law-popup.tsx";

const user = customerUser();
const base = `/users/${user.id}`;

/** The API as the page sees it: the waitlist place starts empty and follows each PUT. */
function waitlistApi(): { routes: FakeApiRoutes; puts: unknown[] } {
  let joinedAt: string | null = null;
  const puts: unknown[] = [];
  return {
    puts,
    routes: {
      "GET /users/me": user,
      [`GET ${base}/documents`]: [],
      [`GET ${base}/purchase-items`]: [],
      [`GET ${base}/documents/invites`]: [],
      [`GET ${base}/postnup-waitlist`]: () => ({ status: 200, body: { joinedAt } }),
      [`PUT ${base}/postnup-waitlist`]: async (request: Request) => {
        const body = (await request.json()) as { joined: boolean };
        puts.push(body);
        joinedAt = body.joined ? "2026-11-25T16:00:00.000Z" : null;
        return { status: 200, body: { joinedAt } };
      },
    },
  };
}

describe("/postnup-waitlist", () => {
  it("explains what a postnup is and lets the customer join, then leave, the waitlist", async () => {
    const api = waitlistApi();
    renderApp(routes, "/postnup-waitlist", { auth: createFakeAuth({ signedIn: true }), api: api.routes });
    expect(await screen.findByText("You are not on the waitlist.", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "What is a postnuptial agreement?" })).toBeInTheDocument();
    expect(screen.getByText(/we will e-mail you as soon as you can make one with us/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Join the waitlist" }));
    expect(
      await screen.findByText(
        "You joined the waitlist on November 25, 2026. We will e-mail you when postnups are available.",
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole("button", { name: "Leave the waitlist" }));
    expect(await screen.findByText("You are not on the waitlist.")).toBeInTheDocument();
    expect(api.puts).toEqual([{ joined: true }, { joined: false }]);
  });

  it("shows the server's refusal when joining fails, and stays off the list", async () => {
    const api = waitlistApi();
    api.routes[`PUT ${base}/postnup-waitlist`] = () => ({
      status: 404,
      body: { error: "User not found", code: "USER_NOT_FOUND" },
    });
    renderApp(routes, "/postnup-waitlist", { auth: createFakeAuth({ signedIn: true }), api: api.routes });
    fireEvent.click(await screen.findByRole("button", { name: "Join the waitlist" }, { timeout: 10_000 }));
    expect(await screen.findByText("User not found")).toBeInTheDocument();
    expect(screen.getByText("You are not on the waitlist.")).toBeInTheDocument();
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
