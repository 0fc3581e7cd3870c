// Hogaria's WhatsApp Business number comes only from the server's WHATSAPP_BUSINESS_NUMBER
// (country code included, digits only); production refuses to start without it.
export const WHATSAPP_NUMBER_PATTERN = /^\d{10,15}$/;

// Outside production, without WHATSAPP_BUSINESS_NUMBER: a number that is plainly nobody's
// (52, then zeros), and the note the pages show beside the chat buttons that use it.
export const TEST_WHATSAPP_BUSINESS_NUMBER = "520000000000";
export const TEST_WHATSAPP_NOTE = "Número de WhatsApp de prueba (desarrollo): en producción los botones abren el de WHATSAPP_BUSINESS_NUMBER.";
