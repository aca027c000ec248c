import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import type { AdminState, ClauseTemplate, LibraryGroup, SectionTemplate } from "@prenup/api-client";
import { createFakeAuth, type FakeApiRoutes } from "@prenup/api-client/testing";
import { renderApp } from "@prenup/ui/testing";
import { routes } from "../../app/routes.tsx";
import { adminUser } from "../../../test/fixtures.ts";

// The first screen of a file waits for its lazily loaded page, which a busy machine makes slow.

const CA = "c0c0c0c0-0000-4000-8000-000000000001";
const NY = "c0c0c0c0-0000-4000-8000-000000000002";
const GROUP_ID = "9a9a9a9a-0000-4000-8000-000000000001";
const SECTION_A = "5e5e5e5e-0000-4000-8000-000000000001";
const SECTION_B = "5e5e5e5e-0000-4000-8000-000000000002";
const CLAUSE_A = "c1a0c1a0-0000-4000-8000-000000000001";
const CLAUSE_B = "c1a0c1a0-0000-4000-8000-000000000002";
const CLAUSE_C = "c1a0c1a0-0000-4000-8000-000000000003";
const TEMPLATE_ID = "7e7e7e7e-0000-4000-8000-000000000001";

function state(id: string, name: string, abbreviation: string): AdminState {
  return {
    id,
    countryId: "7a2f3c1e-1d2a-4c5b-8e9f-0a1b2c3d4e5f",
    name,
    abbreviation,
    isActive: true,
    icon: null,
    termForState: null,
    allowsOnlineNotary: true,
    notaryBlockText: null,
    distributionLaw: "EQUITABLE_DISTRIBUTION",
    embryoRepRequired: false,
    spousalSupportLaw: "CAN_WAIVE_OR_MODIFY",
    attorneySupport: "PARTNER",
  };
}

function group(overrides: Partial<LibraryGroup> = {}): LibraryGroup {
  return {
    id: GROUP_ID,
    key: "pet_custody",
    name: "Pet custody",
    description: "Who keeps the pets.",
    order: 1,
    states: [{ id: CA, abbreviation: "CA" }],
    sections: [{ id: SECTION_A, key: "separate_property", title: "Separate Property" }],
    clauses: [
      { id: CLAUSE_A, key: "pet_owner", title: "Pet owner", text: "The pets stay with their owner." },
      { id: CLAUSE_B, key: "pet_costs", title: "Pet costs", text: "Costs are shared." },
    ],
    ...overrides,
  };
}

function section(id: string, key: string, title: string, order: number): SectionTemplate {
  return {
    id,
    documentTemplateId: TEMPLATE_ID,
    key,
    title,
    text: null,
    listStyle: "NONE",
    textStyle: null,
    order,
    isSeparatePage: false,
    isMandatory: false,
    conditions: null,
  } as unknown as SectionTemplate;
}
function clause(id: string, key: string, title: string): ClauseTemplate {
  return {
    id,
    sectionTemplateId: SECTION_A,
    parentClauseTemplateId: null,
    key,
    title,
    text: null,
    listStyle: "NONE",
    textStyle: null,
    order: 0,
    isLibraryOnly: true,
    conditions: null,
  } as unknown as ClauseTemplate;
}

const pageOf = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 50 });

const reference: FakeApiRoutes = {
  "GET /users/me": adminUser(),
  "GET /states/admin": [state(CA, "California", "CA"), state(NY, "New York", "NY")],
  "GET /templates/section-templates": pageOf([
    section(SECTION_A, "separate_property", "Separate Property", 1),
    section(SECTION_B, "debts", "Debts", 2),
  ]),
  "GET /templates/clause-templates": pageOf([
    clause(CLAUSE_A, "pet_owner", "Pet owner"),
    clause(CLAUSE_B, "pet_costs", "Pet costs"),
    clause(CLAUSE_C, "pet_visits", "Pet visits"),
  ]),
};

function open(path: string, api: FakeApiRoutes) {
  return renderApp(routes, path, { auth: createFakeAuth({ signedIn: true }), api: { ...reference, ...api } });
}

const listRequests = (requests: Request[]) =>
  requests.filter((request) => request.method === "GET" && new URL(request.url).pathname === "/library-groups");

