import type { AuthUser, SignupBody } from '@bitdata/contracts/auth';
import { createContext, type ReactNode, useCallback, useEffect, useMemo, useReducer } from 'react';
import { refreshCacheConfiguration } from '../../api/cache-configuration';
import { clearServerData } from '../../api/client';
import { authApi } from '../../api/endpoints';
import { setAccessToken } from '../../api/session';
import { onUnauthorized } from '../../app/config/events';
import { changeLanguage, i18n, isLanguage } from '../../i18n';
import { setDisplayTimeZone } from '../../i18n/display-zone';
import { clearSession, restoreSession, saveSession, saveUser } from './auth-storage';

/** Auth state: initialising, then authenticated or not. */
export interface AuthState {
  isInitialized: boolean;
  isAuthenticated: boolean;
  user: AuthUser | null;
  /** Why the last session ended: a user who chose to log out is not sent back to where they were. */
  signedOut?: 'user' | 'expired';
  /** This session is the account's first sign-in: greeted "Welcome", not "Welcome back". */
  firstSignIn?: boolean;
}

type Action =
  | { type: 'INITIAL'; user: AuthUser | null; firstSignIn?: boolean }
  | { type: 'LOGIN'; user: AuthUser; firstSignIn: boolean }
  | { type: 'UPDATE'; user: AuthUser }
  | { type: 'LOGOUT'; reason: 'user' | 'expired' };

export const initialAuthState: AuthState = { isInitialized: false, isAuthenticated: false, user: null };

export function authReducer(state: AuthState, action: Action): AuthState {
  switch (action.type) {
    case 'INITIAL':
      return {
        isInitialized: true,
        isAuthenticated: Boolean(action.user),
        user: action.user,
        ...(action.firstSignIn ? { firstSignIn: true } : {}),
      };
    case 'LOGIN':
      return {
        isInitialized: true,
        isAuthenticated: true,
        user: action.user,
        firstSignIn: action.firstSignIn,
      };
    case 'UPDATE':
      return { ...state, user: action.user };
    case 'LOGOUT':
      return { isInitialized: true, isAuthenticated: false, user: null, signedOut: action.reason };
  }
}

export interface LoginInput {
  username: string;
  password: string;
  tokenGG?: string;
  remember: boolean;
}

/** A login answer (the password's or a passkey's): the access token and the signed-in user. */
export interface LoginAnswer {
  accessToken: string;
  user: AuthUser;
  firstSignIn?: boolean;
}

export interface AuthValue extends AuthState {
  login: (input: LoginInput) => Promise<AuthUser>;
  /** Starts the session of a sign-in made another way than the password form (a passkey). */
  startSession: (answer: LoginAnswer, remember: boolean) => AuthUser;
  register: (body: SignupBody) => Promise<AuthUser>;
  logout: () => Promise<void>;
  updateUser: (user: AuthUser) => void;
}

export const AuthContext = createContext<AuthValue | null>(null);

export function AuthProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut?: () => void }) {
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  // Dates follow the member's profile time zone, a guest's browser: set before the screens render.
  setDisplayTimeZone(state.user?.timezone);

  // One language setting, the account's: whenever a signed-in user arrives or their profile changes
  // (sign-in, the session restored, the server's fresh copy, the profile saved), the screens speak
  // its language; signed in, the switcher saves its choice to the profile (LanguageSwitcher). A sign-up
  // records the language the visitor read, so a new account starts in it.
  const profileLanguage = state.user?.language;
  useEffect(() => {
    if (isLanguage(profileLanguage) && profileLanguage !== i18n.language)
      changeLanguage(profileLanguage).catch((error) => console.warn('Switching language failed', error));
  }, [profileLanguage]);

  // Whatever the member read (queries in memory, answers in storage) goes with their session, so the
  // next member in this tab sees none of it; the token change also closes their websocket.
  const signOutLocally = useCallback((reason: 'user' | 'expired') => {
    clearSession();
    setAccessToken(null);
    clearServerData();
    dispatch({ type: 'LOGOUT', reason });
  }, []);

  useEffect(() => {
    const session = restoreSession();
    if (!session) {
      setAccessToken(null);
      dispatch({ type: 'INITIAL', user: null });
      return;
    }
    setAccessToken(session.accessToken);
    dispatch({ type: 'INITIAL', user: session.user, firstSignIn: session.firstSignIn });
    // The cached user is shown at once; the server's copy (menus, role) replaces it when it arrives.
    authApi
      .me()
      .then((user) => {
        saveUser(user);
        dispatch({ type: 'UPDATE', user });
      })
      .catch((error) => console.warn('Session refresh failed', error));
    // Operators may have changed the cache rules since this session signed in.
    void refreshCacheConfiguration();
  }, []);

  useEffect(
    () =>
      onUnauthorized(() => {
        signOutLocally('expired');
        onSignedOut?.();
      }),
    [signOutLocally, onSignedOut],
  );

  const startSession = useCallback(({ accessToken, user, firstSignIn }: LoginAnswer, remember: boolean) => {
    saveSession({ accessToken, user, firstSignIn }, remember);
    setAccessToken(accessToken);
    clearServerData();
    dispatch({ type: 'LOGIN', user, firstSignIn: firstSignIn === true });
    // Not awaited: the rules only tune cache lifetimes, and the call never throws.
    void refreshCacheConfiguration();
    return user;
  }, []);

  const login = useCallback(
    async ({ username, password, tokenGG, remember }: LoginInput) =>
      startSession(await authApi.login({ username, password, tokenGG }), remember),
    [startSession],
  );

  // The account must be verified by e-mail before it can sign in, so registration keeps the
  // visitor signed out and the screen asks them to check their mailbox.
  const register = useCallback((body: SignupBody) => authApi.signup(body), []);

  const logout = useCallback(async () => {
    try {
      await authApi.logout();
    } catch (error) {
      console.warn('Logout call failed', error);
    }
    signOutLocally('user');
  }, [signOutLocally]);

  const updateUser = useCallback((user: AuthUser) => {
    saveUser(user);
    dispatch({ type: 'UPDATE', user });
  }, []);

  const value = useMemo(
    () => ({ ...state, login, startSession, register, logout, updateUser }),
    [state, login, startSession, register, logout, updateUser],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
