/**
 * The languages a code block may name: the spec's eight (section 9). The server highlights a block by
 * its `language-xxx` class when the item is saved, so the picker offers exactly these.
 */
export const CODE_LANGUAGES = ['javascript', 'jsx', 'sh', 'bash', 'html', 'scss', 'css', 'json'] as const;
export type CodeLanguage = (typeof CODE_LANGUAGES)[number];

export const isCodeLanguage = (value: unknown): value is CodeLanguage =>
  typeof value === 'string' && (CODE_LANGUAGES as readonly string[]).includes(value);

/** The class a code block's `<code>` carries: what the server's highlighter reads. */
export const codeLanguageClass = (language: CodeLanguage) => `language-${language}`;

/** A block's language from its class list ("language-bash hljs" -> "bash"); null for any other. */
export function codeLanguageOf(className: string | null | undefined): CodeLanguage | null {
  for (const name of (className ?? '').split(/\s+/)) {
    const language = name.startsWith('language-') ? name.slice('language-'.length) : '';
    if (isCodeLanguage(language)) return language;
  }
  return null;
}
