/**
 * title: Custom layouts with rowCol
 * description: Rows of blocks sized one by one, such as a chat row with an avatar beside two lines, a product grid, and a row of round avatars.
 * keywords: [rowCol, grid, layout, circle, width, height]
 */
import { Flex, Skeleton } from '@tessera/mobile';

export default function RowColLayout() {
  return (
    <Flex direction="column" gap="xl">
      <Skeleton
        rowCol={[[{ shape: 'circle', width: 48 }, { rows: [{ width: '40%' }, { width: '85%' }] }]]}
      />
      <Skeleton
        rowCol={[
          [
            { height: 96, width: '48%' },
            { height: 96, width: '48%' },
          ],
          [{ width: '30%' }, { width: '30%' }],
        ]}
      />
      <Skeleton
        animated={false}
        rowCol={[
          [
            { shape: 'circle', width: 32 },
            { shape: 'circle', width: 32 },
            { shape: 'circle', width: 32 },
            { width: '4rem', height: 12 },
          ],
        ]}
      />
    </Flex>
  );
}
