/**
 * title: Vertical
 * description: Short vertical lines between inline actions, solid and dashed.
 * keywords: [vertical, inline, toolbar]
 */
import { Button, Divider } from '@tessera/mobile';

export default function Vertical() {
  return (
    <p>
      <Button fill="none" size="small">
        Edit
      </Button>
      <Divider direction="vertical" />
      <Button fill="none" size="small">
        Share
      </Button>
      <Divider direction="vertical" dashed />
      <Button fill="none" size="small" color="danger">
        Delete
      </Button>
    </p>
  );
}
