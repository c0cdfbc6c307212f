import { useId, type ReactNode } from 'react';
import { useLocaleTexts } from '../config-provider/localeTexts';
import { cascader as english } from '../locale/en-US/cascader';
import type { NativeProps } from '../internal/nativeProps';
import type { OverlayProps } from '../internal/overlayProps';
import { useControllableState } from '../internal/useControllableState';
import { Popup } from '../popup/Popup';
import { CascaderHeader } from './CascaderHeader';
import { levelsFor, type CascaderOption, type CascaderValue } from './cascaderTree';
import { CascaderView, type CascaderBaseProps, type CascaderExtend } from './CascaderView';
import { useCascaderDraft } from './useCascaderDraft';

export interface CascaderProps<O extends object = CascaderOption>
  extends
    CascaderBaseProps<O>,
    OverlayProps,
    NativeProps<'--tm-cascader-height' | '--tm-cascader-active-color'> {
  /**
   * Shows the popup.
   * @defaultValue false
   */
  visible?: boolean;
  /** The confirmed values, one per level (controlled). */
  value?: CascaderValue[];
  /**
   * The initially confirmed values (uncontrolled).
   * @defaultValue []
   */
  defaultValue?: CascaderValue[];
  /** Called when the confirm button is tapped, with the values and the options of the whole path. */
  onConfirm?: (value: CascaderValue[], extend: CascaderExtend<O>) => void;
  /** Called on every choice inside the popup, before it is confirmed. */
  onSelect?: (value: CascaderValue[], extend: CascaderExtend<O>) => void;
  /** Called when the popup is dismissed without confirming: cancel, mask, Escape or Back. */
  onCancel?: () => void;
  /** Called whenever the popup should close: after confirming or cancelling. */
  onClose?: () => void;
  /** Heading of the popup; it names the dialog. */
  title?: ReactNode;
  /** Text of the confirm button. Defaults to "Confirm" in the current language. */
  confirmText?: ReactNode;
  /** Text of the cancel button. Defaults to "Cancel" in the current language. */
  cancelText?: ReactNode;
}

const EMPTY: CascaderValue[] = [];

/** A choice not confirmed yet. */
type Draft<O> = { value: CascaderValue[]; extend: CascaderExtend<O> };

/**
 * A bottom sheet for choosing options in levels: a CascaderView between cancel and confirm
 * buttons. Choices stay a draft until confirmed.
 */
export function Cascader<O extends object = CascaderOption>({
  visible = false,
  value: valueProp,
  defaultValue = EMPTY,
  onConfirm,
  onSelect,
  onCancel,
  onClose,
  title,
  confirmText,
  cancelText,
  options,
  fieldNames,
  loadChildren,
  placeholder,
  activeIcon,
  destroyOnClose,
  forceRender,
  getContainer,
  afterShow,
  afterClose,
  disableBodyScroll,
  ...rest
}: CascaderProps<O>) {
  const texts = useLocaleTexts('cascader', english);
  const titleId = useId();
  const [value, setValue] = useControllableState({ value: valueProp, defaultValue });
  const [draft, latestDraft, choose, opening] = useCascaderDraft<Draft<O>>(visible);

  const cancel = () => {
    onCancel?.();
    onClose?.();
  };
  const confirm = () => {
    const chosen = latestDraft.current ?? {
      value,
      extend: levelsFor(options, value, fieldNames, new Map(), Boolean(loadChildren)),
    };
    setValue(chosen.value);
    onConfirm?.(chosen.value, { items: chosen.extend.items, isLeaf: chosen.extend.isLeaf });
    onClose?.();
  };

  return (
    <Popup
      visible={visible}
      position="bottom"
      onClose={cancel}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : texts.placeholder}
      destroyOnClose={destroyOnClose}
      forceRender={forceRender}
      getContainer={getContainer}
      afterShow={afterShow}
      afterClose={afterClose}
      disableBodyScroll={disableBodyScroll}
    >
      <CascaderHeader
        title={title}
        titleId={titleId}
        cancelText={cancelText}
        confirmText={confirmText}
        onCancel={cancel}
        onConfirm={confirm}
      />
      <CascaderView<O>
        key={opening}
        {...rest}
        options={options}
        fieldNames={fieldNames}
        loadChildren={loadChildren}
        placeholder={placeholder}
        activeIcon={activeIcon}
        value={draft?.value ?? value}
        onChange={(next, extend) => {
          choose({ value: next, extend });
          onSelect?.(next, extend);
        }}
      />
    </Popup>
  );
}
