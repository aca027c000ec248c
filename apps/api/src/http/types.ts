import type { Database } from "@prenup/db";
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { AppConfig } from "../config.ts";
import type { Clock } from "../integrations/clock.ts";
import type { MailPort } from "../integrations/mail/index.ts";

/** The Fastify instance with the zod type provider: route handlers get typed params/query/body. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What route modules receive to build their services. */
export interface ModuleDeps {
  db: Database;
  clock: Clock;
  config: AppConfig;
  /** The e-mail port (outbox or SMTP). */
  mail: MailPort;
  /** The HMAC key of partner-invitation links. */
  inviteKey: Uint8Array;
}
