import { Component, type ReactNode } from 'react';
import { ErrorScreen } from './ErrorScreen';

/** Catches any render error below it and shows the global error screen instead of a blank page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Uncaught render error', error);
  }

  render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
