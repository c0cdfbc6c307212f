/**
 * title: Lazy and destroyed panes
 * description: Panes render when first shown and keep their state after. With destroyOnHide a hidden pane unmounts, so its input starts empty again; forceRender renders a pane before it is shown.
 * keywords: [destroyOnHide, forceRender, lazy]
 */
import { CapsuleTabs } from '@tessera/mobile';

export default function DestroyOnHide() {
  return (
    <CapsuleTabs aria-label="Note">
      <CapsuleTabs.Tab key="kept" title="Kept">
        <label>
          Note <input placeholder="Stays when you switch" />
        </label>
      </CapsuleTabs.Tab>
      <CapsuleTabs.Tab key="reset" title="Reset" destroyOnHide>
        <label>
          Note <input placeholder="Empties when you switch" />
        </label>
      </CapsuleTabs.Tab>
      <CapsuleTabs.Tab key="ready" title="Ready" forceRender>
        Rendered before you opened it.
      </CapsuleTabs.Tab>
    </CapsuleTabs>
  );
}
