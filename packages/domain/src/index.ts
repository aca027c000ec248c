export * from "./enums.ts";
export type * from "./clause-conditions.types.ts";
export * from "./dates.ts";
export * from "./phone.ts";
export * from "./names.ts";
export * from "./errors.ts";
export * from "./routing.ts";
export * from "./progress.ts";
export * from "./user-profile.ts";
