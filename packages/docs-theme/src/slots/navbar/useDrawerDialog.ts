import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** Wide enough for the sidebar beside the page; the drawer closes itself from here up. */
const WIDE = '(min-width: 960px)';

/**
 * The drawer's native modal dialog: whether it is open, opening and closing it, and focus back
 * on the button that opened it, unless a link in it was followed. It closes on a route change,
 * when the window grows wide, and on a click on its backdrop.
 */
export function useDrawerDialog(
  dialog: RefObject<HTMLDialogElement | null>,
  opener: RefObject<HTMLButtonElement | null>,
) {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  const followedLink = useRef(false);

  const close = () => dialog.current?.close();

  useEffect(() => {
    // A link in the drawer was followed: the new page's heading takes focus, not the button.
    if (!dialog.current?.open) return;
    followedLink.current = true;
    dialog.current.close();
  }, [dialog, pathname]);

  useEffect(() => {
    if (!open) return;
    const wide = matchMedia(WIDE);
    const onChange = () => wide.matches && dialog.current?.close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [dialog, open]);

  useEffect(() => {
    const drawer = dialog.current;
    if (!open || !drawer) return;
    // A drag on the backdrop (whose events reach the dialog itself) would scroll the page
    // behind; React's touch listeners are passive and cannot stop it.
    const onTouchMove = (event: TouchEvent) => {
      if (event.target === drawer) event.preventDefault();
    };
    drawer.addEventListener('touchmove', onTouchMove, { passive: false });
    return () => drawer.removeEventListener('touchmove', onTouchMove);
  }, [dialog, open]);

  const show = () => {
    setOpen(true);
    dialog.current?.showModal();
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog's own box is the backdrop here: its content fills it, edge to edge.
    if (event.target === dialog.current) close();
  };

  const onClose = () => {
    setOpen(false);
    if (!followedLink.current) opener.current?.focus();
    followedLink.current = false;
  };

  return { open, show, close, onClick, onClose };
}
