-- The medians of the listings already published, once, in SQL: the same rule as
-- coloniaMedians() in domain/properties/price-stats.ts (from then on the listing write
-- services and the seed keep the table with that function). Per colonia and class of
-- property type, the median of the published venta listings' whole pesos per m² (built
-- area, else total), from 3 listings up; one row per property type of the class.
INSERT INTO `colonia_price_stats` (`location_id`, `property_type`, `median_price_m2`, `sample_size`)
WITH `classes` (`property_type`, `price_class`) AS (
  VALUES ('departamento', 'vivienda'), ('casa', 'vivienda'), ('casa-condominio', 'vivienda'), ('local-comercial', 'comercial'),
         ('oficina', 'comercial'), ('terreno', 'terreno'), ('bodega-comercial', 'bodega')
),
`samples` AS (
  SELECT p.`location_id`, c.`price_class`, round(p.`price` * 1.0 / coalesce(p.`built_surface`, p.`total_surface`)) AS `per_m2`
    FROM `properties` p JOIN `classes` c ON c.`property_type` = p.`property_type`
   WHERE p.`status` = 'publicada' AND p.`operation_type` = 'venta' AND coalesce(p.`built_surface`, p.`total_surface`) > 0
),
`ranked` AS (
  SELECT `location_id`, `price_class`, `per_m2`,
         row_number() OVER (PARTITION BY `location_id`, `price_class` ORDER BY `per_m2`) AS `n`,
         count(*) OVER (PARTITION BY `location_id`, `price_class`) AS `total`
    FROM `samples`
),
`medians` AS (
  SELECT `location_id`, `price_class`, CAST(round(avg(`per_m2`)) AS INTEGER) AS `median`, max(`total`) AS `total`
    FROM `ranked`
   WHERE `total` >= 3 AND `n` IN ((`total` + 1) / 2, (`total` + 2) / 2)
   GROUP BY `location_id`, `price_class`
)
SELECT m.`location_id`, c.`property_type`, m.`median`, m.`total` FROM `medians` m JOIN `classes` c ON c.`price_class` = m.`price_class`;
--> statement-breakpoint
-- Cached search answers carry the medians: let them go.
UPDATE `data_versions` SET `version` = `version` + 1 WHERE `name` = 'listings';
