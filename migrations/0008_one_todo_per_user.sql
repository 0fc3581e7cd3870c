-- Databases where two first loads created two 'Todo' lists: keep each user's oldest,
-- move the favourites of the others into it, then allow only one.
UPDATE OR IGNORE `favorite_properties` SET `list_id` = (
  SELECT keeper.id FROM `favorite_lists` keeper
  WHERE keeper.user_id = (SELECT user_id FROM `favorite_lists` WHERE id = `favorite_properties`.list_id) AND keeper.name = 'Todo'
  ORDER BY keeper.created_at, keeper.rowid LIMIT 1
) WHERE `list_id` IN (SELECT id FROM `favorite_lists` WHERE name = 'Todo');
--> statement-breakpoint
DELETE FROM `favorite_lists` WHERE name = 'Todo' AND id NOT IN (
  SELECT (SELECT k.id FROM `favorite_lists` k WHERE k.user_id = u.user_id AND k.name = 'Todo' ORDER BY k.created_at, k.rowid LIMIT 1)
  FROM (SELECT DISTINCT user_id FROM `favorite_lists` WHERE name = 'Todo') u
);
--> statement-breakpoint
CREATE UNIQUE INDEX `favorite_lists_one_todo_uq` ON `favorite_lists` (`user_id`) WHERE name = 'Todo';
