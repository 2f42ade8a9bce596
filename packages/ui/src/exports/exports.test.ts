import * as ui from './index.js';

it('exports exactly the public API', () => {
  expect(Object.keys(ui).sort()).toMatchSnapshot();
});
