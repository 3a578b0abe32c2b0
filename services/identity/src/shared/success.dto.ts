import { ApiProperty } from '@nestjs/swagger';

/** OpenAPI description of `{ success: true }`, the answer of an operation that has nothing else to say. */
export class SuccessDto {
  @ApiProperty({ enum: [true] }) success!: true;
}
