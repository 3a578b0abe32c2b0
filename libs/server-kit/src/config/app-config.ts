import { type RemoteName } from '@grammarpath/contracts';
import { type LearningSection } from './sections/learning-section';

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

/** Each remote's manifest URL, by the name of contracts' REMOTES (its `manifestVariable`, else `<mount>mf-manifest.json`). */
export type RemotesConfig = Record<RemoteName, string>;

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
  /**
   * The proxies in front of this process whose X-Forwarded-For is believed (Fastify `trustProxy`): `false`
   * (none: the gateway's default, it is the edge) or addresses and CIDR ranges (`loopback`: the services'
   * default, the gateway on the same machine).
   */
  trustProxy: false | string;
  /**
   * Most connections one client address may hold open at the gateway (0: no limit). Applies only where the
   * gateway is the edge (TRUST_PROXY none): behind a proxy every connection comes from the proxy, which then
   * limits connections itself.
   */
  maxConnectionsPerAddress: number;
  /** Time a client has to send a whole request, headers and body (408 and the connection closed after). */
  requestReadTimeoutMs: number;
  identityUrl: string;
  learningUrl: string;
  /** Undefined means "the repository root" (the gateway resolves it). */
  frontendRoot: string | undefined;
  remotes: RemotesConfig;
  /**
   * The shell's renderer of learner pages (RENDERER_URL; DESIGN.md §8), or undefined: the gateway then sends
   * learners the client-rendered index.html, as it does whenever the renderer fails or is late.
   */
  rendererUrl: string | undefined;
  /** How long the gateway waits for the renderer's page before sending index.html instead. */
  rendererTimeoutMs: number;
  allowedOrigins: string[];
  /** BODY_LIMIT in bytes. */
  bodyLimit: number;
  logLevel: string;
  /** Failed logins per (username, address) pair in 15 minutes before that pair answers 429. */
  rateLimitLoginMax: number;
  /** Multiplies every per-account and per-address limit of contracts RATE_LIMITS (load tests raise it). */
  rateLimitScale: number;
}

/** The sections only one service reads, under the service's name. */
export interface ServiceSections {
  learning: { learning: LearningSection };
  identity: object;
  gateway: object;
}

/** What `loadConfig(service)` gives a service: the shared configuration and the service's own section. */
export type ServiceConfig<S extends ServiceName> = AppConfig & ServiceSections[S];
