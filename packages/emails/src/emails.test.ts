import { describe, expect, it } from "vitest";
import {
  attorneyCallNoticeEmail,
  reviewAwaitedEmail,
  callReminderEmail,
  displayName,
  notarizationReadyEmail,
  partnerInviteEmail,
  signingReminderEmail,
  aftercareReminderEmail,
  residenceNoticeEmail,
  questionnaireReminderEmail,
  safeLink,
  subjectLine,
  SUBJECT_MAX_LENGTH,
} from "./index.ts";

const link = "http://localhost:5173/invite?document=doc-1&token=abc";
const expiresAt = new Date("2026-12-05T12:00:00Z");

describe("partner-invite", () => {
  it("says who invited whom to what, with the link, its expiry, and a plain-text part to read", async () => {
    const mail = await partnerInviteEmail({ inviter: { firstName: "Alex", lastName: "Rivera" }, link, expiresAt });
    expect(mail.template).toBe("partner-invite");
    expect(mail.subject).toBe("Alex Rivera invited you to create your prenup together");
    expect(mail.html).toContain("Alex Rivera invited you to prepare your prenuptial agreement together.");
    expect(mail.html).toContain(`href="${link.replaceAll("&", "&amp;")}"`);
    expect(mail.html).toContain("Join the agreement");
    expect(mail.text).toContain("Alex Rivera invited you to prepare your prenuptial agreement together.");
    expect(mail.text.split("\n")).toContain(link);
    expect(mail.text).toContain("Joining costs you nothing: one payment covers the prenup for both of you.");
    expect(mail.text).not.toMatch(/<[a-z]/i);
  });

  it("names the agreement's state and writes the expiry in the state's zone, never as a raw GMT string", async () => {
    const mail = await partnerInviteEmail({
      inviter: { firstName: "Alex", lastName: "Rivera" },
      link,
      expiresAt,
      stateName: "Colorado",
      timeZone: "America/Denver",
    });
    expect(mail.text).toContain(
      "Alex Rivera invited you to prepare your prenuptial agreement together, under Colorado law.",
    );
    expect(mail.text).toContain("The link works once, until December 5, 2026 at 5:00 AM Mountain Time.");
    expect(mail.text).not.toContain("GMT");
  });

  it("calls an inviter without a name 'Your partner'", async () => {
    const mail = await partnerInviteEmail({ inviter: { firstName: null, lastName: "  " }, link, expiresAt });
    expect(mail.subject).toBe("Your partner invited you to create your prenup together");
  });

  it("escapes names in the HTML and keeps them readable in the text", async () => {
    const mail = await partnerInviteEmail({
      inviter: { firstName: `<script>alert("x")</script>`, lastName: "O'Brien & Co" },
      link,
      expiresAt,
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; Co");
    expect(mail.text).toContain(`<script>alert("x")</script> O'Brien & Co invited you`);
  });

  it("cannot be used to inject headers or links through a name", async () => {
    const injected = await partnerInviteEmail({
      inviter: { firstName: "Alex\r\nBcc: victim@example.test", lastName: null },
      link,
      expiresAt,
    });
    expect(injected.subject).not.toMatch(/[\r\n]/);
    const linked = await partnerInviteEmail({
      inviter: { firstName: "Claim your prize at https://evil.test", lastName: null },
      link,
      expiresAt,
    });
    expect(linked.subject).toBe("Your partner invited you to create your prenup together");
    expect(linked.html).not.toContain("evil.test");
  });

  it("refuses a link that is not http(s)", async () => {
    await expect(
      partnerInviteEmail({ inviter: { firstName: "A", lastName: null }, link: "javascript:alert(1)", expiresAt }),
    ).rejects.toThrow(/link/);
  });
});

describe("questionnaire-reminder", () => {
  it("names the waiting partner and links to the questionnaire", async () => {
    const mail = await questionnaireReminderEmail({
      sender: { firstName: "Jordan", lastName: "Lee" },
      link: "http://localhost:5173/questionnaire",
    });
    expect(mail).toMatchObject({
      template: "questionnaire-reminder",
      subject: "Jordan Lee is waiting for you to finish your questionnaire",
    });
    expect(mail.html).toContain("Complete your questionnaire");
    expect(mail.text.split("\n")).toContain("http://localhost:5173/questionnaire");
  });
});

describe("call-reminder", () => {
  it("says when, who calls which number, and where to cancel", async () => {
    const mail = await callReminderEmail({
      attorney: { firstName: "Morgan", lastName: "Price" },
      service: "Q&A call",
      when: "Tuesday, December 1, 2026 at 10:00 AM PST",
      phoneNumber: "+1 415 555 0100",
      link: "http://localhost:5173/attorney-services?serviceType=Q_A",
      cancelUrl: "http://localhost:5173/attorney-services/events/e1/cancel",
    });
    expect(mail).toMatchObject({
      template: "call-reminder",
      subject: "Reminder: your Q&A call with Morgan Price is tomorrow",
    });
    expect(mail.text).toContain("Tuesday, December 1, 2026 at 10:00 AM PST");
    expect(mail.text).toContain("+1 415 555 0100");
    expect(mail.text).toContain("http://localhost:5173/attorney-services/events/e1/cancel");
    expect(mail.html).toContain("See your upcoming calls");
  });
});

describe("attorney-call-notice", () => {
  const input = {
    attorney: { firstName: "Morgan", lastName: "Price" },
    client: { firstName: "Sam", lastName: "Taylor" },
    when: "Tuesday, December 1, 2026 at 10:00 AM PST",
    status: "BOOKED" as const,
    phoneNumber: "+1 415 555 0100",
    link: "http://localhost:5175/attorney/appointments",
  };

  it("names the client, the call's time and state, the number to call and links to the appointments", async () => {
    const mail = await attorneyCallNoticeEmail(input);
    expect(mail).toMatchObject({
      template: "attorney-call-notice",
      subject: "About your call with Sam Taylor on Tuesday, December 1, 2026 at 10:00 AM PST",
    });
    expect(mail.text).toContain("Hello Morgan Price,");
    expect(mail.text).toContain(
      "your call with Sam Taylor on Tuesday, December 1, 2026 at 10:00 AM PST: it is booked.",
    );
    expect(mail.text).toContain("Sam Taylor expects your call at +1 415 555 0100.");
    expect(mail.text.split("\n")).toContain("http://localhost:5175/attorney/appointments");
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toContain("Open your appointments");
  });

  it("says what became of the call, leaves out a missing number and never names a link-like client", async () => {
    const mail = await attorneyCallNoticeEmail({
      ...input,
      status: "CANCELED",
      phoneNumber: null,
      client: { firstName: "see www.evil.test", lastName: null },
    });
    expect(mail.subject).toBe("About your call with your client on Tuesday, December 1, 2026 at 10:00 AM PST");
    expect(mail.text).toContain(": it was cancelled.");
    expect(mail.text).not.toContain("expects your call");
    expect(mail.html).not.toContain("evil.test");
  });
});

describe("safety", () => {
  it("writes subject lines on one line, trimmed and not too long", () => {
    expect(subjectLine("  Hello\tthere\r\nfriend  ")).toBe("Hello there friend");
    const long = subjectLine(`${"word ".repeat(60)}end`);
    expect(long.length).toBeLessThanOrEqual(SUBJECT_MAX_LENGTH);
    expect(long.endsWith("…")).toBe(true);
    expect(subjectLine("x".repeat(200)).length).toBe(SUBJECT_MAX_LENGTH);
  });

  it("names people, falling back for empty or address-like names", () => {
    expect(displayName({ firstName: "Ann", lastName: "Lee" }, "Someone")).toBe("Ann Lee");
    expect(displayName({ firstName: "visit www.example.test", lastName: null }, "Someone")).toBe("Someone");
    expect(displayName({ firstName: "ann@example.test", lastName: null }, "Someone")).toBe("Someone");
    expect(displayName({}, "Someone")).toBe("Someone");
  });

  it("accepts only absolute http(s) links", () => {
    expect(safeLink("https://example.test/a?b=1")).toBe("https://example.test/a?b=1");
    expect(() => safeLink("/relative")).toThrow();
    expect(() => safeLink("mailto:a@b.test")).toThrow();
  });
});

describe("notarization-ready", () => {
  it("tells the partner they can begin notarization, names the other partner, and links to /notarize", async () => {
    const mail = await notarizationReadyEmail({
      partner: { firstName: "Jordan", lastName: "Lee" },
      link: "http://localhost:5173/notarize",
    });
    expect(mail).toMatchObject({
      template: "notarization-ready",
      subject: "You can begin notarizing your prenuptial agreement",
    });
    expect(mail.text).toContain("you can now begin notarizing your prenuptial agreement");
    expect(mail.text).toContain("Jordan Lee signs too.");
    expect(mail.text.split("\n")).toContain("http://localhost:5173/notarize");
    const unnamed = await notarizationReadyEmail({
      partner: { firstName: null, lastName: null },
      link: "http://localhost:5173/notarize",
    });
    expect(unnamed.text).toContain("Your partner signs too.");
  });
});

describe("signing-reminder", () => {
  it("gives the last day, the days left and what is still needed, in the dashboard's words", async () => {
    const mail = await signingReminderEmail({
      tooLate: false,
      headline: "Sign by June 11, 2027",
      countdown: "30 days left",
      note: null,
      needed: ["You still have 2 sections of your questionnaire.", "Then you both sign before a notary."],
      link: "http://localhost:5173/",
    });
    expect(mail).toMatchObject({ template: "signing-reminder", subject: "Sign by June 11, 2027: 30 days left" });
    expect(mail.text).toContain(
      "Sign by June 11, 2027 (30 days left) for your prenuptial agreement to count under your state's law.",
    );
    expect(mail.text).toContain("• You still have 2 sections of your questionnaire.");
    expect(mail.html).toContain("• Then you both sign before a notary.");
  });

  it("says plainly when signing in time is no longer possible, and what the couple can do", async () => {
    const mail = await signingReminderEmail({
      tooLate: true,
      why: "The last day to sign was June 11, 2027.",
      link: "http://localhost:5173/postnup-waitlist",
    });
    expect(mail.subject).toBe("Your prenup can no longer be signed in time for your wedding");
    expect(mail.text).toContain("The last day to sign was June 11, 2027.");
    expect(mail.text).toMatch(/change it in your questionnaire.*postnuptial agreement/s);
    expect(mail.text.split("\n")).toContain("http://localhost:5173/postnup-waitlist");
  });
});

describe("dispute-thread-update", () => {
  const alignment = "http://localhost:5173/alignment";
  it("tells every proposal and acceptance of the batch in one e-mail, with the link to alignment", async () => {
    const { disputeThreadUpdateEmail } = await import("./index.ts");
    const mail = await disputeThreadUpdateEmail({
      link: alignment,
      events: [
        {
          kind: "PROPOSED",
          by: { firstName: "Alex", lastName: "Rivera" },
          questionTitle: "Spousal support",
          optionValue: "Waive it",
        },
        {
          kind: "ACCEPTED",
          by: { firstName: "Alex", lastName: "Rivera" },
          questionTitle: "Signing timeline",
          optionValue: "Early",
        },
      ],
    });
    expect(mail.template).toBe("dispute-thread-update");
    expect(mail.subject).toBe("Alex proposed an answer on your prenup");
    expect(mail.text).toContain('Alex proposed "Waive it" for "Spousal support".');
    expect(mail.text).toContain('Alex accepted "Early" for "Signing timeline". You now agree on it.');
    expect(mail.text.split("\n")).toContain(alignment);
    expect(mail.html).toContain("Open alignment");
  });

  it("says an acceptance alone in the subject, and never shows a link put in a name", async () => {
    const { disputeThreadUpdateEmail } = await import("./index.ts");
    const mail = await disputeThreadUpdateEmail({
      link: alignment,
      events: [
        {
          kind: "ACCEPTED",
          by: { firstName: "Visit https://evil.test", lastName: null },
          questionTitle: "Timing",
          optionValue: "Early",
        },
      ],
    });
    expect(mail.subject).toBe("Your partner accepted your proposal on your prenup");
    expect(mail.html).not.toContain("evil.test");
  });
});

describe("review-awaited", () => {
  it("tells the partner the other reviewed, that the text is final only with their review, and links to it", async () => {
    const mail = await reviewAwaitedEmail({
      reviewer: { firstName: "Lena" },
      link: "http://localhost:5173/documents/review",
    });
    expect(mail).toMatchObject({
      template: "review-awaited",
      subject: "Lena reviewed your prenup: your review is next",
    });
    expect(mail.text).toContain("It becomes the text you both sign only once you have read and reviewed it too.");
    expect(mail.text.split("\n")).toContain("http://localhost:5173/documents/review");
    expect(
      (await reviewAwaitedEmail({ reviewer: { firstName: null }, link: "http://localhost:5173/documents/review" }))
        .subject,
    ).toBe("Your partner reviewed your prenup: your review is next");
  });
});

describe("aftercare-reminder", () => {
  const link = "http://localhost:5173/aftercare";
  it("asks the chosen questions on the signing's anniversary", async () => {
    const mail = await aftercareReminderEmail({
      kind: "CHECK_IN",
      signedOn: "May 10, 2026",
      years: 2,
      questions: ["Have you had or adopted a child?", "Have you moved to another state?"],
      link,
    });
    expect(mail).toMatchObject({
      template: "aftercare-reminder",
      subject: "It has been 2 years since you signed your prenup: time for a check-in",
    });
    expect(mail.text).toContain("You signed your prenuptial agreement on May 10, 2026.");
    expect(mail.text).toContain("• Have you moved to another state?");
    expect(mail.text.split("\n")).toContain(link);
  });

  it("names the sunset date and what an amendment can do before it", async () => {
    const mail = await aftercareReminderEmail({ kind: "SUNSET", sunsetOn: "June 20, 2031", link });
    expect(mail.subject).toBe("Your prenuptial agreement ends on June 20, 2031");
    expect(mail.text).toMatch(/amendment signed before that day can move or remove the sunset date/);
  });
});

describe("residence-notice", () => {
  it("tells the spouse their agreement was made under another state's law, with the way to aftercare", async () => {
    const link = "http://localhost:5173/aftercare";
    const mail = await residenceNoticeEmail({
      notice: "Your agreement was made under California law, and you now live in Texas.",
      residenceStateName: "Texas",
      link,
    });
    expect(mail).toMatchObject({
      template: "residence-notice",
      subject: "You now live in Texas: check your agreement",
    });
    expect(mail.text).toContain("Your agreement was made under California law, and you now live in Texas.");
    expect(mail.text.split("\n")).toContain(link);
  });
});
