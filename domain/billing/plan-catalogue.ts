import { formatPriceMXN } from "../format/money";
import { PLAN_PERIOD_DAYS, TOUR_3D_CREDIT_MXN, type Plan } from "./plans";
import { AI_AGENT_SERVICE_ID, serviceName } from "./services";

export type PlanDefinition = Omit<Plan, "badges"> & { sort_order: number };

const ONE_LISTING = `1 propiedad publicada por ${PLAN_PERIOD_DAYS} días`;
const AI_AGENT = serviceName(AI_AGENT_SERVICE_ID);

// The plans sold on /precios, in the order shown: the only definition of them. The
// database's subscription_plans rows are written from this list whenever migrations run
// (db/billing-catalogue.ts). Expert costs $1,999, above Pro. Individual plans publish one
// property per period; agency tiers carry several property passes.
export const PLAN_CATALOGUE: readonly PlanDefinition[] = [
  {
    id: "plan_basic",
    name: "Básico",
    description: "Publica tu propiedad con visibilidad estándar.",
    plan_type: "individual",
    plan_category: "basic",
    price_mxn: 499,
    visibility_level: "low",
    passes: 1,
    credits_3d_tour: 0,
    features: {},
    feature_list: [ONE_LISTING, "Visibilidad baja en resultados", "Renovación automática"],
    sort_order: 1,
  },
  {
    id: "plan_pro",
    name: "Pro",
    description: "Más visibilidad y un recorrido 3D para vender más rápido.",
    plan_type: "individual",
    plan_category: "pro",
    price_mxn: 999,
    visibility_level: "high",
    passes: 1,
    credits_3d_tour: 1,
    features: { most_popular: true, includes_3d_tour: true, ai_match: true },
    feature_list: [
      ONE_LISTING,
      "Visibilidad alta en resultados",
      `${formatPriceMXN(TOUR_3D_CREDIT_MXN)} de crédito para un recorrido 3D`,
      "Recomendación con IA a compradores afines",
    ],
    sort_order: 2,
  },
  {
    id: "plan_expert",
    name: "Expert",
    description: "La máxima exposición, con campaña de IA y portada.",
    plan_type: "individual",
    plan_category: "expert",
    price_mxn: 1999,
    visibility_level: "mega",
    passes: 1,
    credits_3d_tour: 1,
    features: { includes_3d_tour: true, ai_match: true, ai_campaigns: true, homepage_featured_days: 7 },
    feature_list: [
      ONE_LISTING,
      "Máxima visibilidad en resultados",
      "Crédito para un recorrido 3D",
      "Campaña de IA dirigida a perfiles parecidos a tus compradores",
      "7 días en la página de inicio",
    ],
    sort_order: 3,
  },
  {
    id: "plan_agency_core",
    name: "Agencia Core",
    description: "Para empezar a publicar como equipo.",
    plan_type: "agency",
    plan_category: "agency_core",
    price_mxn: 400,
    visibility_level: "low",
    passes: 5,
    credits_3d_tour: 0,
    features: { agent_management: true, basic_reports: true },
    feature_list: ["5 propiedades básicas", "Gestión de agentes", "Reportes básicos"],
    sort_order: 4,
  },
  {
    id: "plan_agency_pro",
    name: "Agencia Pro",
    description: "El plan favorito de las inmobiliarias.",
    plan_type: "agency",
    plan_category: "agency_pro",
    price_mxn: 899,
    visibility_level: "high",
    passes: 12,
    credits_3d_tour: 2,
    features: { agent_management: true, basic_reports: true, ai_bot: true },
    feature_list: ["10 propiedades Pro + 2 propiedades Expert", "Gestión de agentes", "Reportes básicos", AI_AGENT],
    sort_order: 5,
  },
  {
    id: "plan_agency_expert",
    name: "Agencia Expert",
    description: "Máxima visibilidad para todo tu inventario.",
    plan_type: "agency",
    plan_category: "agency_expert",
    price_mxn: 1499,
    visibility_level: "mega",
    passes: 10,
    credits_3d_tour: 2,
    features: { agent_management: true, basic_reports: true, ai_bot: true },
    feature_list: ["10 propiedades Expert", "Gestión de agentes", "Reportes básicos", AI_AGENT],
    sort_order: 6,
  },
  {
    id: "plan_enterprise",
    name: "Enterprise",
    description: "Para redes y desarrolladoras con necesidades propias.",
    plan_type: "agency",
    plan_category: "enterprise",
    price_mxn: null,
    visibility_level: "mega",
    passes: 0,
    credits_3d_tour: 0,
    features: { custom_pricing: true, agent_management: true, ai_bot: true },
    feature_list: ["Equipo ilimitado", "Analítica avanzada", "Soporte prioritario", "Integraciones a la medida"],
    sort_order: 7,
  },
];
