import { describe } from 'vitest';
import { checkTranslations } from '../../../i18n/translation-checks';
import { EDITOR_TEXTS } from './texts';

describe('the content editor texts', () => {
  checkTranslations(EDITOR_TEXTS.en, EDITOR_TEXTS.vi);
});
