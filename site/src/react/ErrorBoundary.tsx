// The generic fallback of docs/product.md section 2 for islands: a render error shows the status or message
// instead of a blank area. Every island is exported through withErrorBoundary, so none can forget it.
import { chromeMessages } from '@app/shared/notice';
import { Component, type ComponentType, type ReactNode } from 'react';

type State = { error: Error | null };

class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
        <h2 className="text-xl font-bold text-red-800">{chromeMessages.unexpectedError}</h2>
        <p className="mt-2 text-red-800">{this.state.error.message}</p>
      </div>
    );
  }
}

/** The island to hydrate: `Inner` inside the error boundary. */
export function withErrorBoundary<P extends object>(Inner: ComponentType<P>): ComponentType<P> {
  return function Island(props: P) {
    return (
      <ErrorBoundary>
        <Inner {...props} />
      </ErrorBoundary>
    );
  };
}
