-- Indexes FerretDB's PostgreSQL backend can use for the equalities it pushes down.
--
-- FerretDB v1 keeps each document in one `_jsonb` column and turns a top-level equality
-- (`{memberId: 'm1'}`, `{_id: …}`) into `(_jsonb -> 'memberId') @> '"m1"'`: containment, so
-- that an array field matches one of its elements, as in MongoDB. The btree index FerretDB
-- makes for each MongoDB index, on `(_jsonb -> 'memberId')`, cannot serve `@>`, so every
-- such query, an `_id` lookup included, scanned the whole table. A GIN index on the same
-- expression can. For every btree index whose first key is `_jsonb -> 'field'`, this adds
-- one beside it: now, for the indexes that exist, and from now on, for each index FerretDB
-- creates (an event trigger). Installed by `servers.sh` in FerretDB's database at each start;
-- idempotent. Dropping a collection drops its GIN indexes with it.

CREATE OR REPLACE FUNCTION trade_gin_beside(btree oid) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  idx record;
  field text;
BEGIN
  SELECT i.indrelid::regclass AS tbl, c.relname AS name, am.amname AS method,
         pg_get_indexdef(i.indexrelid, 1, true) AS first_key
    INTO idx
    FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
   WHERE i.indexrelid = btree;
  IF NOT FOUND OR idx.method <> 'btree' THEN RETURN; END IF;
  -- `(_jsonb -> 'memberId'::text)`; dotted paths (`#>`) are not pushed down, so not indexed.
  field := substring(idx.first_key FROM '^\(?_jsonb -> ''((?:[^'']|'''')+)''::text\)?$');
  IF field IS NULL THEN RETURN; END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %s USING gin ((_jsonb -> %L) jsonb_path_ops)',
                 left(idx.name, 59) || '_gin', idx.tbl, replace(field, '''''', ''''));
EXCEPTION WHEN OTHERS THEN
  -- A missing GIN index only makes queries slower: never fail FerretDB's own DDL for it.
  RAISE WARNING 'no GIN index beside %: %', btree::regclass, SQLERRM;
END $$;

CREATE OR REPLACE FUNCTION trade_gin_for_new_index() RETURNS event_trigger
LANGUAGE plpgsql AS $$
DECLARE
  cmd record;
BEGIN
  FOR cmd IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE command_tag = 'CREATE INDEX' LOOP
    PERFORM trade_gin_beside(cmd.objid);
  END LOOP;
END $$;

DROP EVENT TRIGGER IF EXISTS trade_gin_for_new_index;
CREATE EVENT TRIGGER trade_gin_for_new_index ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
  EXECUTE FUNCTION trade_gin_for_new_index();

-- The indexes made before the trigger existed.
SELECT trade_gin_beside(i.indexrelid)
  FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
   AND c.relname NOT LIKE '%\_gin';
