import { useMemo } from "react";
import { useQueries } from "@tanstack/react-query";
import { agreementSnapshotQueryOptions, useApiClient, type AgreementCommit } from "@prenup/api-client";
import type { AgreementVersion } from "./track-agreement.ts";
import type { ChangeMark } from "./track-changes.ts";

/** Who made a version and when: the commit's author (an attorney's commit) or the generation. */
export function commitMark(commit: AgreementCommit): ChangeMark {
  return {
    author:
      commit.kind === "GENERATION"
        ? commit.author
          ? `${commit.author.name}'s regeneration`
          : "the regeneration"
        : (commit.author?.name ?? "An attorney"),
    at: commit.commitAt,
    draft: false,
    summary: commit.message,
  };
}

/**
 * The versions tracked changes count over, oldest first: the latest generation (the text the
 * changes are counted from) and every commit after it. `commits` are the history's, newest first;
 * when none of them is a generation, the oldest listed is where the count starts.
 */
export function versionsSinceGeneration(commits: readonly AgreementCommit[]): AgreementCommit[] {
  const generation = commits.findIndex((commit) => commit.kind === "GENERATION");
  const since = generation === -1 ? commits : commits.slice(0, generation + 1);
  return [...since].reverse();
}

export type AgreementVersions =
  | { status: "pending" }
  | { status: "error"; error: unknown; retry: () => void }
  | { status: "success"; commits: AgreementCommit[]; versions: AgreementVersion[] };

/**
 * The agreement's versions since its latest generation (`versionsSinceGeneration`), each with its
 * sections and clauses (GET /documents/{id}/history/{commitAt}, a version never changes) and who
 * made it: what `trackAgreement` counts tracked changes over.
 */
export function useAgreementVersions(
  documentId: string | null | undefined,
  commits: readonly AgreementCommit[] | undefined,
): AgreementVersions {
  const api = useApiClient();
  const chosen = useMemo(() => (commits ? versionsSinceGeneration(commits) : []), [commits]);
  const snapshots = useQueries({
    queries: chosen.map((commit) => ({
      ...agreementSnapshotQueryOptions(api, documentId ?? "", commit.commitAt),
      enabled: Boolean(documentId),
      staleTime: Infinity,
    })),
  });
  const failed = snapshots.find((snapshot) => snapshot.isError);
  const ready = commits !== undefined && snapshots.every((snapshot) => snapshot.data);
  // When each version was read: the versions are built again only when one of them is read anew.
  const stamp = snapshots.map((snapshot) => snapshot.dataUpdatedAt).join();
  const versions = useMemo(
    () =>
      ready
        ? chosen.map((commit, index) => ({
            sections: snapshots[index]!.data!.sections,
            change: index === 0 ? null : commitMark(commit),
          }))
        : [],
    // `snapshots` is a new array on every render; `stamp` says when its data changed.
    [ready, chosen, stamp],
  );
  if (failed)
    return {
      status: "error",
      error: failed.error,
      retry: () => snapshots.forEach((snapshot) => snapshot.isError && void snapshot.refetch()),
    };
  if (!ready) return { status: "pending" };
  return { status: "success", commits: chosen, versions };
}
