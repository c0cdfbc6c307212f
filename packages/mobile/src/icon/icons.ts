import { createIcon } from './createIcon';

const circle = 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z';

// Used by the library's own components.
export const CloseIcon = /* @__PURE__ */ createIcon('M6 6l12 12M18 6L6 18');
export const CheckIcon = /* @__PURE__ */ createIcon('M5 12.5l4.5 4.5L19 7');
export const CheckCircleIcon = /* @__PURE__ */ createIcon(`${circle}M8 12.5l3 3 5-6`);
export const CloseCircleIcon = /* @__PURE__ */ createIcon(`${circle}M9 9l6 6M15 9l-6 6`);
export const InfoCircleIcon = /* @__PURE__ */ createIcon(`${circle}M12 11v6M12 7.5v.01`);
export const ExclamationCircleIcon = /* @__PURE__ */ createIcon(`${circle}M12 7v6M12 16.5v.01`);
export const ClockCircleIcon = /* @__PURE__ */ createIcon(`${circle}M12 7v5l3 2`);
export const LoadingIcon = /* @__PURE__ */ createIcon('M12 3a9 9 0 1 0 9 9', { spin: true });
export const DownIcon = /* @__PURE__ */ createIcon('M5 9l7 7 7-7');

// A common set for apps.
export const UpIcon = /* @__PURE__ */ createIcon('M5 15l7-7 7 7');
export const LeftIcon = /* @__PURE__ */ createIcon('M15 5l-7 7 7 7', { mirrorRtl: true });
export const RightIcon = /* @__PURE__ */ createIcon('M9 5l7 7-7 7', { mirrorRtl: true });
export const AddIcon = /* @__PURE__ */ createIcon('M12 5v14M5 12h14');
export const MinusIcon = /* @__PURE__ */ createIcon('M5 12h14');
export const SearchIcon = /* @__PURE__ */ createIcon(
  'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14zM20 20l-4-4',
);
export const HeartIcon = /* @__PURE__ */ createIcon(
  'M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z',
);
export const StarIcon = /* @__PURE__ */ createIcon(
  'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
);
export const UserIcon = /* @__PURE__ */ createIcon(
  'M12 12a4 4 0 1 0 0-8a4 4 0 1 0 0 8zM4 20a8 8 0 0 1 16 0',
);
export const SettingIcon = /* @__PURE__ */ createIcon(
  'M4 7h10M18 7h2M4 17h2M10 17h10M14 5v4M6 15v4',
);
export const DeleteIcon = /* @__PURE__ */ createIcon('M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13');
export const EditIcon = /* @__PURE__ */ createIcon('M4 20h4L19 9l-4-4L4 16v4z');
export const ShareIcon = /* @__PURE__ */ createIcon('M12 15V3M7 8l5-5 5 5M5 13v7h14v-7');
export const HomeIcon = /* @__PURE__ */ createIcon('M3 11l9-7 9 7M5 10v10h14V10');
export const MoreIcon = /* @__PURE__ */ createIcon('M4.5 12h1M11.5 12h1M18.5 12h1');
export const RefreshIcon = /* @__PURE__ */ createIcon('M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5');
