/** One dependency the service needs before it can serve; `check` rejects when it is not reachable. */
export interface ReadinessCheck {
  readonly name: string;
  check(signal: AbortSignal): Promise<void>;
}
