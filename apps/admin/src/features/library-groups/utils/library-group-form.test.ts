import { describe, expect, it } from "vitest";
import type { LibraryGroup } from "@prenup/api-client";
import {
  createBodyFromForm,
  createFormErrors,
  formFromGroup,
  issuesToErrors,
  updateBodyFromForm,
  updateFormErrors,
} from "./library-group-form.ts";

const group: LibraryGroup = {
  id: "9a9a9a9a-0000-4000-8000-000000000001",
  key: "pet_custody",
  name: "Pet custody",
  description: null,
  order: 3,
  states: [{ id: "c0c0c0c0-0000-4000-8000-000000000001", abbreviation: "CA" }],
  sections: [],
  clauses: [
    { id: "c1a0c1a0-0000-4000-8000-000000000001", key: "a", title: null, text: null },
    { id: "c1a0c1a0-0000-4000-8000-000000000002", key: "b", title: null, text: null },
  ],
};

describe("library group form", () => {
  it("a new group's body: trimmed key, an empty description as none, an empty order as 0", () => {
    expect(createBodyFromForm({ ...formFromGroup(group), key: " pet_custody ", description: "  ", order: "" })).toEqual(
      {
        key: "pet_custody",
        name: "Pet custody",
        description: null,
        order: 0,
        stateIds: ["c0c0c0c0-0000-4000-8000-000000000001"],
        sectionTemplateIds: [],
        clauseTemplateIds: ["c1a0c1a0-0000-4000-8000-000000000001", "c1a0c1a0-0000-4000-8000-000000000002"],
      },
    );
  });

  it("refuses a new group in the server's words", () => {
    expect(createFormErrors({ ...formFromGroup(group), key: "P", name: " " })).toEqual({
      key: "The key is 2 to 60 lower-case letters, digits or underscores.",
      name: "Give the group a name.",
    });
    expect(createFormErrors(formFromGroup(group))).toEqual({});
  });

  it("a change sends only what differs; a new order of the same clauses is a change", () => {
    const values = formFromGroup(group);
    expect(updateBodyFromForm(values, group)).toEqual({});
    expect(updateFormErrors(values, group)).toEqual({ errors: {}, other: ["Nothing to change."] });
    const reordered = {
      ...values,
      clauseTemplateIds: [...values.clauseTemplateIds].reverse(),
      description: "Who keeps the pets.",
    };
    expect(updateBodyFromForm(reordered, group)).toEqual({
      description: "Who keeps the pets.",
      clauseTemplateIds: ["c1a0c1a0-0000-4000-8000-000000000002", "c1a0c1a0-0000-4000-8000-000000000001"],
    });
    expect(updateBodyFromForm({ ...values, stateIds: [] }, group)).toEqual({ stateIds: [] });
  });

  it("places a server issue on its field, and keeps the others apart", () => {
    expect(
      issuesToErrors([
        { path: ["stateIds", 0], message: "Invalid UUID" },
        { path: ["links"], message: "One of the states, sections or clauses named does not exist." },
      ]),
    ).toEqual({
      errors: { stateIds: "Invalid UUID" },
      other: ["One of the states, sections or clauses named does not exist."],
    });
  });
});
