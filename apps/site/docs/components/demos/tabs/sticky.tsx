/**
 * title: Sticky tabs under a fixed bar
 * description: The tab list sticks to the top as the screen scrolls, 46 px down (stickyOffset) so that it stays below the fixed NavBar instead of sliding under it.
 * keywords: [sticky, stickyOffset, NavBar, fixed, header, scroll]
 * iframe: 480
 */
import { List, NavBar, Tabs, Toast } from '@tessera/mobile';

const shelves = {
  Fruit: 'Apples, Bananas, Cherries, Dates, Figs, Grapes, Kiwis, Lemons, Mangoes, Oranges, Pears',
  Bakery: 'Bagels, Baguette, Brioche, Ciabatta, Croissants, Focaccia, Muffins, Rye bread, Scones',
  Dairy: 'Butter, Cheddar, Cream, Feta, Kefir, Milk, Mozzarella, Parmesan, Ricotta, Yoghurt',
};

export default function Sticky() {
  return (
    <>
      <NavBar fixed onBack={() => Toast.show('Back')}>
        Groceries
      </NavBar>
      <Tabs aria-label="Shelves" sticky stickyOffset={46}>
        {Object.entries(shelves).map(([shelf, products]) => (
          <Tabs.Tab key={shelf} title={shelf}>
            <List>
              {products.split(', ').map((product) => (
                <List.Item key={product}>{product}</List.Item>
              ))}
            </List>
          </Tabs.Tab>
        ))}
      </Tabs>
    </>
  );
}
