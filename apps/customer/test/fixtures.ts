import { fakeCurrentUser } from "@prenup/api-client/testing";

/** Alex Rivera, partner A of couple 1, as GET /users/me answers. */
export const customerUser = fakeCurrentUser;
