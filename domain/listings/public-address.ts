// What buyers read as the address: "Calle 12 int. 301, Roma Norte", or only the colonia
// and alcaldía when the agent chose "Mostrar solo la colonia".
export function publicAddress(a: {
  street: string;
  interior?: string | null;
  hide_address: boolean;
  colonia: string;
  alcaldia?: string | null;
}): string {
  if (a.hide_address) return a.alcaldia ? `${a.colonia}, ${a.alcaldia}` : a.colonia;
  const interior = a.interior?.trim() ? ` int. ${a.interior.trim()}` : "";
  return `${a.street.trim()}${interior}, ${a.colonia}`;
}