describe("admin library groups: the list", () => {
  it("shows each group with its states, number of sections and clauses, and a link to it", async () => {
    open("/admin/library-groups", {
      "GET /library-groups": pageOf([
        group(),
        group({
          id: "9a9a9a9a-0000-4000-8000-000000000002",
          key: "family_home",
          name: "Family home",
          states: [],
          sections: [],
          clauses: [],
          order: 2,
        }),
      ]),
    });
    expect(await screen.findByRole("heading", { name: "Library Groups", level: 1 })).toBeInTheDocument();
    const pets = await screen.findByRole("row", { name: /Pet custody/ });
    expect(within(pets).getByRole("link", { name: "Pet custody" })).toHaveAttribute(
      "href",
      `/admin/library-groups/${GROUP_ID}`,
    );
    expect(within(pets).getByText("CA")).toBeInTheDocument();
    expect(within(pets).getByText("pet_custody")).toBeInTheDocument();
    expect(
      within(pets)
        .getAllByRole("cell")
        .map((cell) => cell.textContent),
    ).toEqual(["Pet custodypet_custody", "CA", "1", "2", "1"]);
    expect(within(screen.getByRole("row", { name: /Family home/ })).getByText("Every state")).toBeInTheDocument();
    expect(screen.getByText("2 library groups")).toBeInTheDocument();
  });

  it("choosing a state asks the server for that state's groups (stateId)", async () => {
    const { user, requests } = open("/admin/library-groups", {
      "GET /library-groups": (request: Request) => {
        const stateId = new URL(request.url).searchParams.get("stateId");
        return { status: 200, body: pageOf(stateId === NY ? [] : [group()]) };
      },
    });
    await screen.findByRole("row", { name: /Pet custody/ });
    expect(new URL(listRequests(requests)[0]!.url).searchParams.get("stateId")).toBeNull();
    const select = screen.getByRole("combobox", { name: /State/ });
    await waitFor(() => expect(select).toBeEnabled());
    await user.selectOptions(select, "New York (NY)");
    await waitFor(() =>
      expect(listRequests(requests).some((request) => new URL(request.url).searchParams.get("stateId") === NY)).toBe(
        true,
      ),
    );
    expect(await screen.findByText("No library group is offered in New York.")).toBeInTheDocument();
    expect(screen.queryByRole("row", { name: /Pet custody/ })).not.toBeInTheDocument();
  });

  it("says so when there are no groups", async () => {
    open("/admin/library-groups", { "GET /library-groups": pageOf([]) });
    expect(
      await screen.findByText("No library groups yet. Create the first one with “New library group”."),
    ).toBeInTheDocument();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    open("/admin/library-groups", {
      "GET /library-groups": () => ({ status: 403, body: { error: "Only admins can do this", code: "FORBIDDEN" } }),
    });
    expect(await screen.findByText("Only admins can do this")).toBeInTheDocument();
  });
});

