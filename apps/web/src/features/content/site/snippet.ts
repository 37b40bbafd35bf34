/** A piece of a search snippet: text, and whether the search matched it. */
export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** The text an escaped piece of HTML stands for ("&lt;b&gt;" → "<b>"), read by an inert parser. */
const textOfEscaped = (escaped: string) =>
  new DOMParser().parseFromString(`<body>${escaped}</body>`, 'text/html').body.textContent ?? '';

/**
 * A search hit's snippet (escaped text whose matched words are wrapped in `<mark>`) as plain text
 * pieces, so the page renders the marks as elements and everything else as text, whatever the
 * snippet holds.
 */
export function snippetParts(snippet: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let marked = false;
  for (const piece of snippet.split(/(<\/?mark>)/i)) {
    const tag = piece.toLowerCase();
    if (tag === '<mark>') marked = true;
    else if (tag === '</mark>') marked = false;
    else if (piece) {
      const text = textOfEscaped(piece);
      if (text) parts.push({ text, marked });
    }
  }
  return parts;
}
