/**
 * title: Custom arrow and content kept or removed
 * description: arrow takes a node or a function of the open state; destroyOnClose removes the content after closing, forceRender renders it before the first opening.
 * keywords: [arrow, destroyOnClose, forceRender]
 */
import { AddIcon, Collapse, MinusIcon } from '@tessera/mobile';

export default function CustomArrow() {
  const arrow = (open: boolean) => (open ? <MinusIcon /> : <AddIcon />);
  return (
    <Collapse>
      <Collapse.Panel key="kept" title="Rendered before opening" arrow={arrow} forceRender>
        This text is in the page from the start, so the browser's find-in-page and search engines
        see it.
      </Collapse.Panel>
      <Collapse.Panel key="destroyed" title="Removed after closing" arrow={arrow} destroyOnClose>
        This text leaves the page each time the panel closes.
      </Collapse.Panel>
    </Collapse>
  );
}
