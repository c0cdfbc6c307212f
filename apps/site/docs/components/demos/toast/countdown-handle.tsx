/**
 * title: Update and close with the handle
 * description: A countdown that updates the same toast every second and closes it at the end.
 * keywords: [handle, update, close, duration, countdown]
 */
import { Button, Toast } from '@tessera/mobile';

export default function CountdownHandle() {
  return (
    <Button
      block
      onClick={() => {
        let seconds = 5;
        const toast = Toast.show({ content: `Sending in ${seconds}s`, duration: 0 });
        const timer = setInterval(() => {
          seconds -= 1;
          if (seconds > 0) {
            toast.update({ content: `Sending in ${seconds}s` });
            return;
          }
          clearInterval(timer);
          toast.close();
          Toast.show({ content: 'Sent', icon: 'success' });
        }, 1000);
      }}
    >
      Send with a 5-second delay
    </Button>
  );
}
