import type { FirebaseWebConfig } from '@/config/public-env';

/** A Firebase phone verification in progress: the text message has been sent. */
export interface FirebasePhoneSession {
  /** The Firebase ID token proving the number, or null when Firebase refuses the code. */
  confirm(code: string): Promise<string | null>;
  /** Removes the bot check and signs out of Firebase (the shop's own token is what signs in). */
  dispose(): void;
}

/**
 * Starts Firebase phone sign-in (SPEC §4: the code is sent by a third-party service with an invisible bot check).
 * firebase/app and firebase/auth are imported here, on demand, so no page carries them until a shopper asks for
 * a code. `host` is the element the invisible reCAPTCHA renders into.
 */
export async function startFirebasePhoneSignIn(options: {
  config: FirebaseWebConfig;
  phoneNumber: string;
  host: HTMLElement;
  language: string;
}): Promise<FirebasePhoneSession> {
  const [{ getApp, getApps, initializeApp }, firebaseAuth] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
  ]);
  const app = getApps().length > 0 ? getApp() : initializeApp(options.config);
  const auth = firebaseAuth.getAuth(app);
  auth.languageCode = options.language;
  // A fresh element per attempt: reCAPTCHA refuses to render twice into the same one.
  const slot = document.createElement('div');
  options.host.appendChild(slot);
  const verifier = new firebaseAuth.RecaptchaVerifier(auth, slot, { size: 'invisible' });
  const dispose = () => {
    verifier.clear();
    slot.remove();
    void firebaseAuth.signOut(auth).catch(() => undefined);
  };
  let confirmation;
  try {
    confirmation = await firebaseAuth.signInWithPhoneNumber(auth, options.phoneNumber, verifier);
  } catch (error) {
    dispose();
    throw error;
  }
  // Firebase lets a code be confirmed once; keep the proof so a retry after an API refusal (e.g. a taken email
  // on the registration step) does not need a new text message.
  let idToken: string | null = null;
  return {
    async confirm(code) {
      if (idToken) return idToken;
      try {
        const credential = await confirmation.confirm(code);
        idToken = await credential.user.getIdToken();
        return idToken;
      } catch {
        return null;
      }
    },
    dispose,
  };
}
