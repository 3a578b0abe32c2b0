import type { LoginRequest } from '@grammarpath/contracts';
import { PasswordField, UsernameField } from './credentials';

export class LoginDto implements LoginRequest {
  @UsernameField()
  username!: string;

  @PasswordField()
  password!: string;
}
