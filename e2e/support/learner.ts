import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, expect } from '@playwright/test';

export interface Learner {
  username: string;
  password: string;
  displayName: string;
  email: string;
}

export function newLearner(prefix = 'learner'): Learner {
  const id = randomBytes(4).toString('hex');
  return {
    username: `${prefix}_${id}`,
    password: `pw-${id}-secret`,
    displayName: `Learner ${id}`,
    email: `${prefix}.${id}@example.com`,
  };
}

/** Registers through the API (faster than the form) and leaves the page's context logged in. */
export async function registerByApi(request: APIRequestContext, learner: Learner): Promise<void> {
  const res = await request.post('/api/register', {
    data: {
      username: learner.username,
      password: learner.password,
      displayName: learner.displayName,
      email: learner.email,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

export async function registerInBrowser(page: Page, learner: Learner): Promise<void> {
  await registerByApi(page.request, learner);
}
