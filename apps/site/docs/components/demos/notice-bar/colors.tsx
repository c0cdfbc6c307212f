/**
 * title: Colours
 * description: The four presets, each with its icon; the last one without an icon.
 * keywords: [color, info, alert, error, success, icon]
 */
import { Flex, NoticeBar } from '@tessera/mobile';

export default function Colors() {
  return (
    <Flex direction="column" gap="s">
      <NoticeBar color="info" content="The app updates tonight at 2 am." />
      <NoticeBar color="alert" content="Your card expires next month." />
      <NoticeBar color="error" content="The last payment failed." />
      <NoticeBar color="success" content="Your order has shipped." />
      <NoticeBar color="info" icon={null} content="A notice without an icon." />
    </Flex>
  );
}
