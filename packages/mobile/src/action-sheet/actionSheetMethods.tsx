import { renderImperatively, type ImperativeHandle } from '../internal/renderImperatively';
import { ActionSheet, type ActionSheetProps } from './ActionSheet';

export type ActionSheetShowProps = Omit<ActionSheetProps, 'visible' | 'destroyOnClose'>;

/** Opens an action sheet outside your component tree; returns a handle to close it. */
export function show(props: ActionSheetShowProps): ImperativeHandle {
  const handle: ImperativeHandle = renderImperatively(
    <ActionSheet
      {...props}
      destroyOnClose
      onClose={() => {
        props.onClose?.();
        handle.close();
      }}
    />,
  );
  return handle;
}
