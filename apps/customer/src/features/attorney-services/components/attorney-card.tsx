import type { ReactNode } from "react";
import { Avatar, Badge, Card, Group, Rating, Stack, Text, Title } from "@mantine/core";
import { useApiUrl, type AttorneyCard } from "@prenup/api-client";
import { ATTORNEY_SERVICES_TEXTS as T } from "../attorney-services-texts.ts";
import { attorneyName } from "../utils/service-choice.ts";

/**
 * One attorney as a couple chooses them (a card at most 352 px wide): photo, name and firm,
 * rating (stars by the domain rule, computed on the server) and review count, bio, years,
 * languages, practice areas, law school, fast turnaround and embryo expertise.
 */
export function AttorneyCardView({
  attorney,
  action,
  highlighted = false,
}: {
  attorney: AttorneyCard;
  action?: ReactNode;
  highlighted?: boolean;
}) {
  const name = attorneyName(attorney);
  const photo = useApiUrl(attorney.photoUrl);
  const titleId = `attorney-${attorney.id}-name`;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      maw={352}
      w="100%"
      component="article"
      aria-labelledby={titleId}
      style={highlighted ? { borderColor: "var(--mantine-primary-color-filled)", borderWidth: 2 } : undefined}
    >
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar
            src={photo}
            alt={photo ? `Photo of ${name}` : undefined}
            size={56}
            radius="xl"
            name={name}
            color="dark"
            variant="filled"
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={titleId}>
              {name}
            </Title>
            {attorney.lawFirm ? (
              <Text size="sm" c="dimmed">
                {attorney.lawFirm.name}
              </Text>
            ) : null}
            {attorney.averageRating !== null && attorney.stars !== null ? (
              <Group gap={6} wrap="wrap">
                <span
                  role="img"
                  aria-label={T.ratingLabel(attorney.averageRating, attorney.stars)}
                  style={{ display: "inline-flex" }}
                >
                  <Rating value={attorney.stars} readOnly size="sm" aria-hidden />
                </span>
                <Text size="sm" aria-hidden>
                  {T.ratingScore(attorney.averageRating)}
                </Text>
                <Text size="sm" c="dimmed">
                  ({T.reviews(attorney.reviewCount)})
                </Text>
              </Group>
            ) : (
              <Text size="sm" c="dimmed">
                {T.noReviews}
              </Text>
            )}
          </Stack>
        </Group>
        {attorney.hasFastTurnaround || attorney.isEmbryoAttorney ? (
          <Group gap={6}>
            {attorney.hasFastTurnaround ? <Badge variant="light">{T.fastTurnaround}</Badge> : null}
            {attorney.isEmbryoAttorney ? (
              <Badge variant="light" color="grape">
                {T.embryoExpertise}
              </Badge>
            ) : null}
          </Group>
        ) : null}
        {attorney.bio ? (
          <Text size="sm" lineClamp={4}>
            {attorney.bio}
          </Text>
        ) : null}
        <Stack gap={2}>
          {attorney.yearsOfExperience !== null ? (
            <Text size="sm">{T.yearsOfExperience(attorney.yearsOfExperience)}</Text>
          ) : null}
          <Fact label={T.languages} values={attorney.languages} />
          <Fact label={T.practiceAreas} values={attorney.practiceAreas} />
          {attorney.lawSchool ? <Fact label={T.lawSchool} values={[attorney.lawSchool]} /> : null}
        </Stack>
        {action}
      </Stack>
    </Card>
  );
}

function Fact({ label, values }: { label: string; values: readonly string[] }) {
  if (values.length === 0) return null;
  return (
    <Text size="sm">
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {values.join(", ")}
    </Text>
  );
}
