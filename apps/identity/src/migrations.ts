// Schema of the identity database. Append new migrations; never edit an applied one.
export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: "accounts, password resets, provider models, keys, outbox",
    statements: [
      `CREATE TABLE accounts (
        id text PRIMARY KEY,
        email text NOT NULL,
        email_verified boolean NOT NULL DEFAULT false,
        given_name text NOT NULL,
        family_name text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`,
      "CREATE UNIQUE INDEX accounts_email_lower_key ON accounts (lower(email))",
      `CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        client_id text,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      "CREATE INDEX password_reset_tokens_account_idx ON password_reset_tokens (account_id)",
      `CREATE TABLE oidc_models (
        id text NOT NULL,
        type text NOT NULL,
        payload jsonb NOT NULL,
        grant_id text,
        uid text,
        user_code text,
        expires_at timestamptz,
        consumed_at timestamptz,
        PRIMARY KEY (type, id)
      )`,
      "CREATE INDEX oidc_models_grant_id_idx ON oidc_models (grant_id)",
      "CREATE INDEX oidc_models_uid_idx ON oidc_models (type, uid)",
      "CREATE INDEX oidc_models_user_code_idx ON oidc_models (type, user_code)",
      "CREATE INDEX oidc_models_expires_at_idx ON oidc_models (expires_at)",
      `CREATE TABLE provider_secrets (
        name text PRIMARY KEY,
        value jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      `CREATE TABLE outbox_emails (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        to_address text NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
    ],
  },
  {
    version: 2,
    name: "e-mail verification tokens; outbox mails expire with the link they carry",
    statements: [
      `CREATE TABLE email_verification_tokens (
        token_hash text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`,
      "CREATE INDEX email_verification_tokens_account_idx ON email_verification_tokens (account_id)",
      "ALTER TABLE outbox_emails ADD COLUMN expires_at timestamptz",
      "ALTER TABLE outbox_emails ADD COLUMN secret_hash text",
      "CREATE INDEX outbox_emails_secret_hash_idx ON outbox_emails (secret_hash)",
      // Mails written before this migration carry links that were kept forever: drop them.
      "DELETE FROM outbox_emails",
    ],
  },
  {
    version: 3,
    name: "sign-in failures per e-mail and client address; the app a verification link returns to",
    statements: [
      // One row per (e-mail as typed, client address) with failed or pending sign-ins: the growing
      // delay between attempts. Rows go a day after their last attempt (see sign-in-throttle.ts).
      `CREATE TABLE sign_in_failures (
        email_key text NOT NULL,
        source text NOT NULL,
        failures integer NOT NULL,
        next_attempt_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        PRIMARY KEY (email_key, source)
      )`,
      "CREATE INDEX sign_in_failures_updated_at_idx ON sign_in_failures (updated_at)",
      "ALTER TABLE email_verification_tokens ADD COLUMN client_id text",
    ],
  },
];
