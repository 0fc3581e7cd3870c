-- Full-text search over canonical locations: accent- and case-insensitive, with prefix
-- indexes so "alv obre" finds "Álvaro Obregón". External content: rows live in locations.
CREATE VIRTUAL TABLE `locations_fts` USING fts5(
  nombre_canonico,
  contexto,
  content='locations',
  content_rowid='rowid',
  tokenize='unicode61 remove_diacritics 2',
  prefix='1 2 3 4'
);
--> statement-breakpoint
CREATE TRIGGER `locations_fts_ai` AFTER INSERT ON `locations` BEGIN
  INSERT INTO locations_fts(rowid, nombre_canonico, contexto) VALUES (new.rowid, new.nombre_canonico, new.contexto);
END;
--> statement-breakpoint
CREATE TRIGGER `locations_fts_ad` AFTER DELETE ON `locations` BEGIN
  INSERT INTO locations_fts(locations_fts, rowid, nombre_canonico, contexto) VALUES ('delete', old.rowid, old.nombre_canonico, old.contexto);
END;
--> statement-breakpoint
CREATE TRIGGER `locations_fts_au` AFTER UPDATE OF nombre_canonico, contexto ON `locations` BEGIN
  INSERT INTO locations_fts(locations_fts, rowid, nombre_canonico, contexto) VALUES ('delete', old.rowid, old.nombre_canonico, old.contexto);
  INSERT INTO locations_fts(rowid, nombre_canonico, contexto) VALUES (new.rowid, new.nombre_canonico, new.contexto);
END;
--> statement-breakpoint
-- Map bounds: an R*Tree over listing coordinates, keyed by the listing's rowid.
CREATE VIRTUAL TABLE `properties_rtree` USING rtree(id, min_lng, max_lng, min_lat, max_lat);
--> statement-breakpoint
CREATE TRIGGER `properties_rtree_ai` AFTER INSERT ON `properties` BEGIN
  INSERT INTO properties_rtree(id, min_lng, max_lng, min_lat, max_lat) VALUES (new.rowid, new.lng, new.lng, new.lat, new.lat);
END;
--> statement-breakpoint
CREATE TRIGGER `properties_rtree_ad` AFTER DELETE ON `properties` BEGIN
  DELETE FROM properties_rtree WHERE id = old.rowid;
END;
--> statement-breakpoint
CREATE TRIGGER `properties_rtree_au` AFTER UPDATE OF lat, lng ON `properties` BEGIN
  UPDATE properties_rtree SET min_lng = new.lng, max_lng = new.lng, min_lat = new.lat, max_lat = new.lat WHERE id = new.rowid;
END;
--> statement-breakpoint
-- property_count follows the published listings of a place and of the places above it.
CREATE TRIGGER `properties_count_ai` AFTER INSERT ON `properties` WHEN new.status = 'publicada' BEGIN
  UPDATE locations SET property_count = property_count + 1 WHERE id IN (new.location_id, new.municipio_id, new.estado_id);
END;
--> statement-breakpoint
CREATE TRIGGER `properties_count_ad` AFTER DELETE ON `properties` WHEN old.status = 'publicada' BEGIN
  UPDATE locations SET property_count = property_count - 1 WHERE id IN (old.location_id, old.municipio_id, old.estado_id);
END;
--> statement-breakpoint
CREATE TRIGGER `properties_count_au` AFTER UPDATE OF status, location_id, municipio_id, estado_id ON `properties` BEGIN
  UPDATE locations SET property_count = property_count - 1
    WHERE old.status = 'publicada' AND id IN (old.location_id, old.municipio_id, old.estado_id);
  UPDATE locations SET property_count = property_count + 1
    WHERE new.status = 'publicada' AND id IN (new.location_id, new.municipio_id, new.estado_id);
END;
