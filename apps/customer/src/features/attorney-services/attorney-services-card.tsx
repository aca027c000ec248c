import { useState } from "react";
import { useNavigate } from "react-router";
import { Affix, Button, Card, CloseButton, Group, Stack, Text, Title } from "@mantine/core";
import { useAddCartItem, useAttorneyServicesEligibility, useCurrentUser, useOpenCart, useProducts, useStanding } from "@prenup/api-client";
import { attorneyServicesOffered } from "@prenup/domain";
import { ATTORNEY_SERVICES_TEXTS as T } from "./attorney-services-texts.ts";
import { floatingCardItems, type FloatingCardItem } from "./service-choice.ts";
import { ReviewPrompt } from "./components/review-prompt.tsx";

/** The dashboard's review prompt: shown after a completed service not yet reviewed (nothing otherwise). */
export function DashboardReviewPrompt() {
  const userId = useCurrentUser().data?.id;
  return userId ? <ReviewPrompt userId={userId} /> : null;
}

/**
 * 'Want Attorney Services?' (spec §2): a floating card (max width 352 px) greeting the user by first
 * name, with one action per service — BOOK goes to the attorney-services page, PURCHASE puts the
 * service in the cart and goes to /payment. Shown when the server's standing shows the header
 * button (the spec's rule, computed there) and the eligibility offers something.
 */
export function AttorneyServicesCard() {
  const user = useCurrentUser().data;
  const standing = useStanding(user?.id);
  const eligibility = useAttorneyServicesEligibility(standing.data?.attorneyServicesButton ? user?.id : null);
  const products = useProducts();
  const [dismissed, setDismissed] = useState(false);
  if (dismissed || !user || !standing.data?.attorneyServicesButton || !eligibility.data || !attorneyServicesOffered(eligibility.data.attorneySupport)) return null;
  const items = floatingCardItems(eligibility.data, products.data);
  if (items.length === 0) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150} style={{ left: 16, display: "flex", justifyContent: "flex-end", pointerEvents: "none" }}>
      <FloatingCard userId={user.id} firstName={user.firstName} items={items} onClose={() => setDismissed(true)} />
    </Affix>
  );
}

export function FloatingCard({ userId, firstName, items, onClose }: { userId: string; firstName: string | null; items: FloatingCardItem[]; onClose: () => void }) {
  const navigate = useNavigate();
  const cart = useOpenCart(userId);
  const addItem = useAddCartItem(userId);
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (item: FloatingCardItem) => {
    if (item.action === "BOOK" || !item.productId) {
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
      // Spec §7: a failed card purchase is only logged.
      console.error("attorney services card: purchase failed", error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card withBorder shadow="md" radius="md" padding="md" maw={352} w="100%" component="aside" aria-labelledby="attorney-card-title" style={{ pointerEvents: "auto" }} data-testid="attorney-services-card">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="attorney-card-title">
            {T.floatingTitle}
          </Title>
          <CloseButton aria-label="Close" onClick={onClose} />
        </Group>
        <Text size="sm">{T.greeting(firstName)}</Text>
        {items.map((item) => (
          <Stack key={item.service} gap={4}>
            <Text size="sm" c="dimmed">
              {T.serviceBlurb[item.service]}
            </Text>
            <Button fullWidth onClick={() => void act(item)} loading={busy === item.service} disabled={busy !== null && busy !== item.service}>
              {item.label}
            </Button>
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}
