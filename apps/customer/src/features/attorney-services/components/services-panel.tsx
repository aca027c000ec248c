import { useState } from "react";
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  useChooseAttorney,
  type AttorneyCard,
  type PurchaseItem,
  type UserAttorney,
} from "@prenup/api-client";
import { ATTORNEY_SERVICES_TEXTS as T, type ServiceType } from "../attorney-services-texts.ts";
import { attorneyName } from "../utils/service-choice.ts";
import { AttorneyCardView } from "./attorney-card.tsx";
import { BookingPanel } from "./booking-panel.tsx";

/**
 * The user's bought services of one type, each at its step: choose (or confirm) the attorney —
 * PATCH …/purchase-items/{pid} with the attorney and the agreement, which makes a representing
 * attorney the user's on the agreement and opens the sections locked until then — then book the call.
 */
export function ServicesPanel({
  userId,
  documentId,
  service,
  items,
  attorneys,
  userAttorneys,
}: {
  userId: string;
  documentId: string;
  service: ServiceType;
  items: readonly PurchaseItem[];
  attorneys: readonly AttorneyCard[];
  userAttorneys: readonly UserAttorney[];
}) {
  if (items.length === 0) return null;
  return (
    <Stack gap="md" component="section" aria-label="Your services">
      {items.map((item) => (
        <ServiceItem
          key={item.id}
          userId={userId}
          documentId={documentId}
          service={service}
          item={item}
          attorneys={attorneys}
          userAttorneys={userAttorneys}
        />
      ))}
    </Stack>
  );
}

function ServiceItem({
  userId,
  documentId,
  service,
  item,
  attorneys,
  userAttorneys,
}: {
  userId: string;
  documentId: string;
  service: ServiceType;
  item: PurchaseItem;
  attorneys: readonly AttorneyCard[];
  userAttorneys: readonly UserAttorney[];
}) {
  const choose = useChooseAttorney(userId);
  const [error, setError] = useState<string | null>(null);
  const assigned = item.attorneyId ? (userAttorneys.find((attorney) => attorney.id === item.attorneyId) ?? null) : null;
  // Representation counts once the attorney represents the user on the agreement; Q&A once chosen.
  const settled = item.attorneyId !== null && (service === "Q_A" || assigned?.representsUser === true);

  const pick = async (attorneyId: string) => {
    setError(null);
    try {
      await choose.mutateAsync({ purchaseItemId: item.id, attorneyId, documentId: item.documentId ?? documentId });
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  };

  if (item.bookingStatus === "BOOKED") {
    return (
      <Alert color="green" title={assigned ? attorneyName(assigned) : undefined}>
        {T.serviceComplete}
      </Alert>
    );
  }
  if (!settled) {
    const preselected = item.attorneyId
      ? (attorneys.find((attorney) => attorney.id === item.attorneyId) ?? assigned)
      : null;
    const choices = preselected ? [preselected] : attorneys;
    return (
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={`choose-${item.id}`}>
        <Stack gap="md">
          <Title order={2} size="h4" id={`choose-${item.id}`}>
            {T.chooseTitle(service)}
          </Title>
          {choices.length === 0 ? (
            <Text>{T.noServices}</Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {choices.map((attorney) => (
                <AttorneyCardView
                  key={attorney.id}
                  attorney={attorney}
                  highlighted={attorney.id === item.attorneyId}
                  action={
                    <Stack gap={4}>
                      {attorney.id === item.attorneyId ? (
                        <Text size="xs" c="dimmed">
                          {T.chosenAtCheckout}
                        </Text>
                      ) : null}
                      <Button
                        onClick={() => void pick(attorney.id)}
                        loading={choose.isPending && choose.variables?.attorneyId === attorney.id}
                        disabled={choose.isPending}
                      >
                        {attorney.id === item.attorneyId
                          ? T.confirmChoice(attorneyName(attorney))
                          : T.choose(attorneyName(attorney))}
                      </Button>
                    </Stack>
                  }
                />
              ))}
            </SimpleGrid>
          )}
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
        </Stack>
      </Card>
    );
  }
  if (item.bookingStatus === "SCHEDULED") {
    return <Alert color="blue">{T.scheduled}</Alert>;
  }
  return (
    <BookingPanel
      userId={userId}
      purchaseItemId={item.id}
      service={service}
      attorney={assigned ? attorneyName(assigned) : "your attorney"}
    />
  );
}
