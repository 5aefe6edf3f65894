/*
 * The one way this shop writes a mail's HTML and decides who can get a text: account mails, order confirmations,
 * status and payment mails all use it (and the sandbox gateway's page its escaping).
 */

/** Text made safe inside HTML and attribute values: the five characters that could start markup or end a value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Plain paragraphs to a minimal HTML mail; a paragraph that is a link becomes a clickable link. */
export function mailHtml(paragraphs: string[], language: string): string {
  const body = paragraphs
    .map((p) =>
      /^https?:\/\/\S+$/.test(p)
        ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>`
        : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return `<!doctype html><html lang="${escapeHtml(language)}"><body style="font-family: sans-serif; line-height: 1.5">\n${body}\n</body></html>`;
}

/** A contact the shop can text: a phone number (a guest's contact may be an email instead). */
export function isPhoneContact(contact: string): boolean {
  return /^\+?[\d\s().-]{6,20}$/.test(contact);
}
