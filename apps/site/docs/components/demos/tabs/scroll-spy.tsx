/**
 * title: Scroll-spy sections in a sheet
 * description: Every pane shows as a section under sticky tabs. The active tab follows the section in view as the sheet scrolls, and a tab scrolls to its section. The scroll container here is the sheet, not the page, and the tabs mounted while the sheet was closed.
 * keywords: [scrollSpy, sticky, sections, popup, scroll container, hidden]
 */
import { Button, Popup, Tabs } from '@tessera/mobile';
import { useState } from 'react';

const menu = {
  Starters: ['Soup of the day', 'Garlic bread', 'Olives', 'Bruschetta', 'Salad'],
  Mains: ['Risotto', 'Grilled fish', 'Lasagne', 'Mushroom pie', 'Curry'],
  Desserts: ['Tiramisu', 'Fruit salad', 'Cheesecake', 'Ice cream', 'Flan'],
  Drinks: ['Lemonade', 'Espresso', 'Mint tea', 'Orange juice', 'Water'],
};

export default function ScrollSpy() {
  const [visible, setVisible] = useState(false);
  return (
    <>
      <Button onClick={() => setVisible(true)}>Open the menu</Button>
      <Popup
        visible={visible}
        onClose={() => setVisible(false)}
        snapPoints={[0.6]}
        forceRender
        aria-label="Menu"
      >
        <Tabs aria-label="Menu sections" scrollSpy stretch={false}>
          {Object.entries(menu).map(([section, dishes]) => (
            <Tabs.Tab key={section} title={section}>
              <h3>{section}</h3>
              <ul>
                {dishes.map((dish) => (
                  <li key={dish}>{dish}</li>
                ))}
              </ul>
            </Tabs.Tab>
          ))}
        </Tabs>
      </Popup>
    </>
  );
}
