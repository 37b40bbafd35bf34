/** The product's version, shown in the footer and the health answer. */
export const APP_VERSION = '1.1.0';

/** The configuration document holding the web's cache rules. */
export const CACHE_CONFIGURATION_DOCUMENT = 'cache configuration';
