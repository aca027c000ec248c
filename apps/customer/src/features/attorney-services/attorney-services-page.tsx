import { Link, useSearchParams } from "react-router";
import { Alert, Button, Card, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { ErrorState, LoadingState } from "@prenup/ui";
import {
  useAttorneyServicesEligibility,
  useAvailableAttorneys,
  useFeaturedAttorney,
  useProducts,
  usePurchaseItems,
  useUserAttorneys,
  type AttorneyServicesEligibility,
} from "@prenup/api-client";
import { attorneyServicesOffered, isPurchaseActive } from "@prenup/domain";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { ATTORNEY_SERVICES_TEXTS as T, SERVICE_NAMES, type ServiceType } from "./attorney-services-texts.ts";
import {
  attorneyName,
  chatAttorneysOf,
  ownServiceItems,
  parseServiceType,
  priceLabel,
  withFeaturedFirst,
} from "./utils/service-choice.ts";
import { ChatPanel } from "./components/chat-panel.tsx";
import { EventsPanel } from "./components/events-panel.tsx";
import { NoneStateOverview, OverviewCard } from "./components/overview-card.tsx";
import { PurchasePanel } from "./components/purchase-panel.tsx";
import { ReviewPrompt } from "./components/review-prompt.tsx";
import { ServicesPanel } from "./components/services-panel.tsx";

/**
 * /attorney-services?serviceType=REPRESENTATION|Q_A — the user's attorney journey: what to expect,
 * the services they have (choose the attorney, book the call), buying one (quantities from the
 * server's eligibility), upcoming and past calls, the review prompt and the chat with their attorney.
 */
export function AttorneyServicesPage() {
  const [params, setParams] = useSearchParams();
  const service = parseServiceType(params.get("serviceType"));
  const { status, error, retry, user, document, standing } = useCustomerStanding();
  const eligibility = useAttorneyServicesEligibility(user?.id);

  if (status === "loading" || (user && eligibility.isPending)) return <LoadingState />;
  if (status === "error") return <ErrorState error={error} onRetry={retry} />;
  if (eligibility.isError) return <ErrorState error={eligibility.error} onRetry={() => void eligibility.refetch()} />;
  if (!user || !eligibility.data) return <LoadingState />;

  const header = (
    <Title order={1} size="h2">
      {T.pageTitle}
    </Title>
  );
  if (!document || !document.state) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="blue">{T.noDocument}</Alert>
      </Stack>
    );
  }
  if (standing?.document?.notarizationComplete) {
    return (
      <Stack gap="lg" maw={1120}>
        {header}
        <NotarizedServices userId={user.id} documentId={document.id} />
      </Stack>
    );
  }
  if (!attorneyServicesOffered(eligibility.data.attorneySupport)) {
    return (
      <Stack gap="lg">
        {header}
        <NoneStateOverview stateName={document.state.name} />
      </Stack>
    );
  }
  if (!standing?.prenupPaid) {
    return (
      <Stack gap="lg">
        {header}
        <Alert color="blue">{T.notPaid}</Alert>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={1120}>
      {header}
      <SegmentedControl
        value={service}
        onChange={(value) => setParams({ serviceType: value }, { replace: true })}
        data={[
          { value: "REPRESENTATION", label: SERVICE_NAMES.REPRESENTATION },
          { value: "Q_A", label: SERVICE_NAMES.Q_A },
        ]}
        maw={352}
        aria-label="Service"
      />
      <Journey
        key={service}
        userId={user.id}
        documentId={document.id}
        stateName={document.state.name}
        service={service}
        eligibility={eligibility.data}
        offered={standing.attorneyServices.includes(service)}
        stage={{ finalized: standing.document?.finalized ?? false }}
      />
    </Stack>
  );
}

/**
 * After notarization: attorney services no longer apply (nothing is sold or booked), said plainly
 * with the way to the documents; the calls that were held and the chats stay readable.
 */
function NotarizedServices({ userId, documentId }: { userId: string; documentId: string }) {
  const userAttorneys = useUserAttorneys(userId);
  return (
    <>
      <Card withBorder radius="md" padding="lg" maw={728} component="section" aria-labelledby="notarized-title">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="notarized-title">
            {T.notarizedTitle}
          </Title>
          <Text>{T.notarizedBody}</Text>
          <Button component={Link} to="/documents">
            {T.openDocuments}
          </Button>
        </Stack>
      </Card>
      <EventsPanel userId={userId} />
      {chatAttorneysOf(userAttorneys.data).map((attorney) => (
        <ChatPanel
          key={attorney.id}
          userId={userId}
          documentId={documentId}
          attorneyId={attorney.id}
          attorneyName={attorneyName(attorney)}
        />
      ))}
    </>
  );
}

