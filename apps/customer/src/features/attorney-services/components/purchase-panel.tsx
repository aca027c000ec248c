import { useState } from "react";
import { useNavigate } from "react-router";
import { Alert, Button, Card, Radio, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import {
  apiErrorMessage,
  useAddCartItem,
  useOpenCart,
  type AttorneyCard,
  type AttorneyServicesEligibility,
} from "@prenup/api-client";
import { ATTORNEY_SERVICES_TEXTS as T, SERVICE_NAMES, type ServiceType } from "../attorney-services-texts.ts";
import { attorneyName, priceLabel, representationQuantityOptions } from "../utils/service-choice.ts";
import { AttorneyCardView } from "./attorney-card.tsx";

/**
 * Buying a service: for representation, who it is for (bounded by the server's
 * maxRepresentationProductsUserCanPurchase; "For me" first, so the price the text shows is the one
 * the button charges until the buyer picks both), an attorney chosen on the cards (sent as the cart
 * item's chosenAttorneyId: optional for representation, required before a Q&A call is paid), then
 * the cart and /payment. The attorney is confirmed afterwards (PATCH purchase-items), when the
 * service shows under "Your services".
 */
export function PurchasePanel({
  userId,
  service,
  eligibility,
  product,
  attorneys,
}: {
  userId: string;
  service: ServiceType;
  eligibility: AttorneyServicesEligibility;
  product: { id: string; priceInCents: number } | null;
  attorneys: readonly AttorneyCard[];
}) {
  const navigate = useNavigate();
  const cart = useOpenCart(userId);
  const addItem = useAddCartItem(userId);
  const options = service === "REPRESENTATION" ? representationQuantityOptions(eligibility) : [];
  const [quantity, setQuantity] = useState<string>(String(options[0]?.quantity ?? 1));
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (service === "REPRESENTATION" && options.length === 0) {
    return (
      <Alert color="yellow" title={T.buyTitle(service)}>
        {T.representationUnavailable}
      </Alert>
    );
  }
  if (service === "Q_A" && !eligibility.qaAvailable) return <Alert color="blue">{T.qaUnavailable}</Alert>;
  if (!product) return <Alert color="yellow">{T.noServices}</Alert>;
  // A call is with someone: it is paid once its attorney is chosen.
  const needsAttorney = service === "Q_A" && chosen === null;

  const buy = async () => {
    setBusy(true);
    setError(null);
    try {
      const open = cart.data ?? (await cart.refetch()).data;
      if (!open) throw new Error("no open cart");
      await addItem.mutateAsync({
        cartId: open.id,
        productId: product.id,
        quantity: Number(quantity),
        chosenAttorneyId: chosen,
      });
      void navigate("/payment");
    } catch (failure) {
      setError(failure instanceof Error ? T.purchaseFailed : apiErrorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="buy-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="buy-title">
          {T.buyTitle(service)}
        </Title>
        <Text size="sm">{T.serviceBlurb(service, priceLabel(product.priceInCents))}</Text>
        {options.length > 0 ? (
          <Radio.Group label={T.quantityLabel} value={quantity} onChange={setQuantity}>
            <Stack gap={6} mt={6}>
              {options.map((option) => (
                <Radio key={option.quantity} value={String(option.quantity)} label={option.label} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {service === "Q_A" ? T.chooseForCall : T.chooseBeforeBuying}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {attorneys.map((attorney) => {
            const isChosen = chosen === attorney.id;
            return (
              <AttorneyCardView
                key={attorney.id}
                attorney={attorney}
                highlighted={isChosen}
                action={
                  <Button
                    variant={isChosen ? "filled" : "light"}
                    aria-pressed={isChosen}
                    aria-label={T.selectAttorney(attorneyName(attorney))}
                    onClick={() => setChosen(isChosen ? null : attorney.id)}
                  >
                    {isChosen ? T.selected : T.select}
                  </Button>
                }
              />
            );
          })}
        </SimpleGrid>
        {error ? (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        ) : null}
        {needsAttorney ? (
          <Text size="sm" id="qa-choose-first">
            {T.qaChooseFirst}
          </Text>
        ) : null}
        <Button
          size="md"
          maw={326}
          onClick={() => void buy()}
          loading={busy}
          disabled={needsAttorney}
          aria-describedby={needsAttorney ? "qa-choose-first" : undefined}
        >
          {T.bookWithPrice(SERVICE_NAMES[service], priceLabel(product.priceInCents * Number(quantity)))}
        </Button>
      </Stack>
    </Card>
  );
}
