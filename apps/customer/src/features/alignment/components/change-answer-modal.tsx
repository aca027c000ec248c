import { lazy, Suspense } from "react";
import { LazyModal, LoadingState } from "@prenup/ui";
import { ALIGNMENT_TEXTS } from "../alignment-texts.ts";
import type { Dispute } from "@prenup/api-client";
import type { ChangeAnswerFormProps } from "./change-answer-form.tsx";

// The form (the questionnaire's field components and rules) is fetched with the first 'Change my
// answer', beside the Modal, not with the page.
const loadForm = () => import("./change-answer-form.tsx");
const ChangeAnswerForm = lazy(async () => ({ default: (await loadForm()).ChangeAnswerForm }));

export type ChangeAnswerModalProps = Omit<ChangeAnswerFormProps, "dispute" | "today"> & {
  /** The dispute being resolved; null closes the modal. */
  dispute: Dispute | null;
  today?: () => Date;
};

/** The 'Change my answer' popup around ChangeAnswerForm. */
export function ChangeAnswerModal({
  dispute,
  stateAbbreviation,
  reviewDays = 0,
  saving,
  error,
  onSubmit,
  onClose,
  today = () => new Date(),
}: ChangeAnswerModalProps) {
  // Mounted, and the Modal fetched, from the first 'Change my answer' on (LazyModal); the form's
  // module starts loading at the same moment instead of after the Modal's.
  if (dispute) void loadForm().catch(() => undefined);
  return (
    <LazyModal
      opened={dispute !== null}
      onClose={() => {
        if (!saving) onClose();
      }}
      title={ALIGNMENT_TEXTS.changeTitle}
      size="lg"
      centered
      closeButtonProps={{ "aria-label": "Close" }}
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      {dispute ? (
        <Suspense fallback={<LoadingState />}>
          <ChangeAnswerForm
            key={dispute.questionId}
            dispute={dispute}
            stateAbbreviation={stateAbbreviation}
            reviewDays={reviewDays}
            saving={saving}
            error={error}
            onSubmit={onSubmit}
            onClose={onClose}
            today={today}
          />
        </Suspense>
      ) : null}
    </LazyModal>
  );
}
