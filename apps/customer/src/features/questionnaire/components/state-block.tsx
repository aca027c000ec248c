import { useState } from "react";
import { Link } from "react-router";
import { Alert, Anchor, Card, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { IconAlertCircle } from "@tabler/icons-react";
import { ConfirmPopup, VideoEmbed } from "@prenup/ui";
import { UI_MESSAGES } from "@prenup/domain";
import {
  useCreateDocument,
  useStates,
  useUpdateDocumentState,
  useUserState,
  useVideos,
  type CurrentUser,
  type UserDocument,
} from "@prenup/api-client";

export const STATE_LABEL = "What is your state?";
export const STATE_PLACEHOLDER = "Select your state";
/** The explainer video follows the chosen state, California until one is chosen. */
// eslint-disable-next-line no-restricted-syntax -- which explainer video plays first, no legal fact
export const DEFAULT_VIDEO_STATE = "CA";
export const BACKGROUND_VIDEO_LOCATION = "background_information";

export interface StateBlockProps {
  user: CurrentUser;
  document: UserDocument | null;
  prenupPaid: boolean;
  /** Continue was pressed: a missing state marks the card in error. */
  showRequired: boolean;
}

/**
 * The state dropdown with its explainer video. The first choice creates the document, later ones
 * change it; once the prenup is paid a change asks first, and cancelling keeps the state as it was.
 */
export function StateBlock({ user, document, prenupPaid, showRequired }: StateBlockProps) {
  const states = useStates({ isActive: true });
  const createDocument = useCreateDocument(user.id);
  const updateState = useUpdateDocumentState(user.id, document?.id);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const pendingChoice = createDocument.isPending
    ? createDocument.variables.stateId
    : updateState.isPending
      ? updateState.variables.stateId
      : null;
  const shownStateId = confirming ?? pendingChoice ?? document?.stateId ?? "";

  const stateList = [...(states.data ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const videoStateId = shownStateId || stateList.find((state) => state.abbreviation === DEFAULT_VIDEO_STATE)?.id;
  const videos = useVideos(
    { location: BACKGROUND_VIDEO_LOCATION, stateId: videoStateId },
    { enabled: states.isSuccess },
  );
  const confirmingState = confirming ? stateList.find((state) => state.id === confirming) : undefined;
  const savedState = document?.stateId ? stateList.find((state) => state.id === document.stateId) : undefined;
  const consequences = useUserState(user.id, confirming);

  const onFailure = () => setSaveFailed(true);
  const choose = (stateId: string) => {
    setSaveFailed(false);
    if (!stateId || stateId === document?.stateId) return;
    if (!document) {
      createDocument.mutate({ stateId, userAId: user.id }, { onError: onFailure });
    } else if (prenupPaid && document.stateId) {
      setConfirming(stateId);
    } else {
      updateState.mutate({ stateId }, { onError: onFailure });
    }
  };

  const missing = showRequired && !shownStateId;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="state-block-title"
      data-invalid={missing ? "true" : undefined}
      style={missing ? { borderColor: "var(--mantine-color-error)" } : undefined}
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="state-block-title">
          Your state
        </Title>
        {states.isError ? (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
            {UI_MESSAGES.loadingStates}
          </Alert>
        ) : (
          <NativeSelect
            label={STATE_LABEL}
            withAsterisk
            aria-required
            disabled={states.isPending || createDocument.isPending || updateState.isPending}
            value={shownStateId}
            error={missing ? "Please select your state" : undefined}
            onChange={(event) => choose(event.currentTarget.value)}
            data={[
              { value: "", label: STATE_PLACEHOLDER, disabled: true },
              ...stateList.map((state) => ({ value: state.id, label: state.name })),
            ]}
          />
        )}
        {savedState ? (
          <Anchor component={Link} to={`/law/${savedState.abbreviation}`} size="sm">
            The law behind your agreement in {savedState.name}
          </Anchor>
        ) : null}
        {saveFailed ? (
          <Text role="alert" c="red.9" size="sm">
            {UI_MESSAGES.savingState}
          </Text>
        ) : null}
        {(videos.data ?? []).map((video) => (
          <VideoEmbed key={video.id} video={video} />
        ))}
      </Stack>
      <ConfirmPopup
        opened={confirming !== null}
        title="Change your state?"
        message={
          <Stack gap="sm">
            <Text>
              Your prenup is already paid. Changing your state to {confirmingState?.name ?? "another state"} changes the
              law, the questions and the agreement that apply to you.
            </Text>
            {consequences.data && consequences.data.attorneyRuleTypes.length > 0 ? (
              <Text>With your current answers, the law there requires both of you to work with an attorney.</Text>
            ) : null}
          </Stack>
        }
        confirmLabel="Change state"
        loading={updateState.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const stateId = confirming;
          if (!stateId) return;
          updateState.mutate(
            { stateId, confirmStateChange: true },
            { onSettled: () => setConfirming(null), onError: onFailure },
          );
        }}
      />
    </Card>
  );
}
