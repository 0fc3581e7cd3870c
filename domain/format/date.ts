const longDate = new Intl.DateTimeFormat("es-MX", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "America/Mexico_City",
});

// "12 de agosto de 2025"
export function formatLongDate(date: Date | number): string {
  return longDate.format(typeof date === "number" ? new Date(date) : date);
}
