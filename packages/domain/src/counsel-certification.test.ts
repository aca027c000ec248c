import { describe, expect, it } from "vitest";
import {
  certifiesCurrentText,
  counselCertificationSchema,
  counselCertificationState,
  COUNSEL_CERTIFICATION_MESSAGES,
} from "./counsel-certification.ts";
import { notarizationBlocker } from "./documents.ts";

describe("counselCertificationState", () => {
  it("asks a certification only of a partner whose own attorney reviews the agreement and who has none through the platform", () => {
    const state = (attorneyPlan: Parameters<typeof counselCertificationState>[0]["attorneyPlan"], extra = {}) =>
      counselCertificationState({ attorneyPlan, attorneyOnRecord: false, certifiedCurrentText: false, ...extra });
    expect(state("OWN_ATTORNEY")).toBe("NEEDED");
    expect(state("OWN_ATTORNEY", { certifiedCurrentText: true })).toBe("ON_RECORD");
    expect(state("OWN_ATTORNEY", { attorneyOnRecord: true })).toBe("NOT_NEEDED");
    expect(state("NO_ATTORNEY")).toBe("NOT_NEEDED");
    expect(state("PLATFORM_ATTORNEY")).toBe("NOT_NEEDED");
    expect(state(null)).toBe("NOT_NEEDED");
  });
});

describe("certifiesCurrentText", () => {
  it("holds only for the text certified: a later commit needs a new certification", () => {
    const at = "2026-11-20T10:00:00.000Z";
    expect(certifiesCurrentText(at, new Date(at))).toBe(true);
    expect(certifiesCurrentText(at, "2026-11-20T10:00:01.000Z")).toBe(false);
    expect(certifiesCurrentText(null, at)).toBe(false);
    expect(certifiesCurrentText(at, null)).toBe(false);
  });
});

describe("counselCertificationSchema", () => {
  it("takes the attorney's name, e-mail, bar number and state, and names what is wrong", () => {
    const valid = {
      attorneyName: "Jordan Lee",
      attorneyEmail: "j@law.example",
      barNumber: "TX-204518",
      barState: "TX",
    };
    expect(counselCertificationSchema.parse(valid)).toEqual(valid);
    const messages = (input: object) =>
      counselCertificationSchema.safeParse({ ...valid, ...input }).error?.issues.map((issue) => issue.message);
    expect(messages({ attorneyName: " " })).toEqual([COUNSEL_CERTIFICATION_MESSAGES.attorneyName]);
    expect(messages({ attorneyEmail: "nope" })).toEqual([COUNSEL_CERTIFICATION_MESSAGES.attorneyEmail]);
    expect(messages({ barNumber: "12/34" })).toEqual([COUNSEL_CERTIFICATION_MESSAGES.barNumber]);
    expect(messages({ barState: "ZZ" })).toEqual([COUNSEL_CERTIFICATION_MESSAGES.barState]);
  });
});

describe("notarizationBlocker with a counsel certification", () => {
  const reviewed = {
    generated: true,
    ownAttorneyRequired: false,
    ownAttorneyBooked: false,
    partnerAttorneyRequired: false,
    partnerAttorneyBooked: false,
    bothPartnersNeedAttorneys: false,
    status: "NOT_APPROVED" as const,
    reviewedOrFinalized: true,
    reviewedByMe: true,
  };
  it("waits for the user's own attorney first, then the partner's; nothing once both are on record", () => {
    expect(
      notarizationBlocker({ ...reviewed, counselCertification: { mine: "NEEDED", partner: "NEEDED" } })?.reason,
    ).toBe("OWN_COUNSEL_NOT_ON_RECORD");
    expect(
      notarizationBlocker({ ...reviewed, counselCertification: { mine: "ON_RECORD", partner: "NEEDED" } })?.reason,
    ).toBe("PARTNER_COUNSEL_NOT_ON_RECORD");
    expect(
      notarizationBlocker({ ...reviewed, counselCertification: { mine: "ON_RECORD", partner: "NOT_NEEDED" } }),
    ).toBeNull();
  });
  it("asks for the reviews before the certification", () => {
    expect(
      notarizationBlocker({
        ...reviewed,
        reviewedOrFinalized: false,
        reviewedByMe: false,
        counselCertification: { mine: "NEEDED", partner: "NOT_NEEDED" },
      })?.reason,
    ).toBe("NOT_REVIEWED");
  });
});
