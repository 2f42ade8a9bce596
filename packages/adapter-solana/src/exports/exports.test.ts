import * as adapter from './index.js';

it('exports exactly the public API', () => {
  expect(Object.keys(adapter).sort()).toMatchSnapshot();
});
