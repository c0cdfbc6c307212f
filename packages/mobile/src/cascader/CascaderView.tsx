import { useId, useRef, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { cascader as english } from '../locale/en-US/cascader';
import { nativeProps, type NativeProps } from '../internal/nativeProps';
import { useControllableState } from '../internal/useControllableState';
import { Skeleton } from '../skeleton/Skeleton';
import * as styles from './Cascader.css';
import { CascaderList } from './CascaderList';
import { CascaderTabs } from './CascaderTabs';
import {
  levelsFor,
  pathKey,
  readNode,
  type CascaderFieldNames,
  type CascaderNode,
  type CascaderOption,
  type CascaderValue,
} from './cascaderTree';
import { useCascaderLoading } from './useCascaderLoading';
import { useLevelFocus } from './useLevelFocus';
import { useLevelTabs } from './useLevelTabs';
import { useTreeWarnings } from './useTreeWarnings';

/** What `onChange` and `onConfirm` report with the value. */
export interface CascaderExtend<O> {
  /** The chosen option of each level, as given in `options`. */
  items: O[];
  /** The last chosen option has no children: the path is complete. */
  isLeaf: boolean;
}

/** The props CascaderView and Cascader share. */
export interface CascaderBaseProps<O extends object = CascaderOption> {
  /** The top level; each option's `children` is the next level. Keys can be renamed with `fieldNames`. */
  options: readonly O[];
  /** Keys to read from each option instead of `label`, `value`, `disabled` and `children`. */
  fieldNames?: CascaderFieldNames;
  /**
   * Loads the children of a chosen option that has none (and is not `isLeaf`); its level shows a
   * skeleton until the Promise resolves.
   */
  loadChildren?: (option: O) => Promise<O[]>;
  /** Tab text of a level not chosen yet: a text, or a function of the level index. Defaults to "Select". */
  placeholder?: string | ((level: number) => string);
  /**
   * Mark of the chosen option of a level.
   * @defaultValue <CheckIcon />
   */
  activeIcon?: ReactNode;
}

export interface CascaderViewProps<O extends object = CascaderOption>
  extends CascaderBaseProps<O>, NativeProps<'--tm-cascader-height' | '--tm-cascader-active-color'> {
  /** The chosen values, one per level (controlled). */
  value?: CascaderValue[];
  /**
   * The initially chosen values (uncontrolled).
   * @defaultValue []
   */
  defaultValue?: CascaderValue[];
  /** Called when an option is chosen, with the values and the options of the whole path. */
  onChange?: (value: CascaderValue[], extend: CascaderExtend<O>) => void;
  /** Called with the index of the level whose tab is shown. */
  onTabsChange?: (index: number) => void;
}

const EMPTY: CascaderValue[] = [];

/** Options in levels, chosen one level after another: a tab per level above the list of the shown level. */
export function CascaderView<O extends object = CascaderOption>({
  options,
  fieldNames,
  loadChildren,
  placeholder,
  activeIcon,
  value: valueProp,
  defaultValue = EMPTY,
  onChange,
  onTabsChange,
  ...rest
}: CascaderViewProps<O>) {
  const texts = useLocaleTexts('cascader', english);
  const id = useId();
  const { loaded, pending, load } = useCascaderLoading(loadChildren, 'CascaderView');
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue });
  const levelsOf = (path: CascaderValue[]) =>
    levelsFor(options, path, fieldNames, loaded, Boolean(loadChildren));
  const { levels, items, isLeaf, unknown } = levelsOf(value);
  const loading = pending.has(pathKey(value));
  const [tabCount, tab, show] = useLevelTabs(levels, items, isLeaf, loading, onTabsChange);
  const levelLoading = tab >= levels.length;
  // A new list per level, so each opens at its own selection.
  const listKey = `${tab}:${pathKey(value.slice(0, tab))}`;
  const panel = useRef<HTMLDivElement>(null);
  const followFocus = useLevelFocus(panel, levelLoading ? `${listKey}:loading` : listKey);

  useTreeWarnings(options, fieldNames, unknown);

  const choose = (level: number, node: CascaderNode<O>) => {
    followFocus();
    const next = [...value.slice(0, level), node.value];
    const result = levelsOf(next);
    const opens = !result.isLeaf;
    if (opens && !node.children) load(next, node.option);
    setValue(next);
    onChange?.(next, { items: result.items, isLeaf: result.isLeaf });
    show(opens ? level + 1 : level);
  };

  const levelNodes = levels[tab]?.map((option) => readNode(option, fieldNames)) ?? [];

  return (
    <div {...nativeProps(rest, styles.view)} role="group">
      <CascaderTabs
        id={id}
        count={tabCount}
        tab={tab}
        labels={items.map((item) => String(readNode(item, fieldNames).label))}
        placeholder={placeholder ?? texts.placeholder}
        name={texts.levels}
        onShow={show}
      />
      <div
        ref={panel}
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className={styles.panel}
      >
        {levelLoading ? (
          // Focusable from code only: it holds the focus of the list it replaced while it loads.
          <div className={styles.loading} aria-busy="true" tabIndex={-1}>
            <Skeleton title={false} lineCount={6} />
          </div>
        ) : (
          <CascaderList
            key={listKey}
            id={`${id}-l${tab}`}
            nodes={levelNodes as CascaderNode<object>[]}
            selected={value[tab]}
            onSelect={(node) => choose(tab, node as CascaderNode<O>)}
            activeIcon={activeIcon}
            label={texts.options}
          />
        )}
      </div>
    </div>
  );
}
