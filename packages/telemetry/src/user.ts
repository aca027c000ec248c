/** The signed-in user as the apps load it (GET /users/me); only what the pieces may be given. */
export interface TelemetryUser {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  /** ISO 8601 date-time. */
  createdAt: string;
}

/** Whole seconds since 1970-01-01T00:00:00Z (what chat widgets call a Unix timestamp), rounded down. */
export function unixSeconds(date: string | number | Date): number {
  const milliseconds = date instanceof Date ? date.getTime() : typeof date === "number" ? date : Date.parse(date);
  return Math.floor(milliseconds / 1000);
}
