import { Toast as ToastComponent } from './Toast';
import { clear, config, show } from './toastMethods';

export type { ToastIcon, ToastProps } from './Toast';
export type { ToastConfig, ToastHandler, ToastShowProps } from './toastMethods';
export type { ToastPolicy } from './toastQueue';

/** Toast component with `Toast.show`, `Toast.clear` and `Toast.config`. */
export const Toast = /* @__PURE__ */ Object.assign(ToastComponent, { show, clear, config });
