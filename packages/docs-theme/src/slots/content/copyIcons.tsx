import { StrokeIcon } from '../strokeIcon';

/** The copy button's two faces: copy, then a check mark while 'Copied' shows. */
export const CopyIcon = () => (
  <StrokeIcon>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V5a2 2 0 0 1 2-2h8" />
  </StrokeIcon>
);

export const CheckIcon = () => (
  <StrokeIcon>
    <path d="M5 12l5 5 9-10" />
  </StrokeIcon>
);
