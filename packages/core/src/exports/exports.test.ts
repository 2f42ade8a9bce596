import * as core from './index.js';
import * as internal from './internal.js';

it('exports exactly the public API', () => {
  expect(Object.keys(core).sort()).toMatchSnapshot();
});

it('exports exactly the internal API', () => {
  expect(Object.keys(internal).sort()).toMatchSnapshot();
});

it('keeps every constant out of the public entry', () => {
  const constants = Object.keys(core).filter((name) => /^[A-Z][A-Z0-9_]+$/.test(name));
  expect(constants).toEqual([]);
});
