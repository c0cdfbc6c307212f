/**
 * title: Content and its position
 * description: A plain line, and lines with a label at the left, centre and right; a long label ends with an ellipsis instead of wrapping.
 * keywords: [text, left, center, right, ellipsis]
 */
import { Divider } from '@tessera/mobile';

export default function ContentPosition() {
  return (
    <div>
      <Divider />
      <Divider contentPosition="left">Yesterday</Divider>
      <Divider>Today</Divider>
      <Divider contentPosition="right">Tomorrow</Divider>
      <Divider>A label far too long for one line is cut short with an ellipsis at the edge</Divider>
    </div>
  );
}
