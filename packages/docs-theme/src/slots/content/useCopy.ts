import { useCallback, useEffect, useRef, useState } from 'react';
import { offscreen } from '../../styles/utility.css';

/** How long 'Copied' stays after copying (spec section 9). */
export const COPIED_MS = 2000;

/**
 * Copies text. The Clipboard API needs a focused, secure document and may be denied; the
 * older selection copy still works in those cases.
 */
async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.className = offscreen;
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/**
 * A copy action and whether it just copied (for `COPIED_MS`). `copy` resolves to false when no
 * clipboard could be written, so the caller can show the text to copy by hand.
 */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    if (!(await writeClipboard(text))) return false;
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    return true;
  }, []);
  return { copied, copy };
}
