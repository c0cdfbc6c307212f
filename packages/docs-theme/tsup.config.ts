import { libraryPreset } from '@tessera/tsup-config';
import { defineConfig } from 'tsup';

export default defineConfig(
  libraryPreset({
    entry: {
      index: 'src/index.ts',
      client: 'src/client.ts',
      server: 'src/server.ts',
      types: 'src/types.ts',
      navigation: 'src/app/navigation.ts',
      slots: 'src/slotNames.ts',
      'head-script': 'src/color-mode/headScript.ts',
    },
    styles: true,
    external: ['react', 'react-dom', 'react-router', 'react-router-dom', /^@tessera\//],
  }),
);
