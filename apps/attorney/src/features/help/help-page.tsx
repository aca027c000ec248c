import { Accordion, Anchor, Stack, Text, Title } from "@mantine/core";
import { SUPPORT_EMAIL } from "@prenup/ui";

const QUESTIONS: [string, string][] = [
  [
    "How do I join the network?",
    "Fill in the application: your profile, a photo, your bar licences, your malpractice insurance certificate and your law firm. Submit it; our team reviews it and e-mails you the decision.",
  ],
  ["Can I change my application after submitting?", "Yes. While it is under review your changes are saved as you go."],
  [
    "Who are my clients?",
    "A client is the partner whose side of an agreement names you as their attorney. You see their agreement, their answers (read-only), the services they bought from you and your calls.",
  ],
  ["Who sees my internal notes?", "Only you. Couples never see internal notes."],
  [
    "How are payouts calculated?",
    "For each service sold, the payout due is the price paid minus the platform fee. Payouts go to your law firm's payout account, which your firm's lead attorney sets up in Account.",
  ],
  [
    "What do Complete and No-show do?",
    "After a call has started, mark it completed when it took place (the client can then review you), or a no-show when the client did not join (they can book again).",
  ],
];

/** /attorney/help: answers to the questions attorneys ask most, and how to reach support. */
export function HelpPage() {
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>Help</Title>
      <Accordion variant="separated">
        {QUESTIONS.map(([question, answer]) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.Control>{question}</Accordion.Control>
            <Accordion.Panel>
              <Text>{answer}</Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <Text>
        Anything else? Write to <Anchor href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Anchor>.
      </Text>
    </Stack>
  );
}
