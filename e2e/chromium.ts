/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // The library brand is chosen by host name: map test names to this machine.
    '--host-resolver-rules=MAP kutuphane.test 127.0.0.1, MAP katalog.test 127.0.0.1',
  ],
};
