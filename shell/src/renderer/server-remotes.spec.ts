import { serverManifestUrl } from './server-remotes';

describe('serverManifestUrl', () => {
  it("names the server container beside a remote's browser build, on the product's origin or the remote's own", () => {
    expect(serverManifestUrl('/mfe/paths/mf-manifest.json', 'http://127.0.0.1:3000')).toBe(
      'http://127.0.0.1:3000/mfe/paths/server/mf-manifest.json',
    );
    expect(
      serverManifestUrl('https://cdn.example/mfe-quiz/0.2.0/mf-manifest.json', 'http://gateway:3000'),
    ).toBe('https://cdn.example/mfe-quiz/0.2.0/server/mf-manifest.json');
  });
});
