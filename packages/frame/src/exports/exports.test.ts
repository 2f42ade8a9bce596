import * as host from './host.js';
import * as client from './index.js';

it('exports exactly the public API of @latch/frame', () => {
  expect(Object.keys(client).sort()).toMatchSnapshot();
});

it('exports exactly the public API of @latch/frame/host', () => {
  expect(Object.keys(host).sort()).toMatchSnapshot();
});
