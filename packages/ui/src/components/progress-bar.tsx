import { Box, Group, Text } from "@mantine/core";
import { IconBallpen, IconConfetti, type Icon } from "@tabler/icons-react";
import { PROGRESS_STEPS } from "@prenup/domain";
import { LAYOUT } from "../theme.ts";

/**
 * The progress labels' emoji drawn as icons: a machine without an emoji font would show an empty
 * box. The label's text (emoji included) stays what assistive technology reads.
 */
const EMOJI_ICONS: readonly [emoji: string, icon: Icon][] = [
  ["🖋️", IconBallpen],
  ["🖋", IconBallpen],
  ["🎉", IconConfetti],
];

/** The label without a trailing emoji that has an icon, and that icon. */
export function labelAndIcon(label: string): { text: string; icon: Icon | null } {
  for (const [emoji, icon] of EMOJI_ICONS)
    if (label.endsWith(emoji)) return { text: label.slice(0, -emoji.length).trimEnd(), icon };
  return { text: label, icon: null };
}

export interface ProgressBarProps {
  /** Steps done, 0 to 5. */
  step: number;
  label: string;
  status: "loading" | "error" | "ready";
}

/**
 * Five segments filled up to `step`, with the label beside them (at most 728 px wide). Hidden on
 * a load error; kept in place but invisible while loading, so the header does not jump.
 */
export function ProgressBar({ step, label, status }: ProgressBarProps) {
  if (status === "error") return null;
  const filled = Math.max(0, Math.min(PROGRESS_STEPS, Math.floor(step)));
  const loading = status === "loading";
  const { text, icon: LabelIcon } = labelAndIcon(label);
  return (
    <Group
      gap="sm"
      wrap="nowrap"
      maw={LAYOUT.progressBarMaxWidth}
      w="100%"
      style={{ visibility: loading ? "hidden" : "visible" }}
      aria-hidden={loading || undefined}
    >
      <Box
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={PROGRESS_STEPS}
        aria-valuenow={filled}
        aria-valuetext={label}
        style={{ display: "flex", gap: 4, flex: 1, minWidth: 0 }}
      >
        {Array.from({ length: PROGRESS_STEPS }, (_, index) => (
          <Box
            key={index}
            data-segment
            data-filled={index < filled}
            h={8}
            style={{
              flex: 1,
              borderRadius: 4,
              background: index < filled ? "var(--mantine-primary-color-filled)" : "var(--mantine-color-gray-3)",
            }}
          />
        ))}
      </Box>
      <Text
        size="sm"
        fw={500}
        style={{ whiteSpace: "nowrap", flex: "none", display: "inline-flex", alignItems: "center", gap: 4 }}
        aria-hidden
      >
        {text}
        {LabelIcon ? <LabelIcon size={16} stroke={1.75} aria-hidden data-emoji-icon /> : null}
      </Text>
    </Group>
  );
}
