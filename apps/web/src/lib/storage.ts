/** localStorage that never throws (private mode, disabled storage): reads give null, writes are dropped. */
export const storage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage unavailable: the preference simply is not remembered.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was stored either.
    }
  },
};

/** sessionStorage that never throws: what a federated sign-in keeps across the provider's pages. */
export const sessionStore = {
  get(key: string): string | null {
    try {
      return window.sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.sessionStorage.setItem(key, value);
    } catch {
      // Unavailable: the callback then reports a failed sign-in.
    }
  },
  remove(key: string): void {
    try {
      window.sessionStorage.removeItem(key);
    } catch {
      // Unavailable: nothing was stored either.
    }
  },
};

/** Invite codes carried across sign-in (spec §4: cleared on logout). */
export const INVITE_CODE_KEY = 'invite_code';
export const USED_CODES_KEY = 'used_codes';
export const COLOR_MODE_KEY = 'crucible-color-mode';
