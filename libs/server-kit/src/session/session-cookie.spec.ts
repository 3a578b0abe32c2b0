import type { FastifyRequest } from 'fastify';
import { isSecureRequest, readSessionCookie, sessionCookieName } from './session-cookie';

describe('the session cookie name', () => {
  it('takes the __Host- prefix only when the cookie is Secure', () => {
    expect(sessionCookieName('gp.sid', true)).toBe('__Host-gp.sid');
    expect(sessionCookieName('gp.sid', false)).toBe('gp.sid');
  });

  it('reads the __Host- cookie first, then the plain one', () => {
    expect(readSessionCookie({ '__Host-gp.sid': 'a', 'gp.sid': 'b' }, 'gp.sid')).toBe('a');
    expect(readSessionCookie({ 'gp.sid': 'b' }, 'gp.sid')).toBe('b');
    expect(readSessionCookie({ other: 'c' }, 'gp.sid')).toBeUndefined();
  });

  it('is Secure as configured, or with auto when the request came over TLS', () => {
    const over = (protocol: 'http' | 'https') => ({ protocol }) as FastifyRequest;
    expect(isSecureRequest(true, over('http'))).toBe(true);
    expect(isSecureRequest(false, over('https'))).toBe(false);
    expect(isSecureRequest('auto', over('https'))).toBe(true);
    expect(isSecureRequest('auto', over('http'))).toBe(false);
  });
});
