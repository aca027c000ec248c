import { useId } from "react";
import { Box, Stack, Text, Title, VisuallyHidden } from "@mantine/core";
import type { ChangeDraftDetail } from "@prenup/api-client";
import { AGREEMENT_VERSIONS_TEXTS as T, reasonLabel } from "./agreement-changes-texts.ts";

type RedlineEntry = ChangeDraftDetail["redline"][number];

const CLAUSE_TEXT = { display: "block", whiteSpace: "pre-wrap", padding: "var(--mantine-spacing-xs)" } as const;

/** One change: its clause, its reason, the signed text struck through and the new text marked inserted. */
function RedlineClause({ entry }: { entry: RedlineEntry }) {
  return (
    <Stack gap={6} component="li">
      <Text fw={600} size="sm">
        {entry.title ? `${entry.label} — ${entry.title}` : entry.label}
      </Text>
      <Text size="xs" c="dimmed">
        {T.reasonShown(reasonLabel(entry.reason))}
        {entry.oldText === null ? ` · ${T.clauseAdded}` : entry.newText === null ? ` · ${T.clauseRemoved}` : ""}
      </Text>
      {entry.oldText !== null ? (
        <Box component="del" bg="red.0" c="red.9" fz="sm" style={CLAUSE_TEXT}>
          <VisuallyHidden>{T.removed} </VisuallyHidden>
          {entry.oldText}
        </Box>
      ) : null}
      {entry.newText !== null ? (
        <Box component="ins" bg="teal.0" c="teal.9" fz="sm" style={CLAUSE_TEXT}>
          <VisuallyHidden>{T.added} </VisuallyHidden>
          {entry.newText}
        </Box>
      ) : null}
    </Stack>
  );
}

/**
 * The amendment's redline, as the server draws it from the signed agreement: for each change the
 * old text struck through on red and the new text on green (a removed clause shows only the old
 * text, a new clause only the new). Screen readers hear "Removed:" and "Added:" before each.
 */
export function ChangeRedline({ redline }: { redline: ChangeDraftDetail["redline"] }) {
  const titleId = useId();
  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId}>
        {T.redlineTitle}
      </Title>
      <Text size="sm" c="dimmed">
        {T.redlineIntro}
      </Text>
      <Stack gap="md" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {redline.map((entry) => (
          <RedlineClause key={entry.label} entry={entry} />
        ))}
      </Stack>
    </Stack>
  );
}
