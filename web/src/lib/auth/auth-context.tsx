import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { normalizeRole, type Role } from "@domain/auth/roles";
import { oauthReturnPath } from "./redirect";
import { useLang } from "@web/lib/i18n/lang-context";
import { fetchProfile, getSession, googleSignInUrl, signInEmail, signOut, signUpEmail, type AuthSession, type Profile } from "./auth-api";

export type { Profile } from "./auth-api";
export type SessionInfo = AuthSession["session"];

type AuthState = {
  user: Profile | null;
  session: SessionInfo | null;
  /** Starts true; false once we know who (if anyone) is signed in. */
  loading: boolean;
  /** The person logged out in this tab (guards then send them home, not to /login). */
  loggedOut: boolean;
};

export type AuthContextValue = AuthState & {
  login(input: { email: string; password: string }): Promise<void>;
  /**
   * Creates the account. Answers whether this browser is now signed in: a new account is,
   * while an address that already had one gets the same answer from the worker but no
   * session (the person is told to check their e-mail instead).
   */
  register(input: { name: string; email: string; password: string; role: Role }): Promise<boolean>;
  /** Sends the browser to Google; afterwards the person lands on `returnTo` (a path on this site). */
  signInWithGoogle(returnTo: string): Promise<void>;
  logout(): Promise<void>;
  /** Reads the session again (e.g. after a password reset signed this browser in). */
  refresh(): Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

/** Who is signed in as the worker saw it when it rendered the page (null: nobody). */
export type KnownAuth = { user: Profile | null; session: SessionInfo | null };

/** The session is checked every 30 s; the server extends it while it is in use. */
const SESSION_CHECK_MS = 30_000;

/**
 * Who is signed in. Sessions live in an httpOnly cookie; this keeps who is signed
 * in. Every auth change (first check, sign-in, sign-up, reset, a session that ended) goes
 * through `applyChange`: a session with a user fetches that user's profile, none clears it.
 */
export function AuthProvider({ known, children }: { known?: KnownAuth; children: ReactNode }) {
  const lang = useLang();
  // A page the worker rendered starts with who it rendered for, so the header does not
  // flash from signed out to signed in; the first check below still confirms it.
  const [state, setState] = useState<AuthState>(() =>
    known
      ? { user: known.user, session: known.session, loading: false, loggedOut: false }
      : { user: null, session: null, loading: true, loggedOut: false },
  );
  // Every change claims a number before it asks the server; an answer that comes back after
  // a newer change started (a slow first check, a logout meanwhile) is ignored.
  const changeId = useRef(0);
  const userId = useRef<string | null>(known?.user?.id ?? null);

  /** The auth change: a session with a user → that user's profile; none → no user. */
  const applyChange = useCallback(async (id: number, current: AuthSession | null) => {
    if (!current?.user) {
      if (id !== changeId.current) return;
      userId.current = null;
      setState((s) => ({ ...s, user: null, session: null, loading: false }));
      return;
    }
    let profile: Profile;
    try {
      profile = await fetchProfile();
    } catch {
      // A failed profile fetch is not shown to the person; the session's own copy
      // of the user stands in until the next change.
      const { id: uid, email, name, image, role, emailVerified } = current.user;
      // An answer without the flag is not a reason to nag the person to confirm.
      profile = { id: uid, email, name, role: normalizeRole(role), avatar: image ?? null, emailVerified: emailVerified ?? true };
    }
    if (id !== changeId.current) return;
    userId.current = profile.id;
    setState((s) => ({ ...s, user: profile, session: current.session, loading: false, loggedOut: false }));
  }, []);

  /** Reads the session as the server sees it now and applies it (unreachable counts as none). */
  const refresh = useCallback(async () => {
    const id = ++changeId.current;
    await applyChange(id, await getSession().catch(() => null));
  }, [applyChange]);

  // The first session check.
  useEffect(() => {
    void refresh();
  }, [refresh]);

  // While signed in, check the session every 30 s and when the tab comes back into view:
  // the server extends a session in use; one that ended (expired, revoked) clears the user.
  const signedIn = state.user !== null;
  useEffect(() => {
    if (!signedIn) return;
    const check = async () => {
      const id = ++changeId.current;
      let current: AuthSession | null;
      try {
        current = await getSession();
      } catch {
        return; // offline for a moment: keep the person signed in and check again later
      }
      if (id !== changeId.current) return;
      if (current?.user.id === userId.current) setState((s) => ({ ...s, session: current.session }));
      else await applyChange(id, current);
    };
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void check();
    }, SESSION_CHECK_MS);
    const onVisible = () => {
      if (document.visibilityState === "visible") void check();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [signedIn, applyChange]);

  /**
   * Sign-in and sign-up set loading, and clear it themselves only when they fail.
   * Answers whether this browser holds a session afterwards.
   */
  const signInWith = useCallback(
    async (attempt: () => Promise<unknown>): Promise<boolean> => {
      setState((s) => ({ ...s, loading: true }));
      try {
        await attempt();
      } catch (error) {
        setState((s) => ({ ...s, loading: false }));
        throw error;
      }
      await refresh(); // the auth change: the new session drives the profile fetch
      return userId.current !== null;
    },
    [refresh],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      async login(input) {
        // Cookies refused, say: signed in on the server, but this browser holds no session.
        if (!(await signInWith(() => signInEmail(input)))) throw new Error("Signed in, but this browser has no session");
      },
      register: (input) => signInWith(() => signUpEmail({ ...input, lang })),
      async signInWithGoogle(returnTo) {
        setState((s) => ({ ...s, loading: true }));
        try {
          window.location.assign(await googleSignInUrl(oauthReturnPath(returnTo)));
        } catch (error) {
          setState((s) => ({ ...s, loading: false }));
          throw error;
        }
      },
      async logout() {
        setState((s) => ({ ...s, loading: true }));
        changeId.current++;
        try {
          await signOut();
        } catch {
          // Signed out here either way; a cookie that outlived a failed request is found again on the next visit.
        } finally {
          userId.current = null;
          setState({ user: null, session: null, loading: false, loggedOut: true });
        }
      },
      refresh,
    }),
    [state, signInWith, refresh, lang],
  );

  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return context;
}
