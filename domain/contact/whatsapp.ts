// Hogaria's WhatsApp Business number, country code included, digits only: the chat links
// open it unless the server's WHATSAPP_BUSINESS_NUMBER names another.
export const DEFAULT_WHATSAPP_BUSINESS_NUMBER = "5215512345678";
export const WHATSAPP_NUMBER_PATTERN = /^\d{10,15}$/;
