import { cloneElement, useEffect, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigContext, getActiveConfig } from '../config-provider/configContext';

/** Props an overlay must accept to be opened imperatively. */
interface ImperativeProps {
  visible?: boolean;
  afterClose?: () => void;
}

export interface ImperativeHandle {
  /** Plays the close animation, then unmounts. */
  close: () => void;
}

/**
 * Mounts an overlay outside the app's tree, for `Dialog.confirm()` and friends. Uses
 * `createRoot` from `react-dom/client` (React 18 and 19; never the legacy `render`), and hands
 * the overlay the config of the ConfigProvider the user last interacted with, so theme, locale
 * and container still apply.
 */
export function renderImperatively(element: ReactElement<ImperativeProps>): ImperativeHandle {
  const host = document.createElement('div');
  document.body.appendChild(host);
  const root = createRoot(host);
  const config = getActiveConfig();
  const control = { requestClose: () => {}, closeRequested: false, destroyed: false };

  const destroy = () => {
    if (control.destroyed) return;
    control.destroyed = true;
    // afterClose comes from the close animation's timer, outside any render, so the root can go
    // now. A later timer would unmount after the app (or a test waiting for the overlay to
    // disappear) believes everything has settled.
    root.unmount();
    host.remove();
  };

  function Imperative() {
    const [visible, setVisible] = useState(true);
    useEffect(() => {
      control.requestClose = () => setVisible(false);
      if (control.closeRequested) setVisible(false);
    }, []);
    return (
      <ConfigContext.Provider value={config}>
        {cloneElement(element, {
          visible,
          afterClose: () => {
            element.props.afterClose?.();
            destroy();
          },
        })}
      </ConfigContext.Provider>
    );
  }

  root.render(<Imperative />);
  return {
    close: () => {
      control.closeRequested = true;
      control.requestClose();
    },
  };
}
