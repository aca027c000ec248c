import type { ReactNode } from "react";
import { Box, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { usePublicAttorneys, useProducts, type AttorneyCard } from "@prenup/api-client";
import { priceLabel, personName } from "@prenup/domain";
import type { SignedOutPageProps } from "@prenup/ui/app";
import { FRONT_PAGE_TEXTS as T } from "./front-page-texts.ts";

/**
 * The front page: what a signed-out visitor sees at the root and on any other path of the app
 * (the gate shows it; sign-in and sign-up come back to the same path). What the product is, how it
 * works, what it costs (the products' prices), who the attorneys are (the public list), privacy, and
 * the ways in. It is the first page a phone loads, so it uses only the start-up sheet's components,
 * no images, and the sections whose data loads keep their room while it does.
 */
export function FrontPage({ location, onSignIn, onSignUp }: SignedOutPageProps) {
  const deepLink = location.pathname !== "/";
  // One button of each name on the page: the closing call to action has its own words.
  const actions = (
    <Group gap="sm">
      {onSignUp ? (
        <Button size="md" onClick={onSignUp}>
          {T.createAccount}
        </Button>
      ) : null}
      <Button size="md" variant={onSignUp ? "default" : "filled"} onClick={onSignIn}>
        {T.signIn}
      </Button>
    </Group>
  );
  return (
    <Box component="main" maw={960} mx="auto" px="md" py="xl">
      <Stack gap={48}>
        <Stack gap="md" component="header">
          <Text fw={700} size="lg">
            {T.productName}
          </Text>
          <Title order={1}>{T.title}</Title>
          <Text size="lg">{T.intro}</Text>
          {deepLink ? (
            <Text c="dimmed" role="status">
              {T.deepLinkNote}
            </Text>
          ) : null}
          {actions}
        </Stack>

        <Section id="how-title" title={T.howTitle}>
          <Box component="ol" m={0} pl="lg">
            {T.steps.map((step) => (
              <Box component="li" key={step.name} mb="sm">
                <Text fw={600} span>
                  {step.name}.
                </Text>{" "}
                <Text span>{step.text}</Text>
              </Box>
            ))}
          </Box>
        </Section>

        <Section id="cost-title" title={T.costTitle}>
          <Prices />
        </Section>

        <Section id="attorneys-title" title={T.attorneysTitle}>
          <Text>{T.attorneysIntro}</Text>
          <Attorneys />
        </Section>

        <Section id="privacy-title" title={T.privacyTitle}>
          <Stack gap="sm">
            {T.privacy.map((item) => (
              <Text key={item.name}>
                <Text fw={600} span>
                  {item.name}:
                </Text>{" "}
                {item.text}
              </Text>
            ))}
          </Stack>
        </Section>

        {onSignUp ? (
          <Stack gap="md" component="footer" align="flex-start">
            <Text>{T.closing}</Text>
            <Button size="md" onClick={onSignUp}>
              {T.getStarted}
            </Button>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="md" component="section" aria-labelledby={id}>
      <Title order={2} id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const suffixOf = (product: { isSharedProduct: boolean }) => (product.isSharedProduct ? T.forBoth : T.each);

/** The prenup's price for both partners first, then what else can be bought, as GET /products answers. */
function Prices() {
  const products = useProducts();
  // The room the prices take once loaded, kept while they load (no shift below).
  if (products.isPending)
    return (
      <Text mih={220} c="dimmed">
        {T.pricesLoading}
      </Text>
    );
  if (products.isError) return <Text c="dimmed">{T.pricesFailed}</Text>;
  const active = products.data.filter((product) => product.isActive);
  const prenup = active.find((product) => product.productType === "PRENUP");
  // What the couple's path sells besides the prenup: the attorney services. The online notarization
  // session is part of the path at no charge, so the page says so instead of listing a price.
  const extras = active.filter((product) => product.productCategory === "ATTORNEY_SERVICE");
  return (
    <Stack gap="md">
      {prenup ? (
        <Paper withBorder radius="md" p="lg">
          <Stack gap="xs">
            <Title order={3}>{T.prenupOffer(priceLabel(prenup.priceInCents))}</Title>
            <Text>{T.prenupNote}</Text>
            <Text>{T.notarizationNote}</Text>
          </Stack>
        </Paper>
      ) : null}
      {extras.length > 0 ? (
        <Stack gap="xs">
          <Title order={3} size="h4">
            {T.extrasTitle}
          </Title>
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
            {extras.map((product) => (
              <li key={product.id}>
                <Text>
                  <Text
                    fw={600}
                    span
                  >{`${product.title}: ${priceLabel(product.priceInCents)} ${suffixOf(product)}.`}</Text>{" "}
                  {product.description}
                </Text>
              </li>
            ))}
          </Stack>
          <Text c="dimmed" size="sm">
            {T.feeTerms}
          </Text>
        </Stack>
      ) : null}
    </Stack>
  );
}

/** The approved attorneys' public cards (GET /attorneys), or an honest line when there are none. */
function Attorneys() {
  const attorneys = usePublicAttorneys();
  if (attorneys.isPending)
    return (
      <Text mih={120} c="dimmed">
        {T.attorneysLoading}
      </Text>
    );
  if (attorneys.isError) return <Text c="dimmed">{T.attorneysFailed}</Text>;
  const { attorneys: cards, total } = attorneys.data;
  if (cards.length === 0) return <Text>{T.noAttorneys}</Text>;
  return (
    <Stack gap="sm">
      <Box
        component="ul"
        m={0}
        p={0}
        style={{
          listStyle: "none",
          display: "grid",
          gap: "var(--mantine-spacing-sm)",
          gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))",
        }}
      >
        {cards.map((card) => (
          <li key={card.id}>
            <AttorneySummary attorney={card} />
          </li>
        ))}
      </Box>
      {total > cards.length ? <Text c="dimmed">{T.moreAttorneys(total - cards.length)}</Text> : null}
    </Stack>
  );
}

function AttorneySummary({ attorney }: { attorney: AttorneyCard }) {
  const name = personName(attorney, "");
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="article" aria-label={name}>
      <Stack gap={4}>
        <Text fw={600}>{name}</Text>
        {attorney.lawFirm ? <Text size="sm">{attorney.lawFirm.name}</Text> : null}
        {attorney.licensedStates.length > 0 ? (
          <Text size="sm">{T.licensedIn(attorney.licensedStates.join(", "))}</Text>
        ) : null}
        {attorney.yearsOfExperience !== null ? <Text size="sm">{T.experience(attorney.yearsOfExperience)}</Text> : null}
        {attorney.averageRating !== null && attorney.reviewCount > 0 ? (
          <Text size="sm" c="dimmed">
            {T.rating(attorney.averageRating, attorney.reviewCount)}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
