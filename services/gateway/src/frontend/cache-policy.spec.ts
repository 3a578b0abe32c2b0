import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    'index.html',
    'remotes.json',
    'mf-manifest.json',
    'remoteEntry.js',
    '/x/mfe-quiz/dist/remoteEntry.js',
  ])('never caches %s', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });

  it.each([
    'main.3f2a9c1b.js',
    'static/js/512.a1b2c3d4e5f6.js',
    'styles.0123abcd.css',
    'font-deadbeef99.woff2',
  ])('caches hashed %s for a year', (file) => {
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each(['favicon.ico', 'main.js', 'logo.png'])('revalidates unhashed %s', (file) => {
    expect(cacheControlFor(file)).toBe(NO_CACHE);
  });
});
