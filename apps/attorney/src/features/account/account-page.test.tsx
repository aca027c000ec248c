import { describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AttorneyProfile } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { attorneyUser } from "../../../test/fixtures.ts";

const ME = "user-morgan";
const PATH = `/users/${ME}/attorneys/${ME}`;
const CA = "7f0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0a";
const NY = "8a0c1f4e-9a43-4c1e-8d5e-6a4d3d2c1b0b";

function profile(overrides: Partial<AttorneyProfile> = {}): AttorneyProfile {
  return {
    id: ME,
    stage: "APPROVED",
    firstName: "Morgan",
    lastName: "Ellis",
    email: "attorney@demo.prenup.test",
    phoneNumber: null,
    photoUrl: null,
    bio: "Fourteen years of prenups.",
    yearsOfExperience: 14,
    lawSchool: "UC Law San Francisco",
    languages: ["English"],
    practiceAreas: ["Prenuptial agreements"],
    professionalAssociations: [],
    responseTimeHours: 24,
    hasFastTurnaround: false,
    isEmbryoAttorney: false,
    hasMalpracticeInsurance: true,
    malpracticeInsuranceFile: { id: "f-1", name: "certificate.pdf" } as AttorneyProfile["malpracticeInsuranceFile"],
    profilePhoto: null,
    lawFirm: null,
    isLawFirmLead: false,
    states: [
      { stateId: CA, abbreviation: "CA", name: "California", barLicenseNum: "CA-1", order: 0 },
      { stateId: NY, abbreviation: "NY", name: "New York", barLicenseNum: "NY-2", order: 1 },
    ],
    applicationProblems: [],
    createdAt: "2026-11-20T12:00:00.000Z",
    updatedAt: "2026-11-20T12:00:00.000Z",
    ...overrides,
  };
}

function openAccount(api: FakeApiRoutes) {
  return renderApp(routes, "/attorney/account", {
    auth: createFakeAuth({ signedIn: true }),
    api: {
      "GET /users/me": attorneyUser("APPROVED"),
      [`GET ${PATH}`]: profile(),
      [`GET ${PATH}/attorney-services`]: [],
      "GET /states": [
        { id: CA, name: "California", abbreviation: "CA" },
        { id: NY, name: "New York", abbreviation: "NY" },
      ],
      ...api,
    },
  });
}

const patches = (requests: Request[]) =>
  Promise.all(
    requests
      .filter((request) => request.method === "PATCH" && new URL(request.url).pathname === PATH)
      .map((request) => request.clone().json()),
  );

describe("an approved attorney's account", () => {
  it("edits the bio and removes an expired licence; a bad licence number is refused with the server's words and nothing is sent", async () => {
    const { user, requests } = openAccount({
      [`PATCH ${PATH}`]: async (request: Request) => ({
        status: 200,
        body: profile({
          ...((await request.json()) as object),
          states: [{ stateId: CA, abbreviation: "CA", name: "California", barLicenseNum: "CA-1", order: 0 }],
        } as Partial<AttorneyProfile>),
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const editor = screen.getByRole("region", { name: "Edit your profile" });
    fireEvent.change(within(editor).getByLabelText("Licence 2: number"), { target: { value: "#bad!" } });
    await user.click(within(editor).getByRole("button", { name: "Save profile" }));
    expect(
      await within(editor).findByText("A bar licence number has 1 to 30 letters, digits, spaces or dashes"),
    ).toBeInTheDocument();
    expect(await patches(requests)).toEqual([]);

    fireEvent.change(within(editor).getByLabelText("Bio"), { target: { value: "Fifteen years of prenups." } });
    await user.click(within(editor).getByRole("button", { name: "Remove licence 2 (expired)" }));
    await user.click(within(editor).getByRole("button", { name: "Save profile" }));
    await waitFor(async () => expect(await patches(requests)).toHaveLength(1));
    expect((await patches(requests))[0]).toMatchObject({
      bio: "Fifteen years of prenups.",
      states: [{ stateId: CA, barLicenseNum: "CA-1" }],
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Edit your profile" })).toBeNull());
    expect(screen.getByText("Fifteen years of prenups.")).toBeInTheDocument();
  });

  it("shows the server's refusal beside the form and keeps it open", async () => {
    const { user } = openAccount({
      [`PATCH ${PATH}`]: () => ({
        status: 400,
        body: { error: { issues: [{ path: ["lawSchool"], message: "The law school can be at most 100 characters" }] } },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Edit profile" }));
    const editor = screen.getByRole("region", { name: "Edit your profile" });
    await user.click(within(editor).getByRole("button", { name: "Save profile" }));
    expect((await within(editor).findAllByText("The law school can be at most 100 characters")).length).toBeGreaterThan(
      0,
    );
    expect(screen.getByRole("region", { name: "Edit your profile" })).toBeInTheDocument();
  });

  it("changes a service's booking link: a link that is not https:// is refused in the form and nothing is sent; emptying it returns to our calendar", async () => {
    const services = [
      { id: "svc-rep", productId: "p-rep", productType: "REPRESENTATION", title: "Representation", bookingLink: null },
      {
        id: "svc-qa",
        productId: "p-qa",
        productType: "Q_A",
        title: "Q&A",
        bookingLink: "https://cal.example/morgan-qa",
      },
    ];
    const { user, requests } = openAccount({
      [`GET ${PATH}/attorney-services`]: services,
      [`PATCH ${PATH}/attorney-services/svc-rep`]: async (request: Request) => {
        const body = (await request.json()) as { bookingLink: string | null };
        return { status: 200, body: [{ ...services[0], bookingLink: body.bookingLink }, services[1]] };
      },
    });
    const card = (await screen.findByRole("heading", { name: "Services and booking links" })).closest("div")!;
    expect(await within(card).findByText("https://cal.example/morgan-qa")).toBeInTheDocument();
    expect(within(card).getByText("Booked through our calendar")).toBeInTheDocument();
    const sent = () =>
      Promise.all(requests.filter((request) => request.method === "PATCH").map((request) => request.clone().json()));

    await user.click(within(card).getByRole("button", { name: "Change the Representation booking link" }));
    const field = within(card).getByLabelText("Representation booking link");
    await user.type(field, "http://cal.example/morgan");
    await user.click(within(card).getByRole("button", { name: "Save link" }));
    expect(await within(card).findByText("A booking link must be a full https:// address")).toBeInTheDocument();
    expect(await sent()).toEqual([]);

    await user.clear(field);
    await user.type(field, "https://cal.example/morgan");
    await user.click(within(card).getByRole("button", { name: "Save link" }));
    expect(await within(card).findByRole("link", { name: "https://cal.example/morgan" })).toHaveAttribute(
      "href",
      "https://cal.example/morgan",
    );
    expect(within(card).getByRole("status")).toHaveTextContent("Representation: booking link saved.");
    expect(await sent()).toEqual([{ bookingLink: "https://cal.example/morgan" }]);

    await user.click(within(card).getByRole("button", { name: "Change the Representation booking link" }));
    await user.clear(within(card).getByLabelText("Representation booking link"));
    await user.click(within(card).getByRole("button", { name: "Save link" }));
    expect(await within(card).findByText("Representation: couples now book on our calendar.")).toBeInTheDocument();
    expect((await sent())[1]).toEqual({ bookingLink: null });
    expect(within(card).queryByRole("button", { name: /Remove|Add a service/ })).toBeNull();
  });
});
