-- Issue 29 item 7, for rows written before it: a webhook or Slack body is emptied once delivered or
-- failed for good (it may name a customer), and the mails about orders whose customer deleted their
-- account (anonymised: no user, no e-mail, the name erased) leave the outbox: those waiting are
-- dropped, the others keep no recipient, subject or text.
UPDATE "webhook_deliveries" SET "body" = '' WHERE "status" <> 'pending';
--> statement-breakpoint
DELETE FROM "mail_outbox" WHERE "status" = 'pending' AND "order_id" IN (SELECT "id" FROM "orders" WHERE "user_id" IS NULL AND "email" IS NULL AND "shipping_address"->>'name' = 'erased');
--> statement-breakpoint
UPDATE "mail_outbox" SET "to_address" = 'erased', "subject" = 'erased', "text_body" = '', "html_body" = '', "last_error" = NULL WHERE "order_id" IN (SELECT "id" FROM "orders" WHERE "user_id" IS NULL AND "email" IS NULL AND "shipping_address"->>'name' = 'erased');
