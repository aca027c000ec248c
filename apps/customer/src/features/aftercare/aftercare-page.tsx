import { useEffect, useState, type ReactNode } from "react";
import { Alert, Anchor, Button, Card, Checkbox, Group, List, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import {
  apiErrorMessage,
  currentDocument,
  useAftercare,
  useAftercarePlan,
  useCurrentUser,
  useUserDocuments,
  type Aftercare,
  type AftercarePlanInput,
} from "@prenup/api-client";
import {
  AFTERCARE_EVENT_TEXTS,
  AFTERCARE_EVENTS,
  AFTERCARE_REVIEW_YEARS,
  aftercarePlanBodySchema,
  formatDay,
  type AftercareEvent,
} from "@prenup/domain";
import { ErrorState, LAYOUT, LoadingState } from "@prenup/ui";
import { StateLawRuleCard } from "../../components/state-law-rule/state-law-rule-card.tsx";
import { AFTERCARE_TEXTS as T } from "./aftercare-texts.ts";

/**
 * /aftercare: after the signing, the spouse's reminders (check-ins about the life events they chose,
 * a reminder before the sunset date), where they live against the agreement's state, and what their
 * signed schedules list as theirs alone. The server decides every date; the form checks its choice
 * with the server's own schema before sending.
 */
export function AftercarePage() {
  const currentUser = useCurrentUser();
  const userId = currentUser.data?.id;
  const documents = useUserDocuments(userId);
  const document = documents.data ? currentDocument(documents.data) : undefined;
  const aftercare = useAftercare(userId, document?.id);

  let body;
  if (currentUser.isPending || documents.isPending) body = <LoadingState />;
  else if (currentUser.isError || documents.isError)
    body = <ErrorState error={currentUser.error ?? documents.error} onRetry={() => void documents.refetch()} />;
  else if (!document || !userId) body = <Text>{T.noDocument}</Text>;
  else if (aftercare.isError) body = <ErrorState error={aftercare.error} onRetry={() => void aftercare.refetch()} />;
  else if (!aftercare.data) body = <LoadingState />;
  else if (!aftercare.data.signedOn)
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{T.notSigned}</Text>
        <Button component={Link} to="/documents" size="xs">
          {T.toDocuments}
        </Button>
      </Stack>
    );
  else
    body = (
      <Stack gap="lg">
        <Reminders userId={userId} documentId={document.id} aftercare={aftercare.data} />
        <Residence aftercare={aftercare.data} />
        <KeepSeparate aftercare={aftercare.data} />
      </Stack>
    );

  return (
    <Stack gap="lg" maw={LAYOUT.progressBarMaxWidth} w="100%">
      <Title order={1}>{T.title}</Title>
      <Text c="dimmed">{T.intro}</Text>
      {body}
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `aftercare-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

const planOf = (aftercare: Aftercare): AftercarePlanInput => ({
  events: aftercare.plan?.events ?? [],
  reviewEveryYears: (aftercare.plan
    ? aftercare.plan.reviewEveryYears
    : (AFTERCARE_REVIEW_YEARS.find((years) => years === aftercare.agreedReviewYears) ??
      null)) as AftercarePlanInput["reviewEveryYears"],
  sunsetReminder: aftercare.plan?.sunsetReminder ?? Boolean(aftercare.sunsetOn),
});

function Reminders({ userId, documentId, aftercare }: { userId: string; documentId: string; aftercare: Aftercare }) {
  const { save, stop } = useAftercarePlan(userId, documentId);
  const [plan, setPlan] = useState<AftercarePlanInput>(() => planOf(aftercare));
  const [saved, setSaved] = useState(false);
  // A new answer from the server (saved, turned off, read again) is what the form starts from.
  useEffect(() => setPlan(planOf(aftercare)), [aftercare]);
  const checked = aftercarePlanBodySchema.safeParse(plan);
  const problem = checked.success ? null : (checked.error.issues[0]?.message ?? null);
  const error = save.error ?? stop.error;
  const on = aftercare.plan !== null;

  return (
    <Section title={T.remindersTitle}>
      <Text size="sm">{T.signedOn(formatDay(aftercare.signedOn))}</Text>
      {on ? (
        <Text fw={500}>
          {aftercare.nextReminder
            ? T.next(aftercare.nextReminder.kind, formatDay(aftercare.nextReminder.on))
            : T.noNext}
        </Text>
      ) : (
        <Text>{T.remindersOff}</Text>
      )}
      <Checkbox.Group
        label={T.eventsLabel}
        value={plan.events}
        onChange={(events) => {
          setSaved(false);
          setPlan({ ...plan, events: AFTERCARE_EVENTS.filter((event) => events.includes(event)) });
        }}
      >
        <Stack gap={6} mt="xs">
          {AFTERCARE_EVENTS.map((event: AftercareEvent) => (
            <Checkbox key={event} value={event} label={AFTERCARE_EVENT_TEXTS[event].label} />
          ))}
        </Stack>
      </Checkbox.Group>
      <NativeSelect
        label={T.reviewLabel}
        description={aftercare.agreedReviewYears ? T.agreedReview(aftercare.agreedReviewYears) : undefined}
        value={plan.reviewEveryYears === null ? "" : String(plan.reviewEveryYears)}
        data={[
          { value: "", label: T.reviewNone },
          ...AFTERCARE_REVIEW_YEARS.map((years) => ({ value: String(years), label: T.everyYears(years) })),
        ]}
        onChange={(event) => {
          setSaved(false);
          const value = event.currentTarget.value;
          setPlan({
            ...plan,
            reviewEveryYears: (value === "" ? null : Number(value)) as AftercarePlanInput["reviewEveryYears"],
          });
        }}
      />
      {aftercare.sunsetOn ? (
        <Checkbox
          label={T.sunsetLabel(formatDay(aftercare.sunsetOn))}
          checked={plan.sunsetReminder}
          onChange={(event) => {
            setSaved(false);
            setPlan({ ...plan, sunsetReminder: event.currentTarget.checked });
          }}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {T.noSunset}
        </Text>
      )}
      {problem ? (
        <Text size="sm" c="red.9" role="alert">
          {problem}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert">
          {apiErrorMessage(error)}
        </Alert>
      ) : null}
      {saved ? (
        <Text size="sm" c="teal.9" role="status">
          {T.saved}
        </Text>
      ) : null}
      <Group gap="sm">
        <Button
          disabled={problem !== null}
          loading={save.isPending}
          onClick={() =>
            save.mutate(
              { ...plan, sunsetReminder: aftercare.sunsetOn ? plan.sunsetReminder : false },
              { onSuccess: () => setSaved(true) },
            )
          }
        >
          {on ? T.saveChanges : T.save}
        </Button>
        {on ? (
          <Button variant="subtle" color="gray" loading={stop.isPending} onClick={() => stop.mutate()}>
            {T.stop}
          </Button>
        ) : null}
      </Group>
    </Section>
  );
}

function Residence({ aftercare }: { aftercare: Aftercare }) {
  const { state, notice } = aftercare.residence;
  return (
    <Section title={T.residenceTitle}>
      {notice ? (
        <Alert color="orange" title={T.residenceMoved(state?.name ?? "")}>
          <Stack gap="xs">
            <Text size="sm">{notice}</Text>
            <Anchor component={Link} to="/agreement-changes" size="sm">
              {T.toChanges}
            </Anchor>
          </Stack>
        </Alert>
      ) : (
        <Text>{state ? T.residenceSame(state.name) : T.residenceUnknown}</Text>
      )}
      <Anchor component={Link} to="/profile" size="sm">
        {T.toProfile}
      </Anchor>
    </Section>
  );
}

function KeepSeparate({ aftercare }: { aftercare: Aftercare }) {
  return (
    <Section title={T.separateTitle}>
      <Text size="sm">{T.separateIntro}</Text>
      {aftercare.keepSeparate.length === 0 ? (
        <Text c="dimmed">{T.separateEmpty}</Text>
      ) : (
        <List spacing="sm">
          {aftercare.keepSeparate.map((item, index) => (
            <List.Item key={`${item.kind}-${index}`}>
              <Text fw={500}>{item.title}</Text>
              <Text size="sm">{item.advice}</Text>
            </List.Item>
          ))}
        </List>
      )}
      {aftercare.defaultLaw.length > 0 ? (
        <Stack gap="sm">
          <Text fw={600}>{T.defaultLawTitle(aftercare.agreementState.name)}</Text>
          {aftercare.defaultLaw.map((rule) => (
            <StateLawRuleCard key={rule.key} rule={rule} />
          ))}
          <Anchor component={Link} to={`/law/${aftercare.agreementState.abbreviation}`} size="sm">
            {T.lawLink(aftercare.agreementState.name)}
          </Anchor>
        </Stack>
      ) : null}
    </Section>
  );
}
