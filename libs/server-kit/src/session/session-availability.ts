export const SESSION_UNAVAILABLE_MESSAGE = 'Sessions are temporarily unavailable. Please try again shortly.';
