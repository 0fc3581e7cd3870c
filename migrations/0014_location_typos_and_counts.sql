-- Typo-tolerant place search: a trigram index of every place's normalised name
-- (locations.search_name), padded with a space at each end so a word's first and last
-- letters count too (domain/locations/location-query.ts, nameTrigrams, pads the query the
-- same way). Its candidates are ranked by domain/locations/location-ranking.ts.
CREATE VIRTUAL TABLE `locations_trigram` USING fts5(name, tokenize='trigram');
--> statement-breakpoint
INSERT INTO `locations_trigram` (rowid, name) SELECT rowid, ' ' || search_name || ' ' FROM `locations`;
--> statement-breakpoint
CREATE TRIGGER `locations_trigram_ai` AFTER INSERT ON `locations` BEGIN
  INSERT INTO locations_trigram (rowid, name) VALUES (new.rowid, ' ' || new.search_name || ' ');
END;
--> statement-breakpoint
CREATE TRIGGER `locations_trigram_ad` AFTER DELETE ON `locations` BEGIN
  DELETE FROM locations_trigram WHERE rowid = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `locations_trigram_au` AFTER UPDATE OF search_name ON `locations` BEGIN
  DELETE FROM locations_trigram WHERE rowid = old.rowid;
  INSERT INTO locations_trigram (rowid, name) VALUES (new.rowid, ' ' || new.search_name || ' ');
END;
--> statement-breakpoint
-- venta_count, renta_count and remate_count follow the published listings of each operation
-- in a place and in the places above it, as property_count follows all of them (0001).
CREATE TRIGGER `properties_operation_count_ai` AFTER INSERT ON `properties` WHEN new.status = 'publicada' BEGIN
  UPDATE locations SET
    venta_count = venta_count + (new.operation_type = 'venta'),
    renta_count = renta_count + (new.operation_type = 'renta'),
    remate_count = remate_count + (new.operation_type = 'remate')
  WHERE id IN (new.location_id, new.municipio_id, new.estado_id);
END;
--> statement-breakpoint
CREATE TRIGGER `properties_operation_count_ad` AFTER DELETE ON `properties` WHEN old.status = 'publicada' BEGIN
  UPDATE locations SET
    venta_count = venta_count - (old.operation_type = 'venta'),
    renta_count = renta_count - (old.operation_type = 'renta'),
    remate_count = remate_count - (old.operation_type = 'remate')
  WHERE id IN (old.location_id, old.municipio_id, old.estado_id);
END;
--> statement-breakpoint
CREATE TRIGGER `properties_operation_count_au` AFTER UPDATE OF status, operation_type, location_id, municipio_id, estado_id ON `properties` BEGIN
  UPDATE locations SET
    venta_count = venta_count - (old.operation_type = 'venta'),
    renta_count = renta_count - (old.operation_type = 'renta'),
    remate_count = remate_count - (old.operation_type = 'remate')
  WHERE old.status = 'publicada' AND id IN (old.location_id, old.municipio_id, old.estado_id);
  UPDATE locations SET
    venta_count = venta_count + (new.operation_type = 'venta'),
    renta_count = renta_count + (new.operation_type = 'renta'),
    remate_count = remate_count + (new.operation_type = 'remate')
  WHERE new.status = 'publicada' AND id IN (new.location_id, new.municipio_id, new.estado_id);
END;
--> statement-breakpoint
-- Backfill: each published listing once per place it lies in (its colonia, alcaldía, estado).
UPDATE `locations` SET
  venta_count = c.venta,
  renta_count = c.renta,
  remate_count = c.remate
FROM (
  SELECT place_id, sum(operation_type = 'venta') AS venta, sum(operation_type = 'renta') AS renta, sum(operation_type = 'remate') AS remate
  FROM (
    SELECT rowid AS listing, operation_type, location_id AS place_id FROM properties WHERE status = 'publicada'
    UNION SELECT rowid, operation_type, municipio_id FROM properties WHERE status = 'publicada'
    UNION SELECT rowid, operation_type, estado_id FROM properties WHERE status = 'publicada'
  )
  WHERE place_id IS NOT NULL
  GROUP BY place_id
) AS c
WHERE locations.id = c.place_id;
