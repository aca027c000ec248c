import { describe, expect, it } from "vitest";
import {
  EMAIL_OPT_OUT_KINDS,
  EMAIL_OPT_OUT_LABELS,
  emailPreferenceChangeBodySchema,
  emailPreferencesOf,
  EMAIL_PREFERENCE_MESSAGES,
  isEmailKindEnabled,
} from "./email-preferences.ts";

describe("email preferences", () => {
  it("lists every kind with whether it is on, ignoring stored names that are not kinds", () => {
    expect(emailPreferencesOf(["AGREEMENT_GENERATED", "SOMETHING_OLD"])).toEqual(
      EMAIL_OPT_OUT_KINDS.map((kind) => ({ kind, enabled: kind !== "AGREEMENT_GENERATED" })),
    );
    expect(isEmailKindEnabled([], "DISPUTE_PROPOSALS")).toBe(true);
  });

  it("labels every kind", () => {
    for (const kind of EMAIL_OPT_OUT_KINDS) expect(EMAIL_OPT_OUT_LABELS[kind].label.length).toBeGreaterThan(0);
  });

  it("takes one kind and a boolean, with a clear message otherwise", () => {
    expect(emailPreferenceChangeBodySchema.parse({ kind: "AGREEMENT_FINALIZED", enabled: false })).toEqual({
      kind: "AGREEMENT_FINALIZED",
      enabled: false,
    });
    const badKind = emailPreferenceChangeBodySchema.safeParse({ kind: "RECEIPTS", enabled: false });
    expect(badKind.error?.issues[0]?.message).toBe(EMAIL_PREFERENCE_MESSAGES.kind);
    const badFlag = emailPreferenceChangeBodySchema.safeParse({ kind: "AGREEMENT_FINALIZED", enabled: "no" });
    expect(badFlag.error?.issues[0]?.message).toBe(EMAIL_PREFERENCE_MESSAGES.enabled);
    expect(
      emailPreferenceChangeBodySchema.safeParse({ kind: "AGREEMENT_FINALIZED", enabled: true, extra: 1 }).error
        ?.issues[0]?.message,
    ).toBe("Unknown field: extra");
  });
});
