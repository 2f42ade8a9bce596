import * as core from './index.js';

it('exports exactly the public API', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});
