export type ServiceName = 'identity' | 'learning' | 'gateway';

/** `auto` marks the cookie Secure when the request came over TLS (directly or via X-Forwarded-Proto https). */
export type CookieSecure = 'auto' | boolean;

export interface SessionConfig {
  secret: string;
  cookieName: string;
  idleTimeoutMinutes: number;
  absoluteTimeoutHours: number;
  cookieSecure: CookieSecure;
}

export interface RemotesConfig {
  mfe_quiz: string;
  mfe_paths: string;
  mfe_progress: string;
}

/** The whole configuration of a service, validated once at boot by `loadConfig`. */
export interface AppConfig {
  service: ServiceName;
  nodeEnv: string;
  isProduction: boolean;
  /** The address and port this service listens on. */
  host: string;
  port: number;
  ports: Record<ServiceName, number>;
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  session: SessionConfig;
  /** True when this process uses sessions and SESSION_SECRET was absent (outside production): the development default is used. */
  usesDevelopmentSecret: boolean;
  /**
   * The shared secret identity sends to learning's internal endpoints (outside /api, never routed by the gateway):
   * INTERNAL_API_SECRET, else derived from SESSION_SECRET, which both services already share.
   */
  internalApiSecret: string;
  /** Express `trust proxy` value. */
  trustProxy: boolean | number | string;
  identityUrl: string;
  learningUrl: string;
  /** Undefined means "the repository root" (the gateway resolves it). */
  frontendRoot: string | undefined;
  remotes: RemotesConfig;
  allowedOrigins: string[];
  /** BODY_LIMIT in bytes. */
  bodyLimit: number;
  logLevel: string;
  rateLimitLoginMax: number;
}
