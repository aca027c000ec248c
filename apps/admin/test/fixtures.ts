import type { CurrentUser } from "@prenup/api-client";
import { fakeCurrentUser } from "@prenup/api-client/testing";

export function adminUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return fakeCurrentUser({
    id: "user-taylor",
    email: "admin@demo.prenup.test",
    firstName: "Taylor",
    lastName: "Quinn",
    userType: "ADMIN",
    ...overrides,
  });
}
