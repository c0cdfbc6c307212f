/**
 * title: Expand and collapse
 * description: An expandable text cut to three lines shows a More button that reveals the rest and a Less button that cuts it again; labels can be your own. Resize the window and the cut follows.
 * keywords: [expandable, expandText, collapseText, defaultExpanded, rows, resize]
 */
import { Ellipsis, Flex } from '@tessera/mobile';

const review =
  'We stayed four nights in the old town. The room was small but spotless, the staff remembered our names from the first morning, and breakfast on the roof terrace was the best part of every day. The only downside: the street gets loud on Friday nights, so ask for a room at the back if you sleep lightly. The old town itself is a maze of tiled lanes, tiny bakeries and viewpoints; we walked everywhere and took the tram only once, up the steepest hill. Dinner at the family place on the corner was simple and wonderful. We would come back without a second thought.';

export default function Expandable() {
  return (
    <Flex direction="column" gap="l">
      <Ellipsis content={review} rows={3} expandable />
      <Ellipsis
        content={review}
        rows={2}
        direction="middle"
        expandable
        expandText="Read the whole review"
        collapseText="Show less"
      />
    </Flex>
  );
}
