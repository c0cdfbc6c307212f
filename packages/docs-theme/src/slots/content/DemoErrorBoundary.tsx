import { Component, type ErrorInfo, type ReactNode } from 'react';
import * as styles from './Demo.css';

/** A demo that throws shows its error; the rest of the page keeps working. */
export class DemoErrorBoundary extends Component<
  { label: string; children: ReactNode },
  { error: Error | null }
> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    // A demo may throw anything; what is shown is always a name and a message.
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className={styles.error}>
          <strong>{this.props.label}</strong>
          <br />
          {this.state.error.name}: {this.state.error.message}
        </div>
      );
    }
    return this.props.children;
  }
}
