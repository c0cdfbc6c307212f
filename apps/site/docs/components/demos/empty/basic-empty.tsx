/**
 * title: Basic
 * description: The default illustration with the locale's "No data" text.
 * keywords: [default, description]
 */
import { Empty } from '@tessera/mobile';

export default function BasicEmpty() {
  return <Empty />;
}
