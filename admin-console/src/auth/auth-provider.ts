import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { api } from '../api/client';
import { toHttpError } from '../api/http-error';
import { clearSession, getToken, rememberUser, startSession, startSharedSession, usesSharedSession, type User } from './session';

interface Credentials {
  username: string;
  password: string;
}

/** A valid account that is not an admin. The message is a translation key. */
class NotAdminError extends Error {
  constructor() {
    super('eclat.auth.admin_only');
  }
}

async function fetchMe(): Promise<User> {
  const { data, error, response } = await api.GET('/api/users/me', {
    // A cached answer could hide a session revoked since.
    cache: 'no-store',
  });
  if (data === undefined) throw toHttpError(error, response);
  return data;
}

/** Ends a server session; failures are ignored (spec §8): the local session ends anyway. */
async function endServerSession(token?: string): Promise<void> {
  try {
    await api.POST('/api/auth/logout', {
      ...(token ? { headers: { Authorization: `Bearer ${token}` } } : {}),
    });
  } catch {
    // Offline or timed out: the server session expires by itself.
  }
}

/** The signed-in admin, asked of the server once per page load. */
async function currentAdmin(): Promise<User> {
  const user = await rememberUser(fetchMe);
  if (user.role !== 'admin') throw new NotAdminError();
  return user;
}

/** Same accounts and sessions as the web app (POST /api/auth/login), admins only. */
export const authProvider: AuthProvider = {
  async login({ username, password }: Credentials) {
    const { data, error, response } = await api.POST('/api/auth/login', {
      // Staff work in the console every day: a 30-day session, like "remember me".
      body: { email: username, password, rememberMe: true },
    });
    // The server's message (wrong credentials, suspended, rate limit) is
    // already in the console's language; LoginForm shows it as is.
    if (data === undefined) throw toHttpError(error, response);
    if (data.user.role !== 'admin') {
      // The credentials were right, so a session now exists: close it at once.
      await endServerSession(data.token);
      clearSession();
      throw new NotAdminError();
    }
    startSession(data.token, data.user);
  },

  async logout() {
    // react-admin also calls this when the console has no session (first
    // visit, after a 401). Ending the server session then would end whatever
    // session the shared cookie carries, maybe a client's in the web app: only
    // end ours, or the admin's own from /login.
    if (getToken() || usesSharedSession()) await endServerSession();
    clearSession();
  },

  async checkAuth() {
    if (!getToken()) {
      // One sign-in (issue #16): an admin who signed in on /login is already signed in here, through
      // the session cookie. Anyone else goes to the login page, without a "please sign in" toast.
      const user = usesSharedSession() ? null : await fetchMe().catch(() => null);
      if (user?.role === 'admin') startSharedSession(user);
      else if (!usesSharedSession()) throw { message: false };
    }
    try {
      await currentAdmin();
    } catch (error) {
      clearSession();
      // react-admin shows `message` on the login page; keep our key or the server's text.
      throw { message: error instanceof Error ? error.message : 'ra.auth.auth_check_error' };
    }
  },

  async checkError(error: unknown) {
    // 401: the session is over; 403: the account is no longer an admin.
    // Anything else (409 self-suspension, 400 ...) is for the page to show.
    const status = error instanceof HttpError ? error.status : undefined;
    if (status === 401 || status === 403) {
      clearSession();
      throw error;
    }
  },

  async getIdentity(): Promise<UserIdentity> {
    const user = await currentAdmin();
    return {
      id: user.id,
      fullName: user.name,
      ...(user.profilePic ? { avatar: user.profilePic } : {}),
    };
  },

  async getPermissions() {
    // Asked on the login page too, where there is no session to look up.
    if (!getToken() && !usesSharedSession()) return null;
    const user = await rememberUser(fetchMe);
    return user.role;
  },
};
