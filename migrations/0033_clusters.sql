DROP INDEX `properties_search_idx`;--> statement-breakpoint
DROP INDEX `properties_op_price_idx`;--> statement-breakpoint
ALTER TABLE `properties` ADD `cluster_id` text;--> statement-breakpoint
ALTER TABLE `properties` ADD `cluster_shown` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX `properties_cluster_idx` ON `properties` (`cluster_id`,`status`);--> statement-breakpoint
CREATE INDEX `properties_unit_idx` ON `properties` (`operation_type`,`property_type`,coalesce(`pin_lat`, `lat`));--> statement-breakpoint
CREATE INDEX `properties_search_idx` ON `properties` (`status`,`operation_type`,`property_type`,`price`,`cluster_shown`);--> statement-breakpoint
CREATE INDEX `properties_op_price_idx` ON `properties` (`status`,`operation_type`,`price`,`cluster_shown`);--> statement-breakpoint
-- The listing a cluster shows in search (written by hand): among its published members, a
-- verified advertiser's first (the agency's verification, else the agent's own), then the
-- most recently confirmed (confirmed_at, else updated_at), then the smallest id. Every other member has cluster_shown = 0;
-- a listing in no cluster has 1. Recomputed whenever a member's status, confirmation or update time,
-- cluster or advertiser changes. The other triggers "touch" a member's cluster_id (a write
-- of the same value still fires UPDATE OF), so the choice is written only here.
CREATE TRIGGER `properties_cluster_au` AFTER UPDATE OF `status`, `confirmed_at`, `updated_at`, `cluster_id`, `agency_id`, `agent_id` ON `properties`
WHEN old.`cluster_id` IS NOT NULL OR new.`cluster_id` IS NOT NULL BEGIN
  UPDATE `properties` SET `cluster_shown` = (`id` IS (
    SELECT r.`id` FROM `properties` r WHERE r.`cluster_id` = `properties`.`cluster_id` AND r.`status` = 'publicada'
    ORDER BY (CASE WHEN r.`agency_id` IS NULL THEN (SELECT `verified_at` FROM `agent_profiles` WHERE `user_id` = r.`agent_id`)
      ELSE (SELECT `verified_at` FROM `agencies` WHERE `id` = r.`agency_id`) END) IS NULL, coalesce(r.`confirmed_at`, r.`updated_at`) DESC, r.`id` LIMIT 1))
  WHERE `cluster_id` IN (old.`cluster_id`, new.`cluster_id`);
  UPDATE `properties` SET `cluster_shown` = 1 WHERE `id` = new.`id` AND new.`cluster_id` IS NULL AND `cluster_shown` = 0;
END;--> statement-breakpoint
CREATE TRIGGER `properties_cluster_ai` AFTER INSERT ON `properties` WHEN new.`cluster_id` IS NOT NULL BEGIN
  UPDATE `properties` SET `cluster_id` = `cluster_id` WHERE `id` = new.`id`;
END;--> statement-breakpoint
CREATE TRIGGER `properties_cluster_ad` AFTER DELETE ON `properties` WHEN old.`cluster_id` IS NOT NULL BEGIN
  UPDATE `properties` SET `cluster_id` = `cluster_id` WHERE `id` = (SELECT `id` FROM `properties` WHERE `cluster_id` = old.`cluster_id` LIMIT 1);
END;--> statement-breakpoint
-- An advertiser verified (or no longer) may change which listing its clusters show.
CREATE TRIGGER `agencies_cluster_verified_au` AFTER UPDATE OF `verified_at` ON `agencies` BEGIN
  UPDATE `properties` SET `cluster_id` = `cluster_id` WHERE `agency_id` = new.`id` AND `cluster_id` IS NOT NULL;
END;--> statement-breakpoint
CREATE TRIGGER `agent_profiles_cluster_verified_au` AFTER UPDATE OF `verified_at` ON `agent_profiles` BEGIN
  UPDATE `properties` SET `cluster_id` = `cluster_id` WHERE `agent_id` = new.`user_id` AND `agency_id` IS NULL AND `cluster_id` IS NOT NULL;
END;--> statement-breakpoint
-- Search shows a different listing of the home, or another count on its card: the
-- listings' version (the edge cache's key) moves.
CREATE TRIGGER `listings_version_cluster_au` AFTER UPDATE OF `cluster_id`, `cluster_shown` ON `properties`
WHEN (old.`status` = 'publicada' OR new.`status` = 'publicada')
  AND (old.`cluster_id` IS NOT new.`cluster_id` OR old.`cluster_shown` IS NOT new.`cluster_shown`) BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;
