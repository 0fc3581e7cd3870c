ALTER TABLE `locations` ADD `venta_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `renta_count` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `locations` ADD `remate_count` integer DEFAULT 0 NOT NULL;