/** The Postgres schema the learning service owns (DESIGN.md §3). */
export const LEARNING_SCHEMA = 'learning';
