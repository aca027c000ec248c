import type { CurrentUser } from "@prenup/api-client";
import { fakeCurrentUser } from "@prenup/api-client/testing";

type Stage = NonNullable<CurrentUser["attorney"]>["stage"];

export function attorneyUser(stage: Stage | null, overrides: Partial<CurrentUser> = {}): CurrentUser {
  return fakeCurrentUser({
    id: "user-morgan",
    email: "attorney@demo.prenup.test",
    firstName: "Morgan",
    lastName: "Ellis",
    userType: "ATTORNEY",
    attorney: stage ? { id: "user-morgan", stage, lawFirmId: null } : null,
    ...overrides,
  });
}
