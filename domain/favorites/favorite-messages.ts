// What the favourite lists (clients' lists, for agents) and their boards answer.
export const FAVORITE_MESSAGES = {
  // An unknown list, or another person's.
  listNotFound: "Lista no encontrada",
  alreadyInList: "Esta propiedad ya está en esa lista",
  itemNotFound: "No encontramos esa propiedad en tus listas.",
} as const;
