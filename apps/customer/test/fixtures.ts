import { fakeCurrentUser } from "@prenup/api-client/testing";

/** Alex Rivera, partner A of couple 1, as GET /users/me answers. */
export const customerUser = fakeCurrentUser;

/**
 * Alex's California document as GET /users/{id}/documents answers it (shared with the attorney app's
 * tests, in the api-client's test doubles).
 */
export { fakeUserDocument } from "@prenup/api-client/testing";
