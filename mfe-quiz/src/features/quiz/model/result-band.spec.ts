import { praiseKeyOf, resultBandOf } from './result-band';

describe('result bands', () => {
  it('puts the headline and message thresholds at 60 % and 80 %', () => {
    expect(resultBandOf(0)).toBe('keep');
    expect(resultBandOf(20)).toBe('keep');
    expect(resultBandOf(59)).toBe('keep');
    expect(resultBandOf(60)).toBe('good');
    expect(resultBandOf(79)).toBe('good');
    expect(resultBandOf(80)).toBe('excellent');
    expect(resultBandOf(100)).toBe('excellent');
  });

  it('praises within the same bands, a pass (70 %) as great', () => {
    expect(praiseKeyOf(20)).toBe('keep');
    expect(praiseKeyOf(59)).toBe('keep');
    expect(praiseKeyOf(60)).toBe('good');
    expect(praiseKeyOf(69)).toBe('good');
    expect(praiseKeyOf(70)).toBe('great');
    expect(praiseKeyOf(79)).toBe('great');
    expect(praiseKeyOf(80)).toBe('excellent');
  });
});
