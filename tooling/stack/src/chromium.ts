/**
 * Debian's Chromium, never a browser a tool downloads; the flags keep it off a network this machine does not have
 * (TOOLCHAIN.md). No host but this machine resolves, so a request elsewhere fails at once, with no interception.
 */
export const chromiumLaunchOptions = () => ({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-dev-shm-usage',
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
  ],
});
