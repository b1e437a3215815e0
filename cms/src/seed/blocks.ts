// Small builders for Strapi "blocks" rich text, so the seed content reads like prose.
type Text = { type: 'text'; text: string; bold?: boolean; italic?: boolean };
type Link = { type: 'link'; url: string; children: Text[] };
type Inline = Text | Link;
export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; format: 'ordered' | 'unordered'; children: { type: 'list-item'; children: Inline[] }[] }
  | { type: 'quote'; children: Inline[] };

export const h2 = (text: string): Block => ({ type: 'heading', level: 2, children: [{ type: 'text', text }] });
export const h3 = (text: string): Block => ({ type: 'heading', level: 3, children: [{ type: 'text', text }] });
export const p = (text: string): Block => ({ type: 'paragraph', children: [{ type: 'text', text }] });
export const quote = (text: string): Block => ({ type: 'quote', children: [{ type: 'text', text }] });
export const ul = (items: string[]): Block => ({
  type: 'list',
  format: 'unordered',
  children: items.map((text) => ({ type: 'list-item', children: [{ type: 'text', text }] })),
});
export const ol = (items: string[]): Block => ({
  type: 'list',
  format: 'ordered',
  children: items.map((text) => ({ type: 'list-item', children: [{ type: 'text', text }] })),
});
/** Inline runs for `rich`: plain strings, or bold / italic text. */
export const b = (text: string): Text => ({ type: 'text', text, bold: true });
export const i = (text: string): Text => ({ type: 'text', text, italic: true });
const run = (part: string | Text): Text => (typeof part === 'string' ? { type: 'text', text: part } : part);
/** A paragraph mixing plain, bold and italic runs. */
export const rich = (...parts: (string | Text)[]): Block => ({ type: 'paragraph', children: parts.map(run) });
/** A list whose items mix plain, bold and italic runs. */
export const richList = (format: 'ordered' | 'unordered', items: (string | Text)[][]): Block => ({
  type: 'list',
  format,
  children: items.map((parts) => ({ type: 'list-item', children: parts.map(run) })),
});
/** A paragraph with a link in it: text before, the link, text after. */
export const pLink = (before: string, label: string, url: string, after = ''): Block => ({
  type: 'paragraph',
  children: [
    { type: 'text', text: before },
    { type: 'link', url, children: [{ type: 'text', text: label }] },
    { type: 'text', text: after },
  ],
});
