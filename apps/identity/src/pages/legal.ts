// The Terms of Service and the Privacy Notice, served by the identity provider at /terms and
// /privacy (the apps' side menus link there). Plain-language drafts written for this product; they
// must be reviewed by counsel before launch, and say so at the top.
import { ACCOUNT_DELETION_GRACE_DAYS, formatDay, retentionPlan, type RetentionPlanItem } from "@prenup/domain";
import { html, type Html } from "./html.ts";
import { renderPage } from "./layout.ts";

export const TERMS_PATH = "/terms";
export const PRIVACY_PATH = "/privacy";

/** The date both documents were last changed (ISO date; shown in words). */
export const LEGAL_LAST_UPDATED = "2026-11-21";
export const SUPPORT_EMAIL = "support@prenup.test";
export const PRIVACY_EMAIL = "privacy@prenup.test";

export const DRAFT_NOTICE = "Draft pending legal review.";

interface Section {
  id: string;
  title: string;
  body: Html;
}

const mail = (address: string) => html`<a href="mailto:${address}">${address}</a>`;

function legalPage(options: { title: string; intro: Html; sections: Section[]; related: Html }): string {
  return renderPage({
    title: options.title,
    heading: options.title,
    variant: "document",
    body: html`<p class="message draft"><strong>${DRAFT_NOTICE}</strong> This text has not yet been approved by our lawyers and may change before the service opens to the public. It describes how the service is meant to work.</p>
<p class="updated">Last updated: <time datetime="${LEGAL_LAST_UPDATED}">${formatDay(LEGAL_LAST_UPDATED)}</time></p>
${options.intro}
<nav class="toc" aria-labelledby="toc-heading">
<h2 id="toc-heading">Contents</h2>
<ol>${options.sections.map((section) => html`<li><a href="#${section.id}">${section.title}</a></li>`)}</ol>
</nav>
${options.sections.map(
  (section) => html`<section>
<h2 id="${section.id}">${section.title}</h2>
${section.body}
</section>`,
)}`,
    footer: options.related,
  });
}

