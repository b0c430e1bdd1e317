/** The page version the footer shows and the browser keeps (public spec §3, §9). */
export const appVersion = '2.6.0';
export const appVersionStorageKey = 'app_version';
