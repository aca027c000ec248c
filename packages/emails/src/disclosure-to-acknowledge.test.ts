import { describe, expect, it } from "vitest";
import { disclosureToAcknowledgeEmail } from "./index.ts";

const link = "http://localhost:5173/financial-disclosure";
const turnOffLink = "http://localhost:5173/settings/notifications?turnOff=DISCLOSURE_TO_ACKNOWLEDGE";

describe("disclosure-to-acknowledge", () => {
  it("asks for the first acknowledgement of a disclosure, naming its version", async () => {
    const mail = await disclosureToAcknowledgeEmail({
      owner: { firstName: "Jordan" },
      version: 1,
      lapsedVersion: null,
      link,
      turnOffLink,
    });
    expect(mail.template).toBe("disclosure-to-acknowledge");
    expect(mail.subject).toBe("Jordan shared their financial disclosure");
    expect(mail.text).toContain("Read version 1 and acknowledge");
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.text).toContain("Disclosure to acknowledge");
  });

  it("says which acknowledged version a change replaced", async () => {
    const mail = await disclosureToAcknowledgeEmail({
      owner: { firstName: "<b>Jordan</b>" },
      version: 3,
      lapsedVersion: 2,
      link,
      turnOffLink,
    });
    expect(mail.subject).toMatch(/changed their financial disclosure: please read it again$/);
    expect(mail.text).toContain("after you acknowledged version 2");
    expect(mail.text).toContain("Read version 3, with what changed marked");
    expect(mail.html).not.toContain("<b>Jordan</b>");
  });
});
