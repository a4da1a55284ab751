-- Search forgives small typos by comparing trigrams (api/src/catalogue/search.ts). A trusted
-- extension: the database's owner may create it; PGlite is given it when it opens (db/database.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
