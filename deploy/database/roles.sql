-- The two database roles of a deployment, made once per database by an administrator (a superuser,
-- or the cloud's admin user) connected to the product's database, before the first release:
--   psql "postgres://admin@db.internal:5432/prenup" --set=ON_ERROR_STOP=1 \
--     --set=migration_role=prenup_migrator --set=data_role=prenup_app --file=deploy/database/roles.sql
-- then give each a password (\password prenup_migrator, \password prenup_app) and put each URL in its
-- Secret: the migration role's in api-release-secrets (the release Job only), the data role's in
-- api-secrets (the servers and the worker). Idempotent: run it again after adding a database.
--
-- The migration role owns the database and the product's tables: the release step migrates with it
-- (CREATE, ALTER, DROP) and grants the data role its privileges (kubernetes/release/grants.sql).
-- The data role reads and writes rows and nothing else.
--
-- An existing database whose tables belong to one role: pass that role as migration_role (it keeps
-- the tables), create the data role here, run the release step, then switch the servers' Secret.

SELECT NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'migration_role') AS create_migration_role \gset
\if :create_migration_role
CREATE ROLE :"migration_role" LOGIN;
\endif
SELECT NOT EXISTS (SELECT FROM pg_roles WHERE rolname = :'data_role') AS create_data_role \gset
\if :create_data_role
CREATE ROLE :"data_role" LOGIN;
\endif
-- Neither may make roles or databases, nor bypass row security.
ALTER ROLE :"migration_role" NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
ALTER ROLE :"data_role" NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;

ALTER DATABASE :"DBNAME" OWNER TO :"migration_role";
ALTER SCHEMA public OWNER TO :"migration_role";
REVOKE ALL ON DATABASE :"DBNAME" FROM PUBLIC;
REVOKE CREATE ON SCHEMA public FROM PUBLIC;
GRANT CONNECT ON DATABASE :"DBNAME" TO :"data_role";
-- The migration role may act as the data role (to hand it the job queue's tables); not the reverse.
GRANT :"data_role" TO :"migration_role";
