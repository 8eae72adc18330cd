/**
 * The code of a referral link, kept in the browser between the landing page and the first signed-in
 * page (sign-up, role choice and onboarding may reload the page in between). Claimed once, then forgotten.
 */
export const REFERRAL_CODE_STORAGE_KEY = 'eclat.referralCode';

/** Codes as the server accepts them (4 to 40 letters, digits or dashes), upper case; anything else is ignored. */
export function cleanCode(value: string | null | undefined): string | null {
  const code = (value ?? '').trim().toUpperCase();
  return /^[A-Z0-9-]{4,40}$/.test(code) ? code : null;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function store(): Store | null {
  try {
    if (typeof window === 'undefined') return null;
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Told when this tab remembers or forgets a code (the `storage` event only reaches other tabs). */
export const REFERRAL_CODE_EVENT = 'eclat:referral-code';

function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(REFERRAL_CODE_EVENT));
}

export function rememberCode(code: string, storage: Store | null = store()): void {
  const clean = cleanCode(code);
  if (!clean || !storage) return;
  try {
    storage.setItem(REFERRAL_CODE_STORAGE_KEY, clean);
    announce();
  } catch {
    // Storage full or disabled: the visitor can still type the code on /referrals.
  }
}

export function rememberedCode(storage: Store | null = store()): string | null {
  try {
    return cleanCode(storage?.getItem(REFERRAL_CODE_STORAGE_KEY));
  } catch {
    return null;
  }
}

export function forgetCode(storage: Store | null = store()): void {
  try {
    storage?.removeItem(REFERRAL_CODE_STORAGE_KEY);
    announce();
  } catch {
    // Nothing to forget without storage.
  }
}

/** For useSyncExternalStore: changes in this tab and in others. */
export function subscribeToRememberedCode(onChange: () => void): () => void {
  window.addEventListener(REFERRAL_CODE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(REFERRAL_CODE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
