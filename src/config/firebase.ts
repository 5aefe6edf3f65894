/** The public Firebase web-app settings phone sign-in needs (not secrets: they ship to every browser). */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

/**
 * Firebase phone sign-in is on when the three NEXT_PUBLIC_FIREBASE_* settings are set (Next inlines them at
 * build time); otherwise phone sign-in uses the API's own code flow (/send-otp-code). The API checks the
 * Firebase ID tokens against the same project (FIREBASE_PROJECT_ID or NEXT_PUBLIC_FIREBASE_PROJECT_ID).
 */
export function firebaseWebConfig(): FirebaseWebConfig | null {
  const apiKey = process.env.NEXT_PUBLIC_FIREBASE_API_KEY;
  const authDomain = process.env.NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN;
  const projectId = process.env.NEXT_PUBLIC_FIREBASE_PROJECT_ID;
  if (!apiKey || !authDomain || !projectId) return null;
  const appId = process.env.NEXT_PUBLIC_FIREBASE_APP_ID;
  return appId ? { apiKey, authDomain, projectId, appId } : { apiKey, authDomain, projectId };
}
