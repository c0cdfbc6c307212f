/**
 * Text and attribute values in HTML and XML, escaped as React's server renderer escapes them,
 * so markup written by hand (a demo island's placeholder, the document's head) matches what
 * React writes for the same value.
 */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ESCAPES[c as keyof typeof ESCAPES]);

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' } as const;
