/**
 * A label before its value: "Services :" in French (a no-break space before the colon, as Quebec
 * typography wants, so the colon never starts a line), "Services:" in English.
 */
export const withColon = (label: string, language: string): string => (language.startsWith('fr') ? `${label}\u00a0:` : `${label}:`);
