/**
 * title: Title and description
 * description: Large tabs with a title over a description; the active description is highlighted.
 * keywords: [jumbo, description, two lines]
 */
import { JumboTabs } from '@tessera/mobile';

export default function Basic() {
  return (
    <JumboTabs aria-label="Sale">
      <JumboTabs.Tab key="now" title="10:00" description="On now">
        Deals until noon.
      </JumboTabs.Tab>
      <JumboTabs.Tab key="next" title="12:00" description="Next">
        Deals from noon.
      </JumboTabs.Tab>
      <JumboTabs.Tab key="later" title="16:00" description="Later">
        Deals from four.
      </JumboTabs.Tab>
    </JumboTabs>
  );
}
