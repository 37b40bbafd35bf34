import type { i18n as I18n, TFunction } from 'i18next';

/**
 * A validation message key as text: a server message (messages.*), one of the back office's own,
 * or, for a message that is no key (a schema's built-in text), 'This value is not valid'.
 */
export function issueText(t: TFunction, i18n: I18n, key: string): string {
  if (i18n.exists(`messages.${key}`)) return t(`messages.${key}`);
  if (i18n.exists(`backoffice:form.issues.${key}`)) return t(`backoffice:form.issues.${key}`);
  return t('messages.invalidValue');
}
