/**
 * title: Presets and actions
 * description: The search preset for a search with no results, with a button that clears the filters.
 * keywords: [image, search, network, children, action]
 */
import { Button, Empty } from '@tessera/mobile';

export default function PresetsAndAction() {
  return (
    <Empty image="search" description="No flights match your filters">
      <Button size="small" fill="outline" color="primary">
        Clear filters
      </Button>
    </Empty>
  );
}
