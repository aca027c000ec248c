import { useState } from "react";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import {
  apiErrorMessage,
  useOwnAttorneyServices,
  useUpdateOwnAttorneyService,
  type AttorneyServiceOffer,
} from "@prenup/api-client";
import { updateOwnAttorneyServiceBodySchema } from "@prenup/domain";
import { ErrorState, LoadingState } from "@prenup/ui";
import { SERVICE_LABELS } from "../../../components/format.ts";

/**
 * The services the attorney offers, each with its booking link. Which services are offered is the
 * admin's; the link is the attorney's own calendar, which they change here (empty: couples book on
 * our built-in calendar).
 */
export function ServiceLinks({ attorneyId }: { attorneyId: string }) {
  const services = useOwnAttorneyServices(attorneyId);
  if (services.isPending) return <LoadingState />;
  if (services.isError) return <ErrorState error={services.error} onRetry={() => void services.refetch()} />;
  if (services.data.length === 0) return <Text c="dimmed">No services yet: support sets them up after approval.</Text>;
  return (
    <Stack gap="md">
      {services.data.map((service) => (
        <ServiceLink key={service.id} attorneyId={attorneyId} service={service} />
      ))}
      <Text size="sm" c="dimmed">
        Which services you offer is set by support; write to them to add or stop one.
      </Text>
    </Stack>
  );
}

function ServiceLink({ attorneyId, service }: { attorneyId: string; service: AttorneyServiceOffer }) {
  const update = useUpdateOwnAttorneyService(attorneyId);
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(service.bookingLink ?? "");
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const label = SERVICE_LABELS[service.productType] ?? service.title;

  const save = (bookingLink: string | null) => {
    setSaved(null);
    const checked = updateOwnAttorneyServiceBodySchema.safeParse({ bookingLink });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? "Check the booking link");
      return;
    }
    setProblem(null);
    update.mutate(
      { serviceId: service.id, bookingLink: checked.data.bookingLink },
      {
        onSuccess: () => {
          setEditing(false);
          setSaved(
            checked.data.bookingLink ? `${label}: booking link saved.` : `${label}: couples now book on our calendar.`,
          );
        },
        onError: (error) => setProblem(apiErrorMessage(error)),
      },
    );
  };

  if (!editing) {
    return (
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600}>{label}</Text>
            {service.bookingLink ? (
              <Anchor
                href={service.bookingLink}
                target="_blank"
                rel="noreferrer"
                size="sm"
                style={{ wordBreak: "break-all" }}
              >
                {service.bookingLink}
              </Anchor>
            ) : (
              <Text size="sm" c="dimmed">
                Booked through our calendar
              </Text>
            )}
          </Stack>
          <Button
            variant="light"
            size="xs"
            style={{ flexShrink: 0 }}
            aria-label={`Change the ${label} booking link`}
            onClick={() => {
              setValue(service.bookingLink ?? "");
              setProblem(null);
              setSaved(null);
              setEditing(true);
            }}
          >
            Change link
          </Button>
        </Group>
        {saved && (
          <Text size="sm" role="status">
            {saved}
          </Text>
        )}
      </Stack>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        save(value.trim() === "" ? null : value);
      }}
    >
      <Stack gap="xs">
        <TextInput
          label={`${label} booking link`}
          description="Your own calendar's booking page (https://…). Leave empty to use our calendar."
          placeholder="https://calendly.com/your-name/prenup-call"
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
          data-autofocus
        />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={update.isPending}>
            Save link
          </Button>
          <Button variant="default" size="xs" onClick={() => setEditing(false)} disabled={update.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
