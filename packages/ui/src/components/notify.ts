import type { NotificationData } from "@mantine/notifications";
import { useSyncExternalStore } from "react";

// Whether any notification has been asked for in this tab: the notification area (UiProvider) is
// mounted, and @mantine/notifications with its styles fetched, from the first one on. No first
// screen shows a notification, so no page load downloads the area before its content.
let requested = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Shows a notification in the app's notification area (top right, under the header bar). The first call of a tab fetches
 * the area; the notification appears once it is there (the store keeps it meanwhile).
 */
export function notify(notification: NotificationData): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void import("@mantine/notifications").then(({ notifications }) => notifications.show(notification));
}

/** True once `notify` has been called in this tab (UiProvider mounts the area from then on). */
export function useNotificationsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
}
