import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../support/test.ts";
import { accessToken, apiAs, fillIdentitySignUp, unique } from "../support/questionnaire.ts";
import { capture, signIn } from "../support/session.ts";
import { demo, urls } from "../support/urls.ts";

// The attorney portal end to end: a new attorney signs up and applies (California licence, a
// malpractice certificate, a new law firm), an admin approves, the attorney sets up payouts on the
// embedded gateway and is offered to a California couple; Jordan (couple 1, CA) hires them; the
// attorney sees the client, reads the questionnaire, writes a note Jordan cannot see, marks calls;
// a declined applicant sees only the account page. Screenshots of every attorney and admin attorney screen.

type Profile = { id: string; stage: string; applicationProblems: { message: string }[] };
type Product = { id: string; productType: string };
type PurchaseItem = { id: string; productType?: string; attorneyId: string | null; category: string | null };

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const PDF = Buffer.from("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

/** Serious or critical accessibility violations of each screen shot, checked together at the end. */
const violations: string[] = [];

/** A screenshot of the screen, and its accessibility check (axe, WCAG 2 A/AA). */
async function shot(page: Page, name: string) {
  await capture(page, name, { fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  for (const violation of results.violations) {
    if (violation.impact === "serious" || violation.impact === "critical")
      violations.push(
        `${name}: ${violation.id}: ${violation.help}: ${violation.nodes.map((node) => node.html.slice(0, 120)).join(" | ")}`,
      );
  }
}

test.use({ actionTimeout: 20_000 });

test("an attorney applies, is approved, onboards payouts, serves a California client; a declined applicant sees only the account page", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const email = `counsel-${unique()}@example.test`;

  // 1. Sign up in the attorney app: the application form.
  const attorney = await newPage(browser);
  await attorney.goto(`${urls.attorney}/signup`);
  await fillIdentitySignUp(attorney, { email, firstName: "Quinn", lastName: "Harper" });
  await expect(attorney).toHaveURL(`${urls.attorney}/attorney/form`);
  await expect(attorney.getByText("Application not submitted")).toBeVisible();
  const me = await apiAs<{ id: string }>(attorney, "/users/me");

  // 2. Fill the application; each field saves as it is left.
  await attorney
    .getByLabel("Bio")
    .fill("Family-law attorney in San Diego; prenups for first marriages and blended families.");
  await attorney.getByLabel("Bio").press("Tab");
  await attorney.getByLabel("Years of experience").fill("9");
  await attorney.getByLabel("Years of experience").press("Tab");
  await attorney.getByLabel("Response time (hours)").fill("24");
  await attorney.getByLabel("Response time (hours)").press("Tab");
  await attorney.getByLabel("Law school").fill("UC Law San Francisco");
  await attorney.getByLabel("Law school").press("Tab");
  await attorney.getByRole("combobox", { name: "Languages" }).fill("English");
  await attorney.getByRole("combobox", { name: "Languages" }).press("Enter");
  await attorney.getByRole("combobox", { name: "Practice areas" }).fill("Prenuptial agreements");
  await attorney.getByRole("combobox", { name: "Practice areas" }).press("Enter");
  await attorney
    .locator('input[type="file"][accept="image/png,image/jpeg"]')
    .setInputFiles({ name: "quinn.png", mimeType: "image/png", buffer: PNG });
  await expect(attorney.getByText("quinn.png")).toBeVisible();

  await attorney.getByRole("button", { name: "Add a state" }).click();
  await attorney.getByLabel("State 1").first().click();
  await attorney.getByRole("option", { name: "California", exact: true }).click();
  // A bad value shows the server's own message and is not saved.
  await attorney.getByLabel("Licence number").fill("#314159!");
  await attorney.getByLabel("Licence number").press("Tab");
  await expect(attorney.getByText("A bar licence number has 1 to 30 letters, digits, spaces or dashes")).toBeVisible();
  await attorney.getByLabel("Licence number").fill("CA-314159");
  await attorney.getByLabel("Licence number").press("Tab");

  await attorney.getByLabel("I carry malpractice insurance").check();
  await attorney
    .locator('input[type="file"][accept="application/pdf,image/png,image/jpeg"]')
    .setInputFiles({ name: "malpractice.pdf", mimeType: "application/pdf", buffer: PDF });
  await expect(attorney.getByText("Certificate: malpractice.pdf")).toBeVisible();

  await attorney.getByText("Create a firm").click();
  await attorney.getByLabel("Firm name").fill(`Harper Family Law ${unique()}`);
  await attorney.getByLabel("Website").fill("https://harper.example");
  await attorney.getByRole("button", { name: "Create the firm" }).click();
  await expect(attorney.getByText(/you lead it/)).toBeVisible();

  await expect
    .poll(async () =>
      (await apiAs<Profile>(attorney, `/users/${me.id}/attorneys/${me.id}`)).applicationProblems.map((p) => p.message),
    )
    .toEqual([]);
  await shot(attorney, "attorney-form");
  await attorney.getByRole("button", { name: "Submit application" }).click();
  await expect(attorney.getByText("Application submitted")).toBeVisible();
  await expect(attorney.getByText("Under review")).toBeVisible();
  await shot(attorney, "attorney-form-under-review");
  // While under review, every other path leads back to the form.
  await attorney.goto(`${urls.attorney}/attorney/clients`);
  await expect(attorney).toHaveURL(`${urls.attorney}/attorney/form`);

  // 3. The admin finds the application and approves it.
  const admin = await newPage(browser);
  await signIn(admin, urls.admin, demo.admin.email);
  await admin.goto(`${urls.admin}/admin/attorneys`);
  await admin.getByLabel("Search").fill(email);
  // The row of this run's applicant (a retried run has signed up another Quinn Harper).
  await admin.getByRole("row").filter({ hasText: email }).getByRole("link", { name: "Quinn Harper" }).click();
  await expect(admin.getByRole("heading", { name: "Quinn Harper" })).toBeVisible();
  await expect(admin.getByText("CA-314159")).toBeVisible();
  await shot(admin, "admin-attorney-under-review");
  await admin.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Approved", { exact: true }).first()).toBeVisible();
  await shot(admin, "admin-attorney");
  await admin.goto(`${urls.admin}/admin/attorneys?stage=APPROVED`);
  await expect(admin.getByRole("heading", { name: "Attorneys" })).toBeVisible();
  await shot(admin, "admin-attorneys");

  // 4. The approved attorney sets up payouts on the embedded gateway.
  await attorney.goto(`${urls.attorney}/attorney/account`);
  await expect(attorney.getByText("Not set up")).toBeVisible();
  await attorney.getByRole("button", { name: "Set up payouts" }).click();
  await expect(attorney.getByRole("heading", { name: "Payout onboarding" })).toBeVisible();
  await attorney.getByRole("button", { name: "Complete onboarding" }).click();
  await expect(attorney).toHaveURL(/\/attorney\/account\?onboarding=returned/);
  await expect(attorney.getByText("Payouts enabled")).toBeVisible();
  await shot(attorney, "attorney-account");

  // 5. Jordan (couple 1, California) is offered the attorney and hires them for representation.
  const jordan = await newPage(browser);
  await signIn(jordan, urls.customer, demo.jordan.email);
  const jordanUser = await apiAs<{ id: string }>(jordan, "/users/me");
  const [document] = await apiAs<{ id: string }[]>(jordan, `/users/${jordanUser.id}/documents`);
  const offered = await apiAs<{ attorneys: { id: string }[] }>(
    jordan,
    `/users/${jordanUser.id}/documents/${document!.id}/attorneys?serviceType=REPRESENTATION&pageSize=50`,
  );
  expect(offered.attorneys.map((card) => card.id)).toContain(me.id);
  const products = await apiAs<Product[]>(jordan, "/products");
  const representation = products.find((product) => product.productType === "REPRESENTATION")!;
  const cart = await apiAs<{ id: string }>(jordan, `/users/${jordanUser.id}/carts`, {
    method: "POST",
    data: { cartStatus: "UNPAID" },
  });
  await apiAs(jordan, `/users/${jordanUser.id}/carts/${cart.id}/cart-items`, {
    method: "POST",
    data: { productId: representation.id, quantity: 1, chosenAttorneyId: me.id },
  });
  await apiAs(jordan, `/users/${jordanUser.id}/checkout`, {
    method: "POST",
    data: { cartId: cart.id, paymentMethod: "CARD", paymentMethodToken: "tok_local_success" },
  });
  const items = await apiAs<PurchaseItem[]>(jordan, `/users/${jordanUser.id}/purchase-items?category=ATTORNEY_SERVICE`);
  const hired = items.find((item) => item.attorneyId === me.id)!;
  await apiAs(jordan, `/users/${jordanUser.id}/purchase-items/${hired.id}`, {
    method: "PATCH",
    data: { attorneyId: me.id, documentId: document!.id },
  });

  // 6. The attorney sees Jordan, reads the questionnaire read-only and writes a private note.
  await attorney.goto(`${urls.attorney}/`);
  await expect(attorney.getByRole("heading", { name: "Dashboard" })).toBeVisible();
  await shot(attorney, "attorney-dashboard");
  await attorney.goto(`${urls.attorney}/attorney/clients`);
  await attorney.getByRole("link", { name: "Jordan Lee" }).click();
  await expect(attorney.getByRole("heading", { name: "Jordan Lee", exact: true, level: 1 })).toBeVisible();
  await expect(attorney.getByRole("heading", { name: "Questionnaire (read-only)" })).toBeVisible();
  await expect(attorney.getByRole("link", { name: "Open the agreement editor" })).toHaveAttribute(
    "href",
    `/documents/${document!.id}/editor`,
  );
  const note = `Jordan wants a sunset clause ${unique()}`;
  await attorney.getByLabel("New note").fill(note);
  await attorney.getByRole("button", { name: "Add note" }).click();
  await expect(attorney.getByText(note)).toBeVisible();
  await shot(attorney, "attorney-client");
  // On a phone.
  await attorney.setViewportSize({ width: 390, height: 844 });
  await shot(attorney, "attorney-client-mobile");
  await attorney.setViewportSize({ width: 1280, height: 900 });
  await attorney.goto(`${urls.attorney}/attorney/clients`);
  await expect(attorney.getByRole("heading", { name: "Clients", level: 1 })).toBeVisible();
  await expect(attorney.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await shot(attorney, "attorney-clients");

  // The couple never sees the note: the notes route is the attorney's, and Jordan's own views do not carry it.
  const token = await accessToken(jordan);
  const notesAsJordan = await jordan
    .context()
    .request.get(`${urls.api}/users/${me.id}/attorneys/${me.id}/clients/${jordanUser.id}/internal-notes`, {
      headers: { authorization: `Bearer ${token}` },
    });
  expect(notesAsJordan.status()).toBe(403);
  for (const path of [
    `/users/${jordanUser.id}/attorneys`,
    `/documents/${document!.id}`,
    `/users/${jordanUser.id}/purchase-items`,
  ]) {
    const response = await jordan
      .context()
      .request.get(`${urls.api}${path}`, { headers: { authorization: `Bearer ${token}` } });
    expect(await response.text()).not.toContain(note);
  }

  // 7. Appointments (a call Jordan books shows up; completing waits until it has started), reviews, payouts, help.
  const slots = await apiAs<{ slots: { startsAt: string }[] }>(
    jordan,
    `/users/${jordanUser.id}/purchase-items/${hired.id}/slots?days=7&timeZone=America/Los_Angeles`,
  );
  await apiAs(jordan, `/users/${jordanUser.id}/purchase-items/${hired.id}/events`, {
    method: "POST",
    data: { startsAt: slots.slots[0]!.startsAt, timeZone: "America/Los_Angeles", phoneNumber: "+14155550102" },
  });
  await attorney.goto(`${urls.attorney}/attorney/appointments`);
  await expect(attorney.getByRole("link", { name: "Jordan Lee" })).toBeVisible();
  await shot(attorney, "attorney-appointments");
  await attorney.goto(`${urls.attorney}/attorney/reviews`);
  await expect(attorney.getByText("No approved reviews yet.")).toBeVisible();
  await shot(attorney, "attorney-reviews");
  await attorney.goto(`${urls.attorney}/attorney/payouts`);
  await expect(attorney.getByRole("cell", { name: "Jordan Lee" })).toBeVisible();
  await shot(attorney, "attorney-payouts");
  await attorney.goto(`${urls.attorney}/attorney/help`);
  await expect(attorney.getByRole("heading", { name: "Help" })).toBeVisible();
  await shot(attorney, "attorney-help");

  // 8. The admin's attorney clients and law firm screens.
  await admin.goto(`${urls.admin}/admin/attorneys/${me.id}/clients`);
  await expect(admin.getByRole("cell", { name: /Jordan Lee/ })).toBeVisible();
  await shot(admin, "admin-attorney-clients");
  await admin.goto(`${urls.admin}/admin/law-firms`);
  await admin.getByLabel("Search").fill("Harper Family Law");
  await admin.getByRole("link", { name: /Harper Family Law/ }).click();
  await expect(admin.getByText("Payouts enabled")).toBeVisible();
  await shot(admin, "admin-law-firm");
  await admin.goto(`${urls.admin}/admin/law-firms`);
  await expect(admin.getByRole("heading", { name: "Law Firms", level: 1 })).toBeVisible();
  await expect(admin.getByRole("table").getByRole("row").nth(1)).toBeVisible();
  await shot(admin, "admin-law-firms");

  // 9. A second applicant (application sent through the API this time) is declined by the admin and
  // then sees only the account page with the spec's message.
  const declinedEmail = `declined-${unique()}@example.test`;
  const applicant = await newPage(browser);
  await applicant.goto(`${urls.attorney}/signup`);
  await fillIdentitySignUp(applicant, { email: declinedEmail, firstName: "Drew", lastName: "Declined" });
  await expect(applicant).toHaveURL(`${urls.attorney}/attorney/form`);
  const drew = await apiAs<{ id: string }>(applicant, "/users/me");
  const drewPath = `/users/${drew.id}/attorneys/${drew.id}`;
  const states = await apiAs<{ id: string; abbreviation: string }[]>(applicant, "/states");
  const drewToken = await accessToken(applicant);
  for (const [kind, type, body] of [
    ["profile-photo", "image/png", PNG],
    ["malpractice-certificate", "application/pdf", PDF],
  ] as const) {
    const uploaded = await applicant.context().request.post(`${urls.api}${drewPath}/files?kind=${kind}`, {
      headers: { authorization: `Bearer ${drewToken}`, "content-type": type },
      data: body,
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }
  await apiAs(applicant, `${drewPath}/law-firms`, { method: "POST", data: { name: `Declined Law ${unique()}` } });
  await apiAs(applicant, drewPath, {
    method: "PATCH",
    data: {
      bio: "Applicant to be declined.",
      yearsOfExperience: 2,
      lawSchool: "Test Law School",
      languages: ["English"],
      practiceAreas: ["Family law"],
      responseTimeHours: 48,
      states: [{ stateId: states.find((state) => state.abbreviation === "CA")!.id, barLicenseNum: "CA-1" }],
      submit: true,
    },
  });
  await admin.goto(`${urls.admin}/admin/attorneys`);
  await admin.getByLabel("Search").fill(declinedEmail);
  await admin.getByRole("link", { name: "Drew Declined" }).click();
  await admin.getByRole("button", { name: "Decline" }).click();
  await expect(admin.getByText("Declined", { exact: true }).first()).toBeVisible();
  await applicant.goto(`${urls.attorney}/attorney/clients`);
  await expect(applicant).toHaveURL(`${urls.attorney}/attorney/account`);
  await expect(
    applicant.getByText(
      "Your application has been declined or deactivated. Please contact support if you have any questions.",
    ),
  ).toBeVisible();
  await shot(applicant, "attorney-declined");
  expect(violations).toEqual([]);
});

test("Morgan (demo) works with the demo clients: live chat, the disclosure, notes, the approved and notarized clients' agreement files, an account edit and payouts set up offline", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const morgan = await newPage(browser);
  await signIn(morgan, urls.attorney, demo.attorney.email);
  // From here, the portal's normal path logs no error and meets no unexpected 4xx or 5xx.
  const problems: string[] = [];
  morgan.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()} ${message.location().url}`);
  });
  morgan.on("response", (response) => {
    if (response.status() >= 400)
      problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  const me = await apiAs<{ id: string }>(morgan, "/users/me");

  // The dashboard's queue: each thing to act on is a link to where to act.
  await morgan.goto(`${urls.attorney}/`);
  const queue = morgan.getByRole("list", { name: "Needs your attention" });
  await expect(queue.getByText(/^Maya Johnson is waiting for a first call/)).toBeVisible();
  await expect(queue.getByText(/ due to you on \d+ sales? — See payouts$/)).toBeVisible();
  await expect(queue.getByRole("link", { name: "See payouts" })).toHaveAttribute("href", "/attorney/payouts");
  await shot(morgan, "attorney-demo-dashboard");

  // The demo clients, at several points of the path.
  await morgan.goto(`${urls.attorney}/attorney/clients`);
  for (const name of ["Maya Johnson", "Olivia Martin", "Sofia Alvarez", "Grace Liu"])
    await expect(morgan.getByRole("link", { name })).toBeVisible();
  await shot(morgan, "attorney-demo-clients");

  // A client in review: the live chat (Morgan's second window receives what the first sends), the disclosure, the files.
  await morgan.getByRole("link", { name: "Olivia Martin" }).click();
  await expect(morgan.getByRole("heading", { name: "Olivia Martin", level: 1 })).toBeVisible();
  const clientUrl = morgan.url();
  const chat = morgan.getByRole("region", { name: "Chat with Olivia Martin" });
  await expect(chat.getByText("Live")).toBeVisible();
  const second = await newPage(browser);
  await signIn(second, urls.attorney, demo.attorney.email);
  await second.goto(clientUrl);
  const secondChat = second.getByRole("region", { name: "Chat with Olivia Martin" });
  await expect(secondChat.getByText("Live")).toBeVisible();
  const message = `I have read your draft ${unique()}`;
  await chat.getByRole("textbox", { name: "Write a message" }).fill(message);
  await chat.getByRole("button", { name: "Send" }).click();
  await expect(chat.getByText(message)).toBeVisible();
  await expect(secondChat.getByText(message)).toBeVisible();
  await second.close();
  // Morgan deletes the message again, after confirming.
  await chat
    .getByRole("button", { name: /^Delete your message of / })
    .last()
    .click();
  await expect(chat.getByRole("group", { name: "Delete this message for both of you?" })).toBeVisible();
  await shot(morgan, "attorney-demo-chat-delete");
  await chat
    .getByRole("group", { name: "Delete this message for both of you?" })
    .getByRole("button", { name: "Delete" })
    .click();
  await expect(chat.getByText(message)).toHaveCount(0);
  await expect(morgan.getByRole("region", { name: "Shared files" })).toBeVisible();
  await expect(
    morgan
      .getByRole("region", { name: "Financial disclosure (read-only)" })
      .getByRole("rowheader", { name: "Net worth" }),
  ).toBeVisible();
  await expect(morgan.getByRole("region", { name: "Agreement files" })).toBeVisible();
  const note = `Wants the house kept separate ${unique()}`;
  await morgan.getByLabel("New note").fill(note);
  await morgan.getByRole("button", { name: "Add note" }).click();
  await expect(morgan.getByText(note)).toBeVisible();
  await shot(morgan, "attorney-demo-client-chat");
  // A New York client's page speaks of New York alone, with her number and birth date as people read them.
  await expect(morgan.getByText("June 21, 1990")).toBeVisible();
  await expect(morgan.getByText("(212) 555-0163").first()).toBeVisible();
  await expect(morgan.getByText("+12125550163")).toHaveCount(0);
  await expect(morgan.getByText(/California/)).toHaveCount(0);
  const clientId = new URL(clientUrl).pathname.split("/").pop()!;
  const notes = await apiAs<{ id: string }[]>(
    morgan,
    `/users/${me.id}/attorneys/${me.id}/clients/${clientId}/internal-notes`,
  );
  expect(
    await apiAs<{ message: string }>(
      morgan,
      `/users/${me.id}/attorneys/${me.id}/clients/${clientId}/internal-notes/${notes[0]!.id}`,
    ),
  ).toMatchObject({ message: note });

  // An approved client: the agreement as the product generated it (the API's job, once it listens,
  // takes the demo clients' agreements to their stage; the page is read again until it has).
  await morgan.goto(`${urls.attorney}/attorney/clients`);
  await morgan.getByRole("link", { name: "Sofia Alvarez" }).click();
  await expect(morgan.getByRole("heading", { name: "Sofia Alvarez", level: 1 })).toBeVisible();
  const sofiaFiles = morgan.getByRole("region", { name: "Agreement files" });
  await expect(async () => {
    await morgan.reload();
    await expect(sofiaFiles.getByRole("button", { name: "Download PDF" })).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 120_000 });
  await expect(sofiaFiles.getByRole("button", { name: "Download Word" })).toBeVisible();
  await expect(sofiaFiles.getByRole("button", { name: "Download the notarized PDF" })).toHaveCount(0);
  // One date of generation on the page, the agreement card's; the files card repeats none.
  await expect(morgan.getByText(/^Generated: /)).toHaveCount(1);
  await expect(sofiaFiles.getByText(/Generated/)).toHaveCount(0);
  const pdf = morgan.waitForEvent("download");
  await sofiaFiles.getByRole("button", { name: "Download PDF" }).click();
  expect((await pdf).suggestedFilename()).toMatch(/^Sofia Alvarez.*\.pdf$/);
  const word = morgan.waitForEvent("download");
  await sofiaFiles.getByRole("button", { name: "Download Word" }).click();
  expect((await word).suggestedFilename()).toMatch(/\.docx$/);
  await sofiaFiles.scrollIntoViewIfNeeded();
  await shot(morgan, "attorney-demo-client-approved-files");

  // A notarized client: the notarized PDF the local notary produced, beside the agreement's files.
  await morgan.goto(`${urls.attorney}/attorney/clients`);
  await morgan.getByRole("link", { name: "Grace Liu" }).click();
  await expect(morgan.getByRole("heading", { name: "Grace Liu", level: 1 })).toBeVisible();
  const graceFiles = morgan.getByRole("region", { name: "Agreement files" });
  await expect(graceFiles.getByRole("button", { name: "Download PDF" })).toBeVisible();
  await expect(graceFiles.getByRole("button", { name: "Download Word" })).toBeVisible();
  const notarized = morgan.waitForEvent("download");
  await graceFiles.getByRole("button", { name: "Download the notarized PDF" }).click();
  expect((await notarized).suggestedFilename()).toMatch(/\.pdf$/);
  await graceFiles.scrollIntoViewIfNeeded();
  await shot(morgan, "attorney-demo-client-notarized-files");

  // The account: edit the profile, the payout account set up on the embedded gateway (no Stripe keys).
  await morgan.goto(`${urls.attorney}/attorney/account`);
  await expect(morgan.getByText("Payouts enabled")).toBeVisible();
  await morgan.getByRole("button", { name: "Edit profile" }).click();
  const editor = morgan.getByRole("region", { name: "Edit your profile" });
  const bio = `Morgan has helped couples talk about money for fourteen years (${unique()}).`;
  await editor.getByLabel("Bio").fill(bio);
  await shot(morgan, "attorney-demo-account-edit");
  await editor.getByRole("button", { name: "Save profile" }).click();
  await expect(editor).toBeHidden();
  await expect(morgan.getByText(bio)).toBeVisible();
  // A service's booking link is Morgan's own calendar: a link that is not https:// is refused; then back to the built-in slots.
  await morgan.getByRole("button", { name: "Change the Representation booking link" }).click();
  await morgan.getByLabel("Representation booking link").fill("http://cal.example/morgan");
  await morgan.getByRole("button", { name: "Save link" }).click();
  await expect(morgan.getByText("A booking link must be a full https:// address")).toBeVisible();
  await shot(morgan, "attorney-demo-booking-link-refused");
  await morgan.getByLabel("Representation booking link").fill("https://cal.example/morgan-ellis");
  await morgan.getByRole("button", { name: "Save link" }).click();
  await expect(morgan.getByRole("link", { name: "https://cal.example/morgan-ellis" })).toBeVisible();
  await shot(morgan, "attorney-demo-booking-link");
  await morgan.getByRole("button", { name: "Change the Representation booking link" }).click();
  await morgan.getByLabel("Representation booking link").fill("");
  await morgan.getByRole("button", { name: "Save link" }).click();
  await expect(morgan.getByText("Representation: couples now book on our calendar.")).toBeVisible();
  await morgan.goto(`${urls.attorney}/attorney/stripe-onboarding-refresh`);
  // The demo firm's account is already onboarded: the local onboarding page says so and leads back.
  await expect(morgan.getByRole("heading", { name: "Payout onboarding" })).toBeVisible();
  await expect(morgan.getByText("Onboarding is complete: payouts are enabled.")).toBeVisible();
  await morgan.getByRole("link", { name: "Back to your account" }).click();
  await expect(morgan.getByText("Payouts enabled")).toBeVisible();
  await shot(morgan, "attorney-demo-account");
  expect(problems).toEqual([]);
  expect(violations).toEqual([]);
});
