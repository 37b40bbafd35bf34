import { type Extensions, isNodeActive, mergeAttributes, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import { codeLanguageOf } from '../code-languages';

/** The callout tones the server's allowlist keeps (`callout-info`, ...). */
export const CALLOUT_TONES = ['info', 'tip', 'warning', 'danger'] as const;
export type CalloutTone = (typeof CALLOUT_TONES)[number];

const toneOf = (className: string | null): CalloutTone =>
  CALLOUT_TONES.find((tone) => (className ?? '').split(/\s+/).includes(`callout-${tone}`)) ?? 'info';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    callout: {
      /** Wraps the selected blocks in a callout of the tone, or changes the tone of the one around them. */
      setCallout: (tone: CalloutTone) => ReturnType;
      /** Takes the blocks out of their callout. */
      unsetCallout: () => ReturnType;
    };
    contentBlock: {
      /** Places a generated block (the documentation's fields list) at the cursor. */
      insertContentBlock: (block: string) => ReturnType;
    };
  }
}

/** `<aside class="callout callout-tip">`: a highlighted note of a page, holding paragraphs and lists. */
export const Callout = Node.create({
  name: 'callout',
  group: 'block',
  content: 'block+',
  defining: true,
  addAttributes() {
    return {
      tone: {
        default: 'info',
        parseHTML: (element) => toneOf(element.getAttribute('class')),
        renderHTML: (attributes) => ({ class: `callout callout-${attributes.tone as CalloutTone}` }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'aside.callout' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['aside', HTMLAttributes, 0];
  },
  addCommands() {
    return {
      setCallout:
        (tone) =>
        ({ state, commands }) =>
          // the chain's state: a selection set earlier in the same chain counts
          isNodeActive(state, this.name)
            ? commands.updateAttributes(this.name, { tone })
            : commands.wrapIn(this.name, { tone }),
      unsetCallout:
        () =>
        ({ commands }) =>
          commands.lift(this.name),
    };
  },
});

/**
 * `<div data-content-block="filter-fields"></div>`: a place the server fills when it serves the page
 * (the list of the fields a filter can use, read from the filters API so it never drifts). The editor
 * keeps it whole and shows it as a chip: there is nothing in it to edit.
 */
export const ContentBlock = Node.create<{ label: (block: string) => string }>({
  name: 'contentBlock',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addOptions() {
    return { label: (block: string) => block };
  },
  addAttributes() {
    return {
      block: {
        default: 'filter-fields',
        parseHTML: (element) => element.getAttribute('data-content-block'),
        renderHTML: (attributes) => ({ 'data-content-block': attributes.block as string }),
      },
    };
  },
  parseHTML() {
    return [{ tag: 'div[data-content-block]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['div', mergeAttributes(HTMLAttributes)];
  },
  addNodeView() {
    return ({ node }) => {
      const dom = document.createElement('div');
      dom.setAttribute('contenteditable', 'false');
      dom.setAttribute('data-content-block', String(node.attrs.block));
      dom.className = 'content-block-chip';
      dom.textContent = this.options.label(String(node.attrs.block));
      return { dom };
    };
  },
  addCommands() {
    return {
      insertContentBlock:
        (block) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { block } }),
    };
  },
});

/**
 * Everything a body may hold, as the server's allowlist keeps it: headings h2 to h4 (the page's title
 * is its h1), lists, links (only http(s), mailto and site paths), images, tables, quotes, callouts,
 * code blocks with a `language-xxx` class, and the generated blocks.
 */
export function bodyExtensions(options: { blockLabel?: (block: string) => string } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [2, 3, 4] },
      codeBlock: { languageClassPrefix: 'language-', defaultLanguage: null },
      link: {
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https', 'mailto'],
        isAllowedUri: (url) => /^(https?:|mailto:|\/(?!\/)|#)/i.test(url.trim()),
      },
    }),
    Image.configure({ inline: false, allowBase64: false }),
    TableKit.configure({ table: { resizable: false } }),
    Callout,
    ContentBlock.configure(options.blockLabel ? { label: options.blockLabel } : {}),
  ];
}

/** The language of the code block at the cursor, as the picker shows it ('' outside one or unknown). */
export const languageAttribute = (attributes: Record<string, unknown>) =>
  codeLanguageOf(typeof attributes.language === 'string' ? `language-${attributes.language}` : null) ?? '';
