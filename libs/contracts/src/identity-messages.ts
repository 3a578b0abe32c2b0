/** Messages identity answers with, beyond SPEC §5's form messages; forms may show them as they are. */
export const IDENTITY_MESSAGES = {
  usernameMax: 'Username must be at most 32 characters',
  usernameCharacters: 'Username may contain only letters, digits, _ . and -',
  passwordMax: 'Password must be at most 128 characters',
  displayNameMax: 'Display name must be at most 64 characters',
  usernameTaken: 'Username already taken',
  invalidCredentials: 'Invalid username or password',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  notLoggedIn: 'Not logged in',
} as const;
