// From packages/ui/README.md, block 13.
import { createLatch, setLocale, setMessages } from '@latch/core';

const latch = createLatch({ projectId: 'my-app', networks: [myNetwork], locale: 'fr', messages: { 'title.Connect': 'Sign in to Acme' } });
setLocale(latch, 'ar'); // the modal re-renders in Arabic, right to left, once its catalogue has loaded
setMessages(latch, { 'connect.passkey': 'Use your passkey' }); // replaces the overrides
export {};
