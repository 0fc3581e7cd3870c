// Demo accounts: a buyer, an independent agent, and the agencies of data/agencies.ts with
// their owners (role inmobiliaria) and agents. better-auth's email/password sign-in reads
// the hash from `accounts` (provider_id 'credential', account_id = the user's id), so
// these log in like any real account. Ids and phone numbers come from the e-mail or the
// slug, so adding people never changes anyone else's.
import { hashPassword } from "better-auth/crypto";
import type { accounts, users } from "../schema/auth";
import type { agencies, agencyAgents, agentProfiles } from "../schema/agencies";
import { AGENCIES, type AgencySeed, type DemoPerson } from "./data/agencies";
import type { ListingAgent } from "./publishers";
import { createRng, stableId } from "./random";
import { slugify } from "./slug";

export type { ListingAgent } from "./publishers";
export { AGENCIES } from "./data/agencies";

/** Passes the sign-up rule: 8+ characters with an uppercase, a lowercase and a number. */
export const DEMO_PASSWORD = "Hogaria2026!";

/** People outside any agency. */
export const DEMO_BUYER = { email: "comprador@hogaria.mx", name: "Lucía Fernández" } as const;
export const INDEPENDENT_AGENT: DemoPerson = {
  email: "agente@hogaria.mx",
  name: "Mariana López",
  listingWeight: 10,
  bio: "Asesora independiente especializada en Roma, Condesa y Del Valle. Más de 8 años ayudando a familias a encontrar su hogar.",
  focus: { alcaldias: ["Cuauhtémoc", "Benito Juárez"], share: 0.7 },
};

/** The original demo agency (inmobiliaria@hogaria.mx). */
export const DEMO_AGENCY: AgencySeed = AGENCIES[0];

export type DemoAccounts = {
  users: (typeof users.$inferInsert)[];
  accounts: (typeof accounts.$inferInsert)[];
  agencies: (typeof agencies.$inferInsert)[];
  agencyAgents: (typeof agencyAgents.$inferInsert)[];
  agentProfiles: (typeof agentProfiles.$inferInsert)[];
  /** Who publishes the seeded listings, with how many of them (relative) and where. */
  listingAgents: ListingAgent[];
};

/** A fake but well-formed 10-digit Mexico City number (55 + 8 digits). */
function cdmxPhone(seed: string, key: string): string {
  const rng = createRng(`${seed}:phone:${key}`);
  return `55${rng.int(2, 9)}${String(rng.int(0, 9_999_999)).padStart(7, "0")}`;
}

export function buildDemoAccounts(seed: string, passwordHash: string, now: Date, agencyList: readonly AgencySeed[] = AGENCIES): DemoAccounts {
  const userId = (email: string) => stableId(seed, "usr_", email, 16);
  const result: DemoAccounts = { users: [], accounts: [], agencies: [], agencyAgents: [], agentProfiles: [], listingAgents: [] };

  const addUser = (email: string, name: string, role: "no_agente" | "agente" | "inmobiliaria") => {
    const id = userId(email);
    result.users.push({ id, name, email, emailVerified: true, image: null, role, createdAt: now, updatedAt: now });
    result.accounts.push({
      id: stableId(seed, "acc_", email, 16),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    return id;
  };
  const addPublisher = (person: DemoPerson, role: "agente" | "inmobiliaria", agency: AgencySeed | null, agencyId: string | null) => {
    const id = addUser(person.email, person.name, role);
    const phone = cdmxPhone(seed, person.email);
    // An independent agent has a public page, /agente/{slug} (an agency's agents are on the agency's).
    const slug = role === "agente" && !agency ? slugify(person.name) : null;
    result.agentProfiles.push({ userId: id, phone, whatsapp: phone, bio: person.bio, slug, updatedAt: now });
    const focus = person.focus ?? agency?.focus ?? undefined;
    result.listingAgents.push({ id, agencyId, weight: person.listingWeight, ...(focus ? { focus } : {}) });
    return id;
  };

  addUser(DEMO_BUYER.email, DEMO_BUYER.name, "no_agente");
  addPublisher(INDEPENDENT_AGENT, "agente", null, null);
  for (const agency of agencyList) {
    const agencyId = stableId(seed, "agc_", agency.slug, 16);
    const ownerId = addPublisher(agency.owner, "inmobiliaria", agency, agencyId);
    const phone = cdmxPhone(seed, agency.slug);
    result.agencies.push({
      id: agencyId,
      ownerId,
      name: agency.name,
      slug: agency.slug,
      phone,
      whatsapp: phone,
      description: agency.description,
      createdAt: now,
      updatedAt: now,
    });
    for (const agent of agency.agents) {
      const agentId = addPublisher(agent, "agente", agency, agencyId);
      result.agencyAgents.push({ agencyId, agentId, createdAt: now });
    }
  }
  return result;
}

/** better-auth's own scrypt hash, so the demo password works with its sign-in. */
export function hashDemoPassword(password: string = DEMO_PASSWORD): Promise<string> {
  return hashPassword(password);
}
