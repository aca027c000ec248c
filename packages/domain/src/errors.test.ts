import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorDisplayMessage, errorIssues, issuesByField, UI_MESSAGES } from "./errors.ts";

const UNKNOWN = "An unknown error occurred. Please try refreshing the page.";

describe("errorDisplayMessage", () => {
  it("shows the error's message first", () => {
    expect(errorDisplayMessage(new Error("Network down"))).toBe("Network down");
    expect(errorDisplayMessage({ message: "Boom", data: { error: "ignored" } })).toBe("Boom");
  });

  it("joins validation issue messages with '. '", () => {
    const error = {
      status: 400,
      data: {
        error: {
          issues: [
            { message: "Name is required", path: ["name"] },
            { message: "Too long", path: [] },
          ],
        },
      },
    };
    expect(errorDisplayMessage(error)).toBe("Name is required. Too long");
  });

  it("shows data.error when it is a string", () => {
    expect(errorDisplayMessage({ status: 404, data: { error: "Document not found", code: "NOT_FOUND" } })).toBe(
      "Document not found",
    );
  });

  it("accepts an API error body passed directly", () => {
    expect(errorDisplayMessage({ error: "Forbidden", code: "FORBIDDEN" })).toBe("Forbidden");
    expect(errorDisplayMessage({ error: { issues: [{ message: "Bad year" }] } })).toBe("Bad year");
  });

  it("shows other data as text: strings as they are, anything else as JSON", () => {
    expect(errorDisplayMessage({ status: 502, data: "Bad gateway" })).toBe("Bad gateway");
    expect(errorDisplayMessage({ status: 500, data: { detail: 1 } })).toBe('{"detail":1}');
    expect(errorDisplayMessage("plain text")).toBe("plain text");
    expect(errorDisplayMessage({ status: 500, data: { error: { issues: [] } } })).toBe('{"error":{"issues":[]}}');
  });

  it("falls back to the unknown-error text", () => {
    expect(errorDisplayMessage(undefined)).toBe(UNKNOWN);
    expect(errorDisplayMessage(null)).toBe(UNKNOWN);
    expect(errorDisplayMessage({ status: "FETCH_ERROR", data: undefined })).toBe(UNKNOWN);
    expect(errorDisplayMessage({ status: 500, data: "" })).toBe(UNKNOWN);
    expect(errorDisplayMessage(new Error(""))).toBe(UNKNOWN);
    expect(errorDisplayMessage({ data: new Error("") })).toBe(UNKNOWN);
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(errorDisplayMessage({ status: 500, data: cyclic })).toBe(UNKNOWN);
    expect(errorDisplayMessage({ data: 10n })).toBe(UNKNOWN);
  });

  it("skips issues without a message", () => {
    expect(errorDisplayMessage({ data: { error: { issues: [{ path: [] }, "x", { message: "Only this" }] } } })).toBe(
      "Only this",
    );
  });
});

describe("UI_MESSAGES", () => {
  it("keeps the spec's wording, spelling included", () => {
    expect(UI_MESSAGES.attorneyCardFailure).toBe("Error ocurred. Please refresh the page or contact support.");
    expect(UI_MESSAGES.fallbackPage).toBe(
      "It looks like there was an error loading the page. Please sign out and try again or contact support.",
    );
    expect(UI_MESSAGES.unknown).toBe("An unknown error occurred. Please try refreshing the page.");
    expect(UI_MESSAGES.loading).toBe("Loading...");
  });
});

describe("issuesByField", () => {
  const schema = z
    .object({ name: z.string().min(1, "Enter a name"), email: z.email("Enter an e-mail address") })
    .refine((value) => value.name !== value.email, "The name cannot be the e-mail address");

  it("puts each field's first message on the field and the messages that name no field apart", () => {
    const result = schema.safeParse({ name: "", email: "nope" });
    expect(result.success).toBe(false);
    expect(issuesByField(result.error!.issues)).toEqual({
      fields: { name: "Enter a name", email: "Enter an e-mail address" },
      other: [],
    });
    const same = schema.safeParse({ name: "a@b.co", email: "a@b.co" });
    expect(issuesByField(same.error!.issues)).toEqual({ fields: {}, other: ["The name cannot be the e-mail address"] });
  });

  it("maps paths to the form's fields, keeping the first message of a field", () => {
    const issues = [
      { path: ["percentOff"], message: "At most 100" },
      { path: ["amountOffInCents"], message: "Too much" },
      { path: ["unknown"], message: "Not a field" },
    ];
    const fieldOf = (path: readonly PropertyKey[]) =>
      path[0] === "percentOff" || path[0] === "amountOffInCents" ? "value" : undefined;
    expect(issuesByField(issues, fieldOf)).toEqual({ fields: { value: "At most 100" }, other: ["Not a field"] });
  });
});

describe("errorIssues", () => {
  it("reads the issues of a 400 answer and nothing from other errors", () => {
    const answer = {
      status: 400,
      data: { error: { issues: [{ path: ["name"], message: "Enter a name" }, { nope: true }] } },
    };
    expect(errorIssues(answer)).toEqual([{ path: ["name"], message: "Enter a name" }]);
    expect(errorIssues({ status: 409, data: { error: "Taken", code: "EMAIL_IN_USE" } })).toEqual([]);
    expect(errorIssues({ status: "FETCH_ERROR", error: "offline" })).toEqual([]);
    expect(errorIssues(null)).toEqual([]);
  });
});
