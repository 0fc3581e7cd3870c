-- The listings' version (the key of the anonymous search, map and listing answers kept at
-- the edge) moves only on what a visitor can see: a published listing, or a listing that
-- enters or leaves publication. A borrador's autosave, a new borrador, its photos, or an
-- edit to a paused listing no visitor sees leave every cached answer in place. The
-- triggers of 0011 are replaced by the same ones with that condition.
DROP TRIGGER IF EXISTS `listings_version_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `listings_version_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `listings_version_au`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `listings_version_images_ai`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `listings_version_images_ad`;--> statement-breakpoint
DROP TRIGGER IF EXISTS `listings_version_images_au`;--> statement-breakpoint
CREATE TRIGGER `listings_version_ai` AFTER INSERT ON `properties` WHEN new.`status` = 'publicada' BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_ad` AFTER DELETE ON `properties` WHEN old.`status` = 'publicada' BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_au` AFTER UPDATE OF
  `title`, `description`, `price`, `currency`, `maintenance`, `address`, `neighborhood`, `location_id`, `municipio_id`, `estado_id`,
  `lat`, `lng`, `bedrooms`, `bathrooms`, `parking_spaces`, `total_surface`, `built_surface`, `operation_type`, `property_type`,
  `features`, `street`, `interior`, `hide_address`, `pin_lat`, `pin_lng`, `appraisal_value`, `legal_status`, `age_years`,
  `pet_friendly`, `furnished`, `status`, `published_at`, `expires_at`, `agent_id`, `agency_id`
ON `properties` WHEN old.`status` = 'publicada' OR new.`status` = 'publicada' BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
-- A photo counts when its listing is published. Photos that go with their listing (a
-- cascade) are counted by the listing's own delete.
CREATE TRIGGER `listings_version_images_ai` AFTER INSERT ON `property_images`
WHEN EXISTS (SELECT 1 FROM `properties` WHERE `id` = new.`property_id` AND `status` = 'publicada') BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_images_ad` AFTER DELETE ON `property_images`
WHEN EXISTS (SELECT 1 FROM `properties` WHERE `id` = old.`property_id` AND `status` = 'publicada') BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
CREATE TRIGGER `listings_version_images_au` AFTER UPDATE ON `property_images`
WHEN EXISTS (SELECT 1 FROM `properties` WHERE `id` IN (old.`property_id`, new.`property_id`) AND `status` = 'publicada') BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;
