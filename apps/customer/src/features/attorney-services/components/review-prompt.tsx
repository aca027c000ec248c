import { lazy, Suspense, useState } from "react";
import { Alert } from "@mantine/core";
import { useAttorneysNeedingReviews } from "@prenup/api-client";
import { ATTORNEY_SERVICES_TEXTS as T } from "../attorney-services-texts.ts";

// The form (Mantine's form package and the review's schema, so zod) loads only for a user who has a
// service to review: the dashboard of everyone else never downloads or runs it.
const ReviewForm = lazy(async () => ({ default: (await import("./review-form.tsx")).ReviewForm }));

/**
 * After a completed service: 'How was your … with …?' (GET …/attorneys-needing-reviews), a 1–5 star
 * rating (stored 0–100: stars × 20) and an optional message (POST …/attorney-reviews). The review
 * counts once an admin approves it.
 */
export function ReviewPrompt({ userId }: { userId: string }) {
  const pending = useAttorneysNeedingReviews(userId);
  const [thanked, setThanked] = useState(false);
  const first = pending.data?.[0];
  if (thanked && !first) {
    return (
      <Alert color="green" role="status">
        {T.reviewThanks}
      </Alert>
    );
  }
  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <ReviewForm key={first.purchaseItemId} userId={userId} service={first} onSent={() => setThanked(true)} />
    </Suspense>
  );
}
