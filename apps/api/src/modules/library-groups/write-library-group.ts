import { DomainError } from "@prenup/domain";
import { isForeignKeyViolation, isUniqueViolation } from "../../db/db-errors.ts";
import { LIBRARY_GROUP_MESSAGES } from "./library-groups.messages.ts";

/** Runs a group's write: a key in use is 409 LIBRARY_GROUP_EXISTS, a link to nothing a 400 on `links`. */
export async function writeLibraryGroup<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, "library_groups_key_unique"))
      throw new DomainError("LIBRARY_GROUP_EXISTS", LIBRARY_GROUP_MESSAGES.keyTaken);
    if (isForeignKeyViolation(error)) throw DomainError.invalidField("links", LIBRARY_GROUP_MESSAGES.unknownLink);
    throw error;
  }
}
