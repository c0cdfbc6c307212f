/**
 * title: Cancel button
 * description: The cancel button shows while the bar has focus or a query, stays while Tab moves to it, and clears the query.
 * keywords: [showCancelButton, cancel, focus, clearOnCancel]
 */
import { SearchBar } from '@tessera/mobile';

export default function Cancel() {
  return (
    <SearchBar
      placeholder="Search cities"
      showCancelButton={(focused, value) => focused || value !== ''}
    />
  );
}
