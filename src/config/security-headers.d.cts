export declare function securityHeaders(options?: {
  env?: Record<string, string | undefined>;
  https?: boolean;
  dev?: boolean;
}): Record<string, string>;
