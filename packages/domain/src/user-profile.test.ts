import { describe, expect, it } from "vitest";
import { makeUserProfileUpdateSchema, userProfileUpdateSchema } from "./user-profile.ts";

const today = new Date("2026-11-21T05:30:00Z");
const schema = makeUserProfileUpdateSchema(today);

function messages(body: unknown): string[] {
  const result = schema.safeParse(body);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("userProfileUpdateSchema", () => {
  it("takes exactly one field", () => {
    expect(messages({})).toEqual(["Update exactly one field at a time"]);
    expect(messages({ firstName: "Alex", lastName: "Rivera" })).toEqual(["Update exactly one field at a time"]);
    expect(messages(null)).toEqual(["Update exactly one field at a time"]);
    expect(messages({ firstName: undefined })).toEqual(["Update exactly one field at a time"]);
  });

  it("takes the state the person lives in, or null to clear it", () => {
    expect(schema.parse({ residenceState: "TX" })).toEqual({ residenceState: "TX" });
    expect(schema.parse({ residenceState: null })).toEqual({ residenceState: null });
    expect(messages({ residenceState: "Texas" })).toEqual(["Choose a state from the list"]);
  });

  it("names an unknown field", () => {
    expect(messages({ firstName: "Alex", email: "x@y.z" })).toEqual(["This field cannot be updated: email"]);
  });

  it("trims names and turns empty ones into null", () => {
    expect(schema.parse({ firstName: "  Alex " })).toEqual({ firstName: "Alex" });
    expect(schema.parse({ middleName: "   " })).toEqual({ middleName: null });
    expect(schema.parse({ suffix: null })).toEqual({ suffix: null });
  });

  it("limits names to 100 characters", () => {
    expect(schema.parse({ lastName: "x".repeat(100) })).toEqual({ lastName: "x".repeat(100) });
    expect(messages({ lastName: "x".repeat(101) })).toEqual(["Names can be at most 100 characters"]);
    expect(messages({ lastName: 7 })).toEqual(["Names must be text"]);
  });

  it("takes a gender from the list", () => {
    expect(schema.parse({ gender: "NON_BINARY" })).toEqual({ gender: "NON_BINARY" });
    expect(messages({ gender: "OTHER" })).toEqual(["Please choose one of the listed genders"]);
  });

  it("checks the birthdate format and range", () => {
    expect(schema.parse({ birthdate: "1990-05-31" })).toEqual({ birthdate: "1990-05-31" });
    expect(messages({ birthdate: "2026-11-22" })).toEqual(["Date cannot be in the future."]);
    expect(messages({ birthdate: "1936-11-20" })).toEqual(["Date cannot be more than 90 years ago."]);
    expect(messages({ birthdate: "31/05/1990" })).toEqual(["Please enter a valid date"]);
    expect(messages({ birthdate: "1990-02-30" })).toEqual(["Please enter a valid date"]);
    expect(messages({ birthdate: null })).toEqual(["Please enter a valid date"]);
  });

  it("stores phone numbers in E.164", () => {
    expect(schema.parse({ phoneNumber: "(213) 373-4253" })).toEqual({ phoneNumber: "+12133734253" });
    expect(schema.parse({ phoneNumber: "+44 20 7946 0958" })).toEqual({ phoneNumber: "+442079460958" });
    expect(messages({ phoneNumber: "12345" })).toEqual(["Invalid phone number"]);
    expect(messages({ phoneNumber: "" })).toEqual(["Phone number is required"]);
    expect(messages({ phoneNumber: 2133734253 })).toEqual(["Invalid phone number"]);
  });

  it("without a today, checks the birthdate format but not its range", () => {
    expect(userProfileUpdateSchema.parse({ birthdate: "2099-01-01" })).toEqual({ birthdate: "2099-01-01" });
    expect(userProfileUpdateSchema.safeParse({ birthdate: "2099-13-01" }).success).toBe(false);
  });
});
