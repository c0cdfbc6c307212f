import type { Options } from 'tsup';

export function libraryPreset(
  options: Options & { entry: Options['entry']; dts?: boolean; styles?: boolean },
): Options;
