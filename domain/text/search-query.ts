// What a person types into a search box (places, agencies): longer text is refused before
// any query runs, in one message.
export const SEARCH_QUERY_MAX_CHARS = 100;
export const SEARCH_QUERY_TOO_LONG = `La búsqueda no puede tener más de ${SEARCH_QUERY_MAX_CHARS} caracteres.`;
