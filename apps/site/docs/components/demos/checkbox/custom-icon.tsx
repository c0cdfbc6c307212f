/**
 * title: Custom icon and label on the start side
 * description: icon draws the box (greyed while unchecked), and may draw each state differently; labelPlacement="start" with block puts the label first across the row.
 * keywords: [icon, labelPlacement, block, custom]
 */
import { AddIcon, CheckCircleIcon, Checkbox, HeartIcon } from '@tessera/mobile';

export default function CustomIcon() {
  return (
    <>
      <Checkbox block labelPlacement="start" icon={() => <HeartIcon />}>
        Add to favourites
      </Checkbox>
      <Checkbox
        block
        labelPlacement="start"
        defaultChecked
        icon={(checked) => (checked ? <CheckCircleIcon /> : <AddIcon />)}
      >
        Join the waiting list
      </Checkbox>
    </>
  );
}
