import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { emptyPage, openUserPage } from "../../../../test/user-fixtures.ts";
import { routes } from "../../../app/routes.tsx";

const late = {
  id: "n1000000-0000-4000-8000-000000000001",
  documentId: "d-1",
  mode: "ONLINE",
  provider: "local",
  externalStatus: "COMPLETED",
  myLink: null,
  signers: [],
  notarizationCompletedAt: null,
  signedOn: "2026-11-23",
  signingProblem: "Signed on 2026-11-23, too late: a premarital agreement must be signed before the wedding.",
  notarizedFileId: "f1000000-0000-4000-8000-000000000001",
  createdAt: "2026-11-21T12:00:00.000Z",
  resetAt: null,
  isLive: true,
};
const PATCH = `PATCH /documents/d-1/notarizations/${late.id}`;

describe("the user page's notarization", () => {
  it("flags a session completed after the cutoff with what to do, and the date corrected into the window makes it count", async () => {
    let corrected = false;
    const { user, requests } = openUserPage(routes, {
      "GET /documents/d-1/notarizations": () => ({
        status: 200,
        body: {
          ...emptyPage,
          total: 1,
          availability: null,
          items: [
            corrected
              ? {
                  ...late,
                  signedOn: "2026-11-22",
                  signingProblem: null,
                  notarizationCompletedAt: "2026-11-23T09:00:00.000Z",
                }
              : late,
          ],
        },
      }),
      [PATCH]: () => {
        corrected = true;
        return {
          status: 200,
          body: {
            ...late,
            signedOn: "2026-11-22",
            signingProblem: null,
            notarizationCompletedAt: "2026-11-23T09:00:00.000Z",
          },
        };
      },
    });
    const section = await screen.findByRole("group", { name: /Notarization of/ });
    expect(within(section).getByText("Does not count")).toBeInTheDocument();
    expect(within(section).getByText(/Signed on 2026-11-23, too late/)).toBeInTheDocument();
    expect(within(section).getByText(/correct the date of signing; otherwise force-reset/)).toBeInTheDocument();
    expect(within(section).getByText("Date of signing: November 23, 2026")).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Correct the date of signing" }));
    const input = within(section).getByLabelText(/Date of signing/);
    await user.clear(input);
    await user.type(input, "2026-11-22");
    await user.click(within(section).getByRole("button", { name: "Save the date" }));
    expect(await screen.findByText("Date of signing: November 22, 2026")).toBeInTheDocument();
    expect(screen.getByText("Notarized")).toBeInTheDocument();
    const patch = requests.find((request) => request.method === "PATCH");
    expect(await patch!.clone().json()).toEqual({ signedOn: "2026-11-22" });
  });

  it("shows the server's refusal of a correction and keeps the date", async () => {
    const { user } = openUserPage(routes, {
      "GET /documents/d-1/notarizations": {
        ...emptyPage,
        total: 1,
        availability: null,
        items: [
          {
            ...late,
            mode: "PROOF",
            externalStatus: null,
            signingProblem: null,
            notarizationCompletedAt: "2026-11-22T10:00:00.000Z",
            signedOn: "2026-11-22",
          },
        ],
      },
      [PATCH]: () => ({
        status: 409,
        body: { error: "Signed on 2026-11-23, too late. The date was not changed.", code: "SIGNING_DEADLINE_PASSED" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Correct the date of signing" }));
    const input = screen.getByLabelText(/Date of signing/);
    await user.clear(input);
    await user.type(input, "2026-11-23");
    await user.click(screen.getByRole("button", { name: "Save the date" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The date was not changed.");
    await waitFor(() => expect(screen.getByText("Date of signing: November 22, 2026")).toBeInTheDocument());
  });

  it("force-resets a session stuck under way after a confirmation, and says the couple can start again", async () => {
    let reset = false;
    const underWay = {
      ...late,
      externalStatus: "IN_PROGRESS",
      signingProblem: null,
      signedOn: null,
      notarizedFileId: null,
    };
    const { user, requests } = openUserPage(routes, {
      "GET /documents/d-1/notarizations": () => ({
        status: 200,
        body: {
          ...emptyPage,
          total: 1,
          availability: null,
          items: [reset ? { ...underWay, isLive: false, resetAt: "2026-11-24T10:00:00.000Z" } : underWay],
        },
      }),
      [`PATCH /notarizations/${late.id}/force-reset`]: () => {
        reset = true;
        return { status: 204, body: undefined };
      },
    });
    const section = await screen.findByRole("group", { name: /Notarization of/ });
    expect(within(section).getByText("Signing under way")).toBeInTheDocument();
    expect(within(section).getByText("Date of signing: not recorded")).toBeInTheDocument();
    expect(within(section).queryByRole("button", { name: "Correct the date of signing" })).not.toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Force reset" }));
    const dialog = await screen.findByRole("dialog", { name: "Reset this notarization?" });
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Force reset" }));
    expect(await screen.findByText("The notarization was reset: the couple can start a new one.")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/^Reset /)).toBeInTheDocument());
    expect(screen.queryByRole("button", { name: "Force reset" })).not.toBeInTheDocument();
    expect(
      requests.filter((request) => request.method === "PATCH").map((request) => new URL(request.url).pathname),
    ).toEqual([`/notarizations/${late.id}/force-reset`]);
  });

  it("says when there is no notarization yet", async () => {
    openUserPage(routes, {});
    expect(await screen.findByText("No notarization yet.")).toBeInTheDocument();
  });
});
