import { useState } from "react";
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { currentDocument, useCurrentUser, useUserDocuments } from "@prenup/api-client";
import { ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import { OutcomeSimulationPanel } from "@prenup/ui/outcome-simulation";
import { OUTCOMES_TEXTS, outcomesTitle } from "./outcomes-texts.ts";

/**
 * /outcomes: the outcome simulator on the couple's own numbers (the server computes all 30 years;
 * the slider only chooses which one is shown). Loading, the error, "disclose first" and "start your
 * prenup first" are the page's other states. The title names the years the slider shows.
 */
export function OutcomesPage() {
  const [year, setYear] = useState(10);
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const documents = useUserDocuments(userId);

  let body;
  if (currentUser.isPending || documents.isPending) body = <LoadingState />;
  else if (currentUser.isError || documents.isError || !userId)
    body = <ErrorState error={currentUser.error ?? documents.error} onRetry={() => void documents.refetch()} />;
  else {
    const document = currentDocument(documents.data);
    if (!document) body = <Text>{OUTCOMES_TEXTS.noDocument}</Text>;
    else {
      const partnerName = document.partner?.firstName || OUTCOMES_TEXTS.yourPartner;
      const mineIsA = document.userAId === userId;
      body = (
        <OutcomeSimulationPanel
          ownerId={userId}
          documentId={document.id}
          names={{ A: mineIsA ? OUTCOMES_TEXTS.you : partnerName, B: mineIsA ? partnerName : OUTCOMES_TEXTS.you }}
          year={year}
          onYearChange={setYear}
          empty={
            <Alert
              variant="light"
              color="blue"
              role="note"
              title={OUTCOMES_TEXTS.emptyTitle}
              data-testid="outcomes-empty"
            >
              <Stack gap="sm" align="flex-start">
                <Text size="sm">{OUTCOMES_TEXTS.empty}</Text>
                <Button component={Link} to="/financial-disclosure" size="xs">
                  {OUTCOMES_TEXTS.emptyAction}
                </Button>
              </Stack>
            </Alert>
          }
        />
      );
    }
  }

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>{outcomesTitle(year)}</Title>
      <Text c="dimmed">{OUTCOMES_TEXTS.intro}</Text>
      {body}
    </Stack>
  );
}
