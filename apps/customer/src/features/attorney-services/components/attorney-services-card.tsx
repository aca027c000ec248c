import { useState } from "react";
import { useNavigate } from "react-router";
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import {
  useAddCartItem,
  useAttorneyServicesEligibility,
  useCurrentUser,
  useOpenCart,
  useProducts,
  useStanding,
} from "@prenup/api-client";
import { attorneyServicesOffered } from "@prenup/domain";
import { ATTORNEY_SERVICES_TEXTS as T } from "../attorney-services-texts.ts";
import { attorneyOfferItems, type AttorneyOfferItem } from "../utils/service-choice.ts";
import { ReviewPrompt } from "./review-prompt.tsx";

/** The dashboard's review prompt: shown after a completed service not yet reviewed (nothing otherwise). */
export function DashboardReviewPrompt() {
  const userId = useCurrentUser().data?.id;
  return userId ? <ReviewPrompt userId={userId} /> : null;
}

/**
 * 'Want Attorney Services?': a card in the dashboard's flow, below what is already shown,
 * so it covers nothing on a desktop or a phone. It greets the user by first name and offers the
 * services that still apply to them (the standing's `attorneyServices`: nothing once they chose to
 * sign without an attorney or the agreement is notarized, no Representation once it is finalized),
 * each at the price its button charges. Shown when the standing shows the header button (the spec's
 * rule, computed there) and the eligibility offers something.
 */
export function AttorneyServicesCard() {
  const user = useCurrentUser().data;
  const standing = useStanding(user?.id);
  const applying = standing.data?.attorneyServicesButton ? standing.data.attorneyServices : [];
  const eligibility = useAttorneyServicesEligibility(applying.length > 0 ? user?.id : null);
  const products = useProducts();
  const [dismissed, setDismissed] = useState(false);
  if (
    dismissed ||
    !user ||
    applying.length === 0 ||
    !eligibility.data ||
    !attorneyServicesOffered(eligibility.data.attorneySupport)
  )
    return null;
  const items = attorneyOfferItems(eligibility.data, products.data, applying);
  if (items.length === 0) return null;
  return (
    <AttorneyOfferCard userId={user.id} firstName={user.firstName} items={items} onClose={() => setDismissed(true)} />
  );
}

export function AttorneyOfferCard({
  userId,
  firstName,
  items,
  onClose,
}: {
  userId: string;
  firstName: string | null;
  items: AttorneyOfferItem[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const cart = useOpenCart(userId);
  const addItem = useAddCartItem(userId);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (item: AttorneyOfferItem) => {
    if (item.action !== "PURCHASE" || !item.productId) {
      void navigate(`/attorney-services?serviceType=${item.service}`);
      return;
    }
    setBusy(item.service);
    try {
      const open = cart.data ?? (await cart.refetch()).data;
      if (!open) throw new Error("no open cart");
      await addItem.mutateAsync({ cartId: open.id, productId: item.productId, quantity: 1 });
      void navigate("/payment");
    } catch (error) {
      // A failed card purchase is only logged.
      console.error("attorney services card: purchase failed", error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      maw={728}
      component="aside"
      aria-labelledby="attorney-card-title"
      data-testid="attorney-services-card"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="attorney-card-title">
          {T.floatingTitle}
        </Title>
        <Text size="sm">{T.greeting(firstName)}</Text>
        {items.map((item) => (
          <Stack key={item.service} gap={4}>
            {item.blurb ? (
              <Text size="sm" c="dimmed">
                {item.blurb}
              </Text>
            ) : null}
            <Group>
              <Button
                onClick={() => void act(item)}
                loading={busy === item.service}
                disabled={busy !== null && busy !== item.service}
                w={{ base: "100%", xs: "auto" }}
              >
                {item.label}
              </Button>
            </Group>
          </Stack>
        ))}
        <Group>
          <Button variant="subtle" onClick={onClose} w={{ base: "100%", xs: "auto" }}>
            {T.notNow}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
