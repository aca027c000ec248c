import { useCallback, useEffect, useRef, useState } from "react";
import {
  apiErrorCode,
  apiErrorMessage,
  useAcquireDocumentLock,
  useReleaseDocumentLock,
  type DocumentLockView,
} from "@prenup/api-client";

/**
 * The editor's lock as the screen lives it:
 * - taking: the first POST is under way;
 * - editing: this person holds it (heartbeats keep it; leaving the page lets go);
 * - held: someone else is editing (or this person's lock was taken over), with the server's message;
 * - read-only: the server says this person may not edit (403): the committed text only;
 * - frozen: the text may not change any more (a notarization is under way or done), with the server's reason;
 * - failed: anything else, with the server's message.
 */
export type EditorLockPhase =
  | { kind: "taking" }
  | { kind: "editing"; view: DocumentLockView }
  | { kind: "held"; message: string }
  | { kind: "read-only" }
  | { kind: "frozen"; message: string }
  | { kind: "failed"; message: string };

function phaseOfError(error: unknown): EditorLockPhase {
  if (apiErrorCode(error) === "DOCUMENT_LOCKED") return { kind: "held", message: apiErrorMessage(error) };
  if (apiErrorCode(error) === "AGREEMENT_LOCKED") return { kind: "frozen", message: apiErrorMessage(error) };
  if (typeof error === "object" && error !== null && (error as { status?: unknown }).status === 403)
    return { kind: "read-only" };
  return { kind: "failed", message: apiErrorMessage(error) };
}

/**
 * Takes the lock on open, renews it every `heartbeatSeconds` the API gives, and lets go on leave (a
 * route change or the tab closing). `mayEdit`: false for someone who may only read (the couple: no
 * lock request, read-only at once), null while that is not known yet (nothing is asked meanwhile).
 */
export function useEditorLock(documentId: string, mayEdit: boolean | null = true) {
  const acquire = useAcquireDocumentLock(documentId);
  const release = useReleaseDocumentLock(documentId);
  const [phase, setPhase] = useState<EditorLockPhase>({ kind: "taking" });
  const [attempt, setAttempt] = useState(0);
  const take = acquire.mutateAsync;
  const letGo = release.mutateAsync;
  const heldRef = useRef(false);

  useEffect(() => {
    if (mayEdit === null) return;
    if (!mayEdit) {
      setPhase({ kind: "read-only" });
      return;
    }
    let active = true;
    setPhase({ kind: "taking" });
    take()
      .then((view) => {
        if (!active) return;
        heldRef.current = true;
        setPhase({ kind: "editing", view });
      })
      .catch((error: unknown) => {
        if (active) setPhase(phaseOfError(error));
      });
    return () => {
      active = false;
      // Only a lock this screen took is let go (a take still under way simply lapses).
      if (heldRef.current) {
        heldRef.current = false;
        letGo().catch(() => undefined);
      }
    };
  }, [take, letGo, attempt, mayEdit]);

  // Closing the tab (or leaving the site) runs no React clean-up: let go of the lock as the page
  // hides, in a request that outlives it, and take it again if the page comes back from the cache.
  useEffect(() => {
    const onPageHide = () => {
      if (!heldRef.current) return;
      heldRef.current = false;
      letGo({ keepalive: true }).catch(() => undefined);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setAttempt((value) => value + 1);
    };
    window.addEventListener("pagehide", onPageHide);
    window.addEventListener("pageshow", onPageShow);
    return () => {
      window.removeEventListener("pagehide", onPageHide);
      window.removeEventListener("pageshow", onPageShow);
    };
  }, [letGo]);

  const heartbeatSeconds = phase.kind === "editing" ? phase.view.heartbeatSeconds : null;
  useEffect(() => {
    if (heartbeatSeconds === null) return;
    const timer = window.setInterval(() => {
      take()
        .then((view) => setPhase({ kind: "editing", view }))
        .catch((error: unknown) => {
          // A lost lock, or a notarization begun meanwhile, ends editing; a failed heartbeat for
          // another reason is tried again next time.
          const code = apiErrorCode(error);
          if (code === "DOCUMENT_LOCKED" || code === "AGREEMENT_LOCKED") {
            heldRef.current = false;
            setPhase(phaseOfError(error));
          }
        });
    }, heartbeatSeconds * 1000);
    return () => window.clearInterval(timer);
  }, [heartbeatSeconds, take]);

  /** Try again (the lock is free again, or a failure passed). */
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  /** The lock was lost during a save or a commit (409): stop editing. */
  const markLost = useCallback((message: string) => {
    heldRef.current = false;
    setPhase({ kind: "held", message });
  }, []);
  return { phase, retry, markLost };
}
