import * as wagmi from './index.js';

it('exports exactly the public API', () => {
  expect(Object.keys(wagmi).sort()).toMatchSnapshot();
});
