import { serverEnv } from '@/config/env';

/**
 * What a production start says to the operator about settings that make the shop look fine while something it
 * promises does not happen. Each warning names the variable to set. Pure: the environment comes in as arguments.
 */
export function startupWarnings(vars: NodeJS.ProcessEnv): string[] {
  if (vars.NODE_ENV !== 'production') return [];
  const warnings: string[] = [];
  if (!vars.NEXT_PUBLIC_SITE_URL) {
    warnings.push(
      `NEXT_PUBLIC_SITE_URL is not set: links in mails, payment redirects, the sitemap and canonical links point at ` +
        `${serverEnv().siteUrl} (this machine). Set it to the address shoppers use, e.g. https://shop.example.`,
    );
  }
  return warnings;
}

const KEY = Symbol.for('pickbazar.startup-warnings');
type Holder = { [KEY]?: true };

/**
 * Prints the start-up warnings once per process, whichever entry point (the production server, `next start`'s
 * instrumentation, the API alone) asks first.
 */
export function logStartupWarnings(log: (line: string) => void = (line) => console.warn(line)): void {
  const holder = globalThis as Holder;
  if (holder[KEY]) return;
  holder[KEY] = true;
  for (const warning of startupWarnings(process.env)) log(`[warn] ${warning}`);
}
