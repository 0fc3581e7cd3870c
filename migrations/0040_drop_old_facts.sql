-- The listings' version moves on every visible change: the trigger of 0032 without the two
-- old columns, with the facts an advertiser attests and the nearest station (0039), which
-- cards and the property page show.
DROP TRIGGER IF EXISTS `listings_version_au`;--> statement-breakpoint
CREATE TRIGGER `listings_version_au` AFTER UPDATE OF
  `title`, `description`, `price`, `currency`, `maintenance`, `address`, `neighborhood`, `location_id`, `municipio_id`, `estado_id`,
  `lat`, `lng`, `bedrooms`, `bathrooms`, `parking_spaces`, `total_surface`, `built_surface`, `operation_type`, `property_type`,
  `features`, `street`, `interior`, `hide_address`, `pin_lat`, `pin_lng`, `appraisal_value`, `legal_status`, `age_years`,
  `pets`, `furnishing`, `credits`, `land_use`, `guarantee`, `deposit_months`, `maintenance_included`, `elevador`, `seguridad_24h`,
  `cisterna`, `gas_natural`, `roof_garden`, `nearest_station_minutes`,
  `status`, `published_at`, `expires_at`, `agent_id`, `agency_id`, `confirmed_at`
ON `properties` WHEN old.`status` = 'publicada' OR new.`status` = 'publicada' BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;--> statement-breakpoint
-- The four amenities that became facts (0039 read them into their columns) leave the lists.
UPDATE `properties` SET `features` = (
  SELECT json_group_array(value) FROM json_each(`properties`.`features`) WHERE value NOT IN ('Elevador', 'Seguridad 24/7', 'Cisterna', 'Roof garden')
) WHERE EXISTS (SELECT 1 FROM json_each(`properties`.`features`) WHERE value IN ('Elevador', 'Seguridad 24/7', 'Cisterna', 'Roof garden'));--> statement-breakpoint
-- Borradores keep their form as JSON: the same facts move from the old keys and amenities to theirs.
UPDATE `properties` SET `draft` = json_set(`draft`, '$.pets', 'si') WHERE `draft` IS NOT NULL AND json_extract(`draft`, '$.pet_friendly') = 1;--> statement-breakpoint
UPDATE `properties` SET `draft` = json_set(`draft`, '$.furnishing', 'si') WHERE `draft` IS NOT NULL AND json_extract(`draft`, '$.furnished') = 1;--> statement-breakpoint
UPDATE `properties` SET `draft` = json_set(`draft`, '$.elevador', 'si') WHERE `draft` IS NOT NULL AND json_type(`draft`, '$.features') = 'array' AND EXISTS (SELECT 1 FROM json_each(`properties`.`draft`, '$.features') WHERE value = 'Elevador');--> statement-breakpoint
UPDATE `properties` SET `draft` = json_set(`draft`, '$.seguridad_24h', 'si') WHERE `draft` IS NOT NULL AND json_type(`draft`, '$.features') = 'array' AND EXISTS (SELECT 1 FROM json_each(`properties`.`draft`, '$.features') WHERE value = 'Seguridad 24/7');--> statement-breakpoint
UPDATE `properties` SET `draft` = json_set(`draft`, '$.cisterna', 'si') WHERE `draft` IS NOT NULL AND json_type(`draft`, '$.features') = 'array' AND EXISTS (SELECT 1 FROM json_each(`properties`.`draft`, '$.features') WHERE value = 'Cisterna');--> statement-breakpoint
UPDATE `properties` SET `draft` = json_set(`draft`, '$.roof_garden', 'si') WHERE `draft` IS NOT NULL AND json_type(`draft`, '$.features') = 'array' AND EXISTS (SELECT 1 FROM json_each(`properties`.`draft`, '$.features') WHERE value = 'Roof garden');--> statement-breakpoint
UPDATE `properties` SET `draft` = json_set(`draft`, '$.features', (
  SELECT json_group_array(value) FROM json_each(`properties`.`draft`, '$.features') WHERE value NOT IN ('Elevador', 'Seguridad 24/7', 'Cisterna', 'Roof garden')
)) WHERE `draft` IS NOT NULL AND json_type(`draft`, '$.features') = 'array';--> statement-breakpoint
UPDATE `properties` SET `draft` = json_remove(`draft`, '$.pet_friendly', '$.furnished') WHERE `draft` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `properties` DROP COLUMN `pet_friendly`;--> statement-breakpoint
ALTER TABLE `properties` DROP COLUMN `furnished`;
