import { useState } from 'react';
import type { DemoSource, LoadDemoSource } from '../../types';
import { useCopy } from './useCopy';

/**
 * A demo's source, loaded the first time the code is shown or copied (it is a chunk of its
 * own, so pages do not pay for code nobody reads), whether the code is shown, and copying it.
 */
export function useDemoSource(loadSource: LoadDemoSource) {
  const [showCode, setShowCode] = useState(false);
  const [source, setSource] = useState<DemoSource | null>(null);
  const { copied, copy: copyText } = useCopy();

  const ensureSource = async () => {
    if (source) return source;
    const loaded = (await loadSource()).default;
    setSource(loaded);
    return loaded;
  };

  const toggleCode = async () => {
    if (!showCode) await ensureSource();
    setShowCode(!showCode);
  };

  const copy = async () => {
    const { code } = await ensureSource();
    // No clipboard at all: the code is shown, to copy by hand.
    if (!(await copyText(code))) setShowCode(true);
  };

  return { source, showCode, toggleCode, copied, copy };
}
