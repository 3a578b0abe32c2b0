/** The UTC day of a moment (today by default), YYYY-MM-DD. */
export const utcDay = (date: Date = new Date()): string => date.toISOString().slice(0, 10);
