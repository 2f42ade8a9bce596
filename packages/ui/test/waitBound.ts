// Views load lazily, and a first import under jest compiles the view's whole module graph. On two
// shared cores that can pass the library's 1 s default; speed is the benches' business, so a test
// waits for what must appear for long enough that only a real absence fails it.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
