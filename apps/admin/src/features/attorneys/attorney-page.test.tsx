import { describe, expect, it } from "vitest";
import { configure, screen, waitFor } from "@testing-library/react";
import type { AdminAttorneyDetail } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

configure({ asyncUtilTimeout: 5000 });

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
  return renderApp(routes, `/admin/attorneys/${ID}`, { auth: createFakeAuth({ signedIn: true }), api: { "GET /users/me": adminUser(), "GET /products": [], ...api } });
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key).map((request) => request.clone().json()));

describe("an attorney (admin)", () => {
  it("shows the application and offers the stage actions the server allows", async () => {
    openAttorney({ [`GET /admin/attorneys/${ID}`]: attorney() });
    expect(await screen.findByRole("heading", { name: "Quinn Harper", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("California: CA-1")).toBeInTheDocument();
    expect(screen.getByText(/insurance\.pdf/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Approve" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Decline" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Deactivate" })).not.toBeInTheDocument();
  });

  it("approves with the reason, and shows the server's refusal", async () => {
    const { user, requests } = openAttorney({
      [`GET /admin/attorneys/${ID}`]: attorney(),
      [`POST /admin/attorneys/${ID}/stage`]: () => ({ status: 409, body: { error: "An attorney whose stage is APPROVED cannot be approved.", code: "ATTORNEY_STAGE_CHANGE_REFUSED" } }),
    });
    await user.type(await screen.findByLabelText("Reason (kept in the audit log)"), "Licence checked");
    await user.click(screen.getByRole("button", { name: "Approve" }));
    await waitFor(async () => expect(await bodiesOf(requests, `POST /admin/attorneys/${ID}/stage`)).toEqual([{ action: "approve", reason: "Licence checked" }]));
    expect(await screen.findByRole("alert")).toHaveTextContent("An attorney whose stage is APPROVED cannot be approved.");
  });
});
