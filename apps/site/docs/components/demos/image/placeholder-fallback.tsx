/**
 * title: Placeholder and fallback
 * description: The placeholder shows under the picture until it arrives; the fallback replaces a picture that fails. Press Load to try again with a working address.
 * keywords: [placeholder, fallback, onError, onLoad, broken]
 */
import { Button, Flex, Image } from '@tessera/mobile';
import { useState } from 'react';

export default function PlaceholderFallback() {
  const [src, setSrc] = useState('/images/damaged.png');
  const [status, setStatus] = useState('loading');
  return (
    <Flex direction="column" gap="m" align="start">
      <Flex gap="m">
        <Image
          src={src}
          alt="A harbour with a sailing boat"
          width={160}
          height={107}
          fit="cover"
          placeholder="Loading…"
          fallback="Picture unavailable"
          onLoad={() => setStatus('loaded')}
          onError={() => setStatus('failed')}
        />
        <Image alt="" width={107} height={107} fallback="No address" />
      </Flex>
      <p aria-live="polite">The harbour picture {status}.</p>
      <Button
        size="small"
        onClick={() => {
          setStatus('loading');
          setSrc('/images/harbour.svg');
        }}
      >
        Load
      </Button>
    </Flex>
  );
}
