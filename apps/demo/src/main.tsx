import { createDemoLatch } from './latch.js';
import { mountDemo } from './mount.js';

mountDemo(createDemoLatch());
