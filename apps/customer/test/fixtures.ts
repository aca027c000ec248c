import type { CurrentUser } from "@prenup/api-client";


export function customerUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "user-alex",
    email: "alex@demo.prenup.test",
    firstName: "Alex",
    middleName: null,
    lastName: "Rivera",
    suffix: null,
    gender: null,
    phoneNumber: null,
    birthdate: null,
    userType: "CUSTOMER",
    termsAgreedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    attorney: null,
    ...overrides,
  };
}
