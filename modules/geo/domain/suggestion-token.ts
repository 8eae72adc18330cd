import { createHmac, timingSafeEqual } from 'node:crypto';
import { addressLabel, isAddressCandidate, type AddressCandidate, type AddressSuggestion } from './address.js';

/**
 * Spec section 5: an address "must be chosen from suggestions". Each suggestion's id is its own
 * content signed with HMAC-SHA256, so the server can later accept exactly what it suggested, and
 * nothing else, without storing suggestions. The key is derived from APP_SECRET for this one use.
 * The token carries no expiry: it proves origin, holds nothing secret, and the same address always
 * gets the same id, so a stored address can be sent back unchanged when a property is edited.
 */
const VERSION = 'a1';
const PURPOSE = 'eclat.address-suggestion.v1';

export class SuggestionSigner {
  private readonly key: Buffer;

  constructor(appSecret: string) {
    if (appSecret.length < 16) throw new Error('the signing secret is too short');
    this.key = createHmac('sha256', appSecret).update(PURPOSE).digest();
  }

  private mac(payload: string): Buffer {
    return createHmac('sha256', this.key).update(`${VERSION}.${payload}`).digest();
  }

  sign(a: AddressCandidate): AddressSuggestion {
    // Fixed field order, so that the same address always yields the same id.
    const content = [a.line1, a.city, a.placeId, a.regionId, a.postalCode, a.lat, a.lng];
    const payload = Buffer.from(JSON.stringify(content)).toString('base64url');
    return { ...a, province: 'QC', label: addressLabel(a), suggestionId: `${VERSION}.${payload}.${this.mac(payload).toString('base64url')}` };
  }

  /** The signed address, or null when the id was altered, signed with another key, or malformed. */
  verify(suggestionId: string): AddressSuggestion | null {
    const parts = suggestionId.split('.');
    if (parts.length !== 3 || parts[0] !== VERSION) return null;
    const [, payload, signature] = parts as [string, string, string];
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(payload);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let content: unknown;
    try {
      content = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    } catch {
      return null;
    }
    if (!Array.isArray(content) || content.length !== 7) return null;
    const [line1, city, placeId, regionId, postalCode, lat, lng] = content as unknown[];
    const candidate = { line1, city, placeId, regionId, postalCode, lat, lng };
    if (!isAddressCandidate(candidate)) return null;
    return this.sign(candidate);
  }
}
