// Chat links to Hogaria's WhatsApp Business number, with the prefilled text
// 'Quiero asesoría gratis de Hogaria sobre: {topic}'.

/** 'Quiero asesoría gratis de Hogaria sobre: {topic}', or without the topic. */
export function advisoryMessage(topic?: string): string {
  const base = "Quiero asesoría gratis de Hogaria";
  return topic?.trim() ? `${base} sobre: ${topic.trim()}` : base;
}

/** https://wa.me/{number}?text={message}: opens a chat with the message ready to send. */
export function whatsappChatUrl(message: string, number: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(message)}`;
}
