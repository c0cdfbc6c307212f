/**
 * title: Sticky tabs under a fixed bar
 * description: The tab list sticks to the top as the screen scrolls, 46 px down (stickyOffset) so that it stays below the fixed NavBar instead of sliding under it.
 * keywords: [sticky, stickyOffset, NavBar, fixed, header, scroll]
 * iframe: 480
 */
import { NavBar, Tabs } from '@tessera/mobile';

const shelves = {
  Fruit:
    'Apples, Apricots, Bananas, Blackberries, Blueberries, Cherries, Clementines, Dates, Figs, ' +
    'Grapefruit, Grapes, Kiwis, Lemons, Limes, Mangoes, Melons, Oranges, Peaches, Pears, Plums',
  Bakery:
    'Bagels, Baguette, Brioche, Buns, Challah, Ciabatta, Croissants, Crumpets, Doughnuts, ' +
    'Flatbread, Focaccia, Muffins, Naan, Pitta, Pretzels, Rolls, Rye bread, Scones, Sourdough',
  Dairy:
    'Brie, Butter, Buttermilk, Camembert, Cheddar, Cottage cheese, Cream, Crème fraîche, Feta, ' +
    'Gouda, Kefir, Mascarpone, Milk, Mozzarella, Parmesan, Quark, Ricotta, Skyr, Yoghurt',
};

export default function Sticky() {
  return (
    <>
      <NavBar fixed back={null}>
        Groceries
      </NavBar>
      <Tabs aria-label="Shelves" sticky stickyOffset={46}>
        {Object.entries(shelves).map(([shelf, products]) => (
          <Tabs.Tab key={shelf} title={shelf}>
            <ul>
              {products.split(', ').map((product) => (
                <li key={product}>{product}</li>
              ))}
            </ul>
          </Tabs.Tab>
        ))}
      </Tabs>
    </>
  );
}
