import { useTranslation } from 'react-i18next';
import { useConfig } from '../../app/config/ConfigContext';

/**
 * The phrases of the public pages that state what this installation offers, built from what the
 * server announces (public configuration: market kinds, time frames, the Android link) instead of
 * written into the texts: a site without futures feeds or without an Android app does not promise them.
 */
export function useOfferTexts() {
  const { t } = useTranslation();
  const { offers, links } = useConfig();
  const names = offers.intervals.map((code) => t(`offers.intervals.${code}`));
  const first = names[0] ?? '';
  const last = names.at(-1) ?? '';
  const spot = offers.marketTypes.includes('spot');
  const future = offers.marketTypes.includes('future');
  const kind = spot && future ? 'both' : spot ? 'spot' : future ? 'future' : 'none';
  return {
    /** "from 3 minutes to 1 week", or the one time frame tracked */
    intervals:
      names.length > 1 ? t('offers.intervalRange', { first, last }) : t('offers.intervalOnly', { first }),
    /** "spot and futures markets", "spot markets" ... */
    markets: t(`offers.markets.${kind}`),
    /** the Android app's address, when this site has one (LINK_ANDROID) */
    android: links.android,
  };
}
