import { isRefusedCrossOriginWrite } from './same-origin';

const own = 'http://localhost:3000';
const check = (method: string, headers: Record<string, string>, allowed: string[] = []) =>
  isRefusedCrossOriginWrite({ method, headers, ownOrigin: own }, allowed);

describe('isRefusedCrossOriginWrite', () => {
  it('lets reads through whatever their origin', () => {
    expect(check('GET', { origin: 'https://evil.example' })).toBe(false);
    expect(check('HEAD', { 'sec-fetch-site': 'cross-site' })).toBe(false);
  });

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('refuses a cross-origin %s', (method) => {
    expect(check(method, { origin: 'https://evil.example' })).toBe(true);
  });

  it('accepts the own origin and ALLOWED_ORIGINS', () => {
    expect(check('POST', { origin: own })).toBe(false);
    expect(check('POST', { origin: 'https://app.example' }, ['https://app.example'])).toBe(false);
    expect(check('POST', { origin: 'null' })).toBe(true);
    expect(check('POST', { origin: 'http://localhost:3001' })).toBe(true);
  });

  it('lets Origin decide over Sec-Fetch-Site', () => {
    expect(check('POST', { origin: own, 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(check('POST', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' })).toBe(true);
  });

  it('falls back to Sec-Fetch-Site without an Origin', () => {
    expect(check('POST', { 'sec-fetch-site': 'same-origin' })).toBe(false);
    expect(check('POST', { 'sec-fetch-site': 'none' })).toBe(false);
    expect(check('POST', { 'sec-fetch-site': 'same-site' })).toBe(true);
    expect(check('POST', { 'sec-fetch-site': 'cross-site' })).toBe(true);
  });

  it('lets requests with neither header pass (curl)', () => {
    expect(check('POST', {})).toBe(false);
  });
});
