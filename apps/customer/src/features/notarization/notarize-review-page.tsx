import { Link, Navigate } from "react-router";
import { Alert, Badge, Button, Card, Group, List, Stack, Text, Title } from "@mantine/core";
import { IconCircleCheck, IconExternalLink } from "@tabler/icons-react";
import { apiErrorMessage, useNotarizations, useResetNotarization } from "@prenup/api-client";
import { ErrorState, LoadingState } from "@prenup/ui";
import { formatDay } from "@prenup/domain";
import { useCustomerStanding } from "../../components/standing/use-customer-standing.ts";
import { NOTARIZATION_TEXTS as T, signerText, STATUS_TEXT } from "./notarization-texts.ts";

/**
 * /notarize/review: the notarization under way — its status as the notary reports it (read again
 * every few seconds), who signs, the caller's own signing link, and starting over; once notarized,
 * the date of signing and on to /congratulations. A session completed outside the signing window
 * shows why it does not count and what the couple can do.
 */
export function NotarizeReviewPage() {
  const { status, error, retry, user, document } = useCustomerStanding();
  const notarizations = useNotarizations(document?.id);
  const reset = useResetNotarization(user?.id, document?.id);

  if (status === "loading" || (document && notarizations.isPending)) return <LoadingState />;
  if (status === "error") return <ErrorState error={error} onRetry={retry} />;
  if (notarizations.isError)
    return <ErrorState error={notarizations.error} onRetry={() => void notarizations.refetch()} />;
  const live = notarizations.data?.items.find((item) => item.isLive);
  if (!live) return <Navigate to="/notarize" replace />;
  const done = live.notarizationCompletedAt !== null;
  const me = document?.respondent ?? null;
  const names = {
    me,
    A: me === "A" ? (user?.firstName ?? null) : (document?.partner?.firstName ?? null),
    B: me === "B" ? (user?.firstName ?? null) : (document?.partner?.firstName ?? null),
  };
  const late = live.signingProblem !== null;

  return (
    <Stack gap="lg" maw={728}>
      <Group justify="space-between" align="center">
        <Title order={1}>{done ? T.completeTitle : T.reviewTitle}</Title>
        <Badge
          size="lg"
          variant="light"
          color={done ? "teal" : late ? "red" : "blue"}
          leftSection={done ? <IconCircleCheck size={14} /> : undefined}
        >
          {late ? T.lateStatus : STATUS_TEXT[live.externalStatus ?? (done ? "COMPLETED" : "CREATED")]}
        </Badge>
      </Group>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          {late ? (
            <>
              <Alert color="red" title={T.signingProblemTitle} role="alert">
                {live.signingProblem}
              </Alert>
              {live.signedOn ? (
                <Text>
                  {T.signedOnShown} {formatDay(live.signedOn)}
                </Text>
              ) : null}
              <Text>{T.lateWhatToDo}</Text>
            </>
          ) : done ? (
            <>
              <Text>Everyone has signed and the notary has sealed your agreement.</Text>
              {live.signedOn ? (
                <Text>
                  {T.signedOnShown} {formatDay(live.signedOn)}
                </Text>
              ) : null}
              {live.sessionRecord ? (
                <Stack gap={4}>
                  {live.sessionRecord.notary ? <Text>{T.sessionNotary(live.sessionRecord.notary)}</Text> : null}
                  <Text size="sm" c="dimmed">
                    {T.sessionJournal(live.sessionRecord.notary !== null)}
                  </Text>
                </Stack>
              ) : null}
              <Group>
                <Button component={Link} to="/congratulations">
                  {T.continue}
                </Button>
              </Group>
            </>
          ) : (
            <>
              <Text>{T.signersIntro}</Text>
              <List spacing={4} aria-label="Signers">
                {live.signers.map((signer) => (
                  <List.Item key={signer.role}>
                    <Group gap="xs" wrap="nowrap">
                      <Text span>{signerText(signer, names)}</Text>
                      <Badge
                        variant="light"
                        color={signer.signed ? "teal" : "gray"}
                        leftSection={signer.signed ? <IconCircleCheck size={12} /> : undefined}
                      >
                        {signer.signed ? T.signerSigned : T.signerWaiting}
                      </Badge>
                    </Group>
                  </List.Item>
                ))}
              </List>
              <Group>
                {live.myLink ? (
                  <Button component="a" href={live.myLink} rightSection={<IconExternalLink size={16} />}>
                    {T.openMySession}
                  </Button>
                ) : null}
                <Button variant="default" loading={reset.isPending} onClick={() => reset.mutate(live.id)}>
                  {T.reset}
                </Button>
              </Group>
              {reset.isError ? <Alert color="red">{apiErrorMessage(reset.error)}</Alert> : null}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
