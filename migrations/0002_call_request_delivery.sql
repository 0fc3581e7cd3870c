ALTER TABLE `llamadas_solicitudes` ADD `webhook_next_attempt_at` integer;--> statement-breakpoint
CREATE INDEX `llamadas_pending_idx` ON `llamadas_solicitudes` (`webhook_delivered_at`,`webhook_next_attempt_at`);--> statement-breakpoint
CREATE INDEX `llamadas_phone_idx` ON `llamadas_solicitudes` (`numero_telefono`,`created_at`);