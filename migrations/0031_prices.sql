CREATE TABLE `price_flags` (
	`property_id` text PRIMARY KEY NOT NULL,
	`location_id` text NOT NULL,
	`operation_type` text NOT NULL,
	`price_m2` integer NOT NULL,
	`median_price_m2` integer NOT NULL,
	`sample_size` integer NOT NULL,
	`flagged_at` integer NOT NULL,
	`reviewed_at` integer,
	`reviewed_by` text,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewed_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `price_flags_location_idx` ON `price_flags` (`location_id`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
-- The medians gain the operation (rentals get theirs); the rows are computed again below.
CREATE TABLE `__new_colonia_price_stats` (
	`location_id` text NOT NULL,
	`operation_type` text NOT NULL,
	`property_type` text NOT NULL,
	`median_price_m2` integer NOT NULL,
	`sample_size` integer NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`location_id`, `operation_type`, `property_type`),
	FOREIGN KEY (`location_id`) REFERENCES `locations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP TABLE `colonia_price_stats`;--> statement-breakpoint
ALTER TABLE `__new_colonia_price_stats` RENAME TO `colonia_price_stats`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
-- The medians of the listings already published, once, in SQL: the same rule as
-- coloniaMedians() in domain/properties/price-stats.ts (from then on the listing write
-- services and the seed keep the table with that function). Per colonia, source operation
-- (venta, renta) and class of property type, the median of the published listings' whole
-- pesos per m² (built area, else total), from 3 listings up; one row per operation that
-- reads that source (a remate reads the sales) and property type of the class.
INSERT INTO `colonia_price_stats` (`location_id`, `operation_type`, `property_type`, `median_price_m2`, `sample_size`)
WITH `classes` (`property_type`, `price_class`) AS (
  VALUES ('departamento', 'vivienda'), ('casa', 'vivienda'), ('casa-condominio', 'vivienda'), ('local-comercial', 'comercial'),
         ('oficina', 'comercial'), ('terreno', 'terreno'), ('bodega-comercial', 'bodega')
),
`sources` (`operation_type`, `source`) AS (VALUES ('venta', 'venta'), ('renta', 'renta'), ('remate', 'venta')),
`samples` AS (
  SELECT p.`location_id`, p.`operation_type` AS `source`, c.`price_class`,
         round(p.`price` * 1.0 / coalesce(p.`built_surface`, p.`total_surface`)) AS `per_m2`
    FROM `properties` p JOIN `classes` c ON c.`property_type` = p.`property_type`
   WHERE p.`status` = 'publicada' AND p.`operation_type` IN ('venta', 'renta') AND coalesce(p.`built_surface`, p.`total_surface`) > 0
),
`ranked` AS (
  SELECT `location_id`, `source`, `price_class`, `per_m2`,
         row_number() OVER (PARTITION BY `location_id`, `source`, `price_class` ORDER BY `per_m2`) AS `n`,
         count(*) OVER (PARTITION BY `location_id`, `source`, `price_class`) AS `total`
    FROM `samples`
),
`medians` AS (
  SELECT `location_id`, `source`, `price_class`, CAST(round(avg(`per_m2`)) AS INTEGER) AS `median`, max(`total`) AS `total`
    FROM `ranked`
   WHERE `total` >= 3 AND `n` IN ((`total` + 1) / 2, (`total` + 2) / 2)
   GROUP BY `location_id`, `source`, `price_class`
)
SELECT m.`location_id`, o.`operation_type`, c.`property_type`, m.`median`, m.`total`
  FROM `medians` m JOIN `sources` o ON o.`source` = m.`source` JOIN `classes` c ON c.`price_class` = m.`price_class`;
--> statement-breakpoint
-- The published listings out of line with those medians, once: the rule of
-- isPriceOutOfLine() in domain/properties/price-out-of-line.ts (rentals more than 40 %
-- below, sales more than 50 %, a median of 8 listings or more; never a remate), compared in
-- integers as it does.
INSERT INTO `price_flags` (`property_id`, `location_id`, `operation_type`, `price_m2`, `median_price_m2`, `sample_size`, `flagged_at`)
SELECT `id`, `location_id`, `operation_type`, `per_m2`, `median_price_m2`, `sample_size`, CAST(unixepoch('subsec') * 1000 AS INTEGER)
  FROM (
    SELECT p.`id`, p.`location_id`, p.`operation_type`, s.`median_price_m2`, s.`sample_size`,
           CAST(round(p.`price` * 1.0 / coalesce(p.`built_surface`, p.`total_surface`)) AS INTEGER) AS `per_m2`
      FROM `properties` p
      JOIN `colonia_price_stats` s
        ON s.`location_id` = p.`location_id` AND s.`operation_type` = p.`operation_type` AND s.`property_type` = p.`property_type`
     WHERE p.`status` = 'publicada' AND coalesce(p.`built_surface`, p.`total_surface`) > 0 AND s.`sample_size` >= 8
  )
 WHERE (`operation_type` = 'renta' AND `per_m2` * 100 < `median_price_m2` * 60)
    OR (`operation_type` = 'venta' AND `per_m2` * 100 < `median_price_m2` * 50);
--> statement-breakpoint
-- Cached search answers carry the medians: let them go.
UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
