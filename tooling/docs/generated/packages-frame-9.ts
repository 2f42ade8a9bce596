// From packages/frame/README.md, block 9.
import { createFrameClient, FrameError } from '@latch/frame';

const frame = createFrameClient({ frameUrl: 'http://127.0.0.1:5174/', projectId: 'latch-demo' });
await frame.ready(); // { version }
const { action } = await frame.request('CONNECT_EMAIL', { email: 'ada@example.com' });
const stop = frame.subscribe((message) => {
  if (message.type === '@latch-frame/APPROVAL_REQUESTED') frame.show(rectOfTheModalBody);
  if (message.type === '@latch-frame/APPROVAL_SETTLED') frame.hide();
});
export {};
