ALTER TABLE `property_images` ADD `medium_url` text;--> statement-breakpoint
ALTER TABLE `property_images` ADD `medium_key` text;--> statement-breakpoint
-- The demo seed's photos (no R2 key of their own, named photos/<hash>.webp) have their
-- 800 px medium beside them as photos/<hash>-800.webp: `npm start` renders the missing
-- objects. Photos agents uploaded before have none (the worker cannot resize): their pages
-- use the thumbnail and the full size, as before.
UPDATE `property_images` SET `medium_url` = substr(`url`, 1, length(`url`) - 5) || '-800.webp'
WHERE `medium_url` IS NULL AND `storage_key` IS NULL
  AND `url` GLOB '/media/photos/[0-9a-f]*.webp' AND `thumbnail_url` = substr(`url`, 1, length(`url`) - 5) || '-thumb.webp';
