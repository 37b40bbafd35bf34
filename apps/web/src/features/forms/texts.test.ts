import { FORM_COMPONENT_KINDS } from '@bitdata/contracts/constants/forms';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { checkTranslations } from '../../i18n/translation-checks';
import { FORMS_NS, FORMS_TEXTS } from './texts';

/** The same rules as src/i18n/i18n.test.ts, for the texts that load with the forms screens. */
describe('forms texts', () => {
  checkTranslations(FORMS_TEXTS.en, FORMS_TEXTS.vi);

  it('name every component kind of the contracts in both languages', () => {
    for (const { kind } of FORM_COMPONENT_KINDS)
      for (const lng of ['en', 'vi'])
        expect(i18n.exists(`${FORMS_NS}:kinds.${kind}`, { lng }), kind).toBe(true);
    expect(i18n.t(`${FORMS_NS}:chart.total`, { lng: 'en', count: 2 })).toBe('2 records');
  });
});