function Journey({
  userId,
  documentId,
  stateName,
  service,
  eligibility,
  offered,
  stage,
}: {
  userId: string;
  documentId: string;
  stateName: string;
  service: ServiceType;
  eligibility: AttorneyServicesEligibility;
  /** The service still fits the couple's stage and the user's choice (the standing's `attorneyServices`). */
  offered: boolean;
  stage: { finalized: boolean };
}) {
  const attorneys = useAvailableAttorneys(userId, documentId, service);
  const featured = useFeaturedAttorney(userId, documentId, service);
  const purchases = usePurchaseItems(userId, { category: "ATTORNEY_SERVICE" });
  const userAttorneys = useUserAttorneys(userId);
  const products = useProducts();
  const product =
    (products.data ?? []).find((candidate) => candidate.productType === service && candidate.isActive) ?? null;
  const ownItems = ownServiceItems(purchases.data, userId, service);
  const chatAttorneys = chatAttorneysOf(userAttorneys.data);
  const cards = withFeaturedFirst(attorneys.data?.attorneys ?? [], featured.data?.attorney);
  // Buying more: representation while someone of the couple can still get it (the panel says when
  // no attorney is left); Q&A while the server's eligibility has no Q&A of the user's waiting or
  // scheduled (the panel says when no attorney is available).
  // Nothing is sold that no longer fits the agreement's stage (no Representation once it is finalized).
  const showPurchase =
    offered &&
    (service === "REPRESENTATION"
      ? ownItems.length === 0 || eligibility.maxRepresentationProductsUserCanPurchase > 0
      : eligibility.qaBookingStatus === null);
  const boughtForPartner =
    service === "REPRESENTATION" &&
    (purchases.data ?? []).some(
      (item) => item.userId !== userId && item.product.productType === "REPRESENTATION" && isPurchaseActive(item),
    );

  return (
    <Stack gap="lg">
      <Stack gap={6} component="section" aria-labelledby="journey-title">
        <Title order={2} size="h3" id="journey-title">
          {T.journeyTitle}
        </Title>
        <Text>{T.journeyIntro(service, stateName)}</Text>
        {service === "REPRESENTATION" && eligibility.representationBoughtByPartner ? (
          <Alert color="blue" data-testid="partner-bought">
            {T.partnerBoughtForYou(stateName)}
          </Alert>
        ) : null}
        {boughtForPartner ? <Text size="sm">{T.boughtForPartner}</Text> : null}
      </Stack>
      <ReviewPrompt userId={userId} />
      <OverviewCard service={service} price={product ? priceLabel(product.priceInCents) : null} />
      {attorneys.isPending || purchases.isPending || userAttorneys.isPending || products.isPending ? (
        <LoadingState />
      ) : attorneys.isError ? (
        <Alert color="red" role="alert">
          {T.cardError}
        </Alert>
      ) : purchases.isError || userAttorneys.isError || products.isError ? (
        <ErrorState
          error={purchases.error ?? userAttorneys.error ?? products.error}
          onRetry={() => {
            void purchases.refetch();
            void userAttorneys.refetch();
            void products.refetch();
          }}
        />
      ) : (
        <>
          <ServicesPanel
            userId={userId}
            documentId={documentId}
            service={service}
            items={ownItems}
            attorneys={cards}
            userAttorneys={userAttorneys.data}
          />
          {!offered && ownItems.length === 0 ? (
            <Alert color="blue" data-testid="service-not-offered">
              {T.notOffered(service, stage)}
            </Alert>
          ) : cards.length === 0 && ownItems.length === 0 ? (
            <Alert color="yellow">{T.noServices}</Alert>
          ) : showPurchase ? (
            <PurchasePanel
              userId={userId}
              service={service}
              eligibility={eligibility}
              product={product}
              attorneys={cards}
            />
          ) : null}
        </>
      )}
      <EventsPanel userId={userId} />
      {chatAttorneys.map((attorney) => (
        <ChatPanel
          key={attorney.id}
          userId={userId}
          documentId={documentId}
          attorneyId={attorney.id}
          attorneyName={attorneyName(attorney)}
        />
      ))}
    </Stack>
  );
}
