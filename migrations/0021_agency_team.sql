CREATE TABLE `agency_invitations` (
	`id` text PRIMARY KEY NOT NULL,
	`agency_id` text NOT NULL,
	`email` text NOT NULL,
	`invited_by` text NOT NULL,
	`status` text DEFAULT 'pendiente' NOT NULL,
	`sent_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`accepted_by` text,
	`accepted_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`invited_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`accepted_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `agency_invitations_agency_idx` ON `agency_invitations` (`agency_id`,`status`,`sent_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `agency_invitations_pending_email_idx` ON `agency_invitations` (`agency_id`,`email`) WHERE status = 'pendiente';--> statement-breakpoint
CREATE TABLE `agency_pass_spends` (
	`id` text PRIMARY KEY NOT NULL,
	`agency_id` text NOT NULL,
	`agent_id` text,
	`property_id` text,
	`property_title` text NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`agency_id`) REFERENCES `agencies`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`agent_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`property_id`) REFERENCES `properties`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `agency_pass_spends_agency_idx` ON `agency_pass_spends` (`agency_id`,`created_at`);