describe("admin library groups: New library group", () => {
  it("checks the fields with the server's rules before sending anything", async () => {
    const { user, requests } = open("/admin/library-groups", { "GET /library-groups": pageOf([]) });
    await user.click(await screen.findByRole("button", { name: "New library group" }));
    const dialog = await screen.findByRole("dialog", { name: "New library group" });
    await user.type(within(dialog).getByRole("textbox", { name: /Key/ }), "Pet Custody");
    await user.click(within(dialog).getByRole("button", { name: "Create library group" }));
    expect(
      await within(dialog).findByText("The key is 2 to 60 lower-case letters, digits or underscores."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText("Give the group a name.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "POST")).toBe(false);
  });

  it("a server 400 shows its message on the field and stays on the list", async () => {
    const { user, requests } = open("/admin/library-groups", {
      "GET /library-groups": pageOf([]),
      "POST /library-groups": () => ({
        status: 400,
        body: {
          error: {
            issues: [{ message: "One of the states, sections or clauses named does not exist.", path: ["stateIds"] }],
          },
        },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "New library group" }));
    const dialog = await screen.findByRole("dialog", { name: "New library group" });
    await user.type(within(dialog).getByRole("textbox", { name: /Key/ }), "pet_custody");
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Pet custody");
    await user.click(within(dialog).getByRole("button", { name: "Create library group" }));
    expect(
      await within(dialog).findByText("One of the states, sections or clauses named does not exist."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Library Groups", level: 1 })).toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "New library group" })).toBeInTheDocument();
    const posted = await Promise.all(
      requests.filter((request) => request.method === "POST").map((request) => request.clone().json()),
    );
    expect(posted).toEqual([
      {
        key: "pet_custody",
        name: "Pet custody",
        description: null,
        order: 0,
        stateIds: [],
        sectionTemplateIds: [],
        clauseTemplateIds: [],
      },
    ]);
  });

  it("a key in use (409) shows on the key field", async () => {
    const { user } = open("/admin/library-groups", {
      "GET /library-groups": pageOf([]),
      "POST /library-groups": () => ({
        status: 409,
        body: { error: "Another library group already has this key.", code: "LIBRARY_GROUP_EXISTS" },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "New library group" }));
    const dialog = await screen.findByRole("dialog", { name: "New library group" });
    await user.type(within(dialog).getByRole("textbox", { name: /Key/ }), "pet_custody");
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Pet custody");
    await user.click(within(dialog).getByRole("button", { name: "Create library group" }));
    expect(await within(dialog).findByText("Another library group already has this key.")).toBeInTheDocument();
    expect(within(dialog).getByRole("textbox", { name: /Key/ })).toHaveAttribute("aria-invalid", "true");
  });

  it("a created group opens its page", async () => {
    const { user } = open("/admin/library-groups", {
      "GET /library-groups": pageOf([]),
      "POST /library-groups": () => ({ status: 201, body: group({ sections: [], clauses: [], states: [] }) }),
      [`GET /library-groups/${GROUP_ID}`]: group({ sections: [], clauses: [], states: [] }),
    });
    await user.click(await screen.findByRole("button", { name: "New library group" }));
    const dialog = await screen.findByRole("dialog", { name: "New library group" });
    await user.type(within(dialog).getByRole("textbox", { name: /Key/ }), "pet_custody");
    await user.type(within(dialog).getByRole("textbox", { name: /Name/ }), "Pet custody");
    await user.click(within(dialog).getByRole("button", { name: "Create library group" }));
    expect(await screen.findByRole("heading", { name: "Pet custody", level: 1 })).toBeInTheDocument();
    expect(screen.getByText("No clause is linked yet.")).toBeInTheDocument();
  });
});

describe("admin library groups: a group's page", () => {
  it("saves the changed fields and the reordered clauses with PATCH, and confirms", async () => {
    let current = group();
    const { user, requests } = open(`/admin/library-groups/${GROUP_ID}`, {
      [`GET /library-groups/${GROUP_ID}`]: () => ({ status: 200, body: current }),
      [`PATCH /library-groups/${GROUP_ID}`]: async (request: Request) => {
        const body = (await request.json()) as { name?: string; clauseTemplateIds?: string[] };
        const clauses = body.clauseTemplateIds?.map(
          (id) =>
            [...group().clauses, { id: CLAUSE_C, key: "pet_visits", title: "Pet visits", text: null }].find(
              (c) => c.id === id,
            )!,
        );
        current = { ...current, ...(body.name ? { name: body.name } : {}), ...(clauses ? { clauses } : {}) };
        return { status: 200, body: current };
      },
    });
    const name = await screen.findByRole("textbox", { name: /Name/ });
    await user.clear(name);
    await user.type(name, "Pets");
    const clauses = screen.getByRole("list", { name: "Clauses" });
    await user.click(within(clauses).getByRole("button", { name: "Move clause Pet costs up" }));
    await user.click(within(clauses).getByRole("button", { name: "Remove clause Pet owner" }));
    expect(
      within(clauses)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1. Pet costspet_costs"]);
    await user.click(screen.getByRole("button", { name: "Save library group" }));

    expect(
      await screen.findByText("The library group is saved. Attorneys see the change in the editor's library."),
    ).toBeInTheDocument();
    const patches = await Promise.all(
      requests.filter((request) => request.method === "PATCH").map((request) => request.clone().json()),
    );
    expect(patches).toEqual([{ name: "Pets", clauseTemplateIds: [CLAUSE_B] }]);
    expect(screen.getByRole("heading", { name: "Pets", level: 1 })).toBeInTheDocument();
  });

  it("an unchanged group is not sent; the server's refusal shows in the form", async () => {
    const { user, requests } = open(`/admin/library-groups/${GROUP_ID}`, {
      [`GET /library-groups/${GROUP_ID}`]: group(),
      [`PATCH /library-groups/${GROUP_ID}`]: () => ({
        status: 400,
        body: { error: { issues: [{ message: "The name can be at most 120 characters.", path: ["name"] }] } },
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Save library group" }));
    expect(await screen.findByText("Nothing to change.")).toBeInTheDocument();
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);

    await user.type(screen.getByRole("textbox", { name: /Description/ }), " And their toys.");
    await user.click(screen.getByRole("button", { name: "Save library group" }));
    expect(await screen.findByText("The name can be at most 120 characters.")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Name/ })).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText(/The library group is saved/)).not.toBeInTheDocument();
  });

  it("adds a section from the templates", async () => {
    const { user, requests } = open(`/admin/library-groups/${GROUP_ID}`, {
      [`GET /library-groups/${GROUP_ID}`]: group(),
      [`PATCH /library-groups/${GROUP_ID}`]: async (request: Request) => {
        await request.json();
        return {
          status: 200,
          body: group({ sections: [...group().sections, { id: SECTION_B, key: "debts", title: "Debts" }] }),
        };
      },
    });
    const picker = await screen.findByLabelText("Add a section", { selector: "input" });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: "Debts (debts)", hidden: true }));
    expect(within(screen.getByRole("list", { name: "Sections" })).getByText("2. Debts")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save library group" }));
    await screen.findByText(/The library group is saved/);
    const patches = await Promise.all(
      requests.filter((request) => request.method === "PATCH").map((request) => request.clone().json()),
    );
    expect(patches).toEqual([{ sectionTemplateIds: [SECTION_A, SECTION_B] }]);
  });

  it("the clause picker asks the server for one section's clauses, library ones or all", async () => {
    const { user, requests } = open(`/admin/library-groups/${GROUP_ID}`, {
      [`GET /library-groups/${GROUP_ID}`]: group(),
    });
    const clauseQueries = () =>
      requests
        .filter((request) => new URL(request.url).pathname === "/templates/clause-templates")
        .map((request) => new URL(request.url).searchParams);
    const from = await screen.findByRole("combobox", { name: "From section" });
    await waitFor(() => expect(within(from).getAllByRole("option")).toHaveLength(3));
    await user.selectOptions(from, "Debts");
    await waitFor(() =>
      expect(
        clauseQueries().some(
          (query) => query.get("sectionTemplateId") === SECTION_B && query.get("libraryOnly") === "true",
        ),
      ).toBe(true),
    );
    await user.click(screen.getByRole("switch", { name: "Library clauses only" }));
    await waitFor(() =>
      expect(
        clauseQueries().some(
          (query) => query.get("sectionTemplateId") === SECTION_B && query.get("libraryOnly") === null,
        ),
      ).toBe(true),
    );
  });

  it("the clause picker searches the server for what the admin types, and shows its answer", async () => {
    const { user, requests } = open(`/admin/library-groups/${GROUP_ID}`, {
      [`GET /library-groups/${GROUP_ID}`]: group({ clauses: [] }),
      "GET /templates/clause-templates": (request: Request) => {
        const search = new URL(request.url).searchParams.get("search");
        return {
          status: 200,
          body:
            search === "visit"
              ? pageOf([clause(CLAUSE_C, "pet_visits", "Pet visits")])
              : pageOf([clause(CLAUSE_A, "pet_owner", "Pet owner")]),
        };
      },
    });
    const picker = await screen.findByLabelText("Add a clause", { selector: "input" });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.type(picker, "visit");
    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).searchParams.get("search") === "visit")).toBe(true),
    );
    await user.click(await screen.findByRole("option", { name: "Pet visits (pet_visits)", hidden: true }));
    const clauses = screen.getByRole("list", { name: "Clauses" });
    expect(
      within(clauses)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["1. Pet visitspet_visits"]);
  });

  it("an unknown group shows the server's message", async () => {
    open(`/admin/library-groups/${GROUP_ID}`, {
      [`GET /library-groups/${GROUP_ID}`]: () => ({
        status: 404,
        body: { error: "Library group not found", code: "LIBRARY_GROUP_NOT_FOUND" },
      }),
    });
    expect(await screen.findByText("Library group not found")).toBeInTheDocument();
  });
});
