import { Accordion, Anchor, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import type { ReactNode } from "react";
import { SUPPORT_EMAIL } from "@prenup/ui";

const page = (to: string, label: string) => (
  <Anchor component={Link} to={to}>
    {label}
  </Anchor>
);

/** The questions admins ask most, answered with what the admin portal does. */
export const ADMIN_HELP_QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: "How do I find a user?",
    answer: (
      <>
        Open {page("/admin/users", "Users")} and search by name, e-mail or user id. Narrow the list by type (customers,
        attorneys or admins) and by whether the prenup is paid, and sort it by newest, oldest, last name, e-mail or most
        recently active. A user's page shows their profile, their agreement and partner, the actions you can take and
        the audit trail of what was done to the account.
      </>
    ),
  },
  {
    question: "How do I mark a couple's prenup as paid?",
    answer: (
      <>
        On the user's page, under Actions, choose “Mark prenup paid” and confirm. It records a paid prenup for the
        couple's active agreement without taking a payment, and the audit trail shows “Prenup marked paid”. No money was
        charged, so a later refund of that purchase can only be a complimentary (recorded) refund.
      </>
    ),
  },
  {
    question: "A user has duplicate agreements. How do I resolve them?",
    answer: (
      <>
        When a user has more than one active agreement, the Users list shows how many and the user's page shows an
        “Active agreements” card with each agreement's creation date, state, partner, number of answers and purchases.
        Choose “Keep this one” on the right one and confirm: the other agreements are deactivated, and their answers and
        purchases are kept.
      </>
    ),
  },
  {
    question: "How do I approve or decline an attorney?",
    answer: (
      <>
        Open the attorney from {page("/admin/attorneys", "Attorneys")}. The Stage card offers only the changes their
        stage allows: an application under review can be approved or declined; a declined applicant can still be
        approved without applying again; an approved attorney can be deactivated, and a deactivated one reactivated. Add
        a reason if you like: it is kept in the audit log. Attorneys join a law firm, which you approve on{" "}
        {page("/admin/law-firms", "Law Firms")}.
      </>
    ),
  },
  {
    question: "How do I moderate attorney reviews?",
    answer: (
      <>
        {page("/admin/attorney-reviews", "Attorney Reviews")} opens on the pending reviews; the status filter shows
        approved or disabled ones too. Approve, disable or send a review back to pending, and confirm. Only approved
        reviews are shown to couples and count in the attorney's average; after each change the page tells you the
        attorney's new average.
      </>
    ),
  },
  {
    question: "How do I edit a state and its terms?",
    answer: (
      <>
        Open the state from {page("/admin/states", "States")}. Switch it active or inactive (couples can choose only
        active states), allow online notarization or not, require embryo representation, and set the notary block text,
        the term for the state and its property, spousal-support and attorney-support rules, then “Save state”. The same
        page edits the agreement template's settings for the state (the document's name, statute, whether a witness is
        required) and the state's own terms (general terms are listed there read-only). Changes apply to new agreements
        at once and survive a re-seed of the reference data.
      </>
    ),
  },
  {
    question: "How do payouts and refunds work?",
    answer: (
      <>
        {page("/admin/purchases", "Purchases & Refunds")} lists every purchase (prenups, documents and attorney
        services), searchable by buyer, e-mail, attorney, law firm or product and filtered by category, attorney,
        payment status and payout status; a user's page lists their purchases with the same “Refund” on each.{" "}
        {page("/admin/attorney/payouts", "Attorney Payouts")} is the same list starting with attorney services that have
        an attorney. “Pay out” sends up to the amount due to the attorney's law firm through the payment provider;
        paying less needs a reason, and a firm without a payout account must finish its onboarding first (or you record
        a payout paid another way, which moves no money). A purchase without an attorney has no “Pay out”; when it is
        greyed, the reason is written under it. “Refund” returns up to the refundable amount to the buyer's payment
        method, with a reason; a complimentary refund only records it, and is the only kind possible for a purchase that
        was marked paid.
      </>
    ),
  },
  {
    question: "What are library groups and how do I keep them?",
    answer: (
      <>
        A library group is a set of optional sections and clauses that an attorney can insert into an agreement from the
        editor's library. In {page("/admin/library-groups", "Library Groups")}, filter by state, create a group with
        “New library group” (its key cannot change later), then on the group's page edit its name, description and
        order, choose the states it is offered in (none: every state) and add, reorder or remove its sections and
        clauses. “Save library group” saves everything at once.
      </>
    ),
  },
  {
    question: "An attorney cannot open an agreement's editor because it is locked. What do I do?",
    answer: (
      <>
        Only one person edits an agreement at a time. The lock belongs to whoever opened the editor and lapses 90
        seconds after their editor stops renewing it, so once they close it, anyone else can take over. If it stays
        held, find one of the couple in {page("/admin/users", "Users")}, open their page and choose “Open the document
        editor” in the Agreement card. The editor shows who holds the lock and until when; “Unlock and erase drafts”
        (after a confirmation) releases the lock and erases every unsaved draft of the agreement. The committed text
        stays, so the attorney can open the editor again at once.
      </>
    ),
  },
  {
    question: "A couple's notarization is stuck or must be done again. How do I reset it?",
    answer: (
      <>
        Open one of the couple from {page("/admin/users", "Users")}. The Notarization card lists the agreement's
        notarizations, newest first, with how each was done and its status. The live one has “Force reset”: after you
        confirm, it is kept as history and no longer counts, and the couple can start a new notarization from /notarize.
        A completed notarization can be reset too, so do it only when the signing must be repeated. When a completed
        signing is flagged “Does not count” because of its date, check the notary's certificate first: if its date is
        inside the signing window, “Correct the date of signing” makes it count without a new signing.
      </>
    ),
  },
];

/** /admin/help: answers to the questions admins ask most, and how to reach support. */
export function HelpPage() {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Help</Title>
      <Accordion variant="separated">
        {ADMIN_HELP_QUESTIONS.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text>{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        Something else, or something broken? Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    </Stack>
  );
}
