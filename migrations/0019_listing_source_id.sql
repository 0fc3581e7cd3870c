ALTER TABLE `properties` ADD `source_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `properties_agency_source_idx` ON `properties` (`agency_id`,`source_id`) WHERE source_id is not null and agency_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX `properties_agent_source_idx` ON `properties` (`agent_id`,`source_id`) WHERE source_id is not null and agency_id is null;