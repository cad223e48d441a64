// Debian's Chromium, headless, with the flags every browser run here uses (TEAM brief).
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
