/** The page version the footer shows and the browser keeps. */
export const appVersion = '2.6.0';
export const appVersionStorageKey = 'app_version';
