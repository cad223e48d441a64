import { useCallback, useState } from 'react';
import { VisuallyHidden } from '@simple-recipes/shared-ui';

/** A polite message for assistive technology, and the function that says the next one. */
export function useLiveMessage(): [{ text: string; count: number }, (text: string) => void] {
  const [message, setMessage] = useState({ text: '', count: 0 });
  const say = useCallback((text: string) => setMessage((current) => ({ text, count: current.count + 1 })), []);
  return [message, say];
}

/** Says `message` politely; the same words said again are announced again (they are a new node). */
export function LiveMessage({ message }: { message: { text: string; count: number } }) {
  return (
    <VisuallyHidden role="status">
      <span key={message.count}>{message.text}</span>
    </VisuallyHidden>
  );
}
