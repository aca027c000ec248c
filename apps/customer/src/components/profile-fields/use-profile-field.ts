import { useCallback, useEffect, useRef, useState } from "react";
import type { SaveStatus, UserProfileField } from "@prenup/domain";
import {
  isProfileRequest,
  profileTarget,
  useOfflineWrites,
  usePendingWrites,
  useUpdateUser,
  withBodyFields,
  type CurrentUser,
} from "@prenup/api-client";
import { useDebouncedSaves } from "../autosave/use-debounced-saves.ts";
import { checkProfileValue, profileUpdate, saveFailureMessage, savedProfileValue } from "./profile-rules.ts";

export type { SaveStatus };

export interface ProfileFieldOptions {
  /** Save this long after the last change (a pause in typing); null saves only on commit. */
  pauseMs: number | null;
  /** How the stored value reads in the input (default: as stored, null as empty). */
  display?: (saved: string | null) => string;
  /** "Today" for the birthdate range; read at each check by default. */
  now?: () => Date;
}

export interface ProfileField {
  /** The text in the input: what the person is editing, else the stored value. */
  value: string;
  status: SaveStatus;
  /** A validation message (the server's rule, shown before sending) or a failed save's message. */
  message: string | null;
  /** The person changed the text: the status goes back to idle and a save waits for the pause. */
  change: (text: string) => void;
  /** Save now if the text differs from the stored value (leaving the field, choosing an option). */
  commit: () => void;
  /** Focus tracking: the stored form replaces the text only once the person has left the field. */
  focus: () => void;
  /** The field's change is kept on the device (offline, the server down), or went out just now. */
  kept: "queued" | "synced" | null;
  /** The kept change met a value changed on the server since: both, and the two ways out. */
  conflict: { yours: string; saved: string; message: string; keepMine: () => void; takeSaved: () => void } | null;
}

/** How long "Saved" shows once a change kept on the device has gone out. */
const SYNCED_NOTE_MS = 4000;

const showStored = (saved: string | null) => saved ?? "";

/**
 * One editable profile field saved through PATCH /users/{id} with exactly that field. The text is
 * checked with the server's schema first (an invalid value shows its message and sends nothing), an
 * unchanged value sends nothing, and each save reports idle → loading → success or error. A failed
 * save keeps the person's text and shows why; the cached user goes back to the stored data
 * (useUpdateUser rolls its optimistic change back).
 */
export function useProfileField(
  user: CurrentUser,
  field: UserProfileField,
  options: ProfileFieldOptions,
): ProfileField {
  const { pauseMs, display = showStored, now = defaultNow } = options;
  const saved = savedProfileValue(user, field);
  const mutation = useUpdateUser(user.id);
  const { mutate } = mutation;
  const writes = useOfflineWrites(user.id);
  const keptWrites = usePendingWrites(user.id)
    .filter(isProfileRequest)
    .filter((write) => write.target === profileTarget(field));
  const keptValue =
    keptWrites.length > 0
      ? ((keptWrites[keptWrites.length - 1]!.body[field] as string | null | undefined) ?? null)
      : undefined;
  const conflictWrite = keptWrites.find((write) => write.conflict);
  const [synced, setSynced] = useState(false);
  const wasKept = useRef(false);
  useEffect(() => {
    if (keptValue !== undefined) {
      wasKept.current = true;
      setSynced(false);
      return;
    }
    if (!wasKept.current) return;
    // Gone out (or dropped for the server's value): the stored value shows again once the field is left.
    wasKept.current = false;
    setSynced(true);
    if (!latest.current.focused) {
      latest.current.text = null;
      setEdit(null);
    }
    const timer = setTimeout(() => setSynced(false), SYNCED_NOTE_MS);
    return () => clearTimeout(timer);
  }, [keptValue]);

  // null: nothing edited, the input shows the stored value.
  const [edit, setEdit] = useState<string | null>(null);
  const [status, setStatus] = useState<SaveStatus>("idle");
  const [message, setMessage] = useState<string | null>(null);

  const latest = useRef<{ text: string | null; saved: string | null; focused: boolean }>({
    text: null,
    saved,
    focused: false,
  });
  useEffect(() => {
    latest.current.saved = saved;
  }, [saved]);

  const save = useCallback(
    (text: string | null) => {
      if (text === null) return;
      const checked = checkProfileValue(field, text, now());
      if (!checked.ok) {
        setMessage(checked.message);
        return;
      }
      if (checked.value === latest.current.saved) {
        // Nothing to send; once the field is left, show the stored form of the value.
        if (!latest.current.focused) {
          latest.current.text = null;
          setEdit(null);
        }
        return;
      }
      setStatus("loading");
      setMessage(null);
      mutate(
        { ...profileUpdate(field, checked.value), baseValue: latest.current.saved },
        {
          onSuccess: (result) => {
            if (latest.current.text !== text) return; // newer text waits for its own save
            if (result.kept) {
              // Kept on the device: the person's text stays, with its note, until it goes out.
              setStatus("idle");
              return;
            }
            setStatus("success");
            if (!latest.current.focused) {
              latest.current.text = null;
              setEdit(null);
            }
          },
          onError: (error) => {
            setStatus("error");
            setMessage(saveFailureMessage(error));
          },
        },
      );
    },
    [field, mutate, now],
  );
  // The app's one autosave timer (shared with the questionnaire's answers); leaving the page inside
  // the pause still saves the last text.
  const debounced = useDebouncedSaves<string>((_field, text) => save(text));

  const change = useCallback(
    (text: string) => {
      latest.current.text = text;
      setEdit(text);
      setStatus((current) => (current === "loading" ? current : "idle"));
      setMessage(null);
      debounced.schedule(field, text, pauseMs);
    },
    [debounced, field, pauseMs],
  );

  const commit = useCallback(() => {
    latest.current.focused = false;
    if (!debounced.flush(field)) save(latest.current.text);
  }, [debounced, field, save]);

  const focus = useCallback(() => {
    latest.current.focused = true;
  }, []);

  const conflictCurrent = conflictWrite?.conflict?.current as Record<string, unknown> | null | undefined;
  const conflict = conflictWrite?.conflict
    ? {
        yours: display((conflictWrite.body[field] as string | null | undefined) ?? null),
        saved: display((conflictCurrent?.[field] as string | null | undefined) ?? null),
        message: conflictWrite.conflict.message,
        keepMine: () =>
          void writes?.keepMine(conflictWrite.seq, (write) =>
            withBodyFields(write, { baseValue: (conflictCurrent?.[field] as string | null | undefined) ?? null }),
          ),
        takeSaved: () => {
          for (const write of keptWrites) void writes?.discard(write.seq);
        },
      }
    : null;
  return {
    value: edit ?? display(keptValue === undefined ? saved : keptValue),
    status,
    message,
    change,
    commit,
    focus,
    kept: keptValue !== undefined ? "queued" : synced ? "synced" : null,
    conflict,
  };
}

function defaultNow(): Date {
  return new Date();
}
