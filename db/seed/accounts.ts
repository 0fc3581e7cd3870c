// Demo accounts, one per role, plus the agency "Casa Capital Inmobiliaria" and its agents.
// better-auth's email/password sign-in reads the hash from `accounts` (provider_id
// 'credential', account_id = the user's id), so these log in like any real account.
import { hashPassword } from "better-auth/crypto";
import type { accounts, users } from "../schema/auth";
import type { agencies, agencyAgents, agentProfiles } from "../schema/agencies";
import { createRng, stableId } from "./random";

/** Passes the sign-up rule: 8+ characters with an uppercase, a lowercase and a number. */
export const DEMO_PASSWORD = "Hogaria2026!";

type Role = "no_agente" | "agente" | "inmobiliaria";
type Person = { email: string; name: string; role: Role; agency?: boolean; bio?: string; listingWeight: number };

export const DEMO_PEOPLE: readonly Person[] = [
  { email: "comprador@hogaria.mx", name: "Lucía Fernández", role: "no_agente", listingWeight: 0 },
  { email: "agente@hogaria.mx", name: "Mariana López", role: "agente", listingWeight: 30, bio: "Asesora independiente especializada en Roma, Condesa y Del Valle. Más de 8 años ayudando a familias a encontrar su hogar." },
  { email: "inmobiliaria@hogaria.mx", name: "Ricardo Hernández", role: "inmobiliaria", agency: true, listingWeight: 10, bio: "Director de Casa Capital Inmobiliaria." },
  { email: "sofia.ramirez@hogaria.mx", name: "Sofía Ramírez", role: "agente", agency: true, listingWeight: 20, bio: "Asesora en Casa Capital: Polanco, Anzures y Lomas." },
  { email: "diego.martinez@hogaria.mx", name: "Diego Martínez", role: "agente", agency: true, listingWeight: 20, bio: "Asesor en Casa Capital: oficinas, locales y bodegas." },
  { email: "valeria.torres@hogaria.mx", name: "Valeria Torres", role: "agente", agency: true, listingWeight: 20, bio: "Asesora en Casa Capital: Coyoacán, San Ángel y el sur de la ciudad." },
];

export const DEMO_AGENCY = {
  name: "Casa Capital Inmobiliaria",
  slug: "casa-capital-inmobiliaria",
  description: "Inmobiliaria con más de 15 años en la Ciudad de México. Compra, venta y renta de casas, departamentos y espacios comerciales.",
};

export type ListingAgent = { id: string; agencyId: string | null; weight: number };

export type DemoAccounts = {
  users: (typeof users.$inferInsert)[];
  accounts: (typeof accounts.$inferInsert)[];
  agencies: (typeof agencies.$inferInsert)[];
  agencyAgents: (typeof agencyAgents.$inferInsert)[];
  agentProfiles: (typeof agentProfiles.$inferInsert)[];
  /** Who publishes the seeded listings, with how many of them (relative). */
  listingAgents: ListingAgent[];
};

/** A fake but well-formed 10-digit Mexico City number (55 + 8 digits). */
function cdmxPhone(seed: string, email: string): string {
  const rng = createRng(`${seed}:phone:${email}`);
  return `55${rng.int(2, 9)}${String(rng.int(0, 9_999_999)).padStart(7, "0")}`;
}

export function buildDemoAccounts(seed: string, passwordHash: string, now: Date): DemoAccounts {
  const userId = (email: string) => stableId(seed, "usr_", email, 16);
  const owner = DEMO_PEOPLE.find((p) => p.role === "inmobiliaria")!;
  const agencyId = stableId(seed, "agc_", DEMO_AGENCY.slug, 16);
  const agencyPhone = cdmxPhone(seed, DEMO_AGENCY.slug);

  const result: DemoAccounts = {
    users: [],
    accounts: [],
    agencies: [
      {
        id: agencyId,
        ownerId: userId(owner.email),
        name: DEMO_AGENCY.name,
        slug: DEMO_AGENCY.slug,
        phone: agencyPhone,
        whatsapp: agencyPhone,
        description: DEMO_AGENCY.description,
        createdAt: now,
        updatedAt: now,
      },
    ],
    agencyAgents: [],
    agentProfiles: [],
    listingAgents: [],
  };

  for (const person of DEMO_PEOPLE) {
    const id = userId(person.email);
    result.users.push({ id, name: person.name, email: person.email, emailVerified: true, image: null, role: person.role, createdAt: now, updatedAt: now });
    result.accounts.push({
      id: stableId(seed, "acc_", person.email, 16),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: passwordHash,
      createdAt: now,
      updatedAt: now,
    });
    if (person.role === "no_agente") continue;
    const phone = cdmxPhone(seed, person.email);
    result.agentProfiles.push({ userId: id, phone, whatsapp: phone, bio: person.bio ?? null, updatedAt: now });
    if (person.agency && person.role === "agente") result.agencyAgents.push({ agencyId, agentId: id, createdAt: now });
    result.listingAgents.push({ id, agencyId: person.agency ? agencyId : null, weight: person.listingWeight });
  }
  return result;
}

/** better-auth's own scrypt hash, so the demo password works with its sign-in. */
export function hashDemoPassword(password: string = DEMO_PASSWORD): Promise<string> {
  return hashPassword(password);
}
