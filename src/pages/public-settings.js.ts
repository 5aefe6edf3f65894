import type { GetServerSideProps } from 'next';
import { PUBLIC_SETTINGS_GLOBAL, publicSettings, serializePublicSettings } from '@/config/public-env';

/**
 * /public-settings.js: the public settings of this server (src/config/public-env.ts) for the pages prerendered at
 * build time (404, 500), which cannot carry them. A same-origin script, so the CSP's script-src 'self' covers it.
 */
export const getServerSideProps: GetServerSideProps = async ({ res }) => {
  res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
  // Settings change only with a restart; a deploy is seen within five minutes.
  res.setHeader('Cache-Control', 'public, max-age=300');
  res.end(`window.${PUBLIC_SETTINGS_GLOBAL}=${serializePublicSettings(publicSettings())};\n`);
  return { props: {} };
};

export default function PublicSettingsScript() {
  return null;
}
