import type { CurrentUser } from "@prenup/api-client";


export function adminUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: "user-taylor",
    email: "admin@demo.prenup.test",
    firstName: "Taylor",
    middleName: null,
    lastName: "Quinn",
    suffix: null,
    gender: null,
    phoneNumber: null,
    birthdate: null,
    userType: "ADMIN",
    termsAgreedAt: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    attorney: null,
    ...overrides,
  };
}
