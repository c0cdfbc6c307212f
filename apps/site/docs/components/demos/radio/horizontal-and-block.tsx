/**
 * title: Horizontal and full-row
 * description: direction="horizontal" puts the radios in a row, and with allowEmptySelection a second tap on the chosen seat clears it; block with labelPlacement="start" makes each row a settings-style touch target.
 * keywords: [direction, horizontal, allowEmptySelection, block, labelPlacement]
 */
import { Radio } from '@tessera/mobile';

export default function HorizontalAndBlock() {
  return (
    <>
      <Radio.Group
        aria-label="Seat"
        direction="horizontal"
        defaultValue="window"
        allowEmptySelection
      >
        <Radio value="window">Window</Radio>
        <Radio value="middle">Middle</Radio>
        <Radio value="aisle">Aisle</Radio>
      </Radio.Group>
      <Radio.Group aria-label="Language">
        <Radio value="en" block labelPlacement="start">
          English
        </Radio>
        <Radio value="zh" block labelPlacement="start">
          中文
        </Radio>
        <Radio value="es" block labelPlacement="start">
          Español
        </Radio>
      </Radio.Group>
    </>
  );
}
