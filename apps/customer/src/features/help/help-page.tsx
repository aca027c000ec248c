import { Accordion, Anchor, List, Stack, Text, Title } from "@mantine/core";
import { useProducts } from "@prenup/api-client";
import { priceLabel } from "@prenup/domain";
import { LAYOUT, SUPPORT_EMAIL } from "@prenup/ui";
import { Link } from "react-router";
import type { ReactNode } from "react";

/** Representation's fee as GET /products answers it (the price an admin sets), " of $699"; nothing while it loads. */
function RepresentationFee() {
  const products = useProducts();
  const representation = products.data?.find((product) => product.productType === "REPRESENTATION" && product.isActive);
  return representation ? <>{` of ${priceLabel(representation.priceInCents)}`}</> : null;
}
const representationFee = () => <RepresentationFee />;

const page = (to: string, label: string) => (
  <Anchor component={Link} to={to}>
    {label}
  </Anchor>
);

/** The questions couples ask most, answered with what the product does. */
export const CUSTOMER_HELP_QUESTIONS: { question: string; answer: ReactNode }[] = [
  {
    question: "How does building our prenup work?",
    answer: (
      <>
        <Text>You go through these steps, in order; the bar at the top of the page shows how far you are.</Text>
        <List type="ordered" spacing={4} mt="xs">
          <List.Item>Choose your state and answer the questionnaire, one section at a time.</List.Item>
          <List.Item>Pay for your prenup (once for the two of you).</List.Item>
          <List.Item>If you want one, book an attorney.</List.Item>
          <List.Item>Disclose your finances.</List.Item>
          <List.Item>Align the answers on which you and your partner differ.</List.Item>
          <List.Item>Generate your agreement and review it.</List.Item>
          <List.Item>Have it notarized.</List.Item>
        </List>
      </>
    ),
  },
  {
    question: "How does the questionnaire save my answers?",
    answer: (
      <Text>
        Answers save on their own a moment after you stop typing or choosing, and you see them at once; if a save fails,
        the answer goes back to what it was so that you can try again. “Continue” takes you to the next section when
        this one is complete, or shows you the questions still unanswered. {page("/questionnaire", "Questionnaire")}{" "}
        always opens the first section you have not finished.
      </Text>
    ),
  },
  {
    question: "When do we pay, and do we both have to?",
    answer: (
      <Text>
        Once you have chosen your state, “Continue” in the questionnaire takes you to {page("/payment", "Payment")}{" "}
        until the prenup is paid. One payment covers both of you: if your partner has already paid, the payment page
        says so. You can pay by card, Klarna, Afterpay or Cash App, and add a promo code. Financial disclosure and the
        later steps open once the prenup is paid.
      </Text>
    ),
  },
  {
    question: "What goes into the financial disclosure?",
    answer: (
      <Text>
        In {page("/financial-disclosure", "Financial Disclosure")} you list what you own, owe and earn: accounts and
        assets, income, real estate, vehicles, businesses, debts, and inheritances and trusts. Add your income for this
        year and the two years before. A joint entry one of you adds waits for the other to confirm it. The step counts
        as done when there are more than two entries and income for all three years.
      </Text>
    ),
  },
  {
    question: "What is alignment?",
    answer: (
      <Text>
        When you have both finished the questionnaire, {page("/alignment", "Alignment")} shows each question on which
        your answers differ. For each one, agree with your partner's answer or change yours. If your partner has not
        finished yet, you can send them a reminder e-mail. When no differences remain, you continue to your documents;
        the alignment history lists what was changed.
      </Text>
    ),
  },
  {
    question: "How do we get and review our agreement?",
    answer: (
      <Text>
        In {page("/documents", "Documents")} you generate the agreement from your shared answers. The review page shows
        the PDF, explains each article and has “Mark as reviewed”. If either of you changes an answer or your disclosure
        afterwards, the page tells you who changed what, and you generate the agreement again. While your wedding date
        is still ahead you can also choose to regenerate: the questionnaire opens again for changes. In California the
        law requires 7 days between receiving the final agreement and signing it; the notarization page tells you the
        first day you can sign.
      </Text>
    ),
  },
  {
    question: "How does notarization work?",
    answer: (
      <Text>
        Review & Notarize opens once the agreement is generated and reviewed, any attorney you need is booked, and, when
        you both have attorneys, both have approved it. Where your state allows online notarization, you each join a
        short video session with a commissioned notary from your own link, show your ID and sign; attorneys sign in the
        same session. Otherwise you sign before a notary in person and upload the notarized copy as one PDF. At the end
        you can download both the agreement and the notarized copy.
      </Text>
    ),
  },
  {
    question: "How do I invite my partner?",
    answer: (
      <Text>
        On your {page("/", "Dashboard")}, the “Your partner” card asks for your partner's e-mail: choose “Send
        invitation” and they get an e-mail with a link to join. They create an account or sign in with that address to
        accept, and then you work on the same prenup. You can resend the invitation or send it to another address; the
        earlier link then stops working.
      </Text>
    ),
  },
  {
    question: "What attorney services can we get?",
    answer: (
      <Text>
        In states where we offer them, once your prenup is paid: Representation, where an attorney licensed in your
        state reviews, edits and signs off your agreement for a flat fee
        {representationFee()} with no retainer; and Q&A, a 20-minute phone call with a licensed attorney. Either of you
        can buy representation for the other, who then chooses their own attorney (not their partner's, nor anyone at
        that attorney's law firm). Some answers in some states mean the law requires both of you to have attorneys; the
        questionnaire tells you when. Where attorney services are not offered, you work on the agreement together. See{" "}
        {page("/attorney-services", "Attorney services")}.
      </Text>
    ),
  },
  {
    question: "Can my partner see my answers?",
    answer: (
      <Text>
        Not your questionnaire as such: your partner cannot open your answers. Alignment shows both answers only on the
        questions where they differ, so that you can agree, and the agreement is written from the answers you share, so
        you both read it. Your financial disclosure is different: full disclosure is what makes a prenup hold up, so
        your partner sees your entries and you see theirs (neither can change the other's). An attorney you hire can
        read your answers, but not change them.
      </Text>
    ),
  },
];

/** /help: answers to the questions couples ask most, and how to reach support. */
export function HelpPage() {
  return (
    <Stack gap="md" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>Help</Title>
      <Accordion variant="separated">
        {CUSTOMER_HELP_QUESTIONS.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>{answer}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        Anything else? Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor> and we will get back
        to you.
      </Text>
    </Stack>
  );
}
