import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { spaceValue } from '../theme/spacing.css';
import { FLEX_COLUMNS, type FlexAlign, type FlexJustify } from './flexVariants';

/** Column gap, read by items with a `span` so spans plus gaps add up to the full width. */
const columnGap = createVar('flex-column-gap');

export const root = style(
  {
    display: 'flex',
    vars: { [columnGap]: '0px' },
    // A Flex rendered as a list lays out its items as a div would: no bullets, no indent.
    // `:where` keeps the rule as weak as the class, so an app's own class still wins.
    selectors: { '&:where(ul, ol)': { listStyle: 'none', margin: 0, padding: 0 } },
  },
  'flex',
);

export const direction = styleVariants(
  {
    row: 'row',
    column: 'column',
    'row-reverse': 'row-reverse',
    'column-reverse': 'column-reverse',
  } as const,
  (value) => ({ flexDirection: value }),
  'flex-direction',
);

export const wrap = style({ flexWrap: 'wrap' }, 'flex-wrap');

const justifyValues: Record<FlexJustify, string> = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  between: 'space-between',
  around: 'space-around',
  evenly: 'space-evenly',
};
export const justify = styleVariants(
  justifyValues,
  (value) => ({ justifyContent: value }),
  'flex-justify',
);

const alignValues: Record<FlexAlign, string> = {
  start: 'flex-start',
  end: 'flex-end',
  center: 'center',
  baseline: 'baseline',
  stretch: 'stretch',
};
export const align = styleVariants(alignValues, (value) => ({ alignItems: value }), 'flex-align');

export const gapX = styleVariants(
  spaceValue,
  (value) => ({ columnGap: value, vars: { [columnGap]: value } }),
  'flex-gap-x',
);
export const gapY = styleVariants(spaceValue, (value) => ({ rowGap: value }), 'flex-gap-y');

export const item = styleVariants(
  { auto: { flex: '1 1 auto' }, none: { flex: 'none' }, fill: { flex: '1 1 0', minWidth: 0 } },
  'flex-item',
);

/** Columns out of FLEX_COLUMNS; one shared width rule reads it, so each span costs one declaration. */
const spanColumns = createVar('flex-span-columns');

const spanWidth = style(
  {
    flex: `0 0 calc(${spanColumns} / ${FLEX_COLUMNS} * (100% + ${columnGap}) - ${columnGap})`,
    minWidth: 0,
  },
  'flex-span',
);

export const span = Array.from({ length: FLEX_COLUMNS }, (_, index) =>
  style([spanWidth, { vars: { [spanColumns]: String(index + 1) } }], `flex-span-${index + 1}`),
);
