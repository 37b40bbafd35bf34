import i18n from 'i18next';
import { initReactI18next, setDefaults, setI18n } from 'react-i18next';
import { languageInUrl } from './url-language';

/**
 * English (en) and Vietnamese (vi); default en, remembered locally, Vietnamese is the fallback. The
 * screens show the codes the profile stores; the spec's "vn" was one more name for the same setting.
 */
export const LANGUAGES = [
  { code: 'en', label: 'en', name: 'English' },
  { code: 'vi', label: 'vi', name: 'Tiếng Việt' },
] as const;
export type Language = (typeof LANGUAGES)[number]['code'];
export const DEFAULT_LANGUAGE: Language = 'en';
export const FALLBACK_LANGUAGE: Language = 'vi';
export const LOCALE_KEY = 'i18nextLng';

type Resources = Record<string, unknown>;

// Screens shown while the texts load (the start-up spinner) already call useTranslation: handing
// react-i18next the instance now, rather than at init, spares them the NO_I18NEXT_INSTANCE warning.
// Without Suspense: a component asking for texts before init would otherwise suspend the whole app,
// Bootstrap (which starts i18next) included.
const REACT_OPTIONS = { useSuspense: false } as const;
setDefaults(REACT_OPTIONS);
setI18n(i18n);

/** Each language is its own chunk, so a visitor downloads only the texts of the language they read. */
const loaders: Record<Language, () => Promise<Resources>> = {
  en: () => import('./en.json').then((m) => m.default as Resources),
  vi: () => import('./vi.json').then((m) => m.default as Resources),
};

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'vi';

export function storedLanguage(): Language {
  try {
    const value = window.localStorage.getItem(LOCALE_KEY);
    // Older builds stored the switcher label "vn".
    if (value === 'vn') return 'vi';
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

async function ensureLoaded(lng: Language) {
  if (i18n.hasResourceBundle(lng, 'translation')) return;
  i18n.addResourceBundle(lng, 'translation', await loaders[lng](), true, true);
}

const applyDocumentLanguage = (lng: Language) => {
  document.documentElement.lang = lng;
};

/** The language the address asks for (`?lang=`), else none. */
function urlLanguage(): Language | null {
  try {
    return languageInUrl(window.location.search);
  } catch {
    return null;
  }
}

/**
 * Starts i18next with the language the address asks for (`?lang=vi`, remembered like a switch), else
 * the remembered one; the fallback bundle follows without blocking the first paint.
 */
export async function initI18n(language?: Language, resources?: Partial<Record<Language, Resources>>) {
  const asked = language === undefined ? urlLanguage() : null;
  const lng = language ?? asked ?? storedLanguage();
  if (asked) rememberLanguage(asked);
  if (!i18n.isInitialized) {
    await i18n.use(initReactI18next).init({
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: LANGUAGES.map((l) => l.code),
      interpolation: { escapeValue: false },
      returnNull: false,
      resources: {},
      react: REACT_OPTIONS,
    });
  }
  for (const [code, bundle] of Object.entries(resources ?? {})) {
    if (bundle) i18n.addResourceBundle(code, 'translation', bundle, true, true);
  }
  await ensureLoaded(lng);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  if (lng !== FALLBACK_LANGUAGE) void ensureLoaded(FALLBACK_LANGUAGE).catch(() => undefined);
  return i18n;
}

export async function changeLanguage(lng: Language) {
  await ensureLoaded(lng);
  await i18n.changeLanguage(lng);
  applyDocumentLanguage(lng);
  rememberLanguage(lng);
}

function rememberLanguage(lng: Language) {
  try {
    window.localStorage.setItem(LOCALE_KEY, lng);
  } catch {
    // Not remembered across visits, but the switch itself still applies.
  }
}

export { i18n };
