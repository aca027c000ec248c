import { Alert, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { apiErrorMessage, useUpdateChangeDraft, type ChangeDraft } from "@prenup/api-client";
import { AGREEMENT_CHANGES_TEXTS as T } from "../agreement-changes-texts.ts";

type Effect = "convertsSeparateProperty" | "waivesDeathRights";
const EFFECTS: Effect[] = ["convertsSeparateProperty", "waivesDeathRights"];

/** The radio value of an answer: yes, no, or not answered ("unsure", sent as null). */
const valueOf = (answer: boolean | null) => (answer === null ? "unsure" : answer ? "yes" : "no");
const answerOf = (value: string) => (value === "unsure" ? null : value === "yes");

export interface AmendmentEffectsProps {
  userId: string;
  documentId: string;
  draft: ChangeDraft;
}

/**
 * What the amendment does that some states' rules turn on — whether it makes one spouse's property
 * shared, whether it gives up a right at the other's death — each answered yes, no or not sure. Not
 * sure is decided as yes by the server (the stricter rules apply); each answer is saved as it is
 * chosen, with the amendment's changes as they are.
 */
export function AmendmentEffects({ userId, documentId, draft }: AmendmentEffectsProps) {
  const update = useUpdateChangeDraft(userId, documentId, draft.id);
  // The answer being saved shows at once (the mutation lasts until the draft is read again).
  const pending = update.isPending ? update.variables : undefined;
  const shown = (effect: Effect) => (pending && effect in pending ? (pending[effect] ?? null) : draft[effect]);
  const changes = draft.changes.map(({ label, title, newText, reason, note }) => ({
    label,
    title,
    newText,
    reason,
    note,
  }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="amendment-effects-title">
      <Title order={3} size="h4" id="amendment-effects-title">
        {T.effectsTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {T.effectsIntro}
      </Text>
      {EFFECTS.map((effect) => (
        <Radio.Group
          key={effect}
          label={T.effects[effect].question}
          description={T.effects[effect].hint}
          value={valueOf(shown(effect))}
          onChange={(value) => {
            update.reset();
            update.mutate({ changes, [effect]: answerOf(value) });
          }}
        >
          <Group gap="md" mt={6}>
            <Radio value="yes" label={T.effectYes} disabled={update.isPending} />
            <Radio value="no" label={T.effectNo} disabled={update.isPending} />
            <Radio value="unsure" label={T.effectUnsure} disabled={update.isPending} />
          </Group>
        </Radio.Group>
      ))}
      {update.isError ? (
        <Alert color="red" variant="light" role="alert">
          {apiErrorMessage(update.error)}
        </Alert>
      ) : null}
    </Stack>
  );
}
