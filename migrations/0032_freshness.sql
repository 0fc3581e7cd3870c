ALTER TABLE `properties` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `properties` ADD `confirmation_asked_at` integer;--> statement-breakpoint
CREATE INDEX `properties_confirmation_due_idx` ON `properties` (`status`,`operation_type`,`confirmed_at`) WHERE confirmation_asked_at is null;--> statement-breakpoint
CREATE INDEX `properties_confirmation_asked_idx` ON `properties` (`status`,`confirmation_asked_at`) WHERE confirmation_asked_at is not null;--> statement-breakpoint
-- Every listing ever published starts from its last change: the closest thing to a last
-- confirmation there was before this column. The cron's e-mails go out a bounded number a run.
UPDATE `properties` SET `confirmed_at` = `updated_at` WHERE `status` <> 'borrador';--> statement-breakpoint
-- Cards and the property page show `confirmed_at` ("Actualizada hace N días"), so a
-- confirmation of a published listing moves the listings' version like any visible change:
-- the trigger of 0026 with `confirmed_at` among its columns (`confirmation_asked_at` is not seen).
DROP TRIGGER IF EXISTS `listings_version_au`;--> statement-breakpoint
CREATE TRIGGER `listings_version_au` AFTER UPDATE OF
  `title`, `description`, `price`, `currency`, `maintenance`, `address`, `neighborhood`, `location_id`, `municipio_id`, `estado_id`,
  `lat`, `lng`, `bedrooms`, `bathrooms`, `parking_spaces`, `total_surface`, `built_surface`, `operation_type`, `property_type`,
  `features`, `street`, `interior`, `hide_address`, `pin_lat`, `pin_lng`, `appraisal_value`, `legal_status`, `age_years`,
  `pet_friendly`, `furnished`, `status`, `published_at`, `expires_at`, `agent_id`, `agency_id`, `confirmed_at`
ON `properties` WHEN old.`status` = 'publicada' OR new.`status` = 'publicada' BEGIN
  UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
END;
