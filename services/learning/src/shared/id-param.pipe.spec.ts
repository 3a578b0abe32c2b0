import { BadRequestException } from '@nestjs/common';
import { IdParamPipe } from './id-param.pipe';

const pipe = new IdParamPipe();
const meta = { type: 'param', data: 'pathId' } as const;

describe('IdParamPipe', () => {
  it('accepts positive whole numbers that fit an int, as text or already converted', () => {
    expect(pipe.transform('7', meta)).toBe(7);
    expect(pipe.transform(2_147_483_647, meta)).toBe(2_147_483_647);
  });

  it.each(['abc', '1.5', '-3', '0', '', '2147483648', '99999999999', NaN])(
    'rejects %p with a 400 naming the id',
    (value) => {
      expect(() => pipe.transform(value, meta)).toThrow(
        new BadRequestException('pathId must be a positive whole number'),
      );
    },
  );
});
