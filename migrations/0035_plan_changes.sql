ALTER TABLE `checkout_sessions` ADD `credit_mxn` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `replaces_external_id` text;--> statement-breakpoint
ALTER TABLE `checkout_sessions` ADD `replaced_at` integer;--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `scheduled_plan_id` text REFERENCES subscription_plans(id);--> statement-breakpoint
ALTER TABLE `user_subscriptions` ADD `scheduled_change_at` integer;--> statement-breakpoint
CREATE INDEX `user_subscriptions_scheduled_idx` ON `user_subscriptions` (`scheduled_change_at`);