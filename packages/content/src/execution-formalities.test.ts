import { describe, expect, it } from "vitest";
import { acknowledgementFormTexts, executionFormalitiesByState, states } from "./index.ts";

describe("execution formalities", () => {
  it("cover the 51 jurisdictions, each fact with a citation", () => {
    expect(Object.keys(executionFormalitiesByState).sort()).toEqual(states.map((state) => state.abbreviation).sort());
    for (const formalities of Object.values(executionFormalitiesByState)) {
      for (const fact of [
        formalities.witnesses,
        formalities.acknowledgementForm,
        formalities.counterpartsAllowed,
        formalities.remoteNotarizationAllowed,
        formalities.signingDeadline,
      ]) {
        expect(fact.citation.trim().length, formalities.stateId).toBeGreaterThan(10);
        expect(typeof fact.confirmed).toBe("boolean");
      }
    }
  });

  it("model the states the review named", () => {
    const of = (id: string) => executionFormalitiesByState[id];
    expect(of("GA")?.witnesses.value).toEqual({ count: 2, notary: "MUST_BE_ONE" });
    expect(of("MN")?.witnesses.value).toEqual({ count: 2, notary: "MAY_NOT_BE_ONE" });
    expect(of("MN")?.signingDeadline).toMatchObject({
      value: "SEVEN_DAYS_BEFORE_MARRIAGE",
      citation: expect.stringMatching(/§ 519\.11, subd\. 1b.*2024 Minn\. Laws ch\. 101/) as string,
    });
    expect(of("LA")).toMatchObject({
      acknowledgementForm: { value: "LOUISIANA_AUTHENTIC_ACT" },
      counterpartsAllowed: { value: false },
      remoteNotarizationAllowed: { value: false },
    });
    expect(of("FL")?.deathWaiverWitnesses.value?.perWaivingParty).toBe(2);
    expect(of("FL")?.witnesses.value.count).toBe(0);
    expect(of("AR")?.acknowledgementForm.value).toBe("ARKANSAS_9_11_402");
    expect(of("CA")?.acknowledgementForm.value).toBe("CALIFORNIA_CIVIL_CODE_1189");
    expect(of("NY")?.acknowledgementForm.value).toBe("NEW_YORK_RPL_309A");
    expect(of("FL")?.acknowledgementForm.value).toBe("FLORIDA_117_05");
  });

  it("give Florida's certificate the means of appearance and the identification, marked unconfirmed until the statute's text is read", () => {
    const florida = executionFormalitiesByState["FL"]?.acknowledgementForm;
    expect(florida).toMatchObject({ value: "FLORIDA_117_05", confirmed: false });
    expect(florida?.citation).toMatch(/§ 117\.05\(4\) and \(13\)\(a\).*§ 695\.25/);
    const form = acknowledgementFormTexts.FLORIDA_117_05;
    expect(form.venue).toEqual({ lines: ["State of Florida", "{{venue}}"], bracketed: false });
    expect(form.body).toContain("acknowledged before me by means of ☐ physical presence or ☐ online notarization");
    expect(form.body).toContain(
      "by {{party}}, who is personally known to me or who has produced ______________________________ as identification.",
    );
  });

  it("print New York's § 309-b certificate beside the § 309-a one, each saying when to use it", () => {
    const form = acknowledgementFormTexts.NEW_YORK_RPL_309A;
    expect(form.venue).toEqual({ lines: ["State of New York", "{{venue}}"], bracketed: true });
    expect(form.use?.heading).toBe("taken in New York State");
    expect(form.alternative?.use.heading).toBe("taken outside New York State");
    expect(form.alternative?.venue.bracketed).toBe(true);
    expect(form.alternative?.body).toMatch(
      /made such appearance before the undersigned in _+ \(the city or other political subdivision and the state or country or other place where the acknowledgment is taken\)\.$/,
    );
    expect(form.alternative).toMatchObject({ confirmed: false, citation: expect.stringMatching(/§§ 299, 309-b\(1\)/) });
    // Every other form prints one certificate.
    for (const [name, text] of Object.entries(acknowledgementFormTexts))
      if (name !== "NEW_YORK_RPL_309A") expect(text.alternative, name).toBeNull();
  });

  it("mark the remote-notarization facts no one confirmed, with the cautious value where witnesses must be present", () => {
    for (const formalities of Object.values(executionFormalitiesByState)) {
      const cell = formalities.remoteNotarizationAllowed;
      // No shared default stands as read: an unread cell says what was not read.
      if (!cell.confirmed)
        expect(cell.citation, formalities.stateId).not.toBe("the state's remote online notarization statute");
      else expect(cell.reading.quote.length, formalities.stateId).toBeGreaterThan(12);
      if (formalities.witnesses.value.count > 0)
        expect(formalities.remoteNotarizationAllowed.value, formalities.stateId).toBe(false);
    }
  });

  it("tell couples who must sign in person to bring their witnesses", () => {
    const text = (id: string) => states.find((state) => state.abbreviation === id)?.notaryBlockText ?? "";
    expect(text("GA")).toMatch(/one of them the notary: bring 1 adult witness who is not a party/);
    expect(text("MN")).toMatch(/2 witnesses besides the notary/);
    expect(text("CA")).not.toMatch(/witness/);
  });
});