const termsSections: Section[] = [
  {
    id: "service",
    title: "What the service does",
    body: html`<p>Prenup helps two people who plan to marry prepare a prenuptial agreement online. Each partner answers a questionnaire written for the US state whose law will govern the agreement, and discloses their finances: assets, debts, income, real estate, businesses, inheritances and trusts. Where the two of you answered differently, the service shows the difference so you can agree on one answer. It then generates the agreement from your aligned answers, lets you both review it, and helps you have it notarized.</p>
<p>You can also buy optional services from independent attorneys through our marketplace. The attorney portal is where those attorneys work with their clients, and the admin portal is where our staff run the service.</p>`,
  },
  {
    id: "not-a-law-firm",
    title: "We are not a law firm",
    body: html`<p>Prenup is a technology company, not a law firm. The questionnaire, explanations, tips, videos and document templates are general legal information, not legal advice about your situation. Using the service does not create an attorney–client relationship between you and us, and our staff cannot tell you what you should agree to.</p>
<p>The only way to get legal advice through the service is to engage an attorney in our marketplace. Those attorneys are licensed in your state, work for independent partner law firms and are not our employees. An attorney you engage represents <strong>only you</strong>, never your partner: an agreement is usually stronger when each partner has their own lawyer. The attorney, not Prenup, is responsible for the advice they give. We do not tell attorneys what to advise and we do not review their advice.</p>`,
  },
  {
    id: "enforceability",
    title: "Whether your agreement will hold up",
    body: html`<p>A prenuptial agreement is only worth something if a court will enforce it later. That depends on the law of your state and on how the agreement was made, and no online service can promise it. In particular:</p>
<ul>
<li><strong>Full financial disclosure.</strong> Courts may set aside an agreement if one partner hid or understated assets, debts or income. Disclose everything, accurately, and keep it current until you sign.</li>
<li><strong>Timing.</strong> Signing under time pressure, for example just before the wedding, can make an agreement look involuntary. Some states set a minimum: in California at least 7 calendar days must pass between receiving the final agreement and signing it, and the service reminds California couples of this wait.</li>
<li><strong>Independent counsel.</strong> Some terms need each partner to have their own lawyer. In California, for example, a limit on spousal support cannot be enforced against a partner who had no independent lawyer when signing, and a partner who signs without a lawyer must also sign a separate written waiver of counsel for the agreement to count as voluntary. Some states do not allow spousal support to be waived at all.</li>
<li><strong>What an agreement cannot do.</strong> Child support and child custody cannot be decided in advance, and a court may refuse terms it finds grossly unfair.</li>
</ul>
<p>The service tells you about the rules we know of for your state, but laws change and courts decide each case on its facts. If the stakes are high for you, talk to an attorney before you sign.</p>`,
  },
  {
    id: "account",
    title: "Your account",
    body: html`<p>You must be at least 18 and able to enter a binding contract to use the service. Give us accurate information, use your own account (one person per account), and keep your password to yourself. Tell us at ${mail(SUPPORT_EMAIL)} straight away if you think someone else has used your account. You are responsible for what is done through your account until you tell us.</p>`,
  },
  {
    id: "partners",
    title: "Working with your partner",
    body: html`<p>One partner starts the agreement and invites the other. Preparing a fair agreement means sharing information, so please understand before you start:</p>
<ul>
<li>Your questionnaire answers and your financial disclosures are visible to your partner wherever aligning your answers or writing the agreement needs them. Your disclosures become schedules attached to the agreement, which both of you sign.</li>
<li>An attorney you engage sees your answers, your disclosures, the agreement and the messages you exchange with them. An attorney your partner engages reviews the whole agreement, which includes your schedules.</li>
<li>Each of you is responsible for the accuracy of your own answers and disclosures. Do not enter information about another person that you have no right to share.</li>
</ul>`,
  },
  {
    id: "payments",
    title: "Payments and refunds",
    body: html`<p>Prices are in US dollars and shown, with what they include, before you pay. Attorney services are optional and bought separately:</p>
<ul>
<li><strong>Representation</strong>: an attorney reviews, edits and signs off the agreement for you, for the flat fee shown before purchase, with no retainer and no hourly billing.</li>
<li><strong>Q&amp;A call</strong>: a 20-minute phone call with a licensed attorney in your state, at the price shown when you book.</li>
</ul>
<p>Payments are handled by our payment provider; we never see or store your full card number. Part of what you pay for an attorney service is passed to the attorney's law firm and part is kept by us as a platform fee.</p>
<p>If something you paid for is not delivered, for example an attorney cannot take your matter or a booked call does not take place, write to ${mail(SUPPORT_EMAIL)} and we will refund you in full or in part, depending on how much of the service was provided. Once a document has been generated or an attorney has started work, the fee for that work is generally not refundable, except where the law gives you a right to a refund. Refunds go back to the original payment method.</p>`,
  },
  {
    id: "notarization",
    title: "Notarization",
    body: html`<p>Notarization is done by independent, commissioned notaries working for a third-party notarization provider, not by Prenup. Where your state allows remote online notarization, you meet the notary by video; where it does not (California, for example), you sign before a notary in person and the service prepares the acknowledgement pages for you. The notary checks your identity, follows their own state's rules (which may include recording the session) and may refuse to notarize if those rules are not met. We are not responsible for a notary's decisions.</p>`,
  },
  {
    id: "portals",
    title: "Attorneys and staff",
    body: html`<p>Attorneys who apply through the attorney portal must be licensed and in good standing in the states where they offer services and must belong to a partner law firm. We review applications, may check public disciplinary records, and may decline or deactivate an attorney. Attorneys remain responsible for their own professional duties, including conflict checks, confidentiality and insurance, and agree to separate terms with us.</p>
<p>Our staff use the admin portal to run the service: to answer support requests, handle payments, refunds and payouts, and fix problems. They see your information only as far as that work needs.</p>`,
  },
  {
    id: "acceptable-use",
    title: "Fair use of the service",
    body: html`<p>Do not pretend to be someone else, create an agreement for anyone without their knowledge, upload anything unlawful, try to reach information that is not yours, interfere with the service or its security, or copy it in bulk by automated means. We may suspend or close an account that does these things, and we will tell you why unless the law or safety prevents it.</p>`,
  },
  {
    id: "your-content",
    title: "Your information and documents",
    body: html`<p>Your answers, disclosures and agreement belong to you (and, for the shared agreement, to both partners). You let us store, process and display them only to provide the service to you, your partner and the attorneys you engage. Our questionnaires, templates and software remain ours; you may use the agreement generated for you for your own marriage. How we handle personal information is explained in our <a href="${PRIVACY_PATH}">Privacy Notice</a>.</p>`,
  },
  {
    id: "liability",
    title: "Our responsibility to you",
    body: html`<p>We work hard to keep the service accurate and available, but we provide it as it is, and we cannot promise it will be error-free or uninterrupted. Check your agreement carefully before signing. As far as the law allows, we are not liable for indirect or consequential losses, and our total liability to you for any claim is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms removes rights that the consumer protection law of your state gives you and that cannot be waived.</p>`,
  },
  {
    id: "ending",
    title: "Closing your account and changes to these terms",
    body: html`<p>You can stop using the service and delete your account from your profile at any time; download your agreement first. Closing your account does not cancel an agreement you have already signed, and your partner keeps their copy. We may change the service or these terms; if a change matters, we will tell you by e-mail or in the app before it applies. If you keep using the service after that, the new terms apply.</p>`,
  },
  {
    id: "contact",
    title: "Contact",
    body: html`<p>Questions about these terms, or a complaint: ${mail(SUPPORT_EMAIL)}. We try to settle any problem informally first, and answer within 30 days. Privacy questions: ${mail(PRIVACY_EMAIL)}.</p>`,
  },
];

