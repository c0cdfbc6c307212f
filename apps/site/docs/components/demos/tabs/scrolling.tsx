/**
 * title: Many tabs and ink bar widths
 * description: Tabs wider than the screen scroll sideways with faded edges, and the active tab scrolls into view. The ink bar is as wide as the title (auto), the tab (full) or a fixed width.
 * keywords: [scroll, stretch, activeLineMode, fixed, full, fade]
 */
import { Flex, Tabs } from '@tessera/mobile';

const cities = [
  'Lisbon',
  'Porto',
  'Madrid',
  'Barcelona',
  'Valencia',
  'Seville',
  'Bilbao',
  'Granada',
];

export default function Scrolling() {
  return (
    <Flex direction="column" gap="l">
      {(['auto', 'full', 'fixed'] as const).map((mode) => (
        <Tabs
          key={mode}
          aria-label={`Cities, ${mode} ink bar`}
          stretch={false}
          activeLineMode={mode}
          defaultActiveKey="Valencia"
        >
          {cities.map((city) => (
            <Tabs.Tab key={city} title={city}>
              <p>
                Weather in {city}, ink bar mode {mode}.
              </p>
            </Tabs.Tab>
          ))}
        </Tabs>
      ))}
    </Flex>
  );
}
