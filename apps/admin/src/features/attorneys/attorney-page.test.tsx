import { afterEach, describe, expect, it } from "vitest";
import { notifications } from "@mantine/notifications";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminAttorneyDetail } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

afterEach(() => notifications.clean());

const ID = "a1b2c3d4-0000-4000-8000-000000000001";

function attorney(overrides: Partial<AdminAttorneyDetail> = {}): AdminAttorneyDetail {
  return {
    id: ID,
    stage: "UNDER_REVIEW",
    firstName: "Quinn",
    lastName: "Harper",
    email: "quinn@example.test",
    phoneNumber: null,
    photoUrl: null,
    bio: "Family law.",
    yearsOfExperience: 9,
    lawSchool: "UC Law SF",
    languages: ["English"],
    practiceAreas: ["Prenups"],
    professionalAssociations: [],
    responseTimeHours: 24,
    hasFastTurnaround: false,
    isEmbryoAttorney: false,
    hasMalpracticeInsurance: true,
    malpracticeInsuranceFile: { id: "f-1", name: "insurance.pdf", size: 100, contentType: "application/pdf" },
    profilePhoto: null,
    lawFirm: null,
    isLawFirmLead: false,
    states: [{ stateId: "s-ca", abbreviation: "CA", name: "California", barLicenseNum: "CA-1", order: 0 }],
    applicationProblems: [],
    createdAt: "2026-11-20T12:00:00.000Z",
    updatedAt: "2026-11-20T12:00:00.000Z",
    services: [],
    disciplinaryRecords: [],
    stageActions: ["approve", "decline"],
    ...overrides,
  };
}

function openAttorney(api: FakeApiRoutes) {
  return renderApp(routes, `/admin/attorneys/${ID}`, {
    auth: createFakeAuth({ signedIn: true }),
    api: { "GET /users/me": adminUser(), "GET /products": [], ...api },
  });
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(
    requests
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

describe("an attorney (admin)", () => {
  it("shows the application and offers the stage actions the server allows", async () => {
    openAttorney({ [`GET /admin/attorneys/${ID}`]: attorney({ photoUrl: `/attorneys/${ID}/photo?v=f-2` }) });
    expect(await screen.findByRole("heading", { name: "Quinn Harper", level: 1 })).toBeInTheDocument();
    // The photo comes from the API's origin, not the admin app's.
    expect(screen.getByRole("img", { name: "Photo of Quinn Harper" })).toHaveAttribute(
      "src",
      `http://api.test/attorneys/${ID}/photo?v=f-2`,
    );
    expect(screen.getByText("California: CA-1")).toBeInTheDocument();
    expect(screen.getByText(/insurance\.pdf/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Deactivate" })).not.toBeInTheDocument();
  });

  it("approves with the reason, and shows the server's refusal", async () => {
    const { user, requests } = openAttorney({
      [`GET /admin/attorneys/${ID}`]: attorney(),
      [`POST /admin/attorneys/${ID}/stage`]: () => ({
        status: 409,
        body: {
          error: "An attorney whose stage is APPROVED cannot be approved.",
          code: "ATTORNEY_STAGE_CHANGE_REFUSED",
        },
      }),
    });
    await user.type(await screen.findByLabelText("Reason (kept in the audit log)"), "Licence checked");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(async () =>
      expect(await bodiesOf(requests, `POST /admin/attorneys/${ID}/stage`)).toEqual([
        { action: "approve", reason: "Licence checked" },
      ]),
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "An attorney whose stage is APPROVED cannot be approved.",
    );
  });
});

const RECORD_ID = "d1d2d3d4-0000-4000-8000-000000000001";
const record = {
  id: RECORD_ID,
  stateId: null,
  description: "Public reprimand",
  occurredOn: "2021-04-02",
  resolution: null,
  createdAt: "2026-11-20T12:00:00.000Z",
};
const recordPath = `PATCH /admin/attorneys/${ID}/disciplinary-records/${RECORD_ID}`;

describe("disciplinary records (admin)", () => {
  it("edits a record in a dialog, checked by the server's schema, then shows the saved record", async () => {
    let saved = record;
    let reads = 0;
    const { user, requests } = openAttorney({
      [`GET /admin/attorneys/${ID}`]: () => (
        (reads += 1), { status: 200, body: attorney({ disciplinaryRecords: [saved] }) }
      ),
      [recordPath]: async (request: Request) => {
        saved = { ...saved, ...((await request.json()) as object) };
        return { status: 200, body: saved };
      },
    });
    await user.click(await screen.findByRole("button", { name: "Edit record: Public reprimand" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit disciplinary record" });
    const description = within(dialog).getByLabelText(/Description/);
    expect(description).toHaveValue("Public reprimand");
    expect(within(dialog).getByLabelText(/Date/)).toHaveValue("2021-04-02");

    // Bad input: the domain schema's messages beside the fields, nothing sent.
    await user.clear(description);
    await user.type(description, "   ");
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), "02/04/2021");
    await user.click(within(dialog).getByRole("button", { name: "Save record" }));
    expect(await within(dialog).findByText("Describe the record")).toBeInTheDocument();
    expect(within(dialog).getByText("Use a date like 2024-05-31 that is not in the future")).toBeInTheDocument();
    expect(requests.filter((request) => request.method === "PATCH")).toHaveLength(0);

    await user.clear(description);
    await user.type(description, "Public reprimand by the State Bar");
    await user.clear(within(dialog).getByLabelText(/Date/));
    await user.type(within(dialog).getByLabelText(/Date/), "2021-04-03");
    await user.type(within(dialog).getByLabelText(/Resolution/), "Completed ethics course");
    await user.click(within(dialog).getByRole("button", { name: "Save record" }));

    await waitFor(async () =>
      expect(await bodiesOf(requests, recordPath)).toEqual([
        {
          description: "Public reprimand by the State Bar",
          occurredOn: "2021-04-03",
          resolution: "Completed ethics course",
        },
      ]),
    );
    expect(await screen.findByText("The disciplinary record was updated.")).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: "Edit disciplinary record" })).not.toBeInTheDocument(),
    );
    // The page reads the attorney again and shows the saved record.
    expect(
      await screen.findByText(/Public reprimand by the State Bar \(Completed ethics course\)/),
    ).toBeInTheDocument();
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it("keeps the dialog open with the server's refusal, and Cancel closes it unchanged", async () => {
    const { user } = openAttorney({
      [`GET /admin/attorneys/${ID}`]: attorney({ disciplinaryRecords: [record] }),
      [recordPath]: () => ({
        status: 404,
        body: { error: "Disciplinary record not found", code: "DISCIPLINARY_RECORD_NOT_FOUND" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit record: Public reprimand" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit disciplinary record" });
    await user.type(within(dialog).getByLabelText(/Resolution/), "Closed");
    await user.click(within(dialog).getByRole("button", { name: "Save record" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Disciplinary record not found");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.getByText(/Public reprimand/)).toBeInTheDocument();
  });
});
