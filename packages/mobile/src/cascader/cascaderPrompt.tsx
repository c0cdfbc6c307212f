import { renderImperatively } from '../internal/renderImperatively';
import { Cascader, type CascaderProps } from './Cascader';
import type { CascaderOption, CascaderValue } from './cascaderTree';

export type CascaderPromptProps<O extends object = CascaderOption> = Omit<
  CascaderProps<O>,
  'visible' | 'value' | 'onClose'
>;

/**
 * Opens a Cascader outside the app's tree and resolves with the confirmed values, or with `null`
 * when it is dismissed (cancel, mask, Escape or Back).
 */
export function prompt<O extends object = CascaderOption>(
  props: CascaderPromptProps<O>,
): Promise<CascaderValue[] | null> {
  return new Promise((resolve) => {
    let answer: CascaderValue[] | null = null;
    const handle = renderImperatively(
      <Cascader<O>
        {...props}
        onConfirm={(value, extend) => {
          answer = value;
          props.onConfirm?.(value, extend);
        }}
        onClose={() => handle.close()}
        afterClose={() => {
          props.afterClose?.();
          resolve(answer);
        }}
      />,
    );
  });
}
