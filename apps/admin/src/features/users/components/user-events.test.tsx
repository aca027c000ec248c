import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { ID, openUserPage } from "../../../../test/user-fixtures.ts";
import { routes } from "../../../app/routes.tsx";

const EVENT = "e1000000-0000-4000-8000-000000000001";
const events = {
  items: [
    {
      id: EVENT,
      attorney: { id: "a-1", name: "Morgan Price", email: "morgan@example.test" },
      customer: { id: ID, name: "Sam Taylor", email: "sam@example.test" },
      documentId: "d-1",
      eventStartAt: "2026-12-01T18:00:00.000Z",
      eventEndAt: "2026-12-01T18:20:00.000Z",
      eventStatus: "BOOKED",
      serviceCompletedAt: null,
      timeZone: "America/Los_Angeles",
    },
  ],
  total: 1,
  page: 1,
  pageSize: 10,
};
const NOTIFY = `POST /admin/users/${ID}/notify-attorney-user-event/${EVENT}`;

describe("the user page's attorney calls", () => {
  it("lists the user's calls and e-mails the attorney only after the confirmation", async () => {
    let sent = 0;
    const { user, requests } = openUserPage(routes, {
      "GET /admin/events": events,
      [NOTIFY]: () => {
        sent += 1;
        return {
          status: 200,
          body: {
            queued: true,
            mailId: "m1000000-0000-4000-8000-000000000001",
            attorney: { id: "a-1", email: "morgan@example.test" },
          },
        };
      },
    });
    const row = await screen.findByRole("row", { name: /Morgan Price/ });
    expect(within(row).getByText("Booked")).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some((request) => request.url.includes(`/admin/events?`) && request.url.includes(`customer=${ID}`)),
      ).toBe(true),
    );
    await user.click(within(row).getByRole("button", { name: "Notify attorney" }));
    const dialog = await screen.findByRole("dialog", { name: "E-mail the attorney about this call?" });
    expect(within(dialog).getByText(/Morgan Price \(morgan@example.test\)/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(sent).toBe(0);
    await user.click(within(row).getByRole("button", { name: "Notify attorney" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send e-mail" }));
    expect(await screen.findByText("The e-mail to morgan@example.test is on its way.")).toBeInTheDocument();
    expect(sent).toBe(1);
  });

  it("shows the server's refusal, and says when there are no calls", async () => {
    const { user } = openUserPage(routes, {
      "GET /admin/events": events,
      [NOTIFY]: () => ({
        status: 404,
        body: {
          error: "The attorney of this call has closed their account, so there is nobody to e-mail.",
          code: "ATTORNEY_NOT_FOUND",
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Notify attorney" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Send e-mail" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The attorney of this call has closed their account, so there is nobody to e-mail.",
    );
  });

  it("says when the user has no calls", async () => {
    openUserPage(routes, {});
    expect(await screen.findByText("This user has no calls with an attorney.")).toBeInTheDocument();
  });
});
