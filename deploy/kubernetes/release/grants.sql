-- The data-only role's privileges, applied by the release Job (its container "grants", psql) after
-- the migrations, connected as the migration role that owns the tables. Idempotent: every statement
-- leaves the same privileges however often it runs. The role is psql's variable data_role:
--   psql "$DATABASE_URL" --set=ON_ERROR_STOP=1 --set=data_role=prenup_app --file=grants.sql
-- The roles themselves are made once by an administrator (deploy/database/roles.sql).

-- The product's tables: rows only. No TRUNCATE, REFERENCES or TRIGGER, no CREATE in the schema; the
-- tables belong to the migration role, so ALTER and DROP are refused too.
GRANT USAGE ON SCHEMA public TO :"data_role";
REVOKE CREATE ON SCHEMA public FROM :"data_role";
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO :"data_role";
REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA public FROM :"data_role";
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO :"data_role";
-- Tables and sequences the next migrations create get the same, before this file runs again.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO :"data_role";
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO :"data_role";

-- The migrations' journal: the servers refuse a database behind their code, so they read it.
GRANT USAGE ON SCHEMA drizzle TO :"data_role";
GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO :"data_role";

-- The job queue (pg-boss, schema pgboss, installed by the release step): pg-boss creates a table per
-- queue and attaches it to its job table when a server starts, which only the job table's owner may
-- do. So the queue's own tables, types and functions belong to the data role, and it may create
-- tables in that schema only. The migration role, a member of the data role (roles.sql), hands them
-- over; the schema itself stays the migration role's.
GRANT USAGE, CREATE ON SCHEMA pgboss TO :"data_role";
SELECT set_config('prenup.data_role', :'data_role', false) AS data_role_setting \gset
DO $$
DECLARE
  object record;
  data_role text := current_setting('prenup.data_role');
BEGIN
  FOR object IN
    SELECT CASE c.relkind WHEN 'S' THEN 'SEQUENCE' ELSE 'TABLE' END AS kind, format('pgboss.%I', c.relname) AS name
    FROM pg_class c
    WHERE c.relnamespace = 'pgboss'::regnamespace
      AND c.relkind IN ('r', 'p', 'S')
      AND pg_get_userbyid(c.relowner) <> data_role
      AND NOT EXISTS (SELECT FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'a')
    UNION ALL
    SELECT 'TYPE', format('pgboss.%I', t.typname)
    FROM pg_type t
    WHERE t.typnamespace = 'pgboss'::regnamespace AND t.typtype = 'e' AND pg_get_userbyid(t.typowner) <> data_role
    UNION ALL
    SELECT 'FUNCTION', p.oid::regprocedure::text
    FROM pg_proc p
    WHERE p.pronamespace = 'pgboss'::regnamespace AND pg_get_userbyid(p.proowner) <> data_role
  LOOP
    EXECUTE format('ALTER %s %s OWNER TO %I', object.kind, object.name, data_role);
  END LOOP;
END
$$;
