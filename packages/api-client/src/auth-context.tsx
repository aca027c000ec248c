import { type ReactNode, createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import type { Auth, AuthProfile } from "./auth.ts";

export type AuthStatus = "loading" | "signed-out" | "signed-in";

export interface AuthState {
  status: AuthStatus;
  profile: AuthProfile | null;
  signIn: Auth["signIn"];
  signUp: Auth["signUp"];
  signOut: Auth["signOut"];
  completeSignIn: Auth["completeSignIn"];
}

const AuthContext = createContext<{ auth: Auth; status: AuthStatus; profile: AuthProfile | null } | null>(null);

function initialState(auth: Auth): { status: AuthStatus; profile: AuthProfile | null } {
  const peek = auth.peekSession?.();
  if (peek?.status === "signed-in") return { status: "signed-in", profile: peek.profile };
  if (peek?.status === "signed-out") return { status: "signed-out", profile: null };
  return { status: "loading", profile: null };
}

/**
 * Holds the sign-in status of the app, following later changes: "signed-in" or "signed-out" from
 * the first render when the stored session says so at once (`peekSession`), otherwise "loading"
 * until it has been read (and an expired token renewed if it can be).
 */
export function AuthProvider({ auth, children }: { auth: Auth; children: ReactNode }) {
  const [state, setState] = useState<{ status: AuthStatus; profile: AuthProfile | null }>(() => initialState(auth));

  useEffect(() => {
    let active = true;
    // The first render already knew the answer (read from storage at once): only follow changes.
    const known = initialState(auth).status !== "loading";
    // Once the session reports a change (e.g. the callback page finished signing in), that is
    // newer than whatever the initial read finds.
    let changed = false;
    const unsubscribe = auth.subscribe((event) => {
      changed = true;
      if (!active) return;
      setState(
        event.type === "signed-in"
          ? { status: "signed-in", profile: event.profile }
          : { status: "signed-out", profile: null },
      );
    });
    if (!known) {
      void (async () => {
        let profile = await auth.getProfile().catch(() => null);
        if (!profile && !changed && (await auth.renew().catch(() => false)))
          profile = await auth.getProfile().catch(() => null);
        if (active && !changed)
          setState(profile ? { status: "signed-in", profile } : { status: "signed-out", profile: null });
      })();
    }
    return () => {
      active = false;
      unsubscribe();
    };
  }, [auth]);

  const value = useMemo(() => ({ auth, ...state }), [auth, state]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside <AuthProvider>");
  const { auth, status, profile } = context;
  // The caller's arguments as given: a call without options stays one without them.
  const signIn = useCallback<Auth["signIn"]>((...args) => auth.signIn(...args), [auth]);
  const signUp = useCallback<Auth["signUp"]>((...args) => auth.signUp(...args), [auth]);
  const signOut = useCallback<Auth["signOut"]>((options) => auth.signOut(options), [auth]);
  const completeSignIn = useCallback<Auth["completeSignIn"]>(() => auth.completeSignIn(), [auth]);
  return { status, profile, signIn, signUp, signOut, completeSignIn };
}

/** The `Auth` object given to the nearest <AuthProvider>. */
export function useAuthClient(): Auth {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuthClient must be used inside <AuthProvider>");
  return context.auth;
}

/** The `Auth` of the nearest <AuthProvider>, or null outside one. */
export function useOptionalAuthClient(): Auth | null {
  return useContext(AuthContext)?.auth ?? null;
}
