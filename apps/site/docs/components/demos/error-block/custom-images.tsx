/**
 * title: Your own images
 * description: createErrorBlock with a custom picture for the default status; an image URL also works per use.
 * keywords: [createErrorBlock, image, custom]
 */
import { CloseCircleIcon, createErrorBlock } from '@tessera/mobile';

const AppErrorBlock = createErrorBlock({
  default: <CloseCircleIcon />,
});

export default function CustomImages() {
  return (
    <AppErrorBlock
      title="Payment failed"
      description="Your card was declined. No money was taken."
    />
  );
}
