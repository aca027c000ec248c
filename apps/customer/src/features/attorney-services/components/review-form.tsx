import { useState } from "react";
import { Alert, Avatar, Button, Card, Group, Input, Rating, Stack, Textarea, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { attorneyReviewBodySchema, REVIEW_MESSAGE_MAX_LENGTH } from "@prenup/domain";
import { apiErrorMessage, useApiUrl, useCreateAttorneyReview, type AttorneyNeedingReview } from "@prenup/api-client";
import { ATTORNEY_SERVICES_TEXTS as T, SERVICE_NAMES } from "../attorney-services-texts.ts";
import { attorneyName } from "../utils/service-choice.ts";

/** The review prompt's form: a 1–5 star rating and an optional message (POST …/attorney-reviews). */
export function ReviewForm({
  userId,
  service,
  onSent,
}: {
  userId: string;
  service: AttorneyNeedingReview;
  onSent: () => void;
}) {
  const create = useCreateAttorneyReview(userId);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: "controlled",
    initialValues: { stars: 0, message: "" },
    validate: {
      stars: (value) => (value < 1 ? T.reviewNeedsRating : null),
      message: (value) => {
        const result = attorneyReviewBodySchema.shape.message.safeParse(value);
        return result.success ? null : (result.error.issues[0]?.message ?? null);
      },
    },
  });
  const name = attorneyName(service);
  const photo = useApiUrl(service.photoUrl);
  const titleId = `review-${service.purchaseItemId}`;

  const submit = form.onSubmit(async ({ stars, message }) => {
    setError(null);
    try {
      const text = message.trim();
      await create.mutateAsync({
        attorneyId: service.attorneyId,
        purchaseItemId: service.purchaseItemId,
        rating: stars * 20,
        ...(text ? { message: text } : {}),
      });
      onSent();
    } catch (failure) {
      setError(apiErrorMessage(failure));
    }
  });

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId} maw={728}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={photo}
              name={name}
              color="dark"
              variant="filled"
              radius="xl"
              alt={photo ? `Photo of ${name}` : undefined}
            />
            <Title order={2} size="h4" id={titleId}>
              {T.reviewTitle(name, SERVICE_NAMES[service.productType])}
            </Title>
          </Group>
          <Input.Wrapper label={T.reviewRating} error={form.errors.stars} labelElement="div" required>
            <Rating
              value={form.values.stars}
              onChange={(value) => form.setFieldValue("stars", value)}
              size="lg"
              name="review-stars"
            />
          </Input.Wrapper>
          <Textarea
            label={T.reviewMessage}
            rows={4}
            maxLength={REVIEW_MESSAGE_MAX_LENGTH}
            {...form.getInputProps("message")}
          />
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button type="submit" loading={create.isPending} maw={326}>
            {T.reviewSend}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
