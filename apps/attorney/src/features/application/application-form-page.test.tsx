import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { AttorneyProfile } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { attorneyUser } from "../../../test/fixtures.ts";

const ME = "user-morgan";
const PATH = `/users/${ME}/attorneys/${ME}`;
const CA = "7f0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0a";

function profile(overrides: Partial<AttorneyProfile> = {}): AttorneyProfile {
  return {
    id: ME,
    stage: "FORM_MISSING",
    firstName: "Morgan",
    lastName: "Ellis",
    email: "attorney@demo.prenup.test",
    phoneNumber: null,
    photoUrl: null,
    bio: null,
    yearsOfExperience: null,
    lawSchool: null,
    languages: [],
    practiceAreas: [],
    professionalAssociations: [],
    responseTimeHours: null,
    hasFastTurnaround: false,
    isEmbryoAttorney: false,
    hasMalpracticeInsurance: false,
    malpracticeInsuranceFile: null,
    profilePhoto: null,
    lawFirm: null,
    isLawFirmLead: false,
    states: [{ stateId: CA, abbreviation: "CA", name: "California", barLicenseNum: "123", order: 0 }],
    applicationProblems: [
      { path: "bio", message: "Tell clients about yourself in a short bio" },
      { path: "lawFirm", message: "Join a law firm or create one" },
    ],
    createdAt: "2026-11-20T12:00:00.000Z",
    updatedAt: "2026-11-20T12:00:00.000Z",
    ...overrides,
  };
}

function openForm(api: FakeApiRoutes) {
  return renderApp(routes, "/attorney/form", {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": attorneyUser("FORM_MISSING"),
      "GET /states": [{ id: CA, name: "California", abbreviation: "CA" }],
      "GET /law-firms": [
        { id: "f0c1f4e7-9a43-4c1e-8d5e-6a4d3d2c1b0a", name: "Ellis & Navarro", website: null, contactEmail: null },
      ],
      ...api,
    },
  });
}

const bodiesOf = (requests: Request[], key: string) =>
  Promise.all(
    requests
      .filter((request) => `${request.method} ${new URL(request.url).pathname}` === key)
      .map((request) => request.clone().json()),
  );

describe("the application form", () => {
  it("lists what is still needed and keeps Submit off until the application is complete", async () => {
    openForm({ [`GET ${PATH}`]: profile() });
    expect(await screen.findByText("Still needed before you can submit")).toBeInTheDocument();
    expect(screen.getByText("Tell clients about yourself in a short bio")).toBeInTheDocument();
    expect(screen.getByText("Application not submitted")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Submit application" })).toBeDisabled();
  });

  it("saves a field when it is left, and refuses a bad licence number with the server's message without a request", async () => {
    const { requests } = openForm({ [`GET ${PATH}`]: profile(), [`PATCH ${PATH}`]: profile({ bio: "Family law." }) });
    const bio = await screen.findByLabelText("Bio");
    fireEvent.change(bio, { target: { value: "Family law." } });
    fireEvent.blur(bio);
    await waitFor(async () => expect(await bodiesOf(requests, `PATCH ${PATH}`)).toEqual([{ bio: "Family law." }]));

    const licence = screen.getByLabelText("Licence number");
    fireEvent.change(licence, { target: { value: "#1!" } });
    fireEvent.blur(licence);
    expect(
      await screen.findByText("A bar licence number has 1 to 30 letters, digits, spaces or dashes"),
    ).toBeInTheDocument();
    expect(await bodiesOf(requests, `PATCH ${PATH}`)).toHaveLength(1);
  });

  it("submits a complete application and confirms it", async () => {
    const { user, requests } = openForm({
      [`GET ${PATH}`]: profile({ applicationProblems: [] }),
      [`PATCH ${PATH}`]: profile({ applicationProblems: [], stage: "UNDER_REVIEW" }),
    });
    await user.click(await screen.findByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("Application submitted")).toBeInTheDocument();
    expect(await bodiesOf(requests, `PATCH ${PATH}`)).toEqual([{ submit: true }]);
  });
});
