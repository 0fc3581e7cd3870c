import { index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { createdAt, id, updatedAt } from "./columns";
import { users } from "./auth";
import { favoriteLists } from "./favorites";
import { properties } from "./properties";

// A live board an agent works on with one client. Its cards are clones of listings so a
// client sees what the agent chose even if the listing changes later.
export const clientBoards = sqliteTable(
  "client_boards",
  {
    id: id(),
    agentId: text("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listId: text("list_id").references(() => favoriteLists.id, { onDelete: "set null" }),
    clientName: text("client_name").notNull(),
    // Whether a client holding the board's link sees the agent's contact.
    showAgentContact: integer("show_agent_contact", { mode: "boolean" }).notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("client_boards_agent_idx").on(t.agentId, t.clientName), index("client_boards_list_idx").on(t.listId)],
);

export const clonedProperties = sqliteTable(
  "cloned_properties",
  {
    id: id(),
    sourcePropertyId: text("source_property_id").references(() => properties.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    price: integer("price").notNull(),
    maintenance: integer("maintenance"),
    address: text("address").notNull(),
    neighborhood: text("neighborhood").notNull(),
    bedrooms: integer("bedrooms").notNull().default(0),
    bathrooms: real("bathrooms").notNull().default(0),
    parkingSpaces: integer("parking_spaces").notNull().default(0),
    totalSurface: real("total_surface"),
    builtSurface: real("built_surface"),
    description: text("description").notNull().default(""),
    features: text("features", { mode: "json" }).$type<string[]>().notNull().default([]),
    operationType: text("operation_type").notNull(),
    propertyType: text("property_type").notNull(),
    agentContactInfo: text("agent_contact_info", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [index("cloned_properties_source_idx").on(t.sourcePropertyId)],
);

export const clonedPropertyImages = sqliteTable(
  "cloned_property_images",
  {
    id: id(),
    clonedPropertyId: text("cloned_property_id")
      .notNull()
      .references(() => clonedProperties.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    isMain: integer("is_main", { mode: "boolean" }).notNull().default(false),
    displayOrder: integer("display_order").notNull().default(0),
  },
  (t) => [index("cloned_property_images_property_idx").on(t.clonedPropertyId, t.displayOrder)],
);

export const boardItems = sqliteTable(
  "board_items",
  {
    id: id(),
    boardId: text("board_id")
      .notNull()
      .references(() => clientBoards.id, { onDelete: "cascade" }),
    clonedPropertyId: text("cloned_property_id")
      .notNull()
      .references(() => clonedProperties.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pool", "like", "dislike", "winner"] })
      .notNull()
      .default("pool"),
    position: real("position").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [index("board_items_board_idx").on(t.boardId, t.status, t.position)],
);

// Public read links to a board (/t/{token}); revocable.
export const boardShareTokens = sqliteTable(
  "board_share_tokens",
  {
    token: text("token").primaryKey(),
    boardId: text("board_id")
      .notNull()
      .references(() => clientBoards.id, { onDelete: "cascade" }),
    revokedAt: integer("revoked_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("board_share_tokens_board_uq").on(t.boardId, t.token)],
);