/** One line of the retention list: what it is, then why and for how long where the table says. */
const retentionItem = ({ what, reason, period }: RetentionPlanItem) =>
  html`<li><strong>${what}</strong>${reason ? html`. ${reason}` : ""}${period ? html` How long: ${period}.` : ""}</li>`;

/**
 * "How long we keep it": the retention table (`retentionPlan()` of @prenup/domain), the same list
 * the account page shows before a deletion is confirmed.
 */
function retentionBody(): Html {
  const plan = retentionPlan();
  return html`<p>We keep your information while your account is open. When you delete your account from your profile, you have ${ACCOUNT_DELETION_GRACE_DAYS} days to sign in and cancel; after that:</p>
<h3>Deleted</h3>
<ul>${plan.deleted.map(retentionItem)}</ul>
<h3>Kept without your name</h3>
<ul>${plan.anonymised.map(retentionItem)}</ul>
<h3>Kept only for an agreement you signed (otherwise deleted)</h3>
<ul>${plan.keptForSignedAgreement.map(retentionItem)}</ul>
<h3>Kept, used only for the reason given</h3>
<ul>${plan.kept.map(retentionItem)}</ul>
<p>Backups are overwritten on a rolling schedule and are not used to restore deleted accounts. Server logs are kept for a short period for security.</p>`;
}

