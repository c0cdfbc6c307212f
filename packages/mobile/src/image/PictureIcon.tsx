import { createIcon } from '../icon/createIcon';

/** A framed landscape: the placeholder of an image that is still loading. */
export const PictureIcon = /* @__PURE__ */ createIcon(
  'M4 5h16v14H4z M4 16l5-5 4 4 3-3 4 4 M15.5 8.5a1 1 0 1 0 0 .01',
);
