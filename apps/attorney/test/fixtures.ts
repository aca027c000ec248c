import type { CurrentUser } from "@prenup/api-client";

type Stage = NonNullable<CurrentUser["attorney"]>["stage"];

export function attorneyUser(stage: Stage | null, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "user-morgan",
    email: "attorney@demo.prenup.test",
    firstName: "Morgan",
    middleName: null,
    lastName: "Ellis",
    suffix: null,
    gender: null,
    phoneNumber: null,
    birthdate: null,
    userType: "ATTORNEY",
    termsAgreedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    attorney: stage ? { id: "user-morgan", stage, lawFirmId: null } : null,
    ...overrides,
  };
}
