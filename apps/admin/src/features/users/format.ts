/** Dates and times on the admin's user screens, in UTC (what the audit trail records). */
export const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });
