import { useState, type DragEvent } from "react";
import { Button, FileButton, Paper, Stack, Text } from "@mantine/core";
import { VERIFICATION_TEXTS as T } from "../verification-texts.ts";

/**
 * Where the visitor drops the PDF or picks it from their device: the file goes to `onFile`, read in
 * the browser, never uploaded.
 */
export function FileDrop({ onFile, busy }: { onFile: (file: File) => void; busy: boolean }) {
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      data-testid="verification-drop"
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      style={{
        borderStyle: "dashed",
        borderWidth: 2,
        borderColor: over ? "var(--mantine-primary-color-filled)" : undefined,
        background: over ? "var(--mantine-primary-color-light)" : undefined,
      }}
    >
      <Stack align="center" gap="xs">
        <Text fw={600}>{T.dropTitle}</Text>
        <Text c="dimmed" size="sm">
          {T.dropHint}
        </Text>
        <FileButton onChange={(file) => file && onFile(file)} accept="application/pdf,.pdf">
          {(props) => (
            <Button {...props} variant="default" loading={busy}>
              {T.pickFile}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Paper>
  );
}
