import { followVisualViewport, KEYBOARD_INSET_PROPERTY, VISIBLE_HEIGHT_PROPERTY } from './followVisualViewport.js';

/** A window whose visual viewport the test moves as a phone's keyboard and pinch zoom would. */
function phoneWindow(innerHeight = 844) {
  const viewport = Object.assign(new EventTarget(), { height: innerHeight, offsetTop: 0, scale: 1 });
  const view = { innerHeight, visualViewport: viewport } as unknown as Window;
  const move = (change: Partial<Pick<typeof viewport, 'height' | 'offsetTop' | 'scale'>>) => {
    Object.assign(viewport, change);
    viewport.dispatchEvent(new Event('resize'));
  };
  return { view, viewport, move };
}

const read = (element: HTMLElement) => [element.style.getPropertyValue(KEYBOARD_INSET_PROPERTY), element.style.getPropertyValue(VISIBLE_HEIGHT_PROPERTY)];

describe('followVisualViewport', () => {
  it('lifts the sheet by what the keyboard covers and keeps it within what is visible, as the keyboard opens and closes', () => {
    const element = document.createElement('div');
    const { view, move } = phoneWindow();
    const stop = followVisualViewport(element, view);
    // Shown whole: the stylesheet's fallbacks (nothing covered, the whole height) hold.
    expect(read(element)).toEqual(['', '']);
    move({ height: 508 });
    expect(read(element)).toEqual(['336px', '508px']);
    // iOS scrolls the layout under the keyboard to show the focused field: the covered part is below what is shown.
    move({ offsetTop: 120 });
    expect(read(element)).toEqual(['216px', '508px']);
    // Scrolled under a keyboard that still covers nothing: the shown part is shorter than the page's.
    move({ height: 724, offsetTop: 120 });
    expect(read(element)).toEqual(['0px', '724px']);
    move({ height: 844, offsetTop: 0 });
    expect(read(element)).toEqual(['', '']);
    stop();
  });

  it('lifts nothing while the page is pinch-zoomed', () => {
    const element = document.createElement('div');
    const { view, move } = phoneWindow();
    followVisualViewport(element, view);
    move({ scale: 2, height: 422 });
    expect(read(element)).toEqual(['', '']);
    move({ scale: 1, height: 508 });
    expect(read(element)).toEqual(['336px', '508px']);
  });

  it('stops following and removes its properties when stopped', () => {
    const element = document.createElement('div');
    const { view, move } = phoneWindow();
    const stop = followVisualViewport(element, view);
    move({ height: 508 });
    stop();
    expect(read(element)).toEqual(['', '']);
    move({ height: 400 });
    expect(read(element)).toEqual(['', '']);
  });

  it('does nothing in a browser without the VisualViewport API', () => {
    const element = document.createElement('div');
    const stop = followVisualViewport(element, { innerHeight: 844 } as Window);
    expect(read(element)).toEqual(['', '']);
    expect(stop).not.toThrow();
  });
});
