-- A commute search reads the rows of listing_stations its stations reach. These copy onto
-- them what the plain search filters on first (properties_search_idx), so it reads only the
-- rows of listings it can show, within an index, before touching a listing:
-- `shown_operation` is the listing's operation while it is published and the one card of
-- its home (cluster_shown), else null; `property_type` and `price` are the listing's;
-- `listing_rowid` names it by its rowid (as properties_rtree does), which groups and finds
-- a row faster than the text id. Triggers keep them.
ALTER TABLE `listing_stations` ADD `shown_operation` text;--> statement-breakpoint
ALTER TABLE `listing_stations` ADD `property_type` text;--> statement-breakpoint
ALTER TABLE `listing_stations` ADD `price` integer;--> statement-breakpoint
ALTER TABLE `listing_stations` ADD `listing_rowid` integer;--> statement-breakpoint
UPDATE `listing_stations` SET (`shown_operation`, `property_type`, `price`, `listing_rowid`) = (
  SELECT CASE WHEN p.`status` = 'publicada' AND p.`cluster_shown` THEN p.`operation_type` END, p.`property_type`, p.`price`, p.`rowid`
  FROM `properties` p WHERE p.`id` = `listing_stations`.`listing_id`);--> statement-breakpoint
CREATE INDEX `listing_stations_shown_idx` ON `listing_stations` (`shown_operation`,`station_id`,`walk_minutes`,`property_type`,`price`,`listing_rowid`);--> statement-breakpoint
CREATE INDEX `properties_walkable_idx` ON `properties` (`status`,`operation_type`,`cluster_shown`,`lat`,`lng`,`pin_lat`,`pin_lng`,`nearest_station_minutes`,`property_type`,`price`);--> statement-breakpoint
-- A listing's stations written (published or moved): they take its state, type, price and rowid.
CREATE TRIGGER `listing_stations_shown_ai` AFTER INSERT ON `listing_stations` BEGIN
  UPDATE `listing_stations` SET (`shown_operation`, `property_type`, `price`, `listing_rowid`) = (
    SELECT CASE WHEN p.`status` = 'publicada' AND p.`cluster_shown` THEN p.`operation_type` END, p.`property_type`, p.`price`, p.`rowid`
    FROM `properties` p WHERE p.`id` = new.`listing_id`)
  WHERE `rowid` = new.`rowid`;
END;--> statement-breakpoint
-- A listing published, closed, of another operation, type or price, or shown instead of
-- another of its home (cluster_shown, itself written by the clusters' triggers): its
-- stations follow.
CREATE TRIGGER `listing_stations_shown_au` AFTER UPDATE OF `status`, `operation_type`, `cluster_shown`, `property_type`, `price` ON `properties`
WHEN old.`status` IS NOT new.`status` OR old.`operation_type` IS NOT new.`operation_type` OR old.`cluster_shown` IS NOT new.`cluster_shown`
  OR old.`property_type` IS NOT new.`property_type` OR old.`price` IS NOT new.`price` BEGIN
  UPDATE `listing_stations` SET
    `shown_operation` = CASE WHEN new.`status` = 'publicada' AND new.`cluster_shown` THEN new.`operation_type` END,
    `property_type` = new.`property_type`,
    `price` = new.`price`
  WHERE `listing_id` = new.`id`;
END;
