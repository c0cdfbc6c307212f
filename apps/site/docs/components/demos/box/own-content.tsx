/**
 * title: Your own content
 * description: Box styles only its own element. Headings, paragraphs, lists, tables and code inside it look as the app's own styles make them.
 * keywords: [content, typography, table, list, heading]
 */
import { Box } from '@tessera/mobile';

export default function OwnContent() {
  return (
    <Box background="page" padding="m">
      <Box as="article" background="default" radius="m" padding="l">
        <h1>Release notes</h1>
        <h2>Version 5.0</h2>
        <p>
          Run <code>npm install @tessera/mobile@5</code> to update.
        </p>
        <h3>What changed</h3>
        <ul>
          <li>Dialogs close on Escape</li>
          <li>Toasts stack</li>
        </ul>
        <table>
          <thead>
            <tr>
              <th>Component</th>
              <th>Change</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Popup</td>
              <td>Snap points</td>
            </tr>
          </tbody>
        </table>
      </Box>
    </Box>
  );
}
