ALTER TABLE "orders" ADD COLUMN "guest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Redemptions are counted by the normalised mailbox (api/src/identity/mailbox.ts): the ones before it, the same way.
UPDATE "discount_redemptions" SET "email" = CASE
  WHEN split_part(lower("email"), '@', 2) IN ('gmail.com', 'googlemail.com')
    THEN replace(split_part(split_part(lower("email"), '@', 1), '+', 1), '.', '') || '@gmail.com'
  ELSE split_part(split_part(lower("email"), '@', 1), '+', 1) || '@' || split_part(lower("email"), '@', 2)
END
WHERE "email" LIKE '_%@%' AND split_part(split_part(lower("email"), '@', 1), '+', 1) <> '';
