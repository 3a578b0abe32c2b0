import { BadRequestException, Injectable, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/**
 * Route ids: a positive whole number that fits a Postgres int, else 400 "<name> must be a positive whole
 * number" (never a 500 from an out-of-range query).
 */
@Injectable()
export class IdParamPipe implements PipeTransform<unknown, number> {
  transform(value: unknown, metadata: ArgumentMetadata): number {
    // The global ValidationPipe may already have turned the text into a number.
    const text = String(value);
    const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
    if (!Number.isInteger(id) || id < 1 || id > MAX_ID) {
      throw new BadRequestException(`${metadata.data ?? 'id'} must be a positive whole number`);
    }
    return id;
  }
}
