import { Component, type ReactNode } from 'react';
import { ErrorRoute } from '../layouts/SlotRoutes';

interface Props {
  /** The address shown: an error stays until the reader goes to another address. */
  resetKey: string;
  children: ReactNode;
}

interface State {
  resetKey: string;
  failed: { error: unknown } | null;
}

/** Shows the error screen in place of a page or demo that threw while rendering. */
export class RouteBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failed: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: null };
  }

  override render() {
    const { failed } = this.state;
    return failed ? <ErrorRoute error={failed.error} /> : this.props.children;
  }
}
