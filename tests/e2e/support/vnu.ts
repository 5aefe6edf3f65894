import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The W3C Nu HTML checker (the `vnu-jar` package's vnu.jar, the checker behind validator.w3.org/nu) run once over
 * many files: one Java start costs seconds, checking a file a few milliseconds. vnu.jar needs Java 17 or newer,
 * from JAVA_HOME or the PATH; without it the caller's test fails with a message saying so.
 */
export interface VnuMessage {
  /** "error", or "non-document-error" when a file could not be read at all. */
  type: string;
  /** file: URL of the checked file. */
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

const vnuJar = createRequire(__filename).resolve('vnu-jar/build/dist/vnu.jar');
const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

/** The errors vnu finds in the given HTML files (warnings and notes are not asked for). */
export function vnuErrors(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files];
    const child = spawn(java, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', (error) =>
      reject(
        new Error(
          `The HTML check runs the W3C Nu HTML checker (${vnuJar}), which needs a Java runtime (17 or newer), ` +
            `and none was found (${java}: ${error.message}). Install one (Debian: apt-get install openjdk-17-jre-headless) ` +
            'or point JAVA_HOME at one.',
        ),
      ),
    );
    // vnu exits with 1 when it reports errors: the JSON on stdout is the answer either way.
    child.on('close', (code) => {
      try {
        resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`vnu.jar gave no report (exit code ${code}):\n${stderr || stdout}`));
      }
    });
  });
}
