import { signerFactory } from '@fastify/cookie';
import { VerifiedCookies } from './verified-cookies';

describe('VerifiedCookies', () => {
  const signer = signerFactory('a-session-secret-long-enough-for-tests');
  const unsign = jest.fn((signed: string) => signer.unsign(signed));
  const cookies = new VerifiedCookies(unsign);

  beforeEach(() => unsign.mockClear());

  it('gives the session id of a validly signed cookie and checks the signature only once', () => {
    const signed = signer.sign('session-id-1');
    expect(cookies.sessionIdOf(signed)).toBe('session-id-1');
    expect(cookies.sessionIdOf(signed)).toBe('session-id-1');
    expect(unsign).toHaveBeenCalledTimes(1);
  });

  it('refuses a forged signature every time, and does not remember it', () => {
    const forged = `${signer.sign('session-id-2').split('.')[0]}.not-the-signature`;
    expect(cookies.sessionIdOf(forged)).toBeNull();
    expect(cookies.sessionIdOf(forged)).toBeNull();
    expect(unsign).toHaveBeenCalledTimes(2);
  });

  it('checks afresh a known id under another signature', () => {
    const other = signerFactory('another-secret-of-another-deployment');
    cookies.sessionIdOf(signer.sign('session-id-3'));
    expect(cookies.sessionIdOf(other.sign('session-id-3'))).toBeNull();
  });
});
