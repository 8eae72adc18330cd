import type { LegalLanguage } from './api/types';

/**
 * The address of a legal document in a language: French at `/terms`, English at `/terms?lang=en`
 * (LegalDocumentPage reads `lang`). French opens first unless English was expressly chosen (Charter of
 * the French language, s. 55), so a link follows the person's choice, not the interface alone.
 */
export const legalHref = (document: 'terms' | 'privacy', language: LegalLanguage): string => (language === 'en' ? `/${document}?lang=en` : `/${document}`);
