import { Box, Group, Text } from "@mantine/core";
import { PROGRESS_STEPS } from "@prenup/domain";
import { LAYOUT } from "../theme.ts";

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
      <Text size="sm" fw={500} style={{ whiteSpace: "nowrap", flex: "none" }}>
        {label}
      </Text>
    </Group>
  );
}
