import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  children: ReactNode;
  fallback: (error: Error, reset: () => void) => ReactNode;
  /** When this value changes (for example the path), a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: Error | null;
}

/** Browsers report harmless ResizeObserver loop notices as errors; they never deserve a fallback. */
export function isIgnoredError(error: Error): boolean {
  return /ResizeObserver/i.test(error.message);
}

function toError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(typeof thrown === 'string' ? thrown : '');
}

export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    const error = toError(thrown);
    return { error: isIgnoredError(error) ? null : error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!isIgnoredError(toError(error))) console.error(error, info.componentStack);
  }

  override componentDidUpdate(previous: ErrorBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = (): void => {
    this.setState({ error: null });
  };

  override render(): ReactNode {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}
