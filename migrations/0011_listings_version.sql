CREATE TABLE `data_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `data_versions` (`name`, `version`) VALUES ('listings', 0);--> statement-breakpoint
-- What an anonymous search, map or listing page shows changed: the listings' version moves
-- on. Not on the counters (views, contacts), the draft or the reminder, which no visitor
-- sees and which change all the time.
CREATE TRIGGER `listings_version_ai` AFTER INSERT ON `properties` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_ad` AFTER DELETE ON `properties` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_au` AFTER UPDATE OF
  `title`, `description`, `price`, `currency`, `maintenance`, `address`, `neighborhood`, `location_id`, `municipio_id`, `estado_id`,
  `lat`, `lng`, `bedrooms`, `bathrooms`, `parking_spaces`, `total_surface`, `built_surface`, `operation_type`, `property_type`,
  `features`, `street`, `interior`, `hide_address`, `pin_lat`, `pin_lng`, `appraisal_value`, `legal_status`, `age_years`,
  `pet_friendly`, `furnished`, `status`, `published_at`, `expires_at`, `agent_id`, `agency_id`
ON `properties` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_images_ai` AFTER INSERT ON `property_images` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_images_ad` AFTER DELETE ON `property_images` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_images_au` AFTER UPDATE ON `property_images` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
-- A boost or a highlight bought (or ended early) reorders results.
CREATE TRIGGER `listings_version_services_ai` AFTER INSERT ON `service_purchases` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_services_au` AFTER UPDATE ON `service_purchases` BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;
