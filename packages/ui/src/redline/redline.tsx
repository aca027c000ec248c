import "./redline.css";
import { Fragment, type ReactNode } from "react";
import { Card, Group, Stack, Text } from "@mantine/core";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "@prenup/domain";
import {
  clauseChanged,
  sectionChanged,
  type TrackedClause,
  type TrackedSection,
  type TrackedStatus,
} from "./track-agreement.ts";
import { finalText, type ChangeMark, type TrackedPart } from "./track-changes.ts";

export const REDLINE_TEXTS = {
  draft: "draft, not committed",
  inserted: "Inserted",
  deleted: "Deleted",
  status: { inserted: "Added", deleted: "Removed", changed: "Changed" },
  by: { inserted: "Added by", deleted: "Removed by", changed: "Changed by", same: "Changed by" },
  noChanges: "These two versions say the same thing.",
} as const;

const STATUS_COLOR = { inserted: "teal", deleted: "red", changed: "yellow" } as const;

/** Who made a change and when, in words: "Morgan Ellis, November 23, 2026 at 4:40 PM Eastern Time", or "…, draft, not committed". */
export function changeWho(change: ChangeMark): string {
  return `${change.author}, ${change.draft || !change.at ? REDLINE_TEXTS.draft : formatDateTime(change.at)}`;
}

/** `value` with each occurrence of `query` (any case) marked, for a search. */
function withMatches(value: string, query: string | undefined): ReactNode {
  if (!query) return value;
  const lower = value.toLowerCase();
  const wanted = query.toLowerCase();
  const out: ReactNode[] = [];
  let from = 0;
  for (let at = lower.indexOf(wanted); at !== -1; at = lower.indexOf(wanted, from)) {
    if (at > from) out.push(value.slice(from, at));
    out.push(
      <mark key={at} className="prenup-redline-match">
        {value.slice(at, at + wanted.length)}
      </mark>,
    );
    from = at + wanted.length;
  }
  if (from === 0) return value;
  out.push(value.slice(from));
  return out;
}

/**
 * A text with its tracked changes: insertions underlined, deletions struck through, each saying
 * who made it and when on hover. `final`: the text as it reads now, without the marks.
 * `highlight`: a search's words, marked where they occur.
 */
export function TrackedText({
  parts,
  final = false,
  highlight,
}: {
  parts: readonly TrackedPart[];
  final?: boolean;
  highlight?: string;
}) {
  if (final) return <>{withMatches(finalText(parts), highlight)}</>;
  return (
    <>
      {parts.map((part, index) => {
        if (part.kind === "same") return <Fragment key={index}>{withMatches(part.value, highlight)}</Fragment>;
        const title = part.change
          ? `${part.kind === "inserted" ? REDLINE_TEXTS.inserted : REDLINE_TEXTS.deleted} by ${changeWho(part.change)}`
          : undefined;
        // The spaces around a changed word stay outside its mark (a change of spaces alone is marked).
        const [, before = "", words = "", after = ""] = /^(\s*)([\s\S]*?)(\s*)$/.exec(part.value) ?? [];
        const marked = words === "" ? part.value : words;
        const content = withMatches(marked, highlight);
        return (
          <Fragment key={index}>
            {words === "" ? null : before}
            {part.kind === "inserted" ? (
              <ins className="prenup-redline-ins" title={title} data-change="inserted">
                {content}
              </ins>
            ) : (
              <del className="prenup-redline-del" title={title} data-change="deleted">
                {content}
              </del>
            )}
            {words === "" ? null : after}
          </Fragment>
        );
      })}
    </>
  );
}

/** Under a changed section or clause: who changed it and when ("Changed by Morgan Ellis, draft, not committed"). */
export function ChangeNote({ status, changes }: { status: TrackedStatus; changes: readonly ChangeMark[] }) {
  if (changes.length === 0) return null;
  return (
    <Text size="xs" c="gray.7" ff="text" data-change-note>
      {REDLINE_TEXTS.by[status]} {changes.map(changeWho).join("; ")}
    </Text>
  );
}

/** A changed section's or clause's status ("Added", "Removed", "Changed"), in the shared badge. */
function ChangeBadge({ status, size = "sm" }: { status: TrackedStatus; size?: "xs" | "sm" }) {
  if (status === "same") return null;
  return (
    <StatusBadge size={size} color={STATUS_COLOR[status]}>
      {REDLINE_TEXTS.status[status]}
    </StatusBadge>
  );
}

/** A changed clause and the changed clauses under it, in reading order. */
function changedClauses(clauses: readonly TrackedClause[], depth = 0): { clause: TrackedClause; depth: number }[] {
  return clauses
    .filter(clauseChanged)
    .flatMap((clause) => [
      ...(clause.status === "same" ? [] : [{ clause, depth }]),
      ...changedClauses(clause.children, depth + 1),
    ]);
}

/**
 * What changed in the agreement, section by section: each changed section's title and text and
 * each changed clause, with its insertions and deletions and who made them. Sections and clauses
 * that did not change are left out.
 */
export function AgreementChanges({
  sections,
  label,
  empty = REDLINE_TEXTS.noChanges,
}: {
  sections: readonly TrackedSection[];
  /** The region's name for assistive technology. */
  label: string;
  /** What to say when nothing changed. */
  empty?: string;
}) {
  const changed = sections.filter(sectionChanged);
  if (changed.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="md" aria-label={label} role="region">
      {changed.map((section) => (
        <Card
          key={section.id}
          withBorder
          padding="sm"
          radius="sm"
          component="section"
          aria-label={section.section.title}
        >
          <Group gap="xs" mb={6}>
            <Text fw={700}>
              <TrackedText parts={section.title} />
            </Text>
            <ChangeBadge status={section.status} />
          </Group>
          {section.status !== "same" && section.text.length > 0 ? (
            <Stack gap={2} mb={8}>
              <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                <TrackedText parts={section.text} />
              </Text>
              <ChangeNote status={section.status} changes={section.changes} />
            </Stack>
          ) : null}
          <Stack gap={8}>
            {changedClauses(section.clauses).map(({ clause, depth }) => (
              <Stack key={clause.id} gap={2} pl={depth * 16} data-change={clause.status}>
                <div>
                  <ChangeBadge status={clause.status} size="xs" />
                </div>
                <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                  {clause.title.length > 0 ? (
                    <Text span fw={600}>
                      <TrackedText parts={clause.title} />{" "}
                    </Text>
                  ) : null}
                  <TrackedText parts={clause.text} />
                </Text>
                <ChangeNote status={clause.status} changes={clause.changes} />
              </Stack>
            ))}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
