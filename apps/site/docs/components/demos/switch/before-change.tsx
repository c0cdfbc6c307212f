/**
 * title: Confirm with the server first
 * description: beforeChange returns a Promise; the knob spins until it settles. Turning backup off succeeds after a second, turning it on fails and the switch stays off.
 * keywords: [beforeChange, async, promise, loading]
 */
import { Switch } from '@tessera/mobile';
import { useState } from 'react';

function saveSetting(on: boolean) {
  return new Promise<void>((resolve, reject) =>
    setTimeout(() => (on ? reject(new Error('Storage is full')) : resolve()), 1000),
  );
}

export default function BeforeChange() {
  const [message, setMessage] = useState('Backup is on.');
  return (
    <>
      <label>
        Cloud backup{' '}
        <Switch
          defaultChecked
          beforeChange={(next) =>
            saveSetting(next).catch((error: Error) => {
              setMessage(`Could not turn backup on: ${error.message}.`);
              throw error;
            })
          }
          onChange={(on) => setMessage(on ? 'Backup is on.' : 'Backup is off.')}
        />
      </label>
      <p role="status">{message}</p>
    </>
  );
}
