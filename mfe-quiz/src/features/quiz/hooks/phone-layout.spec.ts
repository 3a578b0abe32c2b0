import { phoneSize } from './phone-layout';

describe('phoneSize', () => {
  it('is a CSS clamp between the two sizes, decided by the viewport at the phone breakpoint', () => {
    expect(phoneSize(56, 48)).toBe('clamp(48px, (768px - 100vw) * 10000, 56px)');
    expect(phoneSize(16, 16)).toBe('clamp(16px, (768px - 100vw) * 10000, 16px)');
    expect(() => phoneSize(12, 14)).toThrow(/larger/);
  });
});
