-- Catalogue change notifications: any statement that changes products or categories (an admin's
-- save, a stock adjustment, an order reserving or returning stock, an import) announces itself on
-- the channel 'shop_catalogue_changes', whichever API instance or code path made it. The page server
-- listens and drops its rendered HTML (deploy/local/serve.ts, deploy/local/ssr). Per statement, not
-- per row: a CSV import is one notification, not hundreds.
CREATE OR REPLACE FUNCTION shop_notify_catalogue_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('shop_catalogue_changes', json_build_object('table', TG_TABLE_NAME)::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER products_catalogue_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_change();
--> statement-breakpoint
CREATE TRIGGER categories_catalogue_changes AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories FOR EACH STATEMENT EXECUTE FUNCTION shop_notify_catalogue_change();
