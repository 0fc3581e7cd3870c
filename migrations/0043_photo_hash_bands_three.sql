-- The banded index in three bands of 22, 21 and 21 bits, searched within 2 bits each
-- (decision 0028), instead of four of 16 bits: the table is built again WITHOUT ROWID, each
-- row with the photo's whole hash, and filled from the informative fingerprints (the hash's
-- two 32-bit halves read from its hex digits, then cut at bits 42 and 21).
DROP TABLE `photo_hash_bands`;
--> statement-breakpoint
CREATE TABLE `photo_hash_bands` (
	`band` integer NOT NULL,
	`value` integer NOT NULL,
	`image_id` text NOT NULL,
	`property_id` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`band`, `value`, `image_id`),
	FOREIGN KEY (`image_id`) REFERENCES `photo_fingerprints`(`image_id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `photo_hash_bands_image_idx` ON `photo_hash_bands` (`image_id`);
--> statement-breakpoint
INSERT INTO `photo_hash_bands` (`band`, `value`, `image_id`, `property_id`, `hash`)
SELECT b.band,
       CASE b.band WHEN 0 THEN h.hi >> 10 WHEN 1 THEN ((h.hi & 1023) << 11) | (h.lo >> 21) ELSE h.lo & 2097151 END,
       h.image_id, h.property_id, h.hash
FROM (
  SELECT image_id, property_id, hash,
         ((instr('0123456789abcdef', substr(hash, 1, 1)) - 1) << 28) |
           ((instr('0123456789abcdef', substr(hash, 2, 1)) - 1) << 24) |
           ((instr('0123456789abcdef', substr(hash, 3, 1)) - 1) << 20) |
           ((instr('0123456789abcdef', substr(hash, 4, 1)) - 1) << 16) |
           ((instr('0123456789abcdef', substr(hash, 5, 1)) - 1) << 12) |
           ((instr('0123456789abcdef', substr(hash, 6, 1)) - 1) << 8) |
           ((instr('0123456789abcdef', substr(hash, 7, 1)) - 1) << 4) |
           (instr('0123456789abcdef', substr(hash, 8, 1)) - 1) AS hi,
         ((instr('0123456789abcdef', substr(hash, 9, 1)) - 1) << 28) |
           ((instr('0123456789abcdef', substr(hash, 10, 1)) - 1) << 24) |
           ((instr('0123456789abcdef', substr(hash, 11, 1)) - 1) << 20) |
           ((instr('0123456789abcdef', substr(hash, 12, 1)) - 1) << 16) |
           ((instr('0123456789abcdef', substr(hash, 13, 1)) - 1) << 12) |
           ((instr('0123456789abcdef', substr(hash, 14, 1)) - 1) << 8) |
           ((instr('0123456789abcdef', substr(hash, 15, 1)) - 1) << 4) |
           (instr('0123456789abcdef', substr(hash, 16, 1)) - 1) AS lo
  FROM `photo_fingerprints` WHERE `informative` = 1
) AS h
CROSS JOIN (SELECT 0 AS band UNION ALL SELECT 1 UNION ALL SELECT 2) AS b;
