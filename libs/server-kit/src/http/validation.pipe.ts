import { ValidationPipe } from '@nestjs/common';

/**
 * Rejects unknown fields ("property foo should not exist") and wrongly typed ones
 * ("username must be a string") with 400; the error filter joins the messages with "; ".
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    // One message per field: a wrongly typed field says only "x must be a string".
    stopAtFirstError: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    validationError: { target: false, value: false },
  });
}