const privacySections: Section[] = [
  {
    id: "summary",
    title: "In short",
    body: html`<ul>
<li>We collect what is needed to prepare, review and notarize your prenuptial agreement, and to run the optional attorney services.</li>
<li>Your partner sees your answers and finances where the agreement needs them, and attorneys see what you share with them when you engage them.</li>
<li>We do not sell your information, and we use no advertising or analytics trackers.</li>
<li>From your profile in the app you can download a copy of your information or delete your account; for anything else, write to ${mail(PRIVACY_EMAIL)}.</li>
</ul>`,
  },
  {
    id: "scope",
    title: "Who we are and what this covers",
    body: html`<p>This notice explains how Prenup handles personal information in the customer app, the attorney portal, the admin portal and these sign-in pages. Prenup decides why and how that information is used. Attorneys you engage are independent and also handle your information under their own professional duties of confidentiality.</p>`,
  },
  {
    id: "collect",
    title: "What we collect",
    body: html`<h3>Account</h3>
<p>Your name, e-mail address and password (see "How we protect it"). Your profile can also hold a phone number, date of birth and, if you choose to give it, your gender.</p>
<h3>Questionnaire answers</h3>
<p>Your state, wedding date and your choices about property, debts, support, estate rights and optional clauses. Some answers are sensitive: they can reveal previous marriages, children, or plans about embryos.</p>
<h3>Financial disclosures</h3>
<p>Your assets, bank and investment accounts, vehicles, businesses, debts, real estate, inheritances and trusts, and your income for the current year and the two before it. For accounts we ask only for the last four digits of the account number.</p>
<h3>Documents</h3>
<p>The agreements generated for you, edits and approvals by attorneys, files you or your attorney upload, and the notarized copy.</p>
<h3>Payments</h3>
<p>What you bought, the amounts, the dates, the kind of payment method, discount codes, and the status of payments and refunds. Card and pay-later details go directly to our payment provider; we do not receive your full card number.</p>
<h3>Attorney services and support</h3>
<p>Bookings and call times, attorney notes about your matter, ratings and reviews you leave, your messages to your partner and attorneys in the document chat, and the conversations you have with our support team.</p>
<h3>Attorneys</h3>
<p>For attorneys: licence and bar details, law firm, the states and services offered, public disciplinary records we check, and payout information held by our payment provider.</p>
<h3>Technical information</h3>
<p>Our servers record the IP address, browser type, time and page of requests, to keep the service secure and to find errors. Repeated failed sign-ins are counted per IP address and e-mail to slow down password guessing.</p>`,
  },
  {
    id: "use",
    title: "Why we use it",
    body: html`<ul>
<li>To provide the service you asked for: build your questionnaire, align your answers with your partner's, generate and store the agreement, and arrange notarization.</li>
<li>To connect you with attorneys you choose, schedule their services and pay their law firms.</li>
<li>To take payments, issue refunds and keep the accounting records the law requires.</li>
<li>To answer support requests and send you service e-mails, such as invitations, reminders and password reset links.</li>
<li>To keep the service secure, prevent fraud and misuse, and fix problems.</li>
<li>To improve the service using counts and statistics that do not identify you.</li>
</ul>
<p>We do not sell your personal information, share it for targeted advertising, or use it to build marketing profiles.</p>`,
  },
  {
    id: "sharing",
    title: "Who can see your information",
    body: html`<ul>
<li><strong>Your partner</strong>: your questionnaire answers and financial disclosures wherever aligning your answers or writing the agreement needs them. Full disclosure is what makes an agreement hold up, so assume your partner will see the finances you enter.</li>
<li><strong>Attorneys you engage</strong>: your answers, disclosures, the agreement and your messages to them. An attorney engaged by your partner reviews the full agreement, including the schedules listing your finances.</li>
<li><strong>Our staff</strong>: only the people who need it to support you, handle payments and refunds, review attorneys, or fix a problem.</li>
<li><strong>Service providers</strong> who process information for us, under contract and only on our instructions: hosting, database and file storage providers; our payment provider; the notarization provider and its notaries; our e-mail delivery provider; and the tools our support team uses to answer you.</li>
<li><strong>Authorities and courts</strong>, only when the law requires it, for example under a valid subpoena. Where the law allows, we tell you before we answer.</li>
<li><strong>A buyer or successor</strong>, if Prenup is merged or sold; this notice would continue to apply to your information.</li>
</ul>`,
  },
  {
    id: "retention",
    title: "How long we keep it",
    body: retentionBody(),
  },
  {
    id: "rights",
    title: "Your choices and rights",
    body: html`<p>Wherever you live in the United States, you can ask us to:</p>
<ul>
<li>tell you what information we hold about you and give you a copy in a common format;</li>
<li>correct information that is wrong (most of it you can correct in the app yourself);</li>
<li>delete your account and information, with the exceptions above.</li>
</ul>
<p>You can get the copy and delete your account yourself, from your profile in the app, after signing in again. For anything else, write to ${mail(PRIVACY_EMAIL)} from the e-mail address of your account. We may ask you to confirm your identity before acting, and we answer within 30 days. Someone you authorize may ask on your behalf. We will not treat you differently for using these rights. Some state laws give you further rights; we honour them as those laws require.</p>`,
  },
  {
    id: "security",
    title: "How we protect it",
    body: html`<ul>
<li>Information travels between your browser and our servers over encrypted connections (HTTPS).</li>
<li>Passwords are stored only as salted scrypt hashes. Password reset links work once and expire after one hour, and resetting a password signs out your other sessions.</li>
<li>Access rules separate customers, partners, attorneys and staff, so each sees only what their role needs.</li>
<li>Sign-in attempts are limited to slow down password guessing.</li>
</ul>
<p>No system is perfectly secure. If a breach affects your information, we will tell you and the authorities as the law requires.</p>`,
  },
  {
    id: "cookies",
    title: "Cookies and browser storage",
    body: html`<p>We use cookies and browser storage only to keep you signed in. These sign-in pages set cookies that remember your sign-in session for up to 14 days unless you sign out, and the apps keep your current sign-in in your browser's session storage, which is cleared when you close the tab. The service works only with them, so there is no setting to turn them off. We use no advertising, tracking or analytics cookies, and no third-party trackers.</p>`,
  },
  {
    id: "children",
    title: "Children",
    body: html`<p>The service is for adults. We do not knowingly collect information from anyone under 18, except the limited details about children that parents include in their own agreement.</p>`,
  },
  {
    id: "changes",
    title: "Changes to this notice",
    body: html`<p>If we change this notice in a way that matters, we will tell you by e-mail or in the app before the change applies. The date at the top shows the latest version.</p>`,
  },
  {
    id: "contact",
    title: "Contact",
    body: html`<p>Privacy questions and requests: ${mail(PRIVACY_EMAIL)}. Anything else about your account or your agreement: ${mail(SUPPORT_EMAIL)}.</p>`,
  },
];

export function termsPage(): string {
  return legalPage({
    title: "Terms of Service",
    intro: html`<p>These terms are the agreement between you and Prenup when you use our service, whether as one of a couple, as an attorney or as a member of our staff. Please read them before you create an account. We have tried to write them plainly; if something is unclear, ask us.</p>`,
    sections: termsSections,
    related: html`<nav aria-label="Legal"><a href="${PRIVACY_PATH}">Privacy Notice</a></nav>`,
  });
}

export function privacyPage(): string {
  return legalPage({
    title: "Privacy Notice",
    intro: html`<p>Preparing a prenuptial agreement means sharing some of the most private facts of your life: your money, your debts, your family plans. This notice explains what we collect, why, who sees it, how long we keep it and what you can ask of us.</p>`,
    sections: privacySections,
    related: html`<nav aria-label="Legal"><a href="${TERMS_PATH}">Terms of Service</a></nav>`,
  });
}
