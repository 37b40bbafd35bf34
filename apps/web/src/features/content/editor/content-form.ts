import type { ContentItem, ContentKind, ContentStatus, ContentWriteInput } from '@bitdata/contracts/content';
import { instantOf, wallOf } from './publish-time';

export type Lang = 'en' | 'vi';
export const EDIT_LANGUAGES: readonly Lang[] = ['en', 'vi'];

/** The editor's values: texts as typed, the publishing time as the operator's wall clock ('' = at once). */
export interface ContentForm {
  code: string;
  title: Record<Lang, string>;
  summary: Record<Lang, string>;
  body: Record<Lang, string>;
  status: ContentStatus;
  publishAt: string;
  tags: string[];
  parent: string;
  order: string;
  cover: string | null;
}

export const emptyForm = (): ContentForm => ({
  code: '',
  title: { en: '', vi: '' },
  summary: { en: '', vi: '' },
  body: { en: '', vi: '' },
  status: 'draft',
  publishAt: '',
  tags: [],
  parent: '',
  order: '0',
  cover: null,
});

/** An item as the editor shows it. */
export const formOf = (item: ContentItem): ContentForm => ({
  code: item.code,
  title: { ...item.title },
  summary: { ...item.summary },
  body: { ...item.body },
  status: item.status,
  publishAt: item.publishAt === null ? '' : wallOf(item.publishAt),
  tags: [...item.tags],
  parent: item.parent ?? '',
  order: String(item.order),
  cover: item.cover,
});

/**
 * The editor's HTML as a body: the empty paragraph TipTap keeps after a last code block, table or
 * callout (so the cursor can leave it) is no text, and an editor with nothing typed is no body.
 */
export const bodyText = (html: string) => html.replace(/(<p>\s*<\/p>\s*)+$/, '').trim();

/**
 * What a save sends. Texts are trimmed (the server trims too); a time that cannot be read is sent as
 * -1 so the server refuses it on the field rather than publishing at once; the parent and order go
 * only with the kinds that form a tree.
 */
export function writeOf(form: ContentForm, kind: ContentKind): ContentWriteInput {
  const tree = kind === 'documentation';
  const at = form.publishAt.trim();
  const order = Number(form.order);
  return {
    code: form.code.trim(),
    title: { en: form.title.en.trim(), vi: form.title.vi.trim() },
    summary: { en: form.summary.en.trim(), vi: form.summary.vi.trim() },
    body: { en: bodyText(form.body.en), vi: bodyText(form.body.vi) },
    status: form.status,
    publishAt: at === '' ? null : (instantOf(at) ?? -1),
    tags: form.tags.map((t) => t.trim()).filter(Boolean),
    parent: tree && form.parent ? form.parent : null,
    order: tree ? (Number.isInteger(order) ? order : -1) : 0,
    cover: form.cover,
  };
}

/** Where on the form a server's field issue belongs ("title.en" -> the English title). */
export const fieldOfIssue = (path: string): string => (path.startsWith('tags.') ? 'tags' : path);

/** The language tab an issue's field sits on, if any: the editor opens it so the message is seen. */
export const languageOfIssue = (path: string): Lang | null => {
  const [, lang] = path.split('.');
  return lang === 'en' || lang === 'vi' ? lang : null;
};

/**
 * Whether the item is public now, waits for its time, or is a draft: the list and the editor say
 * "scheduled" with the time for a published item whose time is still ahead.
 */
export type ContentState = 'draft' | 'scheduled' | 'published';
export const stateOf = (item: Pick<ContentItem, 'status' | 'publishAt'>, now: number): ContentState =>
  item.status === 'draft'
    ? 'draft'
    : item.publishAt !== null && item.publishAt > now
      ? 'scheduled'
      : 'published';

/** The field a refusal without a path belongs to, by its message key (a taken code, a parent cycle...). */
const FIELD_OF_KEY: Record<string, string> = {
  contentCodeTaken: 'code',
  contentCodeInvalid: 'code',
  contentTitleRequired: 'title.en',
  contentTooManyTags: 'tags',
  contentParentUnknown: 'parent',
  contentParentNotAllowed: 'parent',
  contentParentCycle: 'parent',
  contentCoverUnknown: 'cover',
};

export interface Refusal {
  path?: string;
  key: string;
}

/** The server's refusals as field -> message key; what belongs to no field is under ''. */
export function issuesOf(refusals: readonly Refusal[]): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const { path, key } of refusals) {
    const field = path ? fieldOfIssue(path) : (FIELD_OF_KEY[key] ?? '');
    issues[field] ??= key;
  }
  return issues;
}
