// What the approval screen shows is described once the request is prepared (a transaction filled,
// a token's symbol read); its words are made again from those facts at each reading, so a screen
// open when the modal's locale changes is drawn again in the new one (approval/view.ts).

/** An object whose every property is read from `make()` anew, in the locale of that reading. */
export function inEachLocale<T extends object>(make: () => T): T {
  const properties = Object.keys(make()).map((key) => [key, { enumerable: true, get: () => make()[key as keyof T] }]);
  return Object.defineProperties({}, Object.fromEntries(properties) as PropertyDescriptorMap) as T;
}